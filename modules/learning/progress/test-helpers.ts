// Test helpers for the progress service (not a test file itself).
import { db } from '~/db/client.server'
import type { Difficulty, SubjectCategory } from '~/db/schema'
import { makeExercise } from '~/modules/judge/test-helpers'

let counter = 0

/** A course of text lessons (ids in position order). */
export async function makeCourse(options: { lessons?: number; workloadHours?: number; xp?: number } = {}) {
  counter += 1
  const slug = `curso-teste-${counter}`
  const course = await db
    .insertInto('courses')
    .values({
      slug,
      title_br: `Curso de teste ${counter}`,
      title_gb: `Test course ${counter}`,
      workload_hours: options.workloadHours ?? 12,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const text = await db
    .insertInto('texts')
    .values({ title_br: 'Texto', body_br: 'Corpo', title_gb: 'Text', body_gb: 'Body' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const lessons: { id: number; xp: number }[] = []
  for (let i = 1; i <= (options.lessons ?? 3); i++) {
    const lesson = await db
      .insertInto('lessons')
      .values({
        course_id: course.id,
        position: i,
        type: 'text',
        title_br: `Aula ${i}`,
        title_gb: `Lesson ${i}`,
        text_id: text.id,
        xp: options.xp ?? 10,
      })
      .returning(['id', 'xp'])
      .executeTakeFirstOrThrow()
    lessons.push(lesson)
  }
  return { id: course.id, slug, lessons }
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
  const row = await db
    .insertInto('submissions')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      competition_id: options.competitionId ?? null,
      language: options.language ?? 'c',
      code: 'int main(){}',
      status,
      score: status === 'accepted' ? 100 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, userId, exerciseId, competitionId: options.competitionId ?? null, status, score: 100 }
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
