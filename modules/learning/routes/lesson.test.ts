import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
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
import { handle, loader as lessonLoader } from './lesson'
import { url, type User, loader, params, send } from './lesson-test-helpers'

useOwnMediaDir()

async function open(slug: string, id: number, user?: User, lang = 'br') {
  return settle(loader(call(get(url(slug, id, lang), user), params(slug, id))))
}

async function thrown(result: unknown) {
  if (!(result instanceof Response)) throw new Error('expected a thrown Response')
  return {
    status: result.status,
    body: (await result.json()) as {
      kind: string
      title: string
      message: string
      link: { href: string; label: string } | null
    },
  }
}

describe('lesson access', () => {
  it('sends visitors to the login page and back', async () => {
    const course = await makeCourse()
    const res = (await open(course.slug, course.lessons[0].id)) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(
      `/br/login?login=true&redirectTo=${encodeURIComponent(url(course.slug, course.lessons[0].id))}`,
    )
    const post = await send(course.slug, course.lessons[0].id, { intent: 'understood' })
    expect(post.status).toBe(302)
    expect(post.headers.get('location')).toMatch(/^\/br\/login\?/)
  })

  it('needs PRO for a PRO course except on a free preview', async () => {
    const course = await makeCourse({ is_free: 0 }, [{ type: 'text', preview: true }, { type: 'text' }])
    const student = await makeUser('free')
    const preview = await open(course.slug, course.lessons[0].id, student)
    expect(preview).toMatchObject({ lesson: { id: course.lessons[0].id } })
    const pro = await thrown(await open(course.slug, course.lessons[1].id, student, 'gb'))
    expect(pro).toMatchObject({
      status: 403,
      body: { kind: 'pro', message: 'No access to this content, probably a PRO subscription is needed.' },
    })
    const ptBr = await thrown(await open(course.slug, course.lessons[1].id, student))
    expect(ptBr.body.message).toMatch(/assinatura PRO/)
    expect((await send(course.slug, course.lessons[1].id, { intent: 'understood' }, student)).status).toBe(
      403,
    )
    const subscriber = await makeUser('pro')
    expect(await open(course.slug, course.lessons[1].id, subscriber)).toMatchObject({
      lesson: { type: 'text' },
    })
  })

  it('says "not yet" before available_from and "not accessible yet" for a locked course', async () => {
    const later = await makeCourse({}, [{ type: 'text', availableFrom: '2999-05-01T00:00:00Z' }])
    const student = await makeUser('free')
    const notYet = await thrown(await open(later.slug, later.lessons[0].id, student, 'gb'))
    expect(notYet).toMatchObject({
      status: 403,
      body: { kind: 'notYet', title: 'No access to this lesson yet' },
    })
    expect(notYet.body.message).toContain('2999')
    const locked = await makeCourse({ is_locked: 1 })
    expect(await thrown(await open(locked.slug, locked.lessons[0].id, student))).toMatchObject({
      status: 403,
      body: { kind: 'locked', title: 'Este curso ainda não está acessível' },
    })
  })

  it('404s a lesson of another course or a bad id, and an unknown course with the course copy', async () => {
    const a = await makeCourse()
    const b = await makeCourse()
    const student = await makeUser('free')
    const missing = await thrown(await open(a.slug, b.lessons[0].id, student, 'gb'))
    // "Open the course to see its lessons": the button goes to that course, not to the course list.
    expect(missing.body).toMatchObject({
      kind: 'lessonNotFound',
      link: { href: `/gb/course/${a.slug}`, label: 'Open the course' },
    })
    const bad = await settle(
      loader(call(get(`/br/course/${a.slug}/lesson/1x`, student), params(a.slug, '1x'))),
    )
    expect((await thrown(bad)).status).toBe(404)
    const none = await thrown(await open('sem-curso', 1, student))
    expect(none).toMatchObject({ status: 404, body: { title: 'Esse curso não existe' } })
  })
})

describe('lesson page', () => {
  it('renders a text lesson with navigation, the lesson list and no script', async () => {
    const course = await makeCourse({}, [{ type: 'lesson' }, { type: 'text', depth: 1 }, { type: 'text' }])
    const student = await makeUser('free')
    const data = await loader(
      call(
        get(url(course.slug, course.lessons[1].id, 'gb'), student),
        params(course.slug, course.lessons[1].id),
      ),
    )
    expect(data.content).toMatchObject({ type: 'text', html: expect.stringContaining('Body of lesson 2') })
    expect(data.prev?.id).toBe(course.lessons[0].id)
    expect(data.next?.id).toBe(course.lessons[2].id)
    expect(data.lessons.map((l) => l.current)).toEqual([false, true, false])
    expect(data.meta.title).toMatch(/^Lesson 2 · Course/)
    expect(data.lesson.canComplete).toBe(true)
    expect(typeof handle.hydrate === 'function' && handle.hydrate(data)).toBe(false)
    expect(typeof handle.hydrate === 'function' && handle.hydrate({ lesson: { type: 'programming' } })).toBe(
      true,
    )
    // A GET writes nothing.
    const rows = await db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('user_id', '=', student.id)
      .execute()
    expect(rows).toEqual([])
  })
})

describe('theoretical exercise', () => {
  it('grades a wrong attempt (422, names the wrong questions, keeps choices) then a right one', async () => {
    const course = await makeCourse({}, [
      {
        type: 'theoretical',
        questions: [
          {
            prompt: '2 + 2?',
            options: [
              ['3', false],
              ['4', true],
            ],
          },
          {
            prompt: 'Capital?',
            options: [
              ['Brasília', true],
              ['Rio', false],
            ],
          },
          {
            prompt: 'C?',
            options: [
              ['linguagem', true],
              ['bebida', false],
            ],
          },
        ],
      },
      { type: 'text' },
    ])
    const [lesson] = course.lessons
    const [q1, q2, q3] = lesson.questions
    const student = await makeUser('free')
    const before = await send(course.slug, lesson.id, { intent: 'understood' }, student, 'gb')
    expect(before.status).toBe(422)
    expect(await before.json()).toMatchObject({ blocker: 'theoretical' })

    const openedAt = new Date(Date.now() - 5 * 60_000).toISOString()
    const wrong = await send(
      course.slug,
      lesson.id,
      {
        intent: 'answer',
        opened_at: openedAt,
        [`q${q1.id}`]: String(q1.options[0].id),
        [`q${q2.id}`]: String(q2.options[0].id),
        [`q${q3.id}`]: String(q3.options[1].id),
      },
      student,
    )
    expect(wrong.status).toBe(422)
    const body = (await wrong.json()) as { wrong: number[]; result: { initialValue: Record<string, string> } }
    expect(body.wrong).toEqual([1, 3])
    expect(body.result.initialValue[`q${q1.id}`]).toBe(String(q1.options[0].id))
    expect(body.result.initialValue[`q${q2.id}`]).toBe(String(q2.options[0].id))

    const right = await send(
      course.slug,
      lesson.id,
      {
        intent: 'answer',
        opened_at: new Date().toISOString(),
        [`q${q1.id}`]: String(q1.options[1].id),
        [`q${q2.id}`]: String(q2.options[0].id),
        [`q${q3.id}`]: String(q3.options[0].id),
      },
      student,
    )
    expect(right.status).toBe(302)
    // No query flag: the success is a signed one-shot cookie for this lesson's page.
    expect(right.headers.get('location')).toBe(`${url(course.slug, lesson.id)}#understood`)
    const flash = setCookies(right)
    expect(flash).toHaveLength(1)
    const attempts = await db
      .selectFrom('theoretical_attempts')
      .select(['correct'])
      .where('user_id', '=', student.id)
      .orderBy('id')
      .execute()
    expect(attempts.map((a) => a.correct)).toEqual([0, 1])
    const lessonGet = (cookies: string[]) =>
      lessonLoader(
        call(withCookies(get(url(course.slug, lesson.id), student), cookies), params(course.slug, lesson.id)),
      )
    const shown = await lessonGet(flash)
    const page = await loaded(shown)
    expect(page.notice.answered).toBe(true)
    expect(page.lesson.canComplete).toBe(true)
    expect(page.content).toMatchObject({ type: 'theoretical', solved: true })
    // Shown once: the page's answer clears the cookie, and a hand-made query says nothing.
    expect(setCookies(shown)[0]).toMatch(/^trilha_flash=;.*Max-Age=0/i)
    expect((await loaded(lessonGet([]))).notice.answered).toBe(false)
    const typed = await loader(
      call(get(`${url(course.slug, lesson.id)}?answered=1`, student), params(course.slug, lesson.id)),
    )
    expect(typed.notice.answered).toBe(false)
    // A forged cookie is ignored (and cleared); a flash for another page is left for that page.
    const forged = await lessonGet(['trilha_flash=eyJwYXRoIjoiL2JyIn0%3D.bad'])
    expect((await loaded(forged)).notice.answered).toBe(false)
    expect(setCookies(forged)[0]).toMatch(/Max-Age=0/i)
    const other = await lessonLoader(
      call(
        withCookies(get(url(course.slug, course.lessons[1].id), student), flash),
        params(course.slug, course.lessons[1].id),
      ),
    )
    expect(setCookies(other)).toEqual([])
    // The first POST of the lesson recorded its page's opening time; later POSTs keep it.
    const progress = await db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow()
    expect(progress).toMatchObject({ started_at: openedAt, completed_at: null })
    const done = await send(course.slug, lesson.id, { intent: 'understood' }, student)
    expect(done.headers.get('location')).toBe(url(course.slug, course.lessons[1].id))
  })
})

describe('theoretical exercise: unanswered questions', () => {
  it('answers 422 "answer this question" beside each unanswered one, grades nothing and stores no attempt', async () => {
    const course = await makeCourse({}, [
      {
        type: 'theoretical',
        questions: [
          {
            prompt: '1?',
            options: [
              ['a', true],
              ['b', false],
            ],
          },
          {
            prompt: '2?',
            options: [
              ['c', true],
              ['d', false],
            ],
          },
          {
            prompt: '3?',
            options: [
              ['e', true],
              ['f', false],
            ],
          },
        ],
      },
    ])
    const [lesson] = course.lessons
    const [q1, q2, q3] = lesson.questions
    const student = await makeUser('free')
    const res = await send(
      course.slug,
      lesson.id,
      { intent: 'answer', [`q${q1.id}`]: String(q1.options[1].id), [`q${q3.id}`]: '' },
      student,
    )
    expect(res.status).toBe(422)
    const body = (await res.json()) as {
      wrong?: number[]
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }
    expect(body.wrong).toBeUndefined()
    expect(body.result.error).toEqual({
      '': ['theoretical.answerAll'],
      [`q${q2.id}`]: ['theoretical.unanswered'],
      [`q${q3.id}`]: ['theoretical.unanswered'],
    })
    // The (wrong) choice made is kept, and not judged yet.
    expect(body.result.initialValue[`q${q1.id}`]).toBe(String(q1.options[1].id))
    const attempts = await db
      .selectFrom('theoretical_attempts')
      .selectAll()
      .where('user_id', '=', student.id)
      .execute()
    expect(attempts).toEqual([])
  })
})
