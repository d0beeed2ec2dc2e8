// The exercise workspace (exercise page or programming lesson) driven as a student would, with JavaScript on
// (CodeMirror island, status polled in place) or off (textarea, submission page that reloads itself).
import type { Locator, Page, Response } from '@playwright/test'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { expect } from './fixtures'

/** The real judge compiles and runs each solution; without JavaScript the submission page reloads every 4 s. */
export const JUDGE_TIMEOUT = 90_000

/**
 * Opens the intro course's first programming lesson, a page that hydrates (the exercise page never does, ADR 031:
 * the island runs its form), and returns its path.
 */
export async function openProgrammingLesson(page: Page): Promise<string> {
  const lesson = INTRO_COURSE.lessons.find((l) => l.type === 'programming')!
  await page.goto(`/br/course/${INTRO_COURSE.slug}`)
  await page.getByRole('main').getByRole('link', { name: lesson.title_br, exact: true }).first().click()
  await expect(page).toHaveURL(/\/lesson\/\d+$/)
  return new URL(page.url()).pathname
}

export const numberIn = (text: string) => Number(/\d+/.exec(text)?.[0] ?? Number.NaN)

/**
 * Posts a form and waits for the answer, like helpers.submit(). The difference: a form posted from a hydrated
 * page (an exercise workspace) navigates inside the running app, and the pages it renders carry no <script>
 * element, so "is the app live" is asked of the window, not of the DOM.
 */
export async function post(page: Page, button: Locator, javaScript: boolean): Promise<Response> {
  const live = javaScript && (await page.evaluate(() => '__remixContext' in window))
  const responded = page.waitForResponse((r) => r.request().method() === 'POST')
  const navigated = live ? null : page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame())
  await button.click()
  const response = await responded
  if (navigated) {
    await navigated
    await page.waitForLoadState('load')
  } else {
    await response.finished()
    await page.waitForLoadState('networkidle')
  }
  return response
}

/**
 * Fills the workspace's solution form: CodeMirror with JavaScript (the hidden textarea mirrors it, and
 * must end up holding exactly `code`), else the textarea.
 */
export async function writeSolution(
  page: Page,
  javaScript: boolean,
  language: string,
  code: string,
  { typed = false } = {},
) {
  const solution = page.getByRole('region', { name: 'Sua solução' })
  await solution.getByLabel('Linguagem').selectOption(language)
  const textarea = solution.locator('textarea[name="code"]')
  if (javaScript) {
    await expect(solution.locator('.cm-editor')).toBeVisible()
    await expect(textarea).toBeHidden()
    await solution.locator('.cm-content').click()
    await page.keyboard.press('ControlOrMeta+A')
    // Typed key by key (the editor's own input handling), or inserted at once (no auto-indent on Enter).
    if (typed) await page.keyboard.type(code)
    else await page.keyboard.insertText(code)
  } else {
    await expect(solution.locator('.cm-editor')).toHaveCount(0)
    await expect(textarea).toBeVisible()
    await solution.getByLabel('Código').fill(code)
  }
  await expect(textarea).toHaveValue(code)
  return solution
}

/**
 * Sends a solution from the workspace (an exercise page or a programming lesson) and waits for Accepted
 * through the real judge; ends back on the page it started from.
 */
export async function solve(page: Page, javaScript: boolean, language: string, code: string) {
  const startUrl = page.url().replace(/[?#].*$/, '')
  const solution = await writeSolution(page, javaScript, language, code)
  const send = solution.getByRole('button', { name: 'Enviar', exact: true })
  if (javaScript) {
    // Sent through the API and polled in place (docs/product.md#judge-submissions).
    await send.click()
    const status = page.getByRole('region', { name: /^Submissão #\d+$/ })
    // The verdict comes first; the per-test log repeats it in its cells.
    await expect(status.getByText('Aceito', { exact: true }).first()).toBeVisible({ timeout: JUDGE_TIMEOUT })
    await expect(status).toContainText('Pontuação: 100/100')
    // The page read "not solved yet" when it loaded; a reload shows the new state.
    await page.reload()
  } else {
    await post(page, send, false)
    await expect(page).toHaveURL(/\/br\/submission\/\d+/)
    const result = page.getByRole('region', { name: 'Resultado' })
    await expect(result.getByText('Aceito', { exact: true }).first()).toBeVisible({ timeout: JUDGE_TIMEOUT })
    await expect(result).toContainText('Pontuação: 100/100')
    await page.getByRole('link', { name: '← Voltar' }).click()
  }
  await expect(page).toHaveURL(startUrl)
}
