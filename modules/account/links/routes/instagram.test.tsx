import { describe, expect, it } from 'vitest'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import InstagramLinks, { handle, loader } from './instagram'

describe('/{lang}/instagram', () => {
  it('lists only our own pages under the locale, nothing embedded', async () => {
    const { links } = loader(routeArgs(getRequest('/gb/instagram')))
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) expect(link.href).toMatch(/^\/gb\//)
    const html = await renderRoute('en-GB', handle.i18n as string[], InstagramLinks, {
      loaderData: { links },
    })
    expect(html).toContain('Start learning')
    expect(html).not.toMatch(/<(iframe|script|img|embed|object)\b/)
    expect(html).not.toMatch(/(src|href)="https?:/)
  })
})
