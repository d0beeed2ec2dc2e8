// Test data for the practice pages (not a test file itself): rows written directly, no judge involved.
import { db } from '~/db/client.server'
import type { SubmissionStatus } from '~/db/schema'

let counter = 0

/** A user without a session (solvers, authors of community submissions). */
export async function plainUser(name?: string) {
  counter += 1
  const row = await db
    .insertInto('users')
    .values({
      name: name ?? `Solver ${counter}`,
      email: `solver${counter}-${process.pid}-${Date.now()}@example.com`,
      password_hash: 'x',
      terms_accepted_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A judged submission as the queue leaves it. */
export async function addSubmission(
  userId: number,
  exerciseId: number,
  fields: {
    status?: SubmissionStatus
    score?: number | null
    visibility?: 'private' | 'public'
    language?: string
    created_at?: string
  } = {},
) {
  const status = fields.status ?? 'accepted'
  const row = await db
    .insertInto('submissions')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      language: fields.language ?? 'c',
      code: 'int main(){}',
      status,
      score: fields.score !== undefined ? fields.score : status === 'accepted' ? 100 : 0,
      visibility: fields.visibility ?? 'private',
      ...(fields.created_at ? { created_at: fields.created_at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** `count` different users solve the exercise. */
export async function solvers(exerciseId: number, count: number) {
  for (let i = 0; i < count; i++) await addSubmission(await plainUser(), exerciseId)
}
