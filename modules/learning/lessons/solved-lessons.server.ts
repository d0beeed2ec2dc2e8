import { isProUser } from '~/app/kernel/auth/pro.server'
import { toSessionUser } from '~/app/kernel/auth/session.server'
import { db } from '~/db/client.server'
import type { JudgedSubmission } from '~/modules/judge/index'
import { lessonAccess } from '../access'
import { startProgress as startProgressEvents } from '../progress/index.server'
import { completeLesson } from './lessons.server'

// Issue 16: a programming lesson asked for a second "Entendi" after its exercise was accepted. Now the accepted
// verdict completes it: every programming lesson asking for that exercise, in a course the student has
// started (opening a lesson starts it) and may still open, not completed yet — the same completion as
// "Entendi" (lesson XP, the course and its certificate when it was the last lesson). "Solved" is the judge's
// rule (any accepted submission), as for the button; `completeLesson` checks it again.

/** Completes the programming lessons an accepted verdict satisfies; returns their ids. */
export async function completeSolvedLessons(
  judged: Pick<JudgedSubmission, 'userId' | 'exerciseId' | 'status'>,
  now: Date = new Date(),
): Promise<number[]> {
  if (judged.status !== 'accepted') return []
  const { userId, exerciseId } = judged
  const lessons = await db
    .selectFrom('lessons as l')
    .innerJoin('course_enrollments as ce', (join) =>
      join.onRef('ce.course_id', '=', 'l.course_id').on('ce.user_id', '=', userId),
    )
    .leftJoin('lesson_progress as p', (join) =>
      join.onRef('p.lesson_id', '=', 'l.id').on('p.user_id', '=', userId),
    )
    .selectAll('l')
    .select(['ce.last_lesson_id', 'ce.last_seen_at'])
    .where('l.type', '=', 'programming')
    .where('l.exercise_id', '=', exerciseId)
    .where('p.completed_at', 'is', null)
    .orderBy('l.id')
    .execute()
  if (lessons.length === 0) return []
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!row) return []
  const user = toSessionUser(row, [], await isProUser(row.id, now))
  const done: number[] = []
  for (const lesson of lessons) {
    const course = await db
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', lesson.course_id)
      .executeTakeFirst()
    // A course that became PRO-only or locked since it was started keeps its lessons as they were.
    if (!course || lessonAccess(user, course, lesson, now) !== 'ok') continue
    // The lesson's opening time (its statistic, lesson-times.server.ts): when it was the last one opened.
    const openedAt = lesson.last_lesson_id === lesson.id ? lesson.last_seen_at : null
    const result = await completeLesson(user, course, lesson, openedAt, now)
    if (result.ok) done.push(lesson.id)
  }
  return done
}

/** Verdicts → XP, levels and achievements (progress), then the programming lessons they complete. */
export function startProgress(): void {
  startProgressEvents((judged) => completeSolvedLessons(judged))
}
