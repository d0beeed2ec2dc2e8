import type { Insertable } from 'kysely'
// Test helpers for the profile area (not a test file itself).
import { db } from '~/db/client.server'
import type { ProgrammingExercisesTable } from '~/db/schema'

let n = 0

/** A public programming exercise row (no test package: the profile only lists it). */
export async function makeExercise(overrides: Partial<Insertable<ProgrammingExercisesTable>> = {}) {
  n += 1
  const row = await db
    .insertInto('programming_exercises')
    .values({
      title_br: `Exercício ${n}`,
      title_gb: `Exercise ${n}`,
      text_br: 'Enunciado',
      visibility: 'public',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** An accepted submission outside competitions at `at` (ISO). */
export async function solve(
  userId: number,
  exerciseId: number,
  at: string,
  status: 'accepted' | 'wrong_answer' = 'accepted',
) {
  await db
    .insertInto('submissions')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      language: 'c',
      code: 'int main(){}',
      status,
      created_at: at,
    })
    .execute()
}

/** What Remix hands an error boundary for a thrown JSON Response. */
export async function routeError(thrown: unknown) {
  if (!(thrown instanceof Response)) throw new Error('expected a thrown Response')
  return { status: thrown.status, statusText: '', internal: false, data: await thrown.json() }
}

export async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the loader to throw')
}

/** A short name no other test uses (spec §5: uppercase letters and hyphens only). */
export function uniqueShortName(prefix: string): string {
  let value = Date.now() * 100 + (n++ % 100)
  let letters = ''
  while (value > 0) {
    letters = String.fromCharCode(65 + (value % 26)) + letters
    value = Math.floor(value / 26)
  }
  return `${prefix}-${letters.slice(-10)}`
}
