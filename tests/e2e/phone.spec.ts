// Issue 16 items 3 and 8 on a 390×844 phone, JavaScript on and off: no page scrolls sideways, the numbers that
// matter are on the screen or inside a focusable, named scroll region with a visible hint, and the language
// menu opens inside the screen.
import type { Locator, Page } from '@playwright/test'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { expect, test } from './fixtures'
import { DEMO, loginAs, registerNew } from './helpers'
import { solve } from './workspace-helpers'

/** The course's first programming exercise ("Olá, mundo"). */
const HELLO = INTRO_COURSE.lessons.find((l) => l.type === 'programming')!.exercise!

const WIDTH = 390

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
}

/**
 * The cell is on the screen, or inside a region a keyboard can reach (tabindex 0, role region, a name) that
 * scrolls sideways, with the hint shown; and focusing that region and pressing → brings the cell into view.
 */
async function expectReachable(page: Page, cell: Locator) {
  await expect(cell).toBeAttached()
  const where = await cell.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const region = el.closest('[role="region"]')
    return {
      onScreen: box.left >= 0 && box.right <= window.innerWidth,
      region: region
        ? {
            tabindex: region.getAttribute('tabindex'),
            name: region.getAttribute('aria-label') ?? '',
            scrolls: region.scrollWidth > region.clientWidth,
          }
        : null,
    }
  })
  if (where.onScreen) return
  expect(where.region, 'a cell off the screen must be inside a scroll region').not.toBeNull()
  expect(where.region!.tabindex).toBe('0')
  expect(where.region!.name).not.toBe('')
  expect(where.region!.scrolls).toBe(true)
  const region = cell.locator('xpath=ancestor::*[@role="region"][1]')
  // The hint sits just before its region.
  await expect(region.locator('xpath=preceding-sibling::p[contains(@class, "scroll-hint")][1]')).toBeVisible()
  await region.focus()
  await expect(region).toBeFocused()
  for (let i = 0; i < 40; i++) {
    if (await cell.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)) break
    await page.keyboard.press('ArrowRight')
  }
  const box = await cell.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH)
}

/** A competition's scoreboard path, found by its seeded title on the competitions list. */
async function scoreboardOf(page: Page, title: string) {
  await page.goto('/br/competitions')
  const href = await page.getByRole('link', { name: title }).first().getAttribute('href')
  return `${href!.replace(/\/$/, '')}/scoreboard`
}

test.describe('phone, 390×844', () => {
  test.use({ viewport: { width: WIDTH, height: 844 } })

  test('dashboard levels, profile progress, monthly XP and the scoreboards\u2019 columns are reachable', async ({
    page,
  }) => {
    test.slow() // eight pages, each cell scrolled into view with the keyboard
    await loginAs(page, DEMO.free)
    await expectNoSidewaysScroll(page)
    const levels = page.locator('table.category-levels')
    await expectReachable(page, levels.locator('thead th').last())
    await expectReachable(page, levels.locator('tbody tr').first().locator('td').last())

    await page.goto('/br/ranking/monthly')
    await expectNoSidewaysScroll(page)
    const ranking = page.locator('table.ranking-table').first()
    const xp = ranking.locator('thead th', { hasText: /^XP$/ })
    await expectReachable(page, xp)
    await expectReachable(page, ranking.locator('tbody tr').first().locator('td').last())

    // Beatriz's own profile, from the user menu's link.
    await page.goto('/br/dashboard')
    const profile = await page.locator('details.user-menu a[href^="/br/user/"]').first().getAttribute('href')
    await page.goto(profile!)
    await expectNoSidewaysScroll(page)
    const progression = page.locator('table.profile-progression')
    await expectReachable(page, progression.locator('thead th').last())
    await expectReachable(page, progression.locator('tbody tr').first().locator('td').last())

    for (const title of ['Maratona Trilha 2025 — final', 'Olimpíada Trilha — treino de inverno']) {
      await page.goto(await scoreboardOf(page, title))
      await expectNoSidewaysScroll(page)
      const board = page.locator('table.sb-table')
      const penalty = board.locator('thead th', { hasText: /^Penalidade$/ })
      if (await penalty.count()) await expectReachable(page, penalty)
      await expectReachable(page, board.locator('thead th.sb-problem').last())
      await expectReachable(page, board.locator('tbody tr').first().locator('td').last())
    }
  })

  test('a judged submission: the test log\u2019s time and memory columns', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(3 * 60_000)
    // The seed's submissions carry no per-test log: this one goes through the real judge.
    await registerNew(page, 'phone-log')
    await page.goto(`/br/exercises?q=${encodeURIComponent(HELLO.title_br)}`)
    await page.getByRole('main').getByRole('link', { name: HELLO.title_br, exact: true }).click()
    await solve(page, javaScriptEnabled !== false, 'python3', HELLO.solutions.python3)
    await page.goto('/br/submissions')
    await page.getByRole('main').locator('a[href*="/br/submission/"]').first().click()
    await expectNoSidewaysScroll(page)
    const log = page.locator('table.test-log')
    await expectReachable(page, log.locator('thead th').last())
    await expectReachable(page, log.locator('tbody tr').first().locator('td').last())
  })

  test('the language menu opens inside the screen, logged out and in', async ({ page }) => {
    for (const step of ['out', 'in'] as const) {
      if (step === 'in') await loginAs(page, DEMO.free)
      await page.goto('/br/courses')
      await page.getByLabel('Idioma: BR').click()
      const panel = page.locator('details.language-menu .menu-panel')
      await expect(panel).toBeVisible()
      const box = (await panel.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTH)
      await expectNoSidewaysScroll(page)
    }
  })
})

test.describe('desktop, 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the language menu opens inside the screen and under its button', async ({ page }) => {
    await page.goto('/br/courses')
    const button = page.getByLabel('Idioma: BR')
    await button.click()
    const panel = (await page.locator('details.language-menu .menu-panel').boundingBox())!
    const summary = (await button.boundingBox())!
    expect(panel.x).toBeGreaterThanOrEqual(0)
    expect(panel.x + panel.width).toBeLessThanOrEqual(1366)
    expect(panel.y).toBeGreaterThanOrEqual(summary.y + summary.height)
  })
})
