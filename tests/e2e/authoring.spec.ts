// Issue 21, content editors: an editor writes a math exercise, a draft course with two lessons, reorders them
// and publishes the course; a student meets it only once published and answers its exercise. A course in two
// topics with three lessons, reordered (lessons and topics) and opened by a student; a source with a
// subcategory and an exercise picked by a search. Students cannot reach the editors' pages. Plain forms throughout: the same steps with JavaScript on and off.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO, loginAs } from './helpers'

/** A second person in their own browser context (the project's options: JavaScript on or off). */
async function studentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
  })
  const page = await context.newPage()
  await loginAs(page, DEMO.free)
  return page
}

/** A math answer's state, whichever it has reached. */
const ANSWER_STATE = /^(Em avaliação|Correta|Precisa de revisão)$/

function unique(tag: string) {
  return `${tag}-${test.info().project.name}-${Date.now().toString(36)}`
}

/** The editor's math exercise form: a new exercise, free, of this visibility; answers its id. */
async function writeMathExercise(page: Page, title: string, visibility: 'private' | 'public') {
  await page.goto('/br/math-exercise/new/edit')
  const main = page.getByRole('main')
  await main.getByLabel('Título (português)', { exact: true }).fill(title)
  await main.getByLabel('Enunciado (português, Markdown)').fill('Quanto é $1/2 + 1/3$? Explique.')
  await main.getByLabel('Dificuldade').selectOption('easy')
  await main.getByLabel('Visibilidade').selectOption(visibility)
  await main.getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/br\/math-exercise\/\d+\/edit$/)
  await expect(main.getByText('Salvo.')).toBeVisible()
  return /math-exercise\/(\d+)\/edit/.exec(page.url())![1]
}

test('an editor creates, orders and publishes a course; a student then solves its exercise', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const slug = unique('curso-e2e')
  const title = `Curso ${slug}`
  const exercise = `Frações ${slug}`
  await loginAs(page, DEMO.author)

  // A math exercise, kept private: students meet it inside the course.
  const mathId = await writeMathExercise(page, exercise, 'private')
  const main = page.getByRole('main')

  // The course, a draft until published.
  await page.goto('/br/content/courses')
  await main.getByRole('link', { name: 'Novo curso' }).click()
  await main.getByLabel('Título (português)', { exact: true }).fill(title)
  await main.getByLabel('Endereço (slug)').fill(slug)
  await main.getByLabel('Descrição (português, Markdown)').fill('Um curso escrito pelo **editor**.')
  await main.getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/br\/content\/courses\/\d+$/)
  await expect(main.locator('.authoring-state strong')).toHaveText('Rascunho')
  const courseEditor = page.url()

  for (const lesson of ['Aula de introdução', 'Aula de frações']) {
    await main.getByRole('link', { name: 'Adicionar aula' }).click()
    await main.getByLabel('Título (português)', { exact: true }).fill(lesson)
    await main.getByLabel('Tipo').selectOption('math')
    await main.getByLabel('Número do conteúdo').fill(mathId)
    await main.getByRole('button', { name: 'Salvar' }).click()
    await expect(page).toHaveURL(new RegExp(`${courseEditor}#lesson-\\d+$`))
  }
  const lessons = main.locator('ol.authoring-lessons > li > a')
  await expect(lessons).toHaveText(['Aula de introdução', 'Aula de frações'])
  await main.getByRole('button', { name: 'Subir “Aula de frações”' }).click()
  await expect(lessons).toHaveText(['Aula de frações', 'Aula de introdução'])

  // Not published yet: the student neither lists nor opens it.
  const student = await studentPage(browser)
  await student.goto('/br/courses')
  await expect(student.getByRole('link', { name: title })).toHaveCount(0)
  const draft = await student.goto(`/br/course/${slug}`)
  expect(draft?.status()).toBe(404)

  await page.goto(courseEditor)
  await main.getByLabel('Publicado').check()
  await main.getByRole('button', { name: 'Salvar' }).click()
  await expect(main.getByText('Salvo.')).toBeVisible()
  await expect(main.locator('.authoring-state strong')).toHaveText('Publicado')

  // Published: the student finds it, opens the first lesson (the reordered one) and answers.
  await student.goto('/br/courses')
  await student.getByRole('link', { name: title }).first().click()
  await expect(student).toHaveURL(new RegExp(`/br/course/${slug}$`))
  await student.getByRole('main').getByRole('link', { name: 'Aula de frações' }).click()
  await expect(student.getByRole('heading', { level: 1, name: 'Aula de frações' })).toBeVisible()
  const lessonMain = student.getByRole('main')
  await lessonMain.getByLabel('Resposta em texto').fill('1/2 + 1/3 = 3/6 + 2/6 = 5/6.')
  await lessonMain.getByRole('button', { name: 'Enviar resposta' }).click()
  await expect(lessonMain.getByText('Resposta enviada! Ela está em avaliação.')).toBeVisible()
  await expect(lessonMain.getByText('1/2 + 1/3 = 3/6 + 2/6 = 5/6.')).toBeVisible()
  // Its state: under review, or already graded (the e2e server's grader may be quick).
  await expect(lessonMain.getByText(ANSWER_STATE).first()).toBeVisible()
  await student.context().close()
})

test('an editor builds a course in two topics with three lessons, reorders them, publishes it; a student opens it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const slug = unique('curso-topicos')
  const title = `Curso ${slug}`
  await loginAs(page, DEMO.author)
  const mathId = await writeMathExercise(page, `Exercício ${slug}`, 'private')
  const main = page.getByRole('main')
  await page.goto('/br/content/courses/new')
  await main.getByLabel('Título (português)', { exact: true }).fill(title)
  await main.getByLabel('Endereço (slug)').fill(slug)
  await main.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page).toHaveURL(/\/br\/content\/courses\/\d+$/)
  const courseEditor = page.url()

  for (const topic of ['Tópico A', 'Tópico B']) {
    await main.locator('#new-topic').getByLabel('Título do tópico (português)').fill(topic)
    await main.getByRole('button', { name: 'Adicionar tópico' }).click()
    await expect(main.getByRole('heading', { level: 3, name: topic })).toBeVisible()
  }
  for (const [lesson, topic] of [
    ['Aula 1', 'Tópico A'],
    ['Aula 2', 'Tópico A'],
    ['Aula 3', 'Tópico B'],
  ]) {
    await page.goto(`${courseEditor}/lessons/new`)
    await main.getByLabel('Título (português)', { exact: true }).fill(lesson)
    await main.getByLabel('Tópico', { exact: true }).selectOption({ label: topic })
    await main.getByLabel('Tipo').selectOption('math')
    await main.getByLabel('Número do conteúdo').fill(mathId)
    await main.getByRole('button', { name: 'Salvar', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${courseEditor}#lesson-\\d+$`))
  }
  const lessons = main.locator('ol.authoring-lessons > li > a')
  await expect(lessons).toHaveText(['Aula 1', 'Aula 2', 'Aula 3'])
  // Aula 2 first in its topic, then Tópico B before Tópico A: plain forms, with or without JavaScript.
  await main.getByRole('button', { name: 'Subir “Aula 2”' }).click()
  await expect(lessons).toHaveText(['Aula 2', 'Aula 1', 'Aula 3'])
  await main.getByRole('button', { name: 'Subir “Tópico B”' }).click()
  await expect(lessons).toHaveText(['Aula 3', 'Aula 2', 'Aula 1'])

  await page.goto(courseEditor)
  await main.getByLabel('Publicado').check()
  await main.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(main.locator('.authoring-state strong')).toHaveText('Publicado')

  const student = await studentPage(browser)
  await student.goto(`/br/course/${slug}`)
  const course = student.getByRole('main')
  await expect(course.getByRole('heading', { name: 'Tópico B' })).toBeVisible()
  await expect(course.getByRole('link', { name: /^Aula \d$/ })).toHaveText(['Aula 3', 'Aula 2', 'Aula 1'])
  await course.getByRole('link', { name: 'Aula 3' }).click()
  await expect(student.getByRole('heading', { level: 1, name: 'Aula 3' })).toBeVisible()
  await student.context().close()
})

test('an editor creates a source with a subcategory and files an exercise under it', async ({ page }) => {
  test.setTimeout(60_000)
  const slug = unique('fonte')
  await loginAs(page, DEMO.author)
  const main = page.getByRole('main')
  await page.goto('/br/content/sources')
  await main.getByRole('link', { name: 'Nova fonte' }).click()
  await main.getByLabel('Título (português)', { exact: true }).fill(`Olimpíada ${slug}`)
  await main.getByLabel('Endereço (slug)').fill(slug)
  await main.getByLabel('Data').fill('2024')
  await main.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(main.getByText('Salvo.')).toBeVisible()
  await main.getByRole('link', { name: 'Adicionar subcategoria' }).click()
  await main.getByLabel('Título (português)', { exact: true }).fill('Fase 1')
  await main.getByLabel('Endereço (slug)').fill(`${slug}-fase-1`)
  await main.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(main.getByText('Salvo.')).toBeVisible()
  await main.getByLabel('Buscar exercícios de programação pelo título').fill('Média das notas')
  await main.getByRole('button', { name: 'Buscar', exact: true }).click()
  await main.getByRole('checkbox', { name: /Média das notas/ }).check()
  await main.getByRole('button', { name: 'Salvar exercícios' }).click()
  await expect(main.getByText('Salvo.')).toBeVisible()
  await expect(
    main.getByRole('list', { name: 'Escolhidos' }).getByRole('checkbox', { name: /Média das notas/ }),
  ).toBeChecked()
  // The public page of the source lists it under the subcategory; its editor sees the manage card.
  await page.goto(`/br/source/${slug}`)
  await expect(main.getByRole('link', { name: 'Média das notas' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Gerenciar esta fonte' })).toBeVisible()
})

test('a student cannot reach the editors’ pages', async ({ page }) => {
  await loginAs(page, DEMO.free)
  // The content pages send anyone without create_content home, as the texts pages do.
  await page.goto('/br/content/courses')
  await expect(page).not.toHaveURL(/\/content\/courses/)
  await expect(page.getByRole('heading', { name: 'Cursos (edição)' })).toHaveCount(0)
  await page.goto('/br/content/courses/new')
  await expect(page).not.toHaveURL(/\/content\/courses/)
  // The math exercise form answers 403, as the project form does.
  const refused = await page.goto('/br/math-exercise/new/edit')
  expect(refused?.status()).toBe(403)
  await expect(page.getByLabel('Título (português)', { exact: true })).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a student finds a math exercise from practice, answers it and reads the answer back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000)
    const title = `Soma de frações ${unique('m')}`
    await loginAs(page, DEMO.author)
    await writeMathExercise(page, title, 'public')
    const student = await studentPage(browser)
    // The practice menu links the list (drawer on a phone, the nav row's submenu on a desktop).
    await expect(student.locator('a[href="/br/math-exercises"]').first()).toBeAttached()
    await student.goto('/br/math-exercises')
    const main = student.getByRole('main')
    await main.getByLabel('Dificuldade').selectOption('easy')
    await main.getByRole('button', { name: 'Filtrar' }).click()
    await expect(student).toHaveURL(/difficulty=easy/)
    await main.getByRole('link', { name: title }).click()
    await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await main.getByLabel('Resposta em texto').fill('3/6 + 2/6 = 5/6')
    await main.getByRole('button', { name: 'Enviar resposta' }).click()
    await expect(student).toHaveURL(/\/br\/math-exercise\/\d+#answers$/)
    await expect(main.getByText('Resposta enviada! Ela está em avaliação.')).toBeVisible()
    await expect(main.getByText('3/6 + 2/6 = 5/6')).toBeVisible()
    // The list now shows the answer's state beside the exercise (under review, or graded already).
    await student.goto('/br/math-exercises?difficulty=easy')
    await expect(main.getByRole('listitem').filter({ hasText: title }).getByText(ANSWER_STATE)).toBeVisible()
    await student.context().close()
  })
})
