// Test helpers for the progress service (not a test file itself).
import { db } from '~/db/client.server'
import type { Difficulty, SubjectCategory } from '~/db/schema'
import { addSubmission, makeCourse as makeCourseWith, makeExercise } from '~/tests/factories'
import { recordCourseCompleted } from './index.server'

let counter = 0

/** A course of text lessons (ids in position order), each worth `xp`, titled "Curso de teste N" (certificates). */
export async function makeCourse(options: { lessons?: number; workloadHours?: number; xp?: number } = {}) {
  const xp = options.xp ?? 10
  const specs = Array.from({ length: options.lessons ?? 3 }, () => ({ type: 'text' as const, xp }))
  counter += 1
  const course = await makeCourseWith(
    {
      title_br: `Curso de teste ${counter}`,
      title_gb: `Test course ${counter}`,
      workload_hours: options.workloadHours ?? 12,
    },
    specs,
  )
  return { id: course.id, slug: course.slug, lessons: course.lessons.map((l) => ({ id: l.id, xp })) }
}

/** A public exercise (no test package) whose subjects sit in the given categories. */
export async function exerciseIn(difficulty: Difficulty, categories: SubjectCategory[] = []) {
  const subjects: string[] = []
  for (const category of categories) {
    const slug = `assunto-${category}`
    await db
      .insertInto('subjects')
      .values({ slug, title_br: slug, category })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute()
    subjects.push(slug)
  }
  return makeExercise({ difficulty, subjects }, null)
}

/** Writes a judged submission row the way the queue leaves it; returns what onSubmissionJudged passes on. */
export async function judged(
  userId: number,
  exerciseId: number,
  options: { status?: 'accepted' | 'wrong_answer'; language?: string; competitionId?: number | null } = {},
) {
  const status = options.status ?? 'accepted'
  const id = await addSubmission(userId, exerciseId, {
    competition_id: options.competitionId ?? null,
    language: options.language,
    status,
  })
  return { id, userId, exerciseId, competitionId: options.competitionId ?? null, status, score: 100 }
}

export async function xpEvents(userId: number) {
  return db
    .selectFrom('xp_events')
    .select(['ref_key', 'amount', 'day'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

export async function userXp(userId: number) {
  return db.selectFrom('users').select(['xp', 'level']).where('id', '=', userId).executeTakeFirstOrThrow()
}

/** Completes a (free) course and returns its certificate's code; fails the test when none was issued. */
export async function issuedCertificate(userId: number, courseId: number, now: Date): Promise<string> {
  const { certificateCode } = await recordCourseCompleted(userId, courseId, now)
  if (!certificateCode) throw new Error(`no certificate for course ${courseId}`)
  return certificateCode
}
