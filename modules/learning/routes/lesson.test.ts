import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeExercise, makeUser } from '~/modules/judge/test-helpers'
import { call, get, makeCourse, post, settle, useOwnMediaDir } from '../test-fixtures'
import { action, handle, loader } from './lesson'

useOwnMediaDir()

const url = (slug: string, id: number, lang = 'br') => `/${lang}/course/${slug}/lesson/${id}`
const params = (slug: string, id: number | string) => ({ course_id: slug, lesson_id: String(id) })
type User = Awaited<ReturnType<typeof makeUser>>

async function open(slug: string, id: number, user?: User, lang = 'br') {
  return settle(loader(call(get(url(slug, id, lang), user), params(slug, id))))
}

async function thrown(result: unknown) {
  if (!(result instanceof Response)) throw new Error('expected a thrown Response')
  return {
    status: result.status,
    body: (await result.json()) as { kind: string; title: string; message: string },
  }
}

const send = (slug: string, id: number, fields: Record<string, string>, user?: User, lang = 'br') =>
  settle(action(call(post(url(slug, id, lang), fields, user), params(slug, id)))) as Promise<Response>

describe('lesson access (spec §6, §8)', () => {
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
    expect((await thrown(await open(a.slug, b.lessons[0].id, student))).body.kind).toBe('lessonNotFound')
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
    expect(right.headers.get('location')).toBe(`${url(course.slug, lesson.id)}?answered=1#understood`)
    const attempts = await db
      .selectFrom('theoretical_attempts')
      .select(['correct'])
      .where('user_id', '=', student.id)
      .orderBy('id')
      .execute()
    expect(attempts.map((a) => a.correct)).toEqual([0, 1])
    const page = await loader(
      call(get(`${url(course.slug, lesson.id)}?answered=1`, student), params(course.slug, lesson.id)),
    )
    expect(page.notice.answered).toBe(true)
    expect(page.lesson.canComplete).toBe(true)
    expect(page.content).toMatchObject({ type: 'theoretical', solved: true })
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

describe('understood', () => {
  it('completes lessons in order, gives XP once, and the last one completes the course with a certificate', async () => {
    const course = await makeCourse({}, [
      { type: 'text', xp: 7 },
      { type: 'lesson', xp: 5 },
    ])
    const [first, second] = course.lessons
    const student = await makeUser('free')
    const one = await send(course.slug, first.id, { intent: 'understood' }, student)
    expect(one.status).toBe(302)
    expect(one.headers.get('location')).toBe(url(course.slug, second.id))
    const again = await send(course.slug, first.id, { intent: 'understood' }, student)
    expect(again.headers.get('location')).toBe(url(course.slug, second.id))
    const xp = await db
      .selectFrom('xp_events')
      .select(['ref_key', 'amount'])
      .where('user_id', '=', student.id)
      .where('ref_key', 'like', 'lesson:%')
      .execute()
    expect(xp).toEqual([{ ref_key: `lesson:${first.id}`, amount: 7 }])
    const enrollment = await db
      .selectFrom('course_enrollments')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow()
    expect(enrollment).toMatchObject({ course_id: course.id, last_lesson_id: first.id, completed_at: null })

    const last = await send(course.slug, second.id, { intent: 'understood' }, student, 'gb')
    expect(last.headers.get('location')).toBe(`/gb/course/${course.slug}?completed=1`)
    const finished = await db
      .selectFrom('course_enrollments')
      .select(['completed_at', 'last_lesson_id'])
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow()
    expect(finished.completed_at).not.toBeNull()
    expect(finished.last_lesson_id).toBe(second.id)
    const certificate = await db
      .selectFrom('certificates')
      .select('code')
      .where('user_id', '=', student.id)
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow()
    const { loader: courseLoader } = await import('./course')
    const page = await courseLoader(
      call(get(`/gb/course/${course.slug}?completed=1`, student), { course_id: course.slug }),
    )
    expect(page).toMatchObject({
      justCompleted: true,
      courseCompleted: true,
      certificateCode: certificate.code,
    })
    // Understood again after the course is done: no second certificate, just the next page.
    expect(
      (await send(course.slug, second.id, { intent: 'understood' }, student)).headers.get('location'),
    ).toBe(`/br/course/${course.slug}`)
  })

  it('refuses with 422 until the lesson has what it needs: math, project, programming', async () => {
    const exerciseId = await makeExercise({}, null)
    const course = await makeCourse({}, [
      { type: 'math' },
      { type: 'project' },
      { type: 'programming', exerciseId },
    ])
    const student = await makeUser('free')
    for (const [lesson, blocker] of [
      [course.lessons[0], 'math'],
      [course.lessons[1], 'project'],
      [course.lessons[2], 'programming'],
    ] as const) {
      const res = await send(course.slug, lesson.id, { intent: 'understood' }, student)
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({
        blocker,
        result: { error: { '': ['understood.couldNotComplete'] } },
      })
    }
    const programming = await loader(
      call(get(url(course.slug, course.lessons[2].id), student), params(course.slug, course.lessons[2].id)),
    )
    expect(programming.content).toMatchObject({
      type: 'programming',
      exerciseId,
      solved: false,
      exerciseUrl: `/br/exercise/${exerciseId}?return_to=${encodeURIComponent(url(course.slug, course.lessons[2].id))}`,
    })
    expect(typeof handle.hydrate === 'function' && handle.hydrate(programming)).toBe(true)
    expect(programming.workspace).toMatchObject({
      access: 'ok',
      formAction: `/br/exercise/${exerciseId}`,
      returnTo: url(course.slug, course.lessons[2].id),
    })
    await db
      .insertInto('submissions')
      .values({
        user_id: student.id,
        exercise_id: exerciseId,
        language: 'c',
        code: 'x',
        status: 'accepted',
        score: 100,
      })
      .execute()
    const done = await send(course.slug, course.lessons[2].id, { intent: 'understood' }, student)
    expect(done.status).toBe(302)
  })

  it('refuses an intent that does not fit the lesson', async () => {
    const course = await makeCourse()
    const student = await makeUser('free')
    expect((await send(course.slug, course.lessons[0].id, { intent: 'math' }, student)).status).toBe(422)
  })
})
