import { expect, test } from './fixtures'

test('the Portugol guide is a page without scripts, with highlighted code and the library table', async ({
  page,
}) => {
  await page.goto('/gb/judge/portugol')
  await expect(page.getByRole('heading', { level: 1, name: 'Portugol on Trilha' })).toBeVisible()
  await expect(page.locator('code.language-portugol .tok-keyword').first()).toBeVisible()
  const table = page.getByRole('table', { name: 'Libraries available in the judge' })
  await expect(table.getByRole('row', { name: /^Matematica/ })).toContainText('potencia(real, real) → real')
  await expect(page.getByText(/^Line 7, column 24: the variable 'somma'/)).toBeVisible()
  await expect(page.locator('script')).toHaveCount(0)

  await page.goto('/br/judge/languages')
  await page.getByRole('link', { name: 'Guia do Portugol' }).click()
  await expect(page).toHaveURL(/\/br\/judge\/portugol$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Portugol no Trilha' })).toBeVisible()
  await expect(page.getByText(/^Linha 7, coluna 24: a variável 'somma'/)).toBeVisible()
})
