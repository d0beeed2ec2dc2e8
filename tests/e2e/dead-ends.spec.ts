// Issue 16 item 7: no link in the top bar, nav row, drawer, bottom nav, footer, user menu or landing leads to a
// "coming soon" page (FEATURES in app/shell/nav.ts keeps the unbuilt ones hidden). Desktop and phone, logged
// out and in (a content author, who sees the management groups too), JavaScript on and off. Then the links
// inside the pages (PRO gates, the profile's PRO card, the blog's PRO teaser…), which obey the same switches:
// the main pages a visitor and aluna (a free student) open are crawled.
import type { Page } from '@playwright/test'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { COMING_SOON } from '../../modules/site/routes'
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
  // Any path of a coming-soon page, whatever the page would answer.
  const soon = new Set(Object.values(COMING_SOON))
  for (const href of hrefs) if (soon.has(new URL(href).pathname.replace(/^\/(br|gb)\//, ''))) dead.push(href)
  for (const href of hrefs) {
    // The notifications page marks them seen when opened (a read receipt): fetching it would empty the demo
    // user's bell for the specs that follow. It is no coming-soon page (social's, built).
    if (/^\/(br|gb)\/notifications$/.test(new URL(href).pathname)) continue
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
      // The teachers' card promises classes, lists and tracking: they exist since issue 20 (modules/org).
      await page.goto('/br')
      await expect(page.getByRole('heading', { name: 'Para escolas e professores' })).toBeVisible()
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
      // Videos are built (issue 22, modules/live): only projects stay without a link.
      await expect(page.locator('a[href$="/projects"]')).toHaveCount(0)
    })
  })
}

/** Every link on each page (menus, main, footer), one of each shape (ids as N), by the page's cookies. */
async function linksOfPages(page: Page, paths: string[]) {
  const byShape = new Map<string, string>()
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(500)
    for (const href of await linksOn(page, ['a[href]']))
      if (!byShape.has(href.replace(/\d+/g, 'N'))) byShape.set(href.replace(/\d+/g, 'N'), href)
  }
  return [...byShape.values()]
}

/** The first link in main matching `pattern` on `from` (a seeded item's page, whatever its id). */
async function linkOn(page: Page, from: string, pattern: RegExp, scope = 'main') {
  await page.goto(from)
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.find((h) => pattern.test(h))
  expect(href, `a link like ${pattern} on ${from}`).toBeTruthy()
  return href!
}

/**
 * The pages a student opens most, and the ones where a free student meets PRO: a PRO course and one of its
 * lessons, the PRO exercise, the random PRO exercise, a PRO blog post, the competitions (PRO creates them).
 */
async function mainPages(page: Page) {
  const proCourse = '/br/course/python-bootcamp'
  return [
    '/br',
    '/br/courses',
    `/br/course/${INTRO_COURSE.slug}`,
    proCourse,
    await linkOn(page, proCourse, /\/lesson\/\d+$/, 'main li:last-child'),
    '/br/exercises',
    await linkOn(page, '/br/exercises?q=Maior%20elemento', /^\/br\/exercise\/\d+$/),
    '/br/exercises/random?difficulty=very_hard',
    '/br/competitions',
    await linkOn(page, '/br/competitions', /^\/br\/competition\/\d+$/),
    '/br/blog',
    '/br/blog/complexidade-de-algoritmos-na-pratica',
    '/br/rankings',
  ]
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${device}: links inside the pages`, () => {
    test.use({ viewport })

    test('a visitor: no link on the main pages leads to a coming-soon page', async ({ page }) => {
      test.slow() // a dozen pages, then each link target
      await expectNoDeadEnds(page, await linksOfPages(page, await mainPages(page)))
    })

    test('aluna (a free student): no link on the main pages, her profile, settings or notes leads there', async ({
      page,
    }) => {
      test.slow()
      await loginAs(page, DEMO.free)
      const profile = await linkOn(page, '/br/dashboard', /^\/br\/user\/\d+$/, 'details.user-menu')
      const paths = [...(await mainPages(page)), '/br/dashboard', profile, '/br/user/edit', '/br/notes']
      const hrefs = await linksOfPages(page, paths)
      await expectNoDeadEnds(page, hrefs)
      // The PRO gates she meets still say what PRO is for, without the link.
      await page.goto('/br/notes')
      await expect(page.getByText('Anotações são um recurso PRO.')).toBeVisible()
      await page.goto('/br/user/edit')
      await expect(page.getByRole('heading', { name: 'Assinatura PRO' })).toBeVisible()
    })
  })
}
