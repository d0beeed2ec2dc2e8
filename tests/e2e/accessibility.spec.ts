// Issue 16 item 11: axe (axe-core from node_modules, injected into the page: no network) on the main pages,
// desktop and phone, JavaScript on and off (the two projects). No serious or critical violation; besides the
// default rules, the ones the issue named: label in name (experimental in axe, so switched on here), heading
// order and unique landmarks.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { expect, test } from './fixtures'
import { DEMO, loginAs } from './helpers'

const NAMED_RULES = new Set(['label-content-name-mismatch', 'heading-order', 'landmark-unique'])

/**
 * axe runs as a script in the page, and a page without JavaScript cannot run one. In the js-off project the same
 * URL is analysed in a second context that shares the cookies but refuses every script file, so the page is the
 * server's HTML without hydration (only Remix's inline data scripts run; they change nothing on screen).
 */
async function analyze(page: Page) {
  const axe = (target: Page) =>
    new AxeBuilder({ page: target })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze()
  if (test.info().project.use.javaScriptEnabled !== false) return axe(page)
  const browser = page.context().browser()!
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    // The runner gives new contexts the project's options: this one must run axe.
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
  })
  try {
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    )
    const copy = await context.newPage()
    await copy.goto(page.url())
    return await axe(copy)
  } finally {
    await context.close()
  }
}

async function expectAccessible(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(400)
  const results = await analyze(page)
  const found = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || NAMED_RULES.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  expect(found, `axe on ${path}`).toEqual([])
}

/** First link in main whose href matches (a seeded item's page, whatever its id). */
async function firstLink(page: Page, from: string, pattern: RegExp, row?: string) {
  await page.goto(from)
  const scope = row ? page.locator('main tr', { hasText: row }) : page.locator('main')
  const hrefs = await scope
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.find((h) => pattern.test(h))
  expect(href, `a link like ${pattern} on ${from}`).toBeTruthy()
  return href!
}

const course = `/br/course/${INTRO_COURSE.slug}`

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`axe, ${device}`, () => {
    test.use({ viewport })

    test('logged out: landing and login', async ({ page }) => {
      await expectAccessible(page, '/br')
      await expectAccessible(page, '/br/login?login=true')
    })

    test('logged in (aluna): the main pages', async ({ page }) => {
      test.slow() // a dozen pages, each analysed
      await loginAs(page, DEMO.free)
      const lesson = await firstLink(page, course, /\/lesson\/\d+$/)
      const exercise = await firstLink(page, '/br/exercises', /^\/br\/exercise\/\d+$/)
      const submission = await firstLink(page, '/br/submissions', /^\/br\/submission\/\d+$/, 'Aceito')
      const scoreboard = `${await firstLink(page, '/br/competitions', /^\/br\/competition\/\d+$/)}/scoreboard`
      const profile = await page
        .locator('details.user-menu a[href^="/br/user/"]')
        .first()
        .getAttribute('href')
      for (const path of [
        '/br/dashboard',
        '/br/courses',
        course,
        lesson,
        '/br/exercises',
        exercise,
        submission,
        '/br/rankings',
        '/br/ranking/monthly',
        profile!,
        '/br/blog',
      ]) {
        await expectAccessible(page, path)
      }
      // A running scoreboard: no meta refresh (axe meta-refresh, WCAG 2.2.1) with or without JavaScript.
      await expectAccessible(page, scoreboard)
    })

    test('logged in (the content author): the notifications page', async ({ page }) => {
      // Opening it marks the notifications seen (docs/product.md#social-notifications): not aluna's, whose 9+ badge shell.spec.ts checks.
      await loginAs(page, DEMO.author)
      await expectAccessible(page, '/br/notifications')
    })
  })
}
