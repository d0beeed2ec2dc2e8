// Issue 5's proof: a new student walks "Introdução à programação" from the course list to the verified
// certificate, with JavaScript on and off. The course's lessons, answers and solutions come from the seed
// descriptor (db/seed/learning/introducao-a-programacao.ts), so the flow follows the seeded course.
import type { Page } from '@playwright/test'
import { INTRO, INTRO_COURSE, type IntroLesson } from '../../db/seed/learning/introducao-a-programacao'
import { PYTHON } from '../../db/seed/learning/python-bootcamp'
import { DEFAULT_XP } from '../../db/seed/learning/types'
import { PORTUGOL_EXERCISES, PORTUGOL_SOLUTIONS } from '../../db/seed/portugol-exercises'
import { expect, test } from './fixtures'
import { registerNew } from './helpers'
import { numberIn, post, solve } from './workspace-helpers'

const COURSE_URL = `/br/course/${INTRO_COURSE.slug}`
const LESSON_URL = new RegExp(`${COURSE_URL}/lesson/\\d+`)

const lessonHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })
const understood = (page: Page) =>
  page.getByRole('region', { name: 'Concluir a aula' }).getByRole('button', { name: 'Entendi' })

interface DashboardFigures {
  xp: number
  level: number
  solved: string
  basicColour: string
  basicScore: number
  certificates: string
}

async function readDashboard(page: Page): Promise<DashboardFigures> {
  await page.goto('/br/dashboard')
  const summary = page.getByRole('region', { name: 'Seu progresso', exact: true })
  // The levels table (the charts' hidden data tables have a "Básico" row too).
  const basic = page
    .getByRole('region', { name: /^Nível por categoria/ })
    .getByRole('table')
    .getByRole('row', { name: /^Básico/ })
  const cells = basic.getByRole('cell')
  return {
    xp: numberIn(await summary.getByText(/^\d+ XP no total$/).innerText()),
    level: numberIn(await summary.getByText(/^Nível \d+$/).innerText()),
    solved: await summary.getByText(/exercícios? resolvidos?$/).innerText(),
    basicColour: (await cells.nth(0).innerText()).trim(),
    basicScore: numberIn(await cells.nth(1).innerText()),
    certificates: await summary.getByText(/^(Nenhum certificado|\d+ certificados?)$/).innerText(),
  }
}

async function answerTheoretical(page: Page, javaScript: boolean, lesson: IntroLesson, firstWrong: boolean) {
  const answers = lesson.answers ?? []
  expect(answers.length).toBeGreaterThan(0)
  const question = (i: number) => page.getByRole('group', { name: `Questão ${i + 1}` })
  const option = (i: number, text: string) => question(i).getByRole('radio', { name: text, exact: true })
  // Not complete-able before a correct attempt.
  await expect(understood(page)).toHaveCount(0)
  await expect(page.getByText('Antes, acerte todas as questões.')).toBeVisible()
  const check = page.getByRole('button', { name: 'Conferir respostas' })
  if (firstWrong) {
    for (const [i, a] of answers.entries()) await option(i, i === 0 ? a.wrong_br : a.correct_br).check()
    const refused = await post(page, check, javaScript)
    if (!javaScript) expect(refused.status()).toBe(422)
    await expect(page.getByText('Algumas respostas estão erradas: corrija e tente novamente.')).toBeVisible()
    await expect(page.getByText('Revise a questão 1.')).toBeVisible()
    await expect(question(0)).toContainText('Esta resposta está errada.')
    // Every choice is kept, the wrong one included.
    for (const [i, a] of answers.entries()) {
      await expect(option(i, i === 0 ? a.wrong_br : a.correct_br)).toBeChecked()
    }
    await expect(understood(page)).toHaveCount(0)
  }
  for (const [i, a] of answers.entries()) await option(i, a.correct_br).check()
  await post(page, check, javaScript)
  await expect(page).toHaveURL(LESSON_URL)
  await expect(
    page.getByText('Todas as respostas estão certas! Agora você pode concluir a aula.'),
  ).toBeVisible()
}

async function sendMathAnswer(page: Page, javaScript: boolean) {
  await expect(understood(page)).toHaveCount(0)
  const answer = 'Cada pessoa cumprimenta 29 colegas e cada aperto conta duas vezes: 30 × 29 / 2 = 435.'
  await page.getByLabel('Resposta em texto').fill(answer)
  await post(page, page.getByRole('button', { name: 'Enviar resposta' }), javaScript)
  await expect(page).toHaveURL(LESSON_URL)
  await expect(page.getByText('Resposta enviada! Ela está em avaliação.')).toBeVisible()
  const answers = page.getByRole('region', { name: 'Suas respostas' })
  await expect(answers).toContainText(answer)
  // The AI grader (issue 19) may already have graded it by the time the page loads.
  await expect(answers).toContainText(/Em avaliação|Correta/)
}

async function sendProject(page: Page, javaScript: boolean) {
  await expect(understood(page)).toHaveCount(0)
  const link = page.getByLabel('Link do repositório no GitHub')
  // A valid URL that is not a GitHub repository: refused with the reason, the typed link kept.
  await link.fill('https://gitlab.com/trilha-dev/meu-projeto')
  const refused = await post(page, page.getByRole('button', { name: 'Enviar projeto' }), javaScript)
  if (!javaScript) expect(refused.status()).toBe(422)
  await expect(page.getByText(/^O link precisa apontar para um repositório válido do GitHub/)).toBeVisible()
  await expect(link).toHaveValue('https://gitlab.com/trilha-dev/meu-projeto')
  await link.fill('https://github.com/trilha-dev/meu-projeto')
  await post(page, page.getByRole('button', { name: 'Enviar projeto' }), javaScript)
  await expect(page).toHaveURL(LESSON_URL)
  await expect(page.getByText('Projeto enviado! Ele está na fila para ser avaliado.')).toBeVisible()
  const sent = page.getByRole('region', { name: 'Suas entregas' })
  await expect(sent.getByRole('link', { name: 'https://github.com/trilha-dev/meu-projeto' })).toBeVisible()
  await expect(sent).toContainText('Na fila')
}

test('a new student takes Introdução à programação from the course list to a verified certificate', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(8 * 60_000)
  const javaScript = javaScriptEnabled !== false
  const lessons = INTRO_COURSE.lessons
  const lessonsXp = INTRO.topics
    .flatMap((t) => t.lessons)
    .reduce((sum, l) => sum + (l.xp ?? DEFAULT_XP[l.type]), 0)

  const before = await test.step('registers and reads the dashboard', async () => {
    await registerNew(page, 'learning')
    const figures = await readDashboard(page)
    expect(figures).toMatchObject({ xp: 0, level: 0, basicScore: 0, certificates: 'Nenhum certificado' })
    return figures
  })

  await test.step('finds the course and starts it', async () => {
    await page.goto('/br/courses')
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: INTRO_COURSE.title_br, exact: true }).click()
    await expect(page).toHaveURL(COURSE_URL)
    await expect(page.getByRole('heading', { level: 1, name: INTRO_COURSE.title_br })).toBeVisible()
    // The course page is content: no script at all, with JavaScript on too.
    await expect(page.locator('script')).toHaveCount(0)
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
    await post(page, page.getByRole('button', { name: 'Começar o curso' }), javaScript)
    await expect(page).toHaveURL(LESSON_URL)
    await expect(lessonHeading(page)).toContainText(lessons[0].title_br)
    expect(lessons[0].type).toBe('text')
    await expect(page.locator('script')).toHaveCount(0)
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
  })

  let theoreticalSeen = false
  for (const [index, lesson] of lessons.entries()) {
    await test.step(`lesson ${lesson.position} (${lesson.type}): ${lesson.title_br}`, async () => {
      await expect(page).toHaveURL(LESSON_URL)
      await expect(lessonHeading(page)).toContainText(lesson.title_br)
      if (lesson.type === 'theoretical') {
        await answerTheoretical(page, javaScript, lesson, !theoreticalSeen)
        theoreticalSeen = true
      } else if (lesson.type === 'programming') {
        const exercise = lesson.exercise!
        await expect(page.getByRole('heading', { level: 2, name: exercise.title_br })).toBeVisible()
        await expect(understood(page)).toHaveCount(0)
        await expect(page.getByText('Antes, tenha sua solução aceita pelo corretor.')).toBeVisible()
        // Hello, world in C; the sum in Python and then in C as well.
        if (exercise.title_gb === 'Sum of two integers') {
          await solve(page, javaScript, 'python3', exercise.solutions.python3)
        }
        await solve(page, javaScript, 'c', exercise.solutions.c)
        await expect(page.getByText('Você já resolveu este exercício.')).toBeVisible()
      } else if (lesson.type === 'math') {
        await sendMathAnswer(page, javaScript)
      } else if (lesson.type === 'project') {
        await sendProject(page, javaScript)
      }
      await post(page, understood(page), javaScript)
      const next = lessons[index + 1]
      if (next) {
        await expect(page).toHaveURL(LESSON_URL)
        await expect(lessonHeading(page)).toContainText(next.title_br)
      }
    })
  }
  expect(theoreticalSeen).toBe(true)

  let certificateUrl = ''
  await test.step('the last lesson completes the course', async () => {
    await expect(page).toHaveURL(new RegExp(`${COURSE_URL}$`))
    await expect(page.getByText('Parabéns! Você concluiu este curso.')).toBeVisible()
    await expect(page.getByText(`Você concluiu ${lessons.length} de ${lessons.length} aulas.`)).toBeVisible()
    const link = page.getByRole('status').getByRole('link', { name: 'Ver seu certificado' })
    certificateUrl = (await link.getAttribute('href')) ?? ''
    expect(certificateUrl).toMatch(/^\/br\/certificate\/TRL-[0-9A-Z]{10}$/)
  })

  // The course's two exercises give Basic 6 points (very easy 2 + easy 4): still grey. Two very easy
  // Portugol exercises of Basic subjects (input and output; loops) make 10, the next colour.
  await test.step('practises two Portugol exercises', async () => {
    for (const title of ['Even or odd', 'Times table']) {
      const exercise = PORTUGOL_EXERCISES.find((e) => e.exercise.title_gb === title)!.exercise
      await page.goto(`/br/exercises?q=${encodeURIComponent(exercise.title_br)}`)
      await page.getByRole('main').getByRole('link', { name: exercise.title_br, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: exercise.title_br })).toBeVisible()
      await solve(page, javaScript, 'portugol', PORTUGOL_SOLUTIONS[title])
      await expect(page.getByRole('main').getByText('Resolvido', { exact: true })).toBeVisible()
    }
  })

  await test.step('the dashboard shows the XP, the overall level and the category level gained', async () => {
    const after = await readDashboard(page)
    expect(after.xp).toBeGreaterThanOrEqual(before.xp + lessonsXp + 100)
    expect(after.level).toBeGreaterThan(before.level)
    expect(before.basicColour).toBe('Cinza')
    expect(after.basicColour).toBe('Verde')
    expect(after.basicScore).toBe(10)
    expect(after.solved).toBe('4 exercícios resolvidos')
    expect(after.certificates).toBe('1 certificado')
    await expect(page.getByRole('status').filter({ hasText: 'Você subiu de nível: Básico!' })).toBeVisible()
  })

  const code = certificateUrl.split('/').pop()!
  await test.step('opens the certificate and verifies it by its code in en-GB', async () => {
    await page.goto(certificateUrl)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Certificado de conclusão' })).toBeVisible()
    await expect(main.getByText('Teste Trilheira', { exact: true })).toBeVisible()
    await expect(main.getByText(INTRO_COURSE.title_br, { exact: true })).toBeVisible()
    await expect(main.getByText(code, { exact: true })).toBeVisible()

    const found = await page.goto(`/gb/certificate/${code}`)
    expect(found?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate of completion' })).toBeVisible()
    await expect(main.getByText('has completed the course')).toBeVisible()
    await expect(main.getByText(INTRO_COURSE.title_gb, { exact: true })).toBeVisible()
    await expect(main.getByText('Teste Trilheira', { exact: true })).toBeVisible()

    const unknown = await page.goto('/gb/certificate/TRL-0000000000')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByText('There is no certificate linked to this code.')).toBeVisible()
    // The lookup form takes a code however it is typed and lands on the certificate.
    await page.getByLabel('Certificate code').fill(code.toLowerCase().replace('-', ' '))
    await page.getByRole('button', { name: 'Check' }).click()
    await expect(page).toHaveURL(`/gb/certificate/${code}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate of completion' })).toBeVisible()
  })

  await test.step('a PRO course lesson tells this free student PRO is needed', async () => {
    const proLesson = PYTHON.topics
      .flatMap((t) => t.lessons)
      .find((l) => !l.freePreview && l.opensInDays === undefined)!
    await page.goto(`/br/course/${PYTHON.slug}`)
    const name = { name: proLesson.title.br, exact: true }
    const link = page.getByRole('main').getByRole('link', name)
    const row = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', name), hasNot: page.getByRole('heading') })
    await expect(row).toContainText('PRO')
    const denied = await page.goto((await link.getAttribute('href'))!)
    expect(denied?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Sem acesso a este conteúdo' })).toBeVisible()
    await expect(
      page.getByText('Você não tem acesso a este conteúdo; provavelmente é preciso uma assinatura PRO.'),
    ).toBeVisible()
  })
})
