// Issue 19, AI-created math exercises, JavaScript on and off: an author asks the model (the e2e server's local
// fake, tests/fakes/authoring-rules.mjs: "Exercício sobre <tema>") for an exercise from a theme, style and
// instructions, and lands in the math exercise editor on a private draft to review. Neither a theme nor an
// image is refused with what was typed kept; students cannot reach the page. The e2e model reads no images
// (GRADER_VISION is off in serve.mjs), so the image field says so and cannot be used.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO, loginAs } from './helpers'

const theme = () => `descontos ${test.info().project.name} ${Date.now().toString(36)}`

async function openAiForm(page: Page) {
  await page.goto('/br/math-exercises')
  await page.getByRole('main').getByRole('link', { name: 'Criar com IA' }).click()
  await expect(page).toHaveURL(/\/br\/math-exercises\/ai$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar exercício de matemática com IA')
}

test('an author creates a math exercise with the AI and reviews the draft in the editor', async ({
  page,
}) => {
  await loginAs(page, DEMO.author)
  await openAiForm(page)
  const main = page.getByRole('main')
  // A content page: no script, whatever the browser allows.
  await expect(page.locator('script')).toHaveCount(0)
  await expect(main.getByLabel('Imagem (PNG ou JPEG, até 5 MB)')).toBeDisabled()
  await expect(main).toContainText('A IA deste servidor não lê imagens: informe um tema.')

  const subject = theme()
  await main.getByLabel('Tema').fill(subject)
  await main.getByLabel('Estilo').selectOption('story')
  await main.getByLabel('Instruções (opcional)').fill('Para o 7º ano, com números pequenos.')
  await main.getByRole('button', { name: 'Criar rascunho' }).click()

  await expect(page).toHaveURL(/\/br\/math-exercise\/\d+\/edit$/)
  await expect(main.getByText('Este rascunho foi criado pela IA a partir do seu pedido.')).toBeVisible()
  await expect(main.getByLabel('Título (português)', { exact: true })).toHaveValue(
    `Exercício sobre ${subject}`,
  )
  await expect(main.getByLabel('Enunciado (português, Markdown)')).toHaveValue(/20% de desconto/)
  await expect(main.getByLabel('Solução oficial (português, Markdown)')).toHaveValue(/= 40\$ reais\.$/)
  await expect(main.getByLabel('Dificuldade')).toHaveValue('easy')
  await expect(main.getByLabel('Tipo')).toHaveValue('authentic_problem')
  await expect(main.getByLabel('Visibilidade')).toHaveValue('private')
  // What the AI was asked for stays beside the draft (migration 0026).
  await expect(main.getByText(`Tema: ${subject}`)).toBeVisible()
  await expect(main.getByText('Estilo: Historinha com personagens')).toBeVisible()

  // The notice is said once: reopening the editor shows the draft without it.
  await page.reload()
  await expect(main.getByLabel('Título (português)', { exact: true })).toHaveValue(
    `Exercício sobre ${subject}`,
  )
  await expect(main.getByText('Este rascunho foi criado pela IA a partir do seu pedido.')).toHaveCount(0)
})

test('neither a theme nor an image: refused, with the style and instructions kept', async ({ page }) => {
  await loginAs(page, DEMO.author)
  await openAiForm(page)
  const main = page.getByRole('main')
  await main.getByLabel('Estilo').selectOption('olympiad')
  await main.getByLabel('Instruções (opcional)').fill('Algo sobre paridade.')
  await main.getByRole('button', { name: 'Criar rascunho' }).click()
  await expect(main.getByRole('alert')).toHaveText('Informe um tema ou envie uma imagem.')
  await expect(main.getByLabel('Estilo')).toHaveValue('olympiad')
  await expect(main.getByLabel('Instruções (opcional)')).toHaveValue('Algo sobre paridade.')
  await expect(page).toHaveURL(/\/br\/math-exercises\/ai$/)
})

test('students find no link and get 403 on the page', async ({ page }) => {
  await loginAs(page, DEMO.free)
  await page.goto('/br/math-exercises')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exercícios de matemática')
  await expect(page.getByRole('link', { name: 'Criar com IA' })).toHaveCount(0)
  const refused = await page.goto('/br/math-exercises/ai')
  expect(refused?.status()).toBe(403)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the form fits the screen', async ({ page }) => {
    await loginAs(page, DEMO.author)
    await page.goto('/gb/math-exercises/ai')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a math exercise with AI')
    await expect(page.getByRole('button', { name: 'Create draft' })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
