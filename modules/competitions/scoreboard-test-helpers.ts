// Rows for the scoreboard and manage tests, written straight to the database (not a test file itself).
import type { Insertable } from 'kysely'
import { db } from '~/db/client.server'
import type { CompetitionsTable, SubmissionStatus } from '~/db/schema'
import { makeExercise } from '~/modules/judge/test-helpers'
import { findCompetition } from './core.server'
import { boardFor } from './scoreboard-cache.server'

export const T0 = Date.parse('2026-03-01T10:00:00.000Z')
export const MIN = 60_000
export const HOUR = 60 * MIN
/** An ISO time `minutes` after T0. */
export const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString()
export const now = (minutes: number) => new Date(T0 + minutes * MIN)

/** A 5-hour competition starting at T0 with `problems` exercises (A, B, …). */
export async function makeBoardCompetition(
  fields: Partial<Insertable<CompetitionsTable>> = {},
  problems = 3,
): Promise<{ id: number; exercises: number[] }> {
  const { id } = await db
    .insertInto('competitions')
    .values({ title: 'Maratona de teste', style: 'icpc', starts_at: at(0), ends_at: at(300), ...fields })
    .returning('id')
    .executeTakeFirstOrThrow()
  const exercises: number[] = []
  for (let position = 0; position < problems; position++) {
    const exerciseId = await makeExercise({}, null)
    await db
      .insertInto('competition_exercises')
      .values({ competition_id: id, exercise_id: exerciseId, position })
      .execute()
    exercises.push(exerciseId)
  }
  return { id, exercises }
}

let counter = 0

/** A user row without a session (fast: no password hashing), for boards with many rows. */
export async function plainUser(name?: string): Promise<number> {
  counter += 1
  const row = await db
    .insertInto('users')
    .values({
      name: name ?? `Pessoa Participante ${counter}`,
      email: `board-${counter}-${Date.now()}@example.com`,
      password_hash: 'x',
      terms_accepted_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A live participation of one user (or of a team with its members), on the competition's clock. */
export async function join(
  competitionId: number,
  who: { userId: number } | { teamId: number; members: number[] },
  options: { kind?: 'live' | 'virtual'; startsAt?: string; endsAt?: string; createdAt?: string } = {},
): Promise<number> {
  const c = await db
    .selectFrom('competitions')
    .select(['starts_at', 'ends_at'])
    .where('id', '=', competitionId)
    .executeTakeFirstOrThrow()
  const { id } = await db
    .insertInto('participations')
    .values({
      competition_id: competitionId,
      user_id: 'userId' in who ? who.userId : null,
      team_id: 'teamId' in who ? who.teamId : null,
      kind: options.kind ?? 'live',
      starts_at: options.startsAt ?? c.starts_at,
      ends_at: options.endsAt ?? c.ends_at,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const members = 'userId' in who ? [who.userId] : who.members
  for (const userId of members) {
    await db
      .insertInto('participation_members')
      .values({ participation_id: id, competition_id: competitionId, user_id: userId })
      .execute()
  }
  return id
}

export async function makeTeam(name: string, members: number[]): Promise<number> {
  const { id } = await db
    .insertInto('teams')
    .values({ name, invite_password: 'segredo', captain_id: members[0] })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const userId of members)
    await db.insertInto('team_members').values({ team_id: id, user_id: userId }).execute()
  return id
}

/** A judged (or pending) competition submission made at `createdAt`. */
export async function submission(
  competitionId: number,
  userId: number,
  exerciseId: number,
  createdAt: string,
  status: SubmissionStatus = 'accepted',
  score?: number | null,
): Promise<number> {
  const { id } = await db
    .insertInto('submissions')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      competition_id: competitionId,
      language: 'c',
      code: 'int main(){}',
      status,
      score:
        score !== undefined
          ? score
          : status === 'accepted'
            ? 100
            : ['in_queue', 'judging', 'frozen'].includes(status)
              ? null
              : 0,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function competition(id: number) {
  const c = await findCompetition(id)
  if (!c) throw new Error('no competition')
  return c
}

/** Solved count, penalty and cells of each row, best first, as `view` sees the board at `when`. */
export async function summary(id: number, view: 'public' | 'organizer', when: Date) {
  const board = await boardFor(await competition(id), view, when)
  return board.engine.standings().map((s) => ({
    p: s.participant,
    rank: s.rank,
    solved: s.solved,
    penalty: s.penalty,
    score: s.score,
  }))
}
