// Issue 16's charts in the browser (JS on and off, 1366×768 and 390×844): the dashboard's and profile's SVG
// charts with their accessible names and no script, the consistency calendar on the dashboard, the
// acceptance rate on an exercise, a competition's countdown and problem status, the scoreboard's names.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO, loginAs } from './helpers'

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 768 },
  { label: 'phone', width: 390, height: 844 },
] as const

/** A box that fits the viewport: nothing of the chart is cut off or pushes the page sideways. */
async function fitsWidth(page: Page, selector: string) {
  const width = page.viewportSize()?.width ?? 0
  for (const box of await page
    .locator(selector)
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
    expect(box.width).toBeGreaterThan(0)
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(width)
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`charts at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('dashboard: XP over time, solved by category and the calendar, as named pictures without script', async ({
      page,
    }) => {
      await loginAs(page, DEMO.free)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: 'Seu progresso em gráficos' })).toBeVisible()
      await expect(main.getByRole('figure', { name: 'XP nas últimas 12 semanas' })).toBeVisible()
      // The demo student has XP (lessons and exercises): the line is drawn, named by its numbers.
      await expect(
        main.getByRole('img', { name: /^XP total: de [\d.]+ XP para [\d.]+ XP nas últimas 12 semanas/ }),
      ).toBeVisible()
      const solved = main.getByRole('figure', { name: 'Exercícios resolvidos por categoria' })
      await expect(solved).toBeVisible()
      await expect(
        solved
          .getByRole('img', { name: /resolvidos?\. Por categoria: Básico \d+/ })
          .or(solved.getByText('Nenhum exercício resolvido ainda.')),
      ).toBeVisible()
      await expect(main.getByRole('heading', { level: 2, name: 'Constância' })).toBeVisible()
      await expect(main.locator('.profile-calendar svg[role="img"]')).toBeVisible()
      await fitsWidth(page, '.chart-svg')
      expect(await page.locator('script').count()).toBe(0)
    })

    test('profile: the same two charts for anyone who opens it', async ({ page }) => {
      await page.goto('/gb/user/1')
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: 'Progress in charts' })).toBeVisible()
      await expect(main.getByRole('figure', { name: 'XP over the last 12 weeks' })).toBeVisible()
      await expect(main.getByRole('figure', { name: 'Exercises solved by category' })).toBeVisible()
      await fitsWidth(page, '.chart-svg')
      expect(await page.locator('script').count()).toBe(0)
    })

    test('exercise list and page: the acceptance rate', async ({ page }) => {
      await page.goto('/gb/exercises?q=Sum%20of%20two%20integers')
      const main = page.getByRole('main')
      if (viewport.width > 480) {
        await expect(main.getByRole('columnheader', { name: 'Acceptance' })).toBeVisible()
      }
      await main.getByRole('link', { name: 'Sum of two integers', exact: true }).first().click()
      await expect(page.getByText('Acceptance rate', { exact: true })).toBeVisible()
      await expect(
        page.getByText(/^(\d+% \(\d+ of \d+ judged submissions?\)|No submission judged yet)$/),
      ).toBeVisible()
    })

    test('competition: countdown to the end, the viewer’s status per problem, names in the scoreboard', async ({
      page,
    }) => {
      await loginAs(page, DEMO.free)
      await page.goto('/br/competitions')
      await page.getByRole('link', { name: 'Olimpíada Trilha — treino de inverno' }).first().click()
      const main = page.getByRole('main')
      await expect(main.getByText(/^Termina em (\d+ dias? )?(\d+ h )?\d+ min:$/)).toBeVisible()
      await expect(
        main.getByText('Tempo restante quando a página foi aberta: recarregue para atualizar.'),
      ).toBeVisible()
      // The seed: a time limit on A, B accepted, nothing sent on C.
      const problems = main.locator('.competition-problem-list li')
      await expect(problems).toHaveCount(3)
      await expect(problems.nth(0).locator('.competition-status')).toHaveText('Tentado')
      await expect(problems.nth(1).locator('.competition-status')).toHaveText('Resolvido')
      await expect(problems.nth(2).locator('.competition-status')).toHaveText('Não tentado')
      expect(await page.locator('script').count()).toBe(0)

      await main.getByRole('link', { name: 'Placar' }).click()
      const header = page.locator('th.sb-problem').first()
      const title = (await header.locator('abbr').getAttribute('title')) ?? ''
      expect(title.length).toBeGreaterThan(1)
      await expect(header.locator('abbr')).toHaveText('A')
      const name = header.locator('.sb-problem-name')
      await expect(name).toHaveText(title)
      const box = await name.boundingBox()
      // Phones keep the letter (the name stays for screen readers); wider screens show it.
      if (viewport.width < 640) expect(box?.width ?? 0).toBeLessThanOrEqual(1)
      else expect(box?.width ?? 0).toBeGreaterThan(10)
    })
  })
}
