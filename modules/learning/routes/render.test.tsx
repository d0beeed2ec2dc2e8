import { strToU8, zipSync } from 'fflate'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeExercise, makeUser } from '~/tests/factories'
import {
  routeArgs as call,
  getRequest as get,
  loaded,
  post,
  settle,
  useOwnMediaDir,
} from '~/tests/setup/helpers'
import { type RenderState, renderRoute } from '~/tests/setup/render'
import { submitProject } from '../hub/projects.server'
import { submitMathAnswer } from '../math/math.server'
import CoursePage, { ErrorBoundary, loader as rawCourseLoader } from './course'
import Courses, { loader as coursesLoader } from './courses'
import LessonPage, { action as lessonAction, loader as rawLessonLoader } from './lesson'

// The page loaders answer data(page, { headers }) (flash.server.ts): the tests read the page.
const courseLoader = (args: Parameters<typeof rawCourseLoader>[0]) => loaded(rawCourseLoader(args))
const lessonLoader = (args: Parameters<typeof rawLessonLoader>[0]) => loaded(rawLessonLoader(args))

useOwnMediaDir()
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const OGG = new TextEncoder().encode('OggS\0\x02rest-of-the-page')

async function html(lng: 'pt-BR' | 'en-GB', Component: ComponentType, state: RenderState) {
  const namespaces = ['common', 'learning', 'judge', 'exercise', 'study']
  return (await renderRoute(lng, namespaces, Component, state, ErrorBoundary)).replace(/<!-- -->/g, '')
}

describe('learning pages render complete HTML without scripts', () => {
  it('the courses page and a course page', async () => {
    const course = await makeCourse({ workload_hours: 24, is_free: 0 }, [
      { type: 'text', preview: true },
      { type: 'math' },
    ])
    const list = await html('pt-BR', Courses, { loaderData: await coursesLoader(call(get('/br/courses'))) })
    expect(list).toContain('Trilhas de linguagem')
    expect(list).toContain(`href="/br/course/${course.slug}"`)
    expect(list).toContain('24 horas · cerca de 4 semanas')
    expect(list).not.toContain('<script')
    const page = await html('en-GB', CoursePage, {
      loaderData: await courseLoader(call(get(`/gb/course/${course.slug}`), { course_id: course.slug })),
    })
    expect(page).toContain('Course content')
    expect(page).toContain('Free preview')
    expect(page).toContain('Log in to start the course')
    // Issue 22: the visitor's estimate at the default plan (3 days × 2 hours), without a plan link.
    expect(page).toContain('At 3 days a week, 2 hours a day: about 4 weeks to finish (12 study days).')
    expect(page).not.toContain('/gb/study-plan')
    expect(page).toContain(`href="/gb/course/${course.slug}/lesson/${course.lessons[0].id}"`)
    expect(page).toMatch(/class="lesson-row"/)
    expect(page).not.toContain('<iframe')
    expect(page).not.toContain('<script')
  })

  it('the 404 and 403 pages carry the product copy', async () => {
    const thrown = (await settle(
      courseLoader(call(get('/br/course/sumiu'), { course_id: 'sumiu' })),
    )) as Response
    // What Remix hands the error boundary for a thrown JSON Response (isRouteErrorResponse's shape).
    const error = { status: thrown.status, statusText: '', internal: false, data: await thrown.json() }
    const page = await html('pt-BR', CoursePage, { error })
    expect(page).toContain('Esse curso não existe')
    expect(page).toContain('data-status="404"')
  })

  it('every lesson type, a wrong theoretical attempt and a refused project link', async () => {
    const exerciseId = await makeExercise({}, null)
    const course = await makeCourse({ video_br: null }, [
      { type: 'lesson' },
      {
        type: 'theoretical',
        questions: [
          {
            prompt: 'Quanto é 1+1?',
            options: [
              ['2', true],
              ['3', false],
            ],
          },
        ],
      },
      { type: 'math' },
      { type: 'programming', exerciseId },
      { type: 'project' },
    ])
    const student = await makeUser('free')
    const open = async (i: number, lng: 'br' | 'gb' = 'br') => {
      const id = course.lessons[i].id
      return lessonLoader(
        call(get(`/${lng}/course/${course.slug}/lesson/${id}`, student), {
          course_id: course.slug,
          lesson_id: String(id),
        }),
      )
    }
    const text = await html('pt-BR', LessonPage, { loaderData: await open(0) })
    expect(text).toContain('Corpo da aula 1')
    expect(text).toContain('Entendi')
    expect(text).toContain('action="/br/feedback/quick"')
    expect(text).toContain('Próxima:')

    const q = course.lessons[1].questions[0]
    const wrong = (await lessonAction(
      call(
        post(
          `/br/course/${course.slug}/lesson/${course.lessons[1].id}`,
          { intent: 'answer', [`q${q.id}`]: String(q.options[1].id) },
          student,
        ),
        {
          course_id: course.slug,
          lesson_id: String(course.lessons[1].id),
        },
      ),
    )) as Response
    const theoretical = await html('pt-BR', LessonPage, {
      loaderData: await open(1),
      actionData: await wrong.json(),
    })
    expect(theoretical).toContain('Algumas respostas estão erradas: corrija e tente novamente.')
    expect(theoretical).toContain('Revise a questão 1.')
    expect(theoretical).toContain(`name="q${q.id}" checked="" value="${q.options[1].id}"`)
    expect(theoretical).not.toContain('>Entendi<')

    const math = await html('en-GB', LessonPage, { loaderData: await open(2, 'gb') })
    expect(math).toMatch(/enctype="multipart\/form-data"/i)
    expect(math).toContain('name="audio"')
    expect(math).toContain('Send your answer to the exercise first.')

    const programming = await html('en-GB', LessonPage, { loaderData: await open(3, 'gb') })
    // The judge's exercise workspace, posting to the exercise route and coming back to this lesson.
    const lessonPath = `/gb/course/${course.slug}/lesson/${course.lessons[3].id}`
    expect(programming).toContain(`action="/gb/exercise/${exerciseId}"`)
    expect(programming).toContain(`name="return_to" value="${lessonPath}"`)
    expect(programming).toContain('name="code"')
    expect(programming).toContain(`href="/gb/exercise/${exerciseId}?return_to=`)

    const badLink = (await lessonAction(
      call(
        post(
          `/gb/course/${course.slug}/lesson/${course.lessons[4].id}`,
          { intent: 'project', repository_url: 'http://github.com/x/y' },
          student,
        ),
        {
          course_id: course.slug,
          lesson_id: String(course.lessons[4].id),
        },
      ),
    )) as Response
    const project = await html('en-GB', LessonPage, {
      loaderData: await open(4, 'gb'),
      actionData: await badLink.json(),
    })
    expect(project).toContain('The link must point to a valid GitHub repository')
    expect(project).toContain('value="http://github.com/x/y"')
    expect(project).toContain('Home page')
    for (const page of [text, theoretical, math, programming, project]) {
      expect(page).not.toContain('<script')
      expect(page).not.toContain('<iframe')
      // Copy, never a translation call printed as text.
      expect(page).not.toMatch(/\bt\(`|understood\.blockers/)
    }
  })

  it('a sent math answer shows its image and audio, a sent ZIP links to its download', async () => {
    const course = await makeCourse({}, [{ type: 'math' }, { type: 'project' }])
    const [math, project] = await Promise.all(
      course.lessons.map((l) =>
        db
          .selectFrom('lessons')
          .select(['math_exercise_id', 'project_id'])
          .where('id', '=', l.id)
          .executeTakeFirstOrThrow(),
      ),
    )
    const student = await makeUser('free')
    const upload = (name: string, bytes: Uint8Array) => ({ filename: name, contentType: 'x/y', bytes })
    const now = new Date()
    const answer = await submitMathAnswer(
      student.id,
      math.math_exercise_id as number,
      { image: upload('a.png', PNG), audio: upload('a.ogg', OGG) },
      now,
    )
    const zip = zipSync({ 'README.md': strToU8('#') })
    const handIn = await submitProject(
      student.id,
      project.project_id as number,
      { zip: upload('p.zip', zip) },
      now,
    )
    if (!answer.ok || !handIn.ok) throw new Error('not stored')
    const page = async (i: number) => {
      const id = course.lessons[i].id
      const data = await lessonLoader(
        call(get(`/gb/course/${course.slug}/lesson/${id}`, student), {
          course_id: course.slug,
          lesson_id: String(id),
        }),
      )
      return html('en-GB', LessonPage, { loaderData: data })
    }
    const mathPage = await page(0)
    expect(mathPage).toContain(`src="/media/upload/math-image/${answer.id}" alt="Image of your working"`)
    expect(mathPage).toMatch(
      new RegExp(`<audio controls="" preload="none" src="/media/upload/math-audio/${answer.id}"`),
    )
    const projectPage = await page(1)
    expect(projectPage).toContain(
      `<a href="/media/upload/project-zip/${handIn.id}" download="">ZIP file (1 KB)</a>`,
    )
  })

  it("dates math and project answers in the reader's zone, naming it (issue 16)", async () => {
    const course = await makeCourse({}, [{ type: 'math' }, { type: 'project' }])
    const [math, project] = await Promise.all(
      course.lessons.map((l) =>
        db
          .selectFrom('lessons')
          .select(['math_exercise_id', 'project_id'])
          .where('id', '=', l.id)
          .executeTakeFirstOrThrow(),
      ),
    )
    const student = await makeUser('free')
    // 01:30 UTC on the 21st: still the 20th in São Paulo.
    const at = new Date('2026-11-21T01:30:00Z')
    const sent = await submitMathAnswer(student.id, math.math_exercise_id as number, { text: '42' }, at)
    const link = 'https://github.com/trilha-dev/fuso'
    const handed = await submitProject(student.id, project.project_id as number, { link }, at)
    if (!sent.ok || !handed.ok) throw new Error('not stored')
    const render = async (i: number, lng: 'pt-BR' | 'en-GB') => {
      const id = course.lessons[i].id
      const prefix = lng === 'pt-BR' ? 'br' : 'gb'
      const data = await lessonLoader(
        call(get(`/${prefix}/course/${course.slug}/lesson/${id}`, student), {
          course_id: course.slug,
          lesson_id: String(id),
        }),
      )
      return html(lng, LessonPage, { loaderData: data })
    }
    for (const i of [0, 1]) {
      expect(await render(i, 'pt-BR')).toContain('>20 de nov. de 2026, 22:30 BRT</time>')
      expect(await render(i, 'en-GB')).toContain('>21 Nov 2026, 01:30 GMT</time>')
    }
  })
})
