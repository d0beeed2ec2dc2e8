// Competitions and teams for tests (not a test file itself): rows written straight to the tables.
import type { Insertable } from 'kysely'
import { hashPassword } from '~/app/kernel/auth/password.server'
import { db } from '~/db/client.server'
import type { CompetitionsTable } from '~/db/schema'
import { makeExercise } from './exercises'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

type CompetitionFields = Partial<Insertable<CompetitionsTable>> & { exercises?: number[] }

/**
 * An ICPC competition running now (started an hour ago, ends in two) unless told otherwise, with the given
 * exercises in order (one new one by default; `[]` for none).
 */
export async function makeCompetition(fields: CompetitionFields = {}) {
  const now = Date.now()
  const { exercises, ...values } = fields
  const ids = exercises ?? [await makeExercise()]
  const row = await db
    .insertInto('competitions')
    .values({
      title: 'Maratona de teste',
      style: 'icpc',
      starts_at: new Date(now - HOUR).toISOString(),
      ends_at: new Date(now + 2 * HOUR).toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (ids.length) {
    await db
      .insertInto('competition_exercises')
      .values(ids.map((exercise_id, position) => ({ competition_id: row.id, exercise_id, position })))
      .execute()
  }
  return { id: row.id, exercises: ids }
}

/** A competition tomorrow, 3 h long (one clock reading: the duration is exact). */
export function upcoming() {
  const start = Date.now() + DAY
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString() }
}

/** A 3 h competition that ended two days ago. */
export function ended() {
  const start = Date.now() - 2 * DAY
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString() }
}

export const TEAM_PASSWORD = 'segredo'
let teamHash: Promise<string> | null = null

/** A team whose captain is the first member (a user or an id); its invite password is TEAM_PASSWORD. */
export async function makeTeam(name: string, ...members: (number | { id: number })[]) {
  const ids = members.map((m) => (typeof m === 'number' ? m : m.id))
  teamHash ??= hashPassword(TEAM_PASSWORD)
  const row = await db
    .insertInto('teams')
    .values({ name, invite_password: await teamHash, captain_id: ids[0] ?? null })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const user_id of ids)
    await db.insertInto('team_members').values({ team_id: row.id, user_id }).execute()
  return row.id
}
