// Issue 19's grading proof, JavaScript on and off: a student's math answer is graded by the AI on the three
// rubrics, and a project ZIP is scored per requirement. The e2e server's model is the local fake
// (tests/fakes/grading-rules.mjs): an answer with the official solution's final result (435) gets 4/4/3; a
// requirement gets its points when a file has the line `done: <position>`.
import type { Page } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { expect, test } from './fixtures'
import { DEMO, login, registerNew, uniqueName } from './helpers'
import { post } from './workspace-helpers'

const COURSE_URL = `/br/course/${INTRO_COURSE.slug}`

async function openLesson(page: Page, title: string) {
  await page.goto(COURSE_URL)
  await page.getByRole('main').getByRole('link', { name: title, exact: true }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(title)
}

/** The grader works after the redirect: the page is opened again until the grade is there. */
async function untilGraded(page: Page, region: ReturnType<Page['getByRole']>, text: string) {
  await expect(async () => {
    await page.reload()
    await expect(region).toContainText(text, { timeout: 1_000 })
  }).toPass()
}

test('a math answer is graded by the AI on the three rubrics', async ({ page, javaScriptEnabled }) => {
  const javaScript = javaScriptEnabled !== false
  await registerNew(page, 'grading-math')
  const lesson = INTRO_COURSE.lessons.find((l) => l.type === 'math')!
  await openLesson(page, lesson.title_br)
  await page
    .getByLabel('Resposta em texto')
    .fill('Cada pessoa aperta a mão de 29 colegas e cada aperto conta duas vezes: 30 × 29 / 2 = 435.')
  await post(page, page.getByRole('button', { name: 'Enviar resposta' }), javaScript)
  await expect(page.getByText('Resposta enviada! Ela está em avaliação.')).toBeVisible()
  const answers = page.getByRole('region', { name: 'Suas respostas' })
  await untilGraded(page, answers, 'Avaliado pela IA')
  await expect(answers).toContainText('Correta')
  const rubric = (name: string) => answers.getByRole('term').filter({ hasText: name }).locator('xpath=..')
  await expect(rubric('Compreensão estratégica')).toContainText('4 de 4')
  await expect(rubric('Precisão na execução')).toContainText('4 de 4')
  await expect(rubric('Comunicação matemática')).toContainText('3 de 4')
  await expect(rubric('Comunicação matemática')).toContainText('Comunicação: o resultado 435 está certo')
  // A content page still: no script.
  await expect(page.locator('script')).toHaveCount(0)
})

test('a project ZIP is scored per requirement', async ({ page, javaScriptEnabled }) => {
  const javaScript = javaScriptEnabled !== false
  await registerNew(page, 'grading-project')
  const lesson = INTRO_COURSE.lessons.find((l) => l.type === 'project')!
  await openLesson(page, lesson.title_br)
  const zip = zipSync({
    'cartao/README.md': strToU8('# Cartão de apresentação\n\nRode `python3 cartao.py`.\n\ndone: 1\n'),
    'cartao/cartao.py': strToU8(
      'nome = input()\n# done markers for the fake grader\n# x\ndone: 2\ndone: 3\ndone: 4\n',
    ),
  })
  await page.getByLabel('Arquivo ZIP').setInputFiles({
    name: 'cartao.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zip),
  })
  await post(page, page.getByRole('button', { name: 'Enviar projeto' }), javaScript)
  await expect(page.getByText('Projeto enviado! Ele está na fila para ser avaliado.')).toBeVisible()
  const sent = page.getByRole('region', { name: 'Suas entregas' })
  await untilGraded(page, sent, 'Avaliado pela IA')
  await expect(sent).toContainText('Aceito')
  await expect(sent).toContainText('85 pontos')
  const table = sent.getByRole('table', { name: 'Pontuação por requisito' })
  const row = (n: number) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) })
  await expect(row(1)).toContainText('20 de 20')
  await expect(row(1)).toContainText('Encontrei "done: 1" nos arquivos.')
  await expect(row(3)).toContainText('25 de 25')
  await expect(row(5)).toContainText('0 de 15')
  await expect(row(5)).toContainText('Nada nos arquivos mostra este requisito.')
})

test('an answer only a person can grade waits for staff, who grade it; the student sees who graded', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const javaScript = javaScriptEnabled !== false
  // Her own name: the staff list is shared by both projects and by retries.
  const student = await registerNew(page, 'grading-staff', uniqueName('Avaliada'))
  const lesson = INTRO_COURSE.lessons.find((l) => l.type === 'math')!
  await openLesson(page, lesson.title_br)
  await page.getByLabel('Resposta em texto').fill('Expliquei tudo no áudio.')
  await page.getByLabel('Explicação em áudio').setInputFiles({
    name: 'voz.ogg',
    mimeType: 'audio/ogg',
    buffer: Buffer.from('OggS\0\x02a recording'),
  })
  await post(page, page.getByRole('button', { name: 'Enviar resposta' }), javaScript)
  const answers = page.getByRole('region', { name: 'Suas respostas' })
  // Audio: no transcription model, so a person grades it.
  await untilGraded(page, answers, 'Esta entrega será avaliada por uma pessoa da equipe.')
  await expect(answers).toContainText('Em avaliação')

  const staffContext = await browser.newContext({ javaScriptEnabled: javaScript })
  const staff = await staffContext.newPage()
  await login(staff, DEMO.author.email, DEMO.author.password)
  await staff.goto('/br/grading')
  const waiting = staff.getByRole('region', { name: 'Esperando a equipe' })
  await waiting.getByRole('row').filter({ hasText: student.name }).getByRole('link').click()
  await expect(staff.getByText(`Resposta de ${student.name}`)).toBeVisible()
  await expect(staff.getByText('Expliquei tudo no áudio.')).toBeVisible()
  const rubrics = [
    ['Compreensão estratégica', '3', 'Boa ideia.'],
    ['Precisão na execução', '4', 'Conta certa: 435.'],
    ['Comunicação matemática', '2', 'Escreva também o raciocínio.'],
  ] as const
  for (const [name, score, comment] of rubrics) {
    const group = staff.getByRole('group', { name })
    await group.getByLabel('Nota (1 a 4)').selectOption(score)
    await group.getByLabel('Comentário').fill(comment)
  }
  await post(staff, staff.getByRole('button', { name: 'Salvar avaliação' }), javaScript)
  await expect(staff.getByText('Avaliação salva.')).toBeVisible()
  await staffContext.close()

  await page.reload()
  await expect(answers).toContainText('Correta')
  await expect(answers).toContainText(/Avaliado por Carlos/)
  await expect(
    answers.getByRole('term').filter({ hasText: 'Comunicação matemática' }).locator('xpath=..'),
  ).toContainText('Escreva também o raciocínio.')
})
