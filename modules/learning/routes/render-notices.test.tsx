// What the learning pages say around the content: errors laid out like the shell's error page, one-shot
// notices, unanswered questions, refused feedback, lock marks, limits, tags. Rendered without scripts.
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { action as feedbackAction } from '~/app/routes/quick-feedback'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import { withFeature } from '~/tests/setup/features'
import {
  routeArgs as call,
  getRequest as get,
  loaded,
  post,
  setCookies,
  settle,
  useOwnMediaDir,
  withCookies,
} from '~/tests/setup/helpers'
import { type RenderState, renderRoute } from '~/tests/setup/render'
import { submitMathAnswer } from '../math/math.server'
import CoursePage, { ErrorBoundary, loader as courseLoader } from './course'
import Courses, { loader as coursesLoader } from './courses'
import LessonPage, { action as lessonAction, loader as lessonLoader } from './lesson'

useOwnMediaDir()

async function html(lng: 'pt-BR' | 'en-GB', Component: ComponentType, state: RenderState) {
  const namespaces = ['common', 'learning', 'judge', 'exercise']
  return (await renderRoute(lng, namespaces, Component, state, ErrorBoundary)).replace(/<!-- -->/g, '')
}

const lessonPath = (slug: string, id: number, lng = 'br') => `/${lng}/course/${slug}/lesson/${id}`
const lessonParams = (slug: string, id: number) => ({ course_id: slug, lesson_id: String(id) })

/** What Remix hands the error boundary for a thrown JSON Response. */
async function boundaryError(result: unknown) {
  const thrown = result as Response
  return { status: thrown.status, statusText: '', internal: false, data: await thrown.json() }
}

describe('learning error pages', () => {
  it('look like the shell’s error page with the product copy; a missing lesson links its course', async () => {
    const course = await makeCourse({ is_free: 0 })
    const student = await makeUser('free')
    const missing = await settle(
      lessonLoader(
        call(get(lessonPath(course.slug, 99999999, 'gb'), student), lessonParams(course.slug, 99999999)),
      ),
    )
    const notFound = await html('en-GB', LessonPage, { error: await boundaryError(missing) })
    expect(notFound).toContain('class="error-page learning-error"')
    expect(notFound).toContain('src="/img/not-found.svg"')
    expect(notFound).toContain('<p class="error-status">404</p>')
    expect(notFound).toContain('This lesson does not exist')
    expect(notFound).toContain(`href="/gb/course/${course.slug}">Open the course</a>`)
    expect(notFound).toContain('<aside class="error-aside">')
    expect(notFound).toContain('href="/gb/dashboard"')

    const proPage = async () => {
      const pro = await settle(
        lessonLoader(
          call(
            get(lessonPath(course.slug, course.lessons[0].id), student),
            lessonParams(course.slug, course.lessons[0].id),
          ),
        ),
      )
      return html('pt-BR', LessonPage, { error: await boundaryError(pro) })
    }
    const forbidden = await proPage()
    expect(forbidden).toContain('<p class="error-status">403</p>')
    expect(forbidden).toContain('provavelmente é preciso uma assinatura PRO')
    // With FEATURES.pro off (a build without billing's pages): the way back instead, the subscription once it is on.
    expect(await withFeature('pro', proPage, false)).not.toContain('/subscription')
    expect(await withFeature('pro', proPage)).toContain('href="/br/subscription"')
    expect(forbidden).toContain('Conte pra gente')
    expect(forbidden).toContain('href="/br/dashboard"')
  })
})

describe('lesson notices', () => {
  it('an incomplete quiz says "answer this question" beside each unanswered one', async () => {
    const course = await makeCourse({}, [
      {
        type: 'theoretical',
        title: 'Teórico 1',
        questions: [
          {
            prompt: 'Um?',
            options: [
              ['a', true],
              ['b', false],
            ],
          },
          {
            prompt: 'Dois?',
            options: [
              ['c', true],
              ['d', false],
            ],
          },
        ],
      },
    ])
    const [lesson] = course.lessons
    const [q1, q2] = lesson.questions
    const student = await makeUser('free')
    const path = lessonPath(course.slug, lesson.id)
    const refused = (await lessonAction(
      call(
        post(path, { intent: 'answer', [`q${q1.id}`]: String(q1.options[1].id) }, student),
        lessonParams(course.slug, lesson.id),
      ),
    )) as Response
    const page = await html('pt-BR', LessonPage, {
      loaderData: await loaded(lessonLoader(call(get(path, student), lessonParams(course.slug, lesson.id)))),
      actionData: await refused.json(),
    })
    expect(page).toContain('Responda todas as questões antes de conferir.')
    expect(page).toContain(`<p class="field-errors" id="q${q2.id}-error">Responda esta questão.</p>`)
    expect(page).not.toContain(`id="q${q1.id}-error"`)
    expect(page).not.toContain('Revise')
    // The exercise has the lesson's title: said once, as the page's <h1>.
    expect(page).not.toContain('<h2 id="theoretical-title">')
    expect(page).toContain(`action="${path}"`)
  })

  it('a refused quick feedback comes back to the lesson with its error and comment', async () => {
    const course = await makeCourse()
    const lesson = course.lessons[0]
    const student = await makeUser('free')
    const path = lessonPath(course.slug, lesson.id, 'gb')
    const refused = (await feedbackAction(
      call(
        post(
          '/gb/feedback/quick',
          {
            target_type: 'lesson',
            target_id: String(lesson.id),
            comment: 'Faltou um exemplo',
            redirect_to: path,
          },
          student,
        ),
      ),
    )) as Response
    const data = await loaded(
      lessonLoader(
        call(withCookies(get(path, student), setCookies(refused)), lessonParams(course.slug, lesson.id)),
      ),
    )
    const page = await html('en-GB', LessonPage, { loaderData: data })
    expect(page).toContain('Choose whether you liked it or not.')
    expect(page).toContain('>Faltou um exemplo</textarea>')
  })

  it('a sent answer says so once; at the daily limit the button is off and says to come back tomorrow', async () => {
    const course = await makeCourse({}, [{ type: 'math', title: 'Conta 1' }])
    const lesson = course.lessons[0]
    const student = await makeUser('free')
    const path = lessonPath(course.slug, lesson.id)
    const params = lessonParams(course.slug, lesson.id)
    const sent = (await lessonAction(
      call(post(path, { intent: 'math', text_answer: '4' }, student), params),
    )) as Response
    expect(sent.headers.get('location')).toBe(`${path}#answers`)
    const once = await loaded(lessonLoader(call(withCookies(get(path, student), setCookies(sent)), params)))
    expect(await html('pt-BR', LessonPage, { loaderData: once })).toContain(
      'Resposta enviada! Ela está em avaliação.',
    )
    // A later refusal shows its error alone, not beside the old success.
    const later = await html('pt-BR', LessonPage, {
      loaderData: once,
      actionData: { intent: 'math', result: { status: 'error', error: { '': ['math.errors.empty'] } } },
    })
    expect(later).not.toContain('Resposta enviada!')
    const { math_exercise_id } = await db
      .selectFrom('lessons')
      .select('math_exercise_id')
      .where('id', '=', lesson.id)
      .executeTakeFirstOrThrow()
    for (let i = 0; i < 4; i++)
      await submitMathAnswer(student.id, math_exercise_id as number, { text: `${i}` }, new Date())
    const full = await html('pt-BR', LessonPage, {
      loaderData: await loaded(lessonLoader(call(get(path, student), params))),
    })
    expect(full).toContain('Enviados hoje: 5 de 5. Esse é o limite de hoje: tente novamente amanhã.')
    expect(full).toMatch(/<button type="submit" class="button" disabled="" aria-describedby="math-limit">/)
  })

  it('project requirements are rendered Markdown, not raw backticks', async () => {
    const course = await makeCourse({}, [{ type: 'project' }])
    const { project_id } = await db
      .selectFrom('lessons')
      .select('project_id')
      .where('id', '=', course.lessons[0].id)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('project_requirements')
      .set({ text_br: 'Crie o arquivo `index.html`' })
      .where('project_id', '=', project_id as number)
      .where('position', '=', 1)
      .execute()
    const student = await makeUser('free')
    const path = lessonPath(course.slug, course.lessons[0].id)
    const page = await html('pt-BR', LessonPage, {
      loaderData: await loaded(
        lessonLoader(call(get(path, student), lessonParams(course.slug, course.lessons[0].id))),
      ),
    })
    expect(page).toContain('Crie o arquivo <code>index.html</code>')
    expect(page).not.toContain('`index.html`')
  })

  it('the lesson list marks PRO and not-yet lessons like the course page', async () => {
    const course = await makeCourse({ is_free: 0 }, [
      { type: 'text', preview: true },
      { type: 'text' },
      { type: 'text', preview: true, availableFrom: '2999-03-01T00:00:00Z' },
    ])
    const student = await makeUser('free')
    const [first, pro, later] = course.lessons
    const path = lessonPath(course.slug, first.id, 'gb')
    const page = await html('en-GB', LessonPage, {
      loaderData: await loaded(lessonLoader(call(get(path, student), lessonParams(course.slug, first.id)))),
    })
    const sidebar = page.slice(page.indexOf('class="lesson-sidebar"'))
    expect(sidebar).toContain(`href="/gb/course/${course.slug}/lesson/${pro.id}"`)
    expect(sidebar).toMatch(/class="tag tag--pro">.*PRO<\/span>/)
    expect(sidebar).toContain('available from 1 Mar 2999')
    expect(sidebar).not.toContain(`href="/gb/course/${course.slug}/lesson/${later.id}"`)
  })
})

describe('course pages', () => {
  it('"N lessons left" after understood on the last lesson, and the PRO offer for a free student', async () => {
    const course = await makeCourse({ is_free: 0 }, [
      { type: 'text', preview: true, title: 'Primeira' },
      { type: 'text', preview: true },
    ])
    const student = await makeUser('free')
    const last = course.lessons[1]
    const done = (await lessonAction(
      call(
        post(lessonPath(course.slug, last.id), { intent: 'understood' }, student),
        lessonParams(course.slug, last.id),
      ),
    )) as Response
    const data = await loaded(
      courseLoader(
        call(withCookies(get(`/br/course/${course.slug}`, student), setCookies(done)), {
          course_id: course.slug,
        }),
      ),
    )
    const page = await withFeature('pro', () => html('pt-BR', CoursePage, { loaderData: data }), false)
    const pageOn = await withFeature('pro', () => html('pt-BR', CoursePage, { loaderData: data }))
    expect(page).toContain('Falta 1 aula para concluir o curso.')
    expect(page).toContain(
      `href="/br/course/${course.slug}/lesson/${course.lessons[0].id}">Ir para “Primeira”</a>`,
    )
    expect(page).toContain('As aulas deste curso precisam da assinatura PRO')
    expect(page).not.toContain('/subscription')
    expect(pageOn).toContain('href="/br/subscription"')
    const pro = await makeUser('pro')
    const asPro = await html('pt-BR', CoursePage, {
      loaderData: await loaded(
        courseLoader(call(get(`/br/course/${course.slug}`, pro), { course_id: course.slug })),
      ),
    })
    expect(asPro).not.toContain('/br/subscription')
    expect(asPro).not.toContain('Falta')
  })

  it('the course page states the certificate rule; a free student finishing a PRO course is told why none came', async () => {
    const course = await makeCourse({ is_free: 0 }, [{ type: 'text', preview: true }])
    const student = await makeUser('free')
    const only = course.lessons[0]
    const done = (await lessonAction(
      call(
        post(lessonPath(course.slug, only.id, 'gb'), { intent: 'understood' }, student),
        lessonParams(course.slug, only.id),
      ),
    )) as Response
    expect(done.headers.get('location')).toBe(`/gb/course/${course.slug}`)
    const data = await loaded(
      courseLoader(
        call(withCookies(get(`/gb/course/${course.slug}`, student), setCookies(done)), {
          course_id: course.slug,
        }),
      ),
    )
    const page = await html('en-GB', CoursePage, { loaderData: data })
    expect(page).toContain('Congratulations! You completed this course.')
    expect(page).toContain('its certificate is issued to students who are PRO when they complete it')
    expect(page).toContain('Certificate: PRO subscribers who complete this course receive one')
    expect(page).not.toContain('/certificate/')
    const free = await makeCourse({ is_free: 1 })
    const freePage = await html('pt-BR', CoursePage, {
      loaderData: await loaded(
        courseLoader(call(get(`/br/course/${free.slug}`, student), { course_id: free.slug })),
      ),
    })
    expect(freePage).toContain('Certificado: todos que concluírem este curso recebem um.')
  })

  it('course cards translate known tags and a locked course is marked once', async () => {
    const beginner = await makeCourse({ tag: 'iniciante' })
    const oop = await makeCourse({ tag: 'poo', is_locked: 1, is_launch_ready: 0 })
    const other = await makeCourse({ tag: 'rust-embarcado' })
    const list = await html('en-GB', Courses, { loaderData: await coursesLoader(call(get('/gb/courses'))) })
    const card = (slug: string) => {
      const at = list.indexOf(`href="/gb/course/${slug}"`)
      return list.slice(at, list.indexOf('</ul>', at))
    }
    expect(card(beginner.slug)).toContain('>Beginner</li>')
    expect(card(other.slug)).toContain('>rust-embarcado</li>')
    const locked = card(oop.slug)
    expect(locked).toContain('>OOP</li>')
    expect(locked).toContain('Not accessible yet')
    expect(locked).not.toContain('Coming soon')
  })
})
