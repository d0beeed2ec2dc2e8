import { createRemixStub } from '@remix-run/testing'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18nForRender } from '~/app/kernel/i18n.server'
import { context, createTestUser, formRequest } from '~/tests/setup/helpers'
import TextEdit, { action as textAction, loader as textLoader } from '../routes/content.text'
import Texts, { loader as textsLoader } from '../routes/content.texts'
import TheoreticalEdit, { loader as theoreticalLoader } from '../routes/content.theoretical'
import Theoreticals, { loader as theoreticalsLoader } from '../routes/content.theoreticals'

/** Server-renders a route component with the data its loader (and action) gave. */
async function page(
  lng: 'pt-BR' | 'en-GB',
  Component: ComponentType,
  loaderData: unknown,
  actionData?: unknown,
) {
  const i18n = await createI18nForRender(lng, ['common', 'content'])
  const Stub = createRemixStub([{ id: 'page', path: '/', Component }])
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub
        hydrationData={{
          loaderData: { page: loaderData },
          actionData: actionData ? { page: actionData } : null,
        }}
      />
    </I18nextProvider>,
  )
}
const args = (request: Request, id = '') => ({ request, params: { id }, context: context() })
const get = (url: string, cookie: string) => new Request(`http://test${url}`, { headers: { cookie } })

describe('content pages for texts and theoretical exercises render complete HTML', () => {
  it('texts: list, new, edit with history', async () => {
    const user = await createTestUser({ permissions: '["create_content"]', name: 'Bia Autora' })
    const fields = { intent: 'save', title_br: 'Laços', title_gb: '', body_br: 'v1', body_gb: '' }
    const created = (await textAction(
      args(formRequest('/br/content/texts/new', fields, { cookie: user.cookie }), 'new'),
    )) as Response
    const id = /texts\/(\d+)/.exec(created.headers.get('location')!)![1]!
    await textAction(
      args(formRequest(`/br/content/texts/${id}`, { ...fields, body_br: 'v2' }, { cookie: user.cookie }), id),
    )

    const list = await page('pt-BR', Texts, await textsLoader(args(get('/br/content/texts', user.cookie))))
    expect(list).toContain('Laços')
    expect(list).toContain('href="/br/content/texts/new"')

    const fresh = await page(
      'en-GB',
      TextEdit,
      await textLoader(args(get('/gb/content/texts/new', user.cookie), 'new')),
    )
    expect(fresh).toContain('New text')
    expect(fresh).not.toContain('History')

    const edit = await page(
      'pt-BR',
      TextEdit,
      await textLoader(args(get(`/br/content/texts/${id}?saved=1`, user.cookie), id)),
    )
    expect(edit).toContain('Texto salvo.')
    expect(edit).toContain('Histórico')
    expect(edit).toContain('editado por Bia Autora')
    expect(edit).toContain('Nenhuma aula usa este texto ainda.')
    expect(edit).toContain('>v2</textarea>')
    expect(edit).not.toContain('<script')
  })

  it('theoretical exercises: list and new', async () => {
    const user = await createTestUser({ permissions: '["create_content"]' })
    const list = await page(
      'en-GB',
      Theoreticals,
      await theoreticalsLoader(args(get('/gb/content/theoretical-exercises', user.cookie))),
    )
    expect(list).toContain('You have not written any theoretical exercise yet.')
    const fresh = await page(
      'pt-BR',
      TheoreticalEdit,
      await theoreticalLoader(args(get('/br/content/theoretical-exercises/new', user.cookie), 'new')),
    )
    expect(fresh).toContain('Novo exercício teórico')
    expect(fresh).toContain('Adicionar questão')
  })
})
