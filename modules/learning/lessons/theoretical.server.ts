import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import { pick } from '../text'

/** Question id → chosen option id. */
export type TheoreticalAnswers = Record<number, number>

async function questionsOf(theoreticalId: number) {
  const questions = await db
    .selectFrom('theoretical_questions')
    .selectAll()
    .where('theoretical_id', '=', theoreticalId)
    .orderBy('position')
    .execute()
  const options = questions.length
    ? await db
        .selectFrom('theoretical_options')
        .selectAll()
        .where(
          'question_id',
          'in',
          questions.map((q) => q.id),
        )
        .orderBy('position')
        .execute()
    : []
  return questions.map((q) => ({ ...q, options: options.filter((o) => o.question_id === q.id) }))
}

export async function questionIds(theoreticalId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('theoretical_questions')
    .select('id')
    .where('theoretical_id', '=', theoreticalId)
    .orderBy('position')
    .execute()
  return rows.map((r) => r.id)
}

async function lastAttempt(userId: number, theoreticalId: number) {
  return db
    .selectFrom('theoretical_attempts')
    .select(['answers', 'correct'])
    .where('user_id', '=', userId)
    .where('theoretical_id', '=', theoreticalId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function hasCorrectAttempt(userId: number, theoreticalId: number): Promise<boolean> {
  const row = await db
    .selectFrom('theoretical_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('theoretical_id', '=', theoreticalId)
    .where('correct', '=', 1)
    .limit(1)
    .executeTakeFirst()
  return !!row
}

function parseAnswers(json: string): TheoreticalAnswers {
  try {
    const value: unknown = JSON.parse(json)
    if (!value || typeof value !== 'object') return {}
    const out: TheoreticalAnswers = {}
    for (const [k, v] of Object.entries(value)) if (typeof v === 'number') out[Number(k)] = v
    return out
  } catch {
    return {}
  }
}

/** The theoretical exercise of a lesson, with the student's last answers checked again. */
export async function theoreticalView(theoreticalId: number, userId: number, lng: Lng, prefix: Prefix) {
  const exercise = await db
    .selectFrom('theoretical_exercises')
    .selectAll()
    .where('id', '=', theoreticalId)
    .executeTakeFirstOrThrow()
  const [questions, attempt, solved] = await Promise.all([
    questionsOf(theoreticalId),
    lastAttempt(userId, theoreticalId),
    hasCorrectAttempt(userId, theoreticalId),
  ])
  const intro = pick(exercise.text_br, exercise.text_gb, lng)
  return {
    type: 'theoretical' as const,
    title: pick(exercise.title_br, exercise.title_gb, lng),
    introHtml: intro.trim() ? await renderRichText(intro, { prefix }) : null,
    questions: await Promise.all(
      questions.map(async (q, i) => ({
        id: q.id,
        number: i + 1,
        promptHtml: await renderRichText(pick(q.prompt_br, q.prompt_gb, lng), { prefix }),
        options: q.options.map((o) => ({ id: o.id, text: pick(o.text_br, o.text_gb, lng) })),
      })),
    ),
    solved,
    lastAnswers: attempt ? parseAnswers(attempt.answers) : {},
  }
}

/**
 * Grades one attempt and stores it (theoretical_attempts). A question is right when the chosen option is a
 * correct option of that question; a missing answer is wrong (the lesson action refuses an incomplete form
 * before grading, so it is never stored). Returns the 1-based numbers of wrong questions.
 */
export async function gradeTheoretical(
  userId: number,
  theoreticalId: number,
  answers: TheoreticalAnswers,
  now: Date,
): Promise<{ correct: boolean; wrong: number[] }> {
  const questions = await questionsOf(theoreticalId)
  const wrong = questions
    .map((q, i) => {
      const chosen = q.options.find((o) => o.id === answers[q.id])
      return chosen?.is_correct === 1 ? null : i + 1
    })
    .filter((n): n is number => n !== null)
  const kept: TheoreticalAnswers = {}
  for (const q of questions) if (answers[q.id] !== undefined) kept[q.id] = answers[q.id]
  const correct = questions.length > 0 && wrong.length === 0
  await db
    .insertInto('theoretical_attempts')
    .values({
      user_id: userId,
      theoretical_id: theoreticalId,
      answers: JSON.stringify(kept),
      correct: correct ? 1 : 0,
      created_at: now.toISOString(),
    })
    .execute()
  return { correct, wrong }
}
