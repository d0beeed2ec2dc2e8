// Practice (docs/product.md#judge-submissions): the exercises list and its filters, the random exercise, the exercise page with
// and without JavaScript (CodeMirror island over a plain textarea), submissions and community submissions.
import type { Page } from '@playwright/test'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { expect, test } from './fixtures'
import { DEMO, registerNew, submit, submitLogin } from './helpers'
import { JUDGE_TIMEOUT, numberIn, writeSolution } from './workspace-helpers'

/** The course's first programming exercise ("Olá, mundo"): very easy, public, free. */
const HELLO = INTRO_COURSE.lessons.find((l) => l.type === 'programming')!.exercise!

const exerciseCount = (page: Page) => page.getByRole('main').getByText(/^(\d+ exercícios?|Nenhum exercício)$/)
/** The list's count line as a number ("Nenhum exercício" is 0). */
const countOf = async (page: Page) => {
  const text = await exerciseCount(page).innerText()
  return text.startsWith('Nenhum') ? 0 : numberIn(text)
}

/** Opens an exercise from the list's title search; returns its path. */
async function openExercise(page: Page, title: string) {
  await page.goto(`/br/exercises?q=${encodeURIComponent(title)}`)
  await page.getByRole('main').getByRole('link', { name: title, exact: true }).click()
  await expect(page).toHaveURL(/\/br\/exercise\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  return new URL(page.url()).pathname
}

test('the exercises list filters by difficulty with its GET form and keeps the choice', async ({ page }) => {
  await page.goto('/br/exercises')
  await expect(page.getByRole('heading', { level: 1, name: 'Exercícios' })).toBeVisible()
  const total = await countOf(page)
  await page.getByLabel('Dificuldade').selectOption({ label: 'Muito fácil' })
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(/\/br\/exercises\?(.*&)?difficulty=very_easy(&|$)/)
  await expect(page.getByLabel('Dificuldade')).toHaveValue('very_easy')
  const filtered = await countOf(page)
  expect(filtered).toBeGreaterThan(0)
  expect(filtered).toBeLessThan(total)
  const rows = page.getByRole('main').getByRole('table').locator('tbody').getByRole('row')
  await expect(rows).toHaveCount(Math.min(filtered, 25))
  for (const row of await rows.all()) await expect(row.getByRole('cell').first()).toHaveText('Muito fácil')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: HELLO.title_br, exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Soma de dois inteiros', exact: true })).toHaveCount(0)

  await page.getByRole('link', { name: 'Limpar filtros' }).click()
  await expect(page).toHaveURL(/\/br\/exercises$/)
  await expect(exerciseCount(page)).toHaveText(new RegExp(`^${total} exercícios$`))
})

test('a random exercise comes at the difficulty asked for', async ({ page }) => {
  await page.goto('/br/exercises')
  const random = page.getByRole('region', { name: 'Exercício aleatório' })
  await random.getByRole('button', { name: 'Fácil', exact: true }).click()
  await expect(page).toHaveURL(/\/br\/exercise\/\d+$/)
  await expect(
    page.getByRole('list', { name: 'Sobre este exercício' }).getByText('Fácil', { exact: true }),
  ).toBeVisible()

  const invalid = await page.goto('/br/exercises/random?difficulty=impossivel')
  expect(invalid?.status()).toBe(422)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Escolha uma das dificuldades: muito fácil, fácil, médio, difícil ou muito difícil.',
  )

  // "All solved" when nothing is left at a difficulty: true of every difficulty the catalogue lacks.
  await page.goto('/br/exercises?difficulty=very_hard')
  const veryHard = await countOf(page)
  const answer = await page.goto('/br/exercises/random?difficulty=very_hard')
  if (veryHard === 0) {
    // None exist yet: said so, naming the difficulty (not "all solved", which would be untrue).
    expect(answer?.status()).toBe(404)
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Ainda não há exercícios de dificuldade muito difícil para resolver.',
    )
  } else {
    await expect(page).toHaveURL(/\/br\/exercise\/\d+$/)
    await expect(page.getByRole('list', { name: 'Sobre este exercício' })).toContainText('Muito difícil')
  }
})

test('a visitor who sends a solution is told to log in, keeps the code, and comes back to the exercise', async ({
  page,
  javaScriptEnabled,
}) => {
  const path = await openExercise(page, HELLO.title_br)
  const solution = page.getByRole('region', { name: 'Sua solução' })
  await expect(
    page.getByText('Entre na sua conta para enviar sua solução e guardar seu rascunho.'),
  ).toBeVisible()
  const loginUrl = `/br/login?login=true&redirectTo=${encodeURIComponent(path)}`
  if (javaScriptEnabled !== false) {
    // docs/product.md#judge-submissions: with JavaScript a notice shows and nothing is sent.
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url())
    })
    await expect(solution.locator('.cm-editor')).toBeVisible()
    await solution.locator('.cm-content').click()
    await page.keyboard.type('print("Olá, mundo!")')
    await solution.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(solution.getByRole('alert')).toContainText(
      'Você não está logado. Entre na sua conta para enviar sua solução.',
    )
    expect(posts).toEqual([])
  } else {
    // Without JavaScript the form posts: 401, the same notice, and the code is still there (nothing saved).
    await solution.getByLabel('Código').fill('print("Olá, mundo!")')
    const answer = await submit(page, solution.getByRole('button', { name: 'Enviar', exact: true }))
    expect(answer.status()).toBe(401)
    await expect(solution.getByRole('alert')).toContainText(
      'Você não está logado. Entre na sua conta para enviar sua solução.',
    )
    await expect(solution.getByLabel('Código')).toHaveValue('print("Olá, mundo!")')
  }
  await solution.getByRole('alert').getByRole('link', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(loginUrl)
  await submitLogin(page, DEMO.free.email, DEMO.free.password)
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1, name: HELLO.title_br })).toBeVisible()
})

test('a compile error shows the compiler message; the submission is listed and can be made public', async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(3 * 60_000)
  const javaScript = javaScriptEnabled !== false
  // Every URL the page asks for, the lazily loaded editor included, must be on this server.
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))

  await registerNew(page, 'practice')
  await openExercise(page, HELLO.title_br)
  // Typed key by key into CodeMirror with JavaScript; the plain textarea without.
  const code = 'int main() { return x; }'
  const solution = await writeSolution(page, javaScript, 'c', code, { typed: true })

  let id: number
  const send = solution.getByRole('button', { name: 'Enviar', exact: true })
  if (javaScript) {
    await send.click()
    const status = page.getByRole('region', { name: /^Submissão #\d+$/ })
    await expect(status.getByText('Erro de compilação', { exact: true })).toBeVisible({
      timeout: JUDGE_TIMEOUT,
    })
    await expect(status.getByRole('heading', { name: 'Mensagem do compilador' })).toBeVisible()
    await expect(status).toContainText(/error: .x. undeclared/)
    id = numberIn((await status.getByRole('heading', { level: 2 }).innerText()) ?? '')
    expect(requested.some((url) => /\/assets\/editor-[\w-]+\.js$/.test(url))).toBe(true)
    await page.goto(`/br/submission/${id}`)
  } else {
    await submit(page, send)
    await expect(page).toHaveURL(/\/br\/submission\/\d+$/)
    id = numberIn(new URL(page.url()).pathname)
  }
  const result = page.getByRole('region', { name: 'Resultado' })
  await expect(result.getByText('Erro de compilação', { exact: true })).toBeVisible({
    timeout: JUDGE_TIMEOUT,
  })
  await expect(result.getByRole('heading', { name: 'Mensagem do compilador' })).toBeVisible()
  await expect(result).toContainText(/error: .x. undeclared/)
  // What was typed is what the judge got.
  await expect(page.getByRole('region', { name: 'Código' })).toContainText(code)
  await expect(page.getByRole('definition').filter({ hasText: /^Privada$/ })).toBeVisible()

  await page.goto('/br/submissions')
  const own = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) })
  await expect(own).toContainText(HELLO.title_br)
  await expect(own).toContainText('Erro de compilação')

  const community = (p: Page) =>
    p.getByRole('row').filter({ has: p.getByRole('link', { name: `#${id}`, exact: true }) })
  await page.goto('/br/community-submissions')
  await expect(community(page)).toHaveCount(0)

  await page.goto(`/br/submission/${id}`)
  await submit(page, page.getByRole('button', { name: 'Tornar pública' }))
  await expect(page).toHaveURL(`/br/submission/${id}`)
  await expect(page.getByRole('definition').filter({ hasText: /^Pública$/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tornar privada' })).toBeVisible()

  await page.goto('/br/community-submissions')
  await expect(community(page)).toContainText('Teste Trilheira')
  await expect(community(page)).toContainText('Erro de compilação')

  const origin = new URL(baseURL!).origin
  const foreign = requested.filter(
    (url) => !/^(data|blob|about):/.test(url) && new URL(url).origin !== origin,
  )
  expect(foreign).toEqual([])
  expect(requested.length).toBeGreaterThan(0)
})

test('a student rates an exercise under its page (quick feedback) and finds the rating there afterwards', async ({
  page,
}) => {
  await registerNew(page, 'feedback')
  const path = await openExercise(page, HELLO.title_br)
  const feedback = page.locator('#quick-feedback')
  await expect(feedback.getByRole('heading', { name: 'O que você achou?' })).toBeVisible()
  await feedback.getByLabel('Gostei', { exact: true }).check()
  await feedback.getByLabel('Comentário (opcional)').fill('Enunciado claro')
  // A plain form (reloadDocument) with and without scripts: the route saves and sends us back to the page.
  await feedback.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(feedback.getByText('Sua avaliação: Gostei.')).toBeVisible()
  await expect(feedback.getByLabel('Comentário (opcional)')).toHaveValue('Enunciado claro')
  await expect(feedback.getByLabel('Gostei', { exact: true })).toBeChecked()
})
