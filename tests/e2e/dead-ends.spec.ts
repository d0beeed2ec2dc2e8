// Issue 16 item 7: no link in the top bar, nav row, drawer, bottom nav, footer, user menu or landing leads to a
// "coming soon" page (FEATURES in app/shell/nav.ts keeps the unbuilt ones hidden). Desktop and phone, logged
// out and in (a content author, who sees the management groups too), JavaScript on and off.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO, loginAs } from './helpers'

/** The menus' links (the drawer and the user menu are in the DOM even while closed) and the landing's main. */
const MENUS = [
  'header.topbar a[href]',
  'nav.nav-row a[href]',
  'details.drawer a[href]',
  'nav.bottom-nav a[href]',
  'footer.footer a[href]',
  'details.user-menu a[href]',
]

async function linksOn(page: Page, selectors: string[]) {
  const origin = new URL(page.url()).origin
  const hrefs = await page
    .locator(selectors.join(', '))
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
  return [...new Set(hrefs)].filter((href) => new URL(href).origin === origin && !new URL(href).hash)
}

/** Fetches each link with the page's cookies: none may answer the coming-soon page (or fail). */
async function expectNoDeadEnds(page: Page, hrefs: string[]) {
  expect(hrefs.length).toBeGreaterThan(5)
  const dead: string[] = []
  for (const href of hrefs) {
    const response = await page.request.get(href)
    const html = await response.text()
    if (response.status() >= 500 || /class="[^"]*\bcoming-soon\b/.test(html))
      dead.push(`${response.status()} ${href}`)
  }
  expect(dead).toEqual([])
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${device}: menus and landing`, () => {
    test.use({ viewport })

    test('logged out: the landing and the shell lead nowhere "coming soon"', async ({ page }) => {
      await page.goto('/br')
      const landing = await linksOn(page, [...MENUS, 'main a[href]'])
      await page.goto('/gb/courses')
      const courses = await linksOn(page, MENUS)
      await expectNoDeadEnds(page, [...new Set([...landing, ...courses])])
      // The teachers' card promised classes that do not exist yet.
      await page.goto('/br')
      await expect(page.getByRole('heading', { name: 'Para escolas e professores' })).toHaveCount(0)
    })

    test('logged in (content author): no menu link leads to a coming-soon page', async ({ page }) => {
      await loginAs(page, DEMO.author)
      const dashboard = await linksOn(page, MENUS)
      await page.goto('/br/exercises')
      const exercises = await linksOn(page, MENUS)
      await expectNoDeadEnds(page, [...new Set([...dashboard, ...exercises])])
      // PRO is built (issue 18): the PRO button is back and leads to the real subscription page (checked above).
      await expect(
        page.locator('header.topbar a.pro-button, details.drawer a.pro-button').first(),
      ).toHaveAttribute('href', '/br/subscription')
      await expect(page.locator('a[href$="/videos"], a[href$="/projects"]')).toHaveCount(0)
    })
  })
}
