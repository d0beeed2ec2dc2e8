// Issue 16 item 10: opening a lesson starts its course (through the kernel's GET-side write path), and an
// accepted verdict completes the programming lesson asking for it — no second "Entendi".
import { describe, expect, it } from 'vitest'
import { getWritesSettled } from '~/app/kernel/runtime/get-writes.server'
import { db } from '~/db/client.server'
import { makeCourse, makeExercise, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, useOwnMediaDir } from '~/tests/setup/helpers'
import { startProgress } from '../lessons/solved-lessons.server'
import { getDashboard } from '../progress/dashboard.server'
import { progressSettled, stopProgress } from '../progress/index.server'
import { url, loader, params } from './lesson-test-helpers'

useOwnMediaDir()

const enrollment = (userId: number, courseId: number) =>
  db
    .selectFrom('course_enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()

describe('opening a lesson', () => {
  it('starts the course: the dashboard continues it', async () => {
    const course = await makeCourse({}, [{ type: 'text' }, { type: 'text' }])
    const [first, second] = course.lessons
    const student = await makeUser('free')
    const before = await getDashboard(student.session, 'pt-BR')
    expect(before.continueLesson).toBeNull()

    await loader(call(get(url(course.slug, first.id), student), params(course.slug, first.id)))
    await getWritesSettled()
    expect(await enrollment(student.id, course.id)).toMatchObject({
      last_lesson_id: first.id,
      completed_at: null,
    })
    const after = await getDashboard(student.session, 'pt-BR')
    expect(after.continueLesson).toMatchObject({ courseSlug: course.slug, lessonId: second.id })

    // Nothing completed by opening: the lesson still waits for "Entendi".
    const progress = await db
      .selectFrom('lesson_progress')
      .select('completed_at')
      .where('user_id', '=', student.id)
      .execute()
    expect(progress.every((p) => p.completed_at === null)).toBe(true)
  })

  it('does not start a course whose lesson the student may not open', async () => {
    const course = await makeCourse({ is_free: 0 }, [{ type: 'text' }])
    const student = await makeUser('free')
    const lesson = course.lessons[0]
    await expect(
      loader(call(get(url(course.slug, lesson.id), student), params(course.slug, lesson.id))),
    ).rejects.toBeInstanceOf(Response)
    await getWritesSettled()
    expect(await enrollment(student.id, course.id)).toBeUndefined()
  })
})

describe('an accepted verdict on a programming lesson', () => {
  it('completes the lesson of a started course, with its XP, without another click', async () => {
    const { saveVerdict } = await import('~/modules/judge/submissions/queue.server')
    const exerciseId = await makeExercise()
    const course = await makeCourse({}, [{ type: 'programming', exerciseId, xp: 30 }, { type: 'text' }])
    const other = await makeCourse({}, [{ type: 'programming', exerciseId }])
    const lesson = course.lessons[0]
    const student = await makeUser('free')
    await loader(call(get(url(course.slug, lesson.id), student), params(course.slug, lesson.id)))
    await getWritesSettled()

    startProgress()
    try {
      const startedAt = new Date().toISOString()
      const row = await db
        .insertInto('submissions')
        .values({
          user_id: student.id,
          exercise_id: exerciseId,
          language: 'python3',
          code: 'print(1)',
          status: 'judging',
          judge_started_at: startedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await saveVerdict(
        db,
        { id: row.id, startedAt },
        { status: 'accepted', score: 100, errorOnSample: false, tests: [], log: [] },
      )
      expect(await progressSettled()).toBe(1)
    } finally {
      stopProgress()
    }
    const page = await loader(call(get(url(course.slug, lesson.id), student), params(course.slug, lesson.id)))
    expect(page.lesson.completed).toBe(true)
    const xp = await db
      .selectFrom('xp_events')
      .select('ref_key')
      .where('user_id', '=', student.id)
      .where('ref_key', '=', `lesson:${lesson.id}`)
      .execute()
    expect(xp).toHaveLength(1)
    // A course the student never opened is left alone.
    const untouched = await db
      .selectFrom('lesson_progress')
      .select('completed_at')
      .where('user_id', '=', student.id)
      .where('lesson_id', '=', other.lessons[0].id)
      .executeTakeFirst()
    expect(untouched?.completed_at ?? null).toBeNull()
  })

  it('leaves the lesson open after a wrong answer', async () => {
    const { completeSolvedLessons } = await import('../lessons/solved-lessons.server')
    const exerciseId = await makeExercise()
    const course = await makeCourse({}, [{ type: 'programming', exerciseId }])
    const student = await makeUser('free')
    const lesson = course.lessons[0]
    await loader(call(get(url(course.slug, lesson.id), student), params(course.slug, lesson.id)))
    await getWritesSettled()
    expect(await completeSolvedLessons({ userId: student.id, exerciseId, status: 'wrong_answer' })).toEqual(
      [],
    )
    const page = await loader(call(get(url(course.slug, lesson.id), student), params(course.slug, lesson.id)))
    expect(page.lesson.completed).toBe(false)
  })
})
