// The demo student's past (issue 16): her XP, streak, calendar and achievements are played through the
// progress service's own events, never written as numbers, so every page derives the same story from them:
// two lessons of "Introdução à programação" (nine days ago and yesterday) and a Portugol exercise solved in
// practice today (a streak of two days, today's XP = the exercise + the daily bonus), besides the three
// exercises she solved in the demo competitions (seedCompetitions): solved, but earning no XP.
// Runs after the competitions seed. Idempotent: the progress events are, and a lesson done stays done.
import type { Kysely } from 'kysely'
import { handleJudgedSubmission, recordLessonCompleted, recordSolved } from '~/modules/learning'
import type { Database } from '../schema'
import { INTRO } from './learning/introducao-a-programacao'
import { PORTUGOL_SOLUTIONS } from './portugol-exercises'
import { exerciseIdsByTitle } from './sources'

const DAY_MS = 86_400_000

export const HISTORY_EMAIL = 'aluna@trilha.dev'

/** Lessons of the intro course (1-based positions) and how many days ago each was completed. */
const LESSONS: [position: number, daysAgo: number][] = [
  [1, 9],
  [2, 1],
]
const PRACTICE = { title: 'Even or odd', language: 'portugol', daysAgo: 0 }

export async function seedHistory(db: Kysely<Database>, now = new Date()) {
  const user = await db.selectFrom('users').select('id').where('email', '=', HISTORY_EMAIL).executeTakeFirst()
  const course = await db.selectFrom('courses').select('id').where('slug', '=', INTRO.slug).executeTakeFirst()
  if (!user || !course) return
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS)
  const lessons = await db
    .selectFrom('lessons')
    .select(['id', 'position', 'xp'])
    .where('course_id', '=', course.id)
    .orderBy('position')
    .execute()
  for (const [position, daysAgo] of LESSONS) {
    const lesson = lessons[position - 1]
    if (!lesson) continue
    const when = at(daysAgo)
    const done = when.toISOString()
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('lesson_progress')
        .values({
          user_id: user.id,
          lesson_id: lesson.id,
          started_at: new Date(when.getTime() - 600_000).toISOString(),
          completed_at: done,
        })
        .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
        .execute()
      await trx
        .insertInto('course_enrollments')
        .values({
          user_id: user.id,
          course_id: course.id,
          started_at: done,
          last_lesson_id: lesson.id,
          last_seen_at: done,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'course_id']).doUpdateSet({ last_lesson_id: lesson.id, last_seen_at: done }),
        )
        .execute()
      await recordLessonCompleted(user.id, { id: lesson.id, xp: lesson.xp }, when, trx)
    })
  }
  const exercises = await exerciseIdsByTitle(db, [PRACTICE.title])
  const exerciseId = exercises.get(PRACTICE.title)!
  const when = at(PRACTICE.daysAgo)
  const existing = await db
    .selectFrom('submissions')
    .select('id')
    .where('user_id', '=', user.id)
    .where('exercise_id', '=', exerciseId)
    .where('competition_id', 'is', null)
    .executeTakeFirst()
  if (!existing) {
    await db
      .insertInto('submissions')
      .values({
        user_id: user.id,
        exercise_id: exerciseId,
        competition_id: null,
        language: PRACTICE.language,
        code: PORTUGOL_SOLUTIONS[PRACTICE.title],
        status: 'accepted',
        score: 100,
        created_at: new Date(when.getTime() - 2_000).toISOString(),
        judge_started_at: new Date(when.getTime() - 1_000).toISOString(),
        judged_at: when.toISOString(),
        attempts: 1,
      })
      .execute()
  }
  await handleJudgedSubmission(
    { userId: user.id, exerciseId, competitionId: null, status: 'accepted' },
    when,
    db,
  )
  // Everyone with an accepted competition submission (written directly by seedCompetitions): levels and
  // achievements follow from "solved" like after a live verdict.
  const solvers = await db
    .selectFrom('submissions')
    .select('user_id')
    .distinct()
    .where('status', '=', 'accepted')
    .where('competition_id', 'is not', null)
    .execute()
  for (const { user_id } of solvers) await recordSolved(user_id, now, db)
}
