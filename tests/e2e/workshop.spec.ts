// Issue 21: custom tests (PRO) on the exercise page, and the projects hub's tabs with the demo projects.
import { expect, test } from './fixtures'
import { DEMO, loginAs } from './helpers'
import { JUDGE_TIMEOUT, writeSolution } from './workspace-helpers'

const DOUBLE = 'a, b = map(int, input().split())\nprint(a + b)\n'

async function openExercise(page: import('@playwright/test').Page, title: string) {
  await page.goto(`/br/exercises?q=${encodeURIComponent(title)}`)
  await page.getByRole('main').getByRole('link', { name: title, exact: true }).click()
  await expect(page).toHaveURL(/\/br\/exercise\/\d+$/)
}

test('a PRO user runs a custom test on their own input and sees output, time and memory', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(JUDGE_TIMEOUT + 60_000)
  const javaScript = javaScriptEnabled !== false
  await loginAs(page, DEMO.pro)
  await openExercise(page, 'Soma de dois inteiros')
  const solution = await writeSolution(page, javaScript, 'python3', DOUBLE)
  const block = solution.locator('details.custom-test')
  await block.locator('summary').click()
  await block.getByLabel('Sua entrada').fill('20 22\n')
  await block.getByRole('button', { name: 'Rodar com esta entrada' }).click()
  if (!javaScript) {
    // Without JavaScript: POST → 303 → the run's own page.
    await expect(page).toHaveURL(/\/br\/exercise\/\d+\/run\/\d+$/, { timeout: JUDGE_TIMEOUT })
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Teste personalizado')
  }
  const result = page.getByRole('region', { name: 'Resultado do teste personalizado' })
  await expect(result).toBeVisible({ timeout: JUDGE_TIMEOUT })
  await expect(result).toContainText('Terminou')
  await expect(result.locator('samp')).toHaveText('42')
  await expect(result).toContainText('Tempo de CPU')
  await expect(result).toContainText(/\d+ KiB/)
})

test('a free student is told custom tests are PRO', async ({ page }) => {
  await loginAs(page, DEMO.free)
  await openExercise(page, 'Soma de dois inteiros')
  const block = page.locator('details.custom-test')
  await block.locator('summary').click()
  await expect(block).toContainText('Testes personalizados são um recurso PRO, e você ainda não é PRO.')
  await expect(block.getByLabel('Sua entrada')).toHaveCount(0)
})

test('the projects hub shows the demo projects in each tab', async ({ page }) => {
  await page.goto('/gb/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Kinds of project' })
  await expect(tabs.getByRole('link', { name: 'Step by step' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'Step by step: your personal page' })).toBeVisible()
  await tabs.getByRole('link', { name: 'Ideas' }).click()
  await expect(page).toHaveURL(/\/gb\/projects\?tab=ideas$/)
  await expect(page.getByRole('link', { name: 'Idea: a league table' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Step by step: your personal page' })).toHaveCount(0)
  await tabs.getByRole('link', { name: 'Community' }).click()
  const table = page.getByRole('table')
  await expect(table.getByRole('link', { name: 'https://github.com/pedrohsl/pagina-pessoal' })).toBeVisible()
  await table.getByRole('link', { name: 'Step by step: your personal page' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Step by step: your personal page' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Hand in this project' })).toBeVisible()
})
