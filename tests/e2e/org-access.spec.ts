// Issue 20's access fixes (JavaScript on and off): a lesson the demo organization does not offer is out of its
// student's course page (listed apart, marked) and of previous/next; a student removed from a class loses its
// running competition at once — the solution already typed on the open page is refused, the pages are a 404.
import { expect, test } from './fixtures'
import { login, logout, registerNew, submit } from './helpers'
import { post, writeSolution } from './workspace-helpers'

const ORG = 'Instituto Federal de São Paulo'
// A student of IFSP holding one of its PRO seats (db/seed/org-courses.ts): every lesson of the bootcamp opens.
const CLARA = { email: 'clara.turma@trilha.dev', password: 'demo-estudante-123' }
const PROFESSOR = { email: 'professor@trilha.dev', password: 'demo-professor-123' }
const CLASS = 'Lógica de Programação — 1º ano'
const HIDDEN = 'Projeto: tarefas no terminal'
// The class's running competition (db/seed/org-competition.ts).
const COMPETITION = 'Treino da turma — vetores'
const LARGEST = 'input()\nprint(max(map(int, input().split())))\n'

test('a lesson the organization does not offer: listed apart and marked, skipped by previous/next', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await login(page, CLARA.email, CLARA.password)
  await page.goto('/br/course/python-bootcamp')
  const main = page.getByRole('main')
  // The seed hides the bootcamp's final project for IFSP: it is listed apart, under its own heading.
  const apart = main.getByRole('region', { name: `1 aula fora do curso de ${ORG}` })
  await apart.getByText(`1 aula fora do curso de ${ORG}`, { exact: true }).click()
  await expect(apart.getByRole('heading', { name: `Fora do curso de ${ORG}` })).toBeVisible()
  await expect(apart.locator('.lesson-title')).toHaveText([HIDDEN])
  // Not among the organization's course's lessons, nor in its count.
  const content = main.locator('section[aria-labelledby="content"]')
  await expect(content.getByText(`O curso de ${ORG}: as aulas que a sua organização oferece.`)).toBeVisible()
  await expect(content.getByText(HIDDEN, { exact: true })).toHaveCount(0)
  const total = await content.locator('.lesson-title').count()
  await expect(main.locator('.course-meta')).toContainText(`${total} aulas`)

  // The lesson before it leads back to the course, and the list beside it leaves it out.
  await content.getByRole('link', { name: 'Fatorial', exact: true }).click()
  await expect(page).toHaveURL(/\/br\/course\/python-bootcamp\/lesson\/\d+$/)
  const pager = page.getByRole('navigation', { name: 'Navegação entre aulas' })
  await expect(pager.getByRole('link', { name: 'Voltar para o curso' })).toBeVisible()
  await expect(pager).not.toContainText(HIDDEN)
  await expect(page.locator('.lesson-sidebar .lesson-title')).toHaveCount(total)
  await expect(page.locator('.lesson-sidebar').getByText(HIDDEN, { exact: true })).toHaveCount(0)
})

test('a student removed from the class loses its running competition at once', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000)
  const javaScript = info.project.name === 'js-on'
  // The professor reads the demo class's code.
  await login(page, PROFESSOR.email, PROFESSOR.password)
  await page.goto('/br/programming-classes')
  await page.getByRole('link', { name: CLASS }).first().click()
  const classUrl = new URL(page.url()).pathname
  await page.getByRole('link', { name: 'Estudantes' }).click()
  const code = /entrar na turma: ([A-Z0-9]+)/.exec(
    (await page.getByText('Código para entrar na turma').textContent()) ?? '',
  )?.[1]
  expect(code).toBeTruthy()
  await logout(page)

  // A new student joins the class with its code, then the competition, and opens its problem.
  const student = await registerNew(page, 'orgrm', `Aluna ${Date.now().toString(36)}`)
  await page.goto('/br/programming-classes')
  await page.getByLabel('Código da turma').fill(code ?? '')
  await submit(page, page.getByRole('button', { name: 'Entrar', exact: true }))
  await expect(page).toHaveURL(classUrl)
  await page.getByRole('link', { name: COMPETITION }).click()
  await expect(page).toHaveURL(/\/br\/competition\/\d+$/)
  const competition = new URL(page.url()).pathname
  const main = page.getByRole('main')
  await submit(page, main.getByRole('button', { name: 'Inscrever-se' }))
  await expect(page.getByRole('status').filter({ hasText: 'Inscrição feita!' })).toBeVisible()
  await main.locator('a[href*="?competition="]').first().click()
  await expect(page).toHaveURL(/\/br\/exercise\/\d+\?competition=\d+$/)
  const problem = new URL(page.url())
  const solution = await writeSolution(page, javaScript, 'python3', LARGEST)

  // Meanwhile, in the professor's browser, the student is removed from the class.
  const origin = new URL(page.url()).origin
  const other = await browser.newContext({ baseURL: origin })
  try {
    const professor = await other.newPage()
    await login(professor, PROFESSOR.email, PROFESSOR.password)
    await professor.goto(classUrl)
    await professor.getByRole('link', { name: 'Estudantes' }).click()
    await submit(professor, professor.getByRole('button', { name: `Remover ${student.name}` }))
    await expect(professor.getByRole('button', { name: `Remover ${student.name}` })).toHaveCount(0)
  } finally {
    await other.close()
  }

  // The solution typed before the removal is refused, with the judge's copy; nothing reaches the judge.
  const send = solution.getByRole('button', { name: 'Enviar', exact: true })
  if (javaScript) await send.click()
  else expect((await post(page, send, false)).status()).toBe(422)
  await expect(page.getByText('Esta competição não existe.').first()).toBeVisible()
  await expect(page.getByRole('region', { name: /^Submissão #\d+$/ })).toHaveCount(0)
  // Its pages are a 404 now, as for anyone outside the class.
  for (const path of [competition, `${competition}/scoreboard`, `${problem.pathname}${problem.search}`]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the lessons outside the organization’s course fit the screen, opened', async ({ page }) => {
    await login(page, CLARA.email, CLARA.password)
    await page.goto('/br/course/python-bootcamp')
    const apart = page.getByRole('main').getByRole('region', { name: `1 aula fora do curso de ${ORG}` })
    await apart.getByText(`1 aula fora do curso de ${ORG}`, { exact: true }).click()
    const row = apart.getByText(HIDDEN, { exact: true })
    await row.scrollIntoViewIfNeeded()
    await expect(row).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
