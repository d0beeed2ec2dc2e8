// Starter code per language (issue 16, "what people expect"): the exercise's author writes Python's starter code
// on the exercise form; a student opening the exercise finds it in the editor (JavaScript on) or the textarea
// (off), with Python chosen. Desktop and phone.
import { strToU8, zipSync } from 'fflate'
import { expect, test } from './fixtures'
import { DEMO, loginAs, logout, submit } from './helpers'

const TESTS = zipSync({ '1/a.in': strToU8('2\n'), '1/a.out': strToU8('4\n') })
const STARTER = '# Leia n e imprima o dobro.\nn = int(input())\n'

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${device}: starter code`, () => {
    test.use({ viewport })

    test("the author sets Python's starter code; a student opens the exercise on it", async ({ page }) => {
      const javaScript = test.info().project.use.javaScriptEnabled !== false
      await loginAs(page, DEMO.author)
      await page.goto('/br/content/exercises/new')
      const form = page.getByRole('main')
      const title = `Dobro ${test.info().project.name} ${device} ${Date.now().toString(36)}`
      await form.getByLabel('Título (português)').fill(title)
      await form.getByLabel('Enunciado (português)').fill('Leia n e imprima 2n.')
      await form.getByLabel('Entrada 1').fill('2')
      await form.getByLabel('Saída 1').fill('4')
      await form.getByLabel('Pacote de testes (ZIP)').setInputFiles({
        name: 'testes.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from(TESTS),
      })
      await form.getByRole('radio', { name: 'Público' }).check()
      const starter = form.locator('#starter-code')
      await starter.locator('summary', { hasText: /^Python 3/ }).click()
      await starter.getByLabel(/^Código inicial em Python 3/).fill(STARTER)
      await submit(page, form.getByRole('button', { name: 'Criar exercício' }).last())
      await expect(page).toHaveURL(/\/br\/exercise\/\d+\?saved=1$/)
      const exercise = new URL(page.url()).pathname

      // The form shows it again, folded open with the code in it.
      await page.goto(`${exercise}/edit`)
      await expect(page.getByLabel(/^Código inicial em Python 3/)).toHaveValue(STARTER)

      await logout(page)
      await loginAs(page, DEMO.free)
      await page.goto(exercise)
      const solution = page.getByRole('region', { name: 'Sua solução' })
      await expect(solution.getByLabel('Linguagem')).toHaveValue('python3')
      const textarea = solution.locator('textarea[name="code"]')
      if (javaScript) {
        await expect(solution.locator('.cm-editor')).toBeVisible()
        await expect(solution.locator('.cm-content')).toContainText('# Leia n e imprima o dobro.')
        await expect(solution.locator('.cm-content')).toContainText('n = int(input())')
      } else {
        await expect(textarea).toBeVisible()
      }
      await expect(textarea).toHaveValue(STARTER)
    })
  })
}
