// ADR 031: the exercise page without the framework. With JavaScript a plain island enhances the server's form
// (no Remix, no React on the page): the language's hint follows the picker, the samples get copy buttons, a
// draft is saved and the verdict shown in place. Without JavaScript the same form posts and redirects.
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { expect, test } from './fixtures'
import { registerNew } from './helpers'
import { JUDGE_TIMEOUT, writeSolution } from './workspace-helpers'

const HELLO = INTRO_COURSE.lessons.find((l) => l.type === 'programming')!.exercise!
const JAVA = 'public class Main {\n    public static void main(String[] args) {}\n}\n'

test('a student who has seen the tour gets the island: hints, copy buttons, a draft saved, the verdict in place', async ({
  page,
  javaScriptEnabled,
}) => {
  const javaScript = javaScriptEnabled !== false
  await registerNew(page, 'island')
  // A first visit shows the guided tour (tours.spec.ts) over a corner of the page: hide it, as after that visit.
  await page.goto('/br/tours/exercise')
  const tour = page.getByRole('main')
  await tour.getByRole('button', { name: 'Não mostrar mais este tour' }).click()
  await expect(tour.getByText('O tour não vai mais aparecer nesta página.')).toBeVisible()

  await page.goto(`/br/exercises?q=${encodeURIComponent(HELLO.title_br)}`)
  await page.getByRole('main').getByRole('link', { name: HELLO.title_br, exact: true }).click()
  await expect(page).toHaveURL(/\/br\/exercise\/\d+$/)
  const path = new URL(page.url()).pathname
  const solution = page.getByRole('region', { name: 'Sua solução' })
  expect(await page.evaluate(() => '__remixContext' in window)).toBe(false)
  if (javaScript) {
    await expect(page.locator('.cm-editor')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copiar entrada' }).first()).toBeVisible()
  } else {
    await expect(page.getByRole('button', { name: 'Copiar entrada' })).toHaveCount(0)
  }

  await writeSolution(page, javaScript, 'java', JAVA)
  const picker = solution.getByLabel('Linguagem')
  // With JavaScript the hint follows the picker at once; without, the page says it once it comes back.
  if (javaScript) await expect(picker).toHaveAccessibleDescription(/public class Main/)
  await solution.getByRole('button', { name: 'Salvar rascunho' }).click()
  await expect(solution.getByText('Rascunho salvo.')).toBeVisible()
  if (javaScript) expect(new URL(page.url()).pathname).toBe(path)

  await page.goto(path)
  await expect(solution.locator('textarea[name="code"]')).toHaveValue(JAVA)
  await expect(picker).toHaveValue('java')
  await expect(picker).toHaveAccessibleDescription(/public class Main/)
  if (!javaScript) return

  // The verdict in place: the server's HTML of it, long-polled (ADR 031); "try again" leads back to the form.
  test.setTimeout(JUDGE_TIMEOUT + 60_000)
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/submission-status/')) asked.push(r.url())
  })
  await writeSolution(page, true, 'python3', 'print("oi")\n')
  await solution.getByRole('button', { name: 'Enviar', exact: true }).click()
  const status = page.getByRole('region', { name: /^Submissão #\d+$/ })
  await expect(status.getByText('Resposta errada', { exact: true }).first()).toBeVisible({
    timeout: JUDGE_TIMEOUT,
  })
  await expect(status.getByRole('link', { name: 'Tentar de novo' })).toHaveAttribute('href', '#solution')
  expect(new URL(page.url()).pathname).toBe(path)
  for (const url of asked) expect(new URL(url).pathname).toMatch(/^\/br\/submission-status\/\d+$/)
  expect(asked.length).toBeGreaterThan(0)
})
