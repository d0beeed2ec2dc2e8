// "Understood", bodies that are not forms and the average completion time of lessons (docs/product.md#learning-lessons).
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeExercise, makeUser } from '~/tests/factories'
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
import { loader as courseLoader } from './course'
import { action, handle } from './lesson'
import { url, type User, loader, params, send } from './lesson-test-helpers'

useOwnMediaDir()

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
    expect(last.headers.get('location')).toBe(`/gb/course/${course.slug}`)
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
    expect(setCookies(last)).toHaveLength(1)
    const page = await loaded(
      courseLoader(
        call(withCookies(get(`/gb/course/${course.slug}`, student), setCookies(last)), {
          course_id: course.slug,
        }),
      ),
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

  it('on the last lesson with others still open, goes to the course page saying how many are left', async () => {
    const course = await makeCourse({}, [{ type: 'text' }, { type: 'text' }, { type: 'text' }])
    const [first, , last] = course.lessons
    const student = await makeUser('free')
    const res = await send(course.slug, last.id, { intent: 'understood' }, student, 'gb')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/gb/course/${course.slug}`)
    const page = await loaded(
      courseLoader(
        call(withCookies(get(`/gb/course/${course.slug}`, student), setCookies(res)), {
          course_id: course.slug,
        }),
      ),
    )
    expect(page).toMatchObject({ lessonsLeft: 2, continueLessonId: first.id, justCompleted: false })
    // Without the redirect's cookie the course page says nothing of it.
    const plain = await loaded(
      courseLoader(call(get(`/gb/course/${course.slug}`, student), { course_id: course.slug })),
    )
    expect(plain.lessonsLeft).toBe(0)
  })
})

describe('a POST that is not a form', () => {
  it('answers 415 with a message instead of failing', async () => {
    const course = await makeCourse()
    const student = await makeUser('free')
    const lesson = course.lessons[0]
    const request = new Request(`http://test${url(course.slug, lesson.id)}`, {
      method: 'POST',
      body: 'intent=understood',
      headers: { 'content-type': 'text/plain', cookie: student.cookie },
    })
    const res = (await settle(action(call(request, params(course.slug, lesson.id))))) as Response
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ intent: null, result: { error: { '': ['errors.notAForm'] } } })
    const none = new Request(`http://test${url(course.slug, lesson.id)}`, {
      method: 'POST',
      headers: { cookie: student.cookie },
    })
    expect(((await settle(action(call(none, params(course.slug, lesson.id))))) as Response).status).toBe(415)
    const rows = await db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('user_id', '=', student.id)
      .execute()
    expect(rows).toEqual([])
  })
})

describe('average completion time', () => {
  it('is the median of the students’ times, each capped at 90 minutes, on the lesson and the course page', async () => {
    const course = await makeCourse({}, [{ type: 'text' }, { type: 'text' }])
    const [lesson, other] = course.lessons
    const start = Date.parse('2026-01-01T10:00:00.000Z')
    // 4, 6, 8 minutes and a tab left open for two days: a mean would say ~720; the median of the capped
    // samples (4, 6, 8, 90) is 7.
    for (const minutes of [4, 6, 8, 2 * 24 * 60]) {
      const u = await makeUser('free')
      await db
        .insertInto('lesson_progress')
        .values({
          user_id: u.id,
          lesson_id: lesson.id,
          started_at: new Date(start).toISOString(),
          completed_at: new Date(start + minutes * 60_000).toISOString(),
        })
        .execute()
    }
    const student = await makeUser('free')
    const page = await loader(call(get(url(course.slug, lesson.id), student), params(course.slug, lesson.id)))
    expect(page.lesson.avgMinutes).toBe(7)
    const nobody = await loader(call(get(url(course.slug, other.id), student), params(course.slug, other.id)))
    expect(nobody.lesson.avgMinutes).toBeNull()
    const coursePage = await loaded(
      courseLoader(call(get(`/br/course/${course.slug}`), { course_id: course.slug })),
    )
    expect(coursePage.topics[0].lessons.map((l) => l.avgMinutes)).toEqual([7, null])
  })
})
