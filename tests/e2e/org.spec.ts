// Issue 20's proof (the teacher and organization platform), run with JavaScript on and off: the demo professor
// creates a class, a student joins with its code, the professor builds a list of three exercises with a
// deadline, the student solves one, the grid shows it, the report downloads; a second professor cannot see it.
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login, loginAs, logout, register, submit, uniqueEmail } from './helpers'
import { solve } from './workspace-helpers'

// The demo's second professor (db/seed/org.ts, ORG_DEMO: the seed is not importable from a spec).
const SECOND_PROFESSOR = { email: 'professora2@trilha.dev', password: 'demo-professora2-123' }
const PROFESSOR = { email: 'professor@trilha.dev', password: 'demo-professor-123', name: 'Roberto Professor' }
const HELLO_C = '#include <stdio.h>\nint main(void) {\n  printf("Olá, mundo!\\n");\n  return 0;\n}\n'

/** A datetime-local value in São Paulo time (UTC−3, no summer time since 2019), `days` from now. */
const saoPaulo = (days: number) =>
  new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 16)

async function pick(page: Page, query: string, title: string) {
  const main = page.getByRole('main')
  await main.getByLabel('Título do exercício').fill(query)
  await submit(page, main.getByRole('button', { name: 'Buscar', exact: true }))
  await main.getByRole('checkbox', { name: title, exact: true }).check()
}

test('a professor runs a class: code, list, a student solves, grid and report; another professor gets 404', async ({
  page,
}, info) => {
  test.setTimeout(240_000)
  const javaScript = info.project.name === 'js-on'
  const title = `Turma E2E ${info.project.name} ${Date.now().toString(36)}`

  // The professor creates the class and reads its code.
  await loginAs(page, PROFESSOR)
  await page.goto('/br/programming-classes')
  await page.getByRole('link', { name: 'Criar turma' }).click()
  const form = page.getByRole('main')
  // Spaces pass the browser's `required`; the server refuses a blank title and keeps the rest.
  await form.getByLabel('Título').fill('   ')
  await form.getByLabel('Legenda').fill('Turma da prova do issue 20')
  await submit(page, form.getByRole('button', { name: 'Salvar turma' }))
  await expect(form.getByText('Preencha o campo Título.')).toBeVisible()
  await expect(form.getByLabel('Legenda')).toHaveValue('Turma da prova do issue 20')
  await form.getByLabel('Título').fill(title)
  await submit(page, form.getByRole('button', { name: 'Salvar turma' }))
  await expect(page).toHaveURL(/\/br\/programming-class\/\d+$/)
  const classUrl = new URL(page.url()).pathname
  await page.getByRole('link', { name: 'Estudantes' }).click()
  const code = /entrar na turma: ([A-Z0-9]+)/.exec(
    (await page.getByText('Código para entrar na turma').textContent()) ?? '',
  )?.[1]
  expect(code).toBeTruthy()

  // A list of three exercises with a deadline, picked by search and reordered with buttons.
  await page.goto(classUrl)
  await page.getByRole('link', { name: 'Nova lista de exercícios' }).click()
  await form.getByLabel('Título', { exact: true }).fill('Lista da prova')
  await form.getByLabel('Início').fill(saoPaulo(-1))
  await form.getByLabel('Fim').fill(saoPaulo(-2))
  await pick(page, 'Olá', 'Olá, mundo')
  await pick(page, 'Soma de dois', 'Soma de dois inteiros')
  await pick(page, 'Média', 'Média das notas')
  await submit(page, form.getByRole('button', { name: 'Descer Olá, mundo' }))
  await submit(page, form.getByRole('button', { name: 'Salvar lista', exact: true }))
  // The end before the start is refused, with everything kept.
  await expect(form.getByText('O fim precisa ser depois do início.')).toBeVisible()
  await expect(form.getByLabel('Título', { exact: true })).toHaveValue('Lista da prova')
  await form.getByLabel('Fim').fill(saoPaulo(7))
  await submit(page, form.getByRole('button', { name: 'Salvar lista', exact: true }))
  await expect(page).toHaveURL(/\/list\/\d+$/)
  const listUrl = new URL(page.url()).pathname
  await expect(page.getByRole('rowheader')).toHaveText([
    'Soma de dois inteiros',
    'Olá, mundo',
    'Média das notas',
  ])
  await logout(page)

  // A student joins with the code and solves one exercise of the list.
  const student = {
    name: `Aluna ${Date.now().toString(36)}`,
    email: uniqueEmail('org'),
    password: 'senha-e2e-123',
  }
  await register(page, student)
  await page.goto('/br/programming-classes')
  await page.getByLabel('Código da turma').fill(code!.toLowerCase())
  await submit(page, page.getByRole('button', { name: 'Entrar', exact: true }))
  await expect(page).toHaveURL(classUrl)
  await page.getByRole('link', { name: 'Lista da prova' }).click()
  await expect(page).toHaveURL(listUrl)
  await page.getByRole('link', { name: 'Olá, mundo' }).click()
  await solve(page, javaScript, 'c', HELLO_C)
  await page.goto(listUrl)
  await expect(page.getByRole('row', { name: /Olá, mundo/ })).toContainText('Resolvido')
  await expect(page.getByRole('row', { name: /Soma de dois inteiros/ })).toContainText('Não começou')
  await logout(page)

  // The grid shows it, and the report downloads.
  await loginAs(page, PROFESSOR)
  await page.goto(`${classUrl}/grid`)
  const row = page.getByRole('row', { name: new RegExp(student.name) })
  await expect(row).toContainText('Resolvido')
  await expect(row).toContainText('Não começou')
  await expect(page.getByRole('img', { name: /1 exercícios resolvidos/ })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar relatório (CSV)' }).click(),
  ])
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  // The list's order (Olá, mundo moved down): solved, then two not started; 1 solved, 100 points.
  expect(csv).toContain(`${student.name};${student.email};Não começou;Resolvido (100);Não começou;1;100;`)
  await logout(page)

  // A professor of another organization gets a 404 for the class, its grid and its report.
  await login(page, SECOND_PROFESSOR.email, SECOND_PROFESSOR.password)
  for (const path of [classUrl, `${classUrl}/grid`, `${classUrl}/report.csv`, listUrl]) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(404)
  }
})
