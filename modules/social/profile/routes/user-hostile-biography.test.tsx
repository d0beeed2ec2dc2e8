// Issue 15, item 2: a biography stored before the bounds existed (inserted straight into the database) that
// the renderer cannot take still gives a 200 profile page, showing the text as plain paragraphs.
import { afterAll, describe, expect, it } from 'vitest'
import { closeRichTextPool } from '~/app/rich-text/pool.server'
import { createTestUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import UserProfile, { handle, loader } from './user'

afterAll(() => closeRichTextPool())

describe('/{lang}/user/:id with a hostile stored biography', () => {
  it.each([
    ["'>' × 90 000", `Oi <script>x</script>\n\n${'>'.repeat(90_000)}`],
    ["'1. ' × 30 000", `Oi\n\n${'1. '.repeat(30_000)}`],
  ])('shows %s as plain text with a note', async (_name, biography) => {
    const user = await createTestUser({ biography })
    const data = await loader(routeArgs(getRequest(`/br/user/${user.id}`), { id: String(user.id) }))
    expect(data.page.biographyHtml).toContain('não pôde ser formatado')
    expect(data.page.biographyHtml).not.toContain('<script>')
    const page = await renderRoute('pt-BR', handle.i18n as string[], UserProfile, { loaderData: data })
    expect(page).toContain('Oi')
  })
})
