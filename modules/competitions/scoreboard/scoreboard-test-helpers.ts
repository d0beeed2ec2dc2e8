// Rows for the scoreboard and manage tests, written straight to the database (not a test file itself).
import type { Insertable } from 'kysely'
import { db } from '~/db/client.server'
import type { CompetitionsTable, SubmissionStatus } from '~/db/schema'
import { MINUTE, addSubmission, makeCompetition, makeExercise } from '~/tests/factories'
import { findCompetition } from '../core.server'
import { boardFor } from './scoreboard-cache.server'

export const T0 = Date.parse('2026-03-01T10:00:00.000Z')
export const MIN = MINUTE
/** An ISO time `minutes` after T0. */
export const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString()
export const now = (minutes: number) => new Date(T0 + minutes * MIN)

/** A 5-hour competition starting at T0 with `problems` exercises (A, B, …) without test packages. */
export async function makeBoardCompetition(
  fields: Partial<Insertable<CompetitionsTable>> = {},
  problems = 3,
): Promise<{ id: number; exercises: number[] }> {
  const exercises: number[] = []
  for (let i = 0; i < problems; i++) exercises.push(await makeExercise({}, null))
  return makeCompetition({ starts_at: at(0), ends_at: at(300), ...fields, exercises })
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

/** A judged (or pending) competition submission made at `createdAt`. */
export async function submission(
  competitionId: number,
  userId: number,
  exerciseId: number,
  createdAt: string,
  status: SubmissionStatus = 'accepted',
  score?: number | null,
): Promise<number> {
  return addSubmission(userId, exerciseId, {
    competition_id: competitionId,
    status,
    score,
    created_at: createdAt,
  })
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
