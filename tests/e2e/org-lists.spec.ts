// Issue 20, the org's last items (JavaScript on and off): a list with a project picked through the form's
// search; a competition restricted to the demo class, made from the class page, joined by its student and a 404
// to another professor; the weekly notification the job sent the demo class's student at start.
import { exerciseIdOf, saoPauloInput } from './competition-helpers'
import { expect, test } from './fixtures'
import { login, logout, submit } from './helpers'

const STUDENT = { email: 'estudante@trilha.dev', password: 'demo-estudante-123' }
const PROFESSOR = { email: 'professor@trilha.dev', password: 'demo-professor-123' }
const OUTSIDER = { email: 'professora2@trilha.dev', password: 'demo-professora2-123' }
const CLASS = 'Lógica de Programação — 1º ano'
const PROJECT = 'Passo a passo: sua página pessoal'

async function openClass(page: import('@playwright/test').Page) {
  await page.goto('/br/programming-classes')
  await page.getByRole('link', { name: CLASS }).first().click()
  await expect(page).toHaveURL(/\/br\/programming-class\/\d+$/)
}

test('the professor picks a project for a list with the search; the list links to it', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const title = `Lista mista ${info.project.name} ${Date.now().toString(36)}`
  await login(page, PROFESSOR.email, PROFESSOR.password)
  await openClass(page)
  await page.getByRole('link', { name: 'Nova lista de exercícios' }).click()
  const main = page.getByRole('main')
  await main.getByLabel('Título', { exact: true }).fill(title)
  const now = Date.now()
  await main.getByLabel('Início', { exact: true }).fill(saoPauloInput(now - 86_400_000))
  await main.getByLabel('Fim', { exact: true }).fill(saoPauloInput(now + 7 * 86_400_000))
  await main.getByLabel('Título do exercício').fill('Passo a passo')
  await submit(page, main.getByRole('button', { name: 'Buscar', exact: true }))
  await main.getByRole('checkbox', { name: new RegExp(`^${PROJECT}`) }).check()
  await submit(page, main.getByRole('button', { name: 'Salvar lista' }))
  await expect(page).toHaveURL(/\/br\/programming-class\/\d+\/list\/\d+$/)
  const item = page.getByRole('main').getByRole('link', { name: PROJECT })
  await expect(item).toHaveAttribute('href', /^\/br\/project\/\d+$/)
  await expect(page.getByRole('main').getByText('Projeto', { exact: true }).first()).toBeVisible()
})

test('a class competition: made from the class page, joined by its student, a 404 to an outsider', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const exercise = await exerciseIdOf(page, 'Soma de dois inteiros')
  const title = `Maratona da turma ${info.project.name} ${Date.now().toString(36)}`
  await login(page, PROFESSOR.email, PROFESSOR.password)
  await openClass(page)
  await page.getByRole('link', { name: 'Criar uma competição para a turma' }).click()
  await expect(page).toHaveURL(/\/br\/competitions\/new\?class=\d+$/)
  const main = page.getByRole('main')
  await expect(main.getByText(`Para a turma ${CLASS}`)).toBeVisible()
  await main.getByLabel('Título').fill(title)
  const start = Date.now() + 2 * 86_400_000
  await main.getByLabel('Início', { exact: true }).fill(saoPauloInput(start))
  await main.getByLabel('Fim', { exact: true }).fill(saoPauloInput(start + 2 * 3_600_000))
  await main.getByLabel('Minutos de congelamento').fill('0')
  await main.getByLabel(/^Problemas/).fill(String(exercise))
  await submit(page, main.getByRole('button', { name: 'Criar competição' }))
  await expect(page).toHaveURL(/\/br\/competition\/\d+$/)
  const path = new URL(page.url()).pathname
  await logout(page)

  await login(page, STUDENT.email, STUDENT.password)
  await openClass(page)
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(path)
  await submit(page, page.getByRole('main').getByRole('button', { name: 'Inscrever-se' }))
  await expect(page.getByRole('status').filter({ hasText: 'Inscrição feita!' })).toBeVisible()
  await logout(page)

  await login(page, OUTSIDER.email, OUTSIDER.password)
  const res = await page.goto(path)
  expect(res?.status()).toBe(404)
  await page.goto('/br/competitions')
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
})

test('the weekly job reminded the demo class’s student to fill the self-assessment', async ({ page }) => {
  await login(page, STUDENT.email, STUDENT.password)
  await page.goto('/br/notifications')
  const note = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`Autoavaliação semanal da turma ${CLASS}`) })
    .first()
  await expect(note).toBeVisible()
  await note.click()
  await expect(page).toHaveURL(/\/br\/programming-class\/\d+\/weekly$/)
})
