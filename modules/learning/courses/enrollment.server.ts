import { z } from 'zod'
import { defineGetWrite } from '~/app/kernel/runtime/get-writes.server'
import { type DB, db } from '~/db/client.server'
import type { OrderedLesson } from './courses.server'

// Loaders never write themselves, so a lesson's started_at is recorded by its first POST: every lesson form
// carries `opened_at`, the time its page was rendered, and that POST stores it as started_at. The enrollment
// ("started the course") is created by "Start course" on the course page, by any lesson POST, and by opening
// a lesson the student may read (issue 16: opening lessons did not count as starting the course) — that one
// through the kernel's path for GET-side writes (`openedLesson`). Each moves last_lesson_id / last_seen_at.

/** A client-sent opening time is trusted only within this window before the POST (it is only a statistic). */
export const MAX_OPEN_MS = 6 * 3_600_000

/** The opening time to store: the form's `opened_at` clamped to [now − 6 h, now]; now when absent or bad. */
export function startedAt(openedAt: string | null | undefined, now: Date): string {
  const t = openedAt ? Date.parse(openedAt) : Number.NaN
  if (!Number.isFinite(t)) return now.toISOString()
  return new Date(Math.min(now.getTime(), Math.max(t, now.getTime() - MAX_OPEN_MS))).toISOString()
}

export async function enrollmentOf(userId: number, courseId: number, conn: DB = db) {
  return conn
    .selectFrom('course_enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()
}

/** Creates the enrollment or moves it to this lesson; never clears completed_at. */
export async function touchEnrollment(
  userId: number,
  courseId: number,
  lessonId: number | null,
  now: Date,
  conn: DB = db,
) {
  const at = now.toISOString()
  await conn
    .insertInto('course_enrollments')
    .values({
      user_id: userId,
      course_id: courseId,
      started_at: at,
      last_lesson_id: lessonId,
      last_seen_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'course_id'])
        .doUpdateSet(
          lessonId === null ? { last_seen_at: at } : { last_lesson_id: lessonId, last_seen_at: at },
        ),
    )
    .execute()
}

/**
 * A lesson page was served to a student who may read it: the course is started (or its "continue" moves to
 * this lesson). A GET-side receipt (app/kernel/runtime/get-writes.server.ts), idempotent, never blocking the page.
 */
export function openedLesson(userId: number, lesson: { id: number; course_id: number }, now: Date): void {
  courseStartedByLesson({ userId, courseId: lesson.course_id, lessonId: lesson.id, at: now.toISOString() })
}

const id = z.number().int().positive()
const courseStartedByLesson = defineGetWrite(
  'course-started-by-lesson',
  z.object({ userId: id, courseId: id, lessonId: id, at: z.string().datetime() }),
  ({ userId, courseId, lessonId, at }) => touchEnrollment(userId, courseId, lessonId, new Date(at)),
)

/** The first POST of a lesson: started_at (kept if already there) and the enrollment. */
export async function touchLesson(
  userId: number,
  lesson: { id: number; course_id: number },
  openedAt: string | null | undefined,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lesson_progress')
      .values({ user_id: userId, lesson_id: lesson.id, started_at: startedAt(openedAt, now) })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .execute()
    await touchEnrollment(userId, lesson.course_id, lesson.id, now, trx)
  })
}

/** Where "continue" goes: the first lesson not completed, else the first one. */
export function continueLesson(lessons: OrderedLesson[], completed: Set<number>): OrderedLesson | null {
  return lessons.find((l) => !completed.has(l.id)) ?? lessons[0] ?? null
}
