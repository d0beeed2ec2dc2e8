import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { createTestUser } from '~/tests/factories'
import { formRequest, getRequest, loaded, routeArgs, setCookies, withCookies } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import TextEdit, { action as textAction, loader as rawTextLoader } from '../routes/content.text'
import Texts, { loader as textsLoader } from '../routes/content.texts'
import TheoreticalEdit, { loader as rawTheoreticalLoader } from '../routes/content.theoretical'
import Theoreticals, { loader as theoreticalsLoader } from '../routes/content.theoreticals'

// The page loaders answer data(page, { headers }) (flash.server.ts): the tests read the page.
const textLoader = (args: Parameters<typeof rawTextLoader>[0]) => loaded(rawTextLoader(args))
const theoreticalLoader = (args: Parameters<typeof rawTheoreticalLoader>[0]) =>
  loaded(rawTheoreticalLoader(args))

const page = (lng: 'pt-BR' | 'en-GB', Component: ComponentType, loaderData: unknown, actionData?: unknown) =>
  renderRoute(lng, ['common', 'content'], Component, { loaderData, actionData })
const args = (request: Request, id = '') => routeArgs(request, { id })

describe('content pages for texts and theoretical exercises render complete HTML', () => {
  it('texts: list, new, edit with history', async () => {
    const user = await createTestUser({ permissions: '["create_content"]', name: 'Bia Autora' })
    const fields = {
      intent: 'save',
      title_br: 'Laços',
      title_gb: '',
      body_br: 'v1',
      body_gb: '',
      is_tutorial: 'on',
    }
    const created = (await textAction(
      args(formRequest('/br/content/texts/new', fields, { cookie: user.cookie }), 'new'),
    )) as Response
    const id = /texts\/(\d+)/.exec(created.headers.get('location')!)![1]!
    const saved = (await textAction(
      args(formRequest(`/br/content/texts/${id}`, { ...fields, body_br: 'v2' }, { cookie: user.cookie }), id),
    )) as Response

    const list = await page('pt-BR', Texts, await textsLoader(args(getRequest('/br/content/texts', user))))
    expect(list).toContain('Laços')
    // The tutorial flag shows in the list.
    expect(list).toMatch(/Laços<\/a> <span class="tag">Tutorial<\/span>/)
    expect(list).toContain('href="/br/content/texts/new"')

    const fresh = await page(
      'en-GB',
      TextEdit,
      await textLoader(args(getRequest('/gb/content/texts/new', user), 'new')),
    )
    expect(fresh).toContain('New text')
    expect(fresh).not.toContain('History')

    const edit = await page(
      'pt-BR',
      TextEdit,
      await textLoader(args(withCookies(getRequest(`/br/content/texts/${id}`, user), setCookies(saved)), id)),
    )
    expect(edit).toContain('Texto salvo.')
    expect(edit).toContain('Histórico')
    expect(edit).toContain('editado por Bia Autora')
    expect(edit).toContain('Nenhuma aula usa este texto ainda.')
    expect(edit).toContain('>v2</textarea>')
    expect(edit).not.toContain('<script')
    // The hidden default "save" button (first, so Enter saves) is out of the accessibility tree.
    expect(edit).toMatch(/class="visually-hidden" tabindex="-1" aria-hidden="true"/)
  })

  it('theoretical exercises: list and new', async () => {
    const user = await createTestUser({ permissions: '["create_content"]' })
    const list = await page(
      'en-GB',
      Theoreticals,
      await theoreticalsLoader(args(getRequest('/gb/content/theoretical-exercises', user))),
    )
    expect(list).toContain('You have not written any theoretical exercise yet.')
    const fresh = await page(
      'pt-BR',
      TheoreticalEdit,
      await theoreticalLoader(args(getRequest('/br/content/theoretical-exercises/new', user), 'new')),
    )
    expect(fresh).toContain('Novo exercício teórico')
    expect(fresh).toContain('Adicionar questão')
  })
})
