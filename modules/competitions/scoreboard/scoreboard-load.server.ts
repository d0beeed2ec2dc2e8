// What the scoreboard engine is fed, read from the database: the competition's exercises (by position), its
// live participations and their attempts, or one virtual run. Times are ms on the participant's clock.
import { db } from '~/db/client.server'
import type { UserColor } from '~/db/schema'
import type { Competition } from '../core.server'
import type { Attempt } from '../scoring/types'

export interface BoardParticipant {
  id: number
  userId: number | null
  teamId: number | null
  /** The user's or the team's name as stored (shown through displayName for users). */
  name: string
  color: UserColor | null
}

export interface BoardSource {
  /** Columns: max position + 1 (positions are 0-based; A = 0). */
  problems: number
  /** exercise id → position. */
  problemOf: Map<number, number>
  participants: Map<number, BoardParticipant>
  attempts: Attempt[]
}

/** A live clock runs from the competition's start (late joiners too); a virtual run from its own. */
export interface Clock {
  startMs: number
  endMs: number
}

export const liveClock = (c: Pick<Competition, 'starts_at' | 'ends_at'>): Clock => ({
  startMs: Date.parse(c.starts_at),
  endMs: Date.parse(c.ends_at),
})

export async function problemsOf(competitionId: number) {
  const rows = await db
    .selectFrom('competition_exercises')
    .select(['exercise_id', 'position'])
    .where('competition_id', '=', competitionId)
    .execute()
  const problemOf = new Map(rows.map((r) => [r.exercise_id, r.position]))
  const problems = rows.reduce((n, r) => Math.max(n, r.position + 1), 0)
  return { problems, problemOf }
}

/** Submissions outside the participant's window (before the start, at or after the end) do not count. */
export function toAttempt(
  row: {
    id: number
    participation: number
    position: number
    created_at: string
    status: string
    score: number | null
  },
  clock: Clock,
): Attempt | null {
  const at = Date.parse(row.created_at)
  if (!(at >= clock.startMs && at < clock.endMs)) return null
  return {
    id: row.id,
    participant: row.participation,
    problem: row.position,
    time: at - clock.startMs,
    status: row.status,
    score: row.score,
  }
}

/** Competition submissions joined to the entry that sent them and the exercise's position. */
function attemptQuery(competitionId: number) {
  return db
    .selectFrom('submissions as s')
    .innerJoin('participation_members as pm', (join) =>
      join.onRef('pm.competition_id', '=', 's.competition_id').onRef('pm.user_id', '=', 's.user_id'),
    )
    .innerJoin('participations as p', 'p.id', 'pm.participation_id')
    .innerJoin('competition_exercises as ce', (join) =>
      join.onRef('ce.competition_id', '=', 's.competition_id').onRef('ce.exercise_id', '=', 's.exercise_id'),
    )
    .select(['s.id', 's.status', 's.score', 's.created_at', 'p.id as participation', 'ce.position'])
    .where('s.competition_id', '=', competitionId)
}

/** Submissions of members of participations of one kind (or one participation), on competition exercises. */
function attemptRows(competitionId: number, filter: { kind: 'live' } | { participationId: number }) {
  let query = attemptQuery(competitionId)
  query =
    'kind' in filter
      ? query.where('p.kind', '=', filter.kind)
      : query.where('p.id', '=', filter.participationId)
  return query.orderBy('s.id').execute()
}

async function participantsOf(competitionId: number, filter: { kind: 'live' } | { participationId: number }) {
  let query = db
    .selectFrom('participations as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('teams as t', 't.id', 'p.team_id')
    .select(['p.id', 'p.user_id', 'p.team_id', 'u.name as user_name', 'u.color', 't.name as team_name'])
    .where('p.competition_id', '=', competitionId)
  query =
    'kind' in filter
      ? query.where('p.kind', '=', filter.kind)
      : query.where('p.id', '=', filter.participationId)
  const rows = await query.orderBy('p.id').execute()
  return new Map(
    rows.map((r): [number, BoardParticipant] => [
      r.id,
      {
        id: r.id,
        userId: r.user_id,
        teamId: r.team_id,
        name: (r.team_id !== null ? r.team_name : r.user_name) ?? '',
        color: r.team_id !== null ? null : (r.color ?? null),
      },
    ]),
  )
}

/** The live board's input: organizers' own test submissions (no participation) and virtual runs stay out. */
export async function loadLiveSource(c: Competition): Promise<BoardSource> {
  const [{ problems, problemOf }, participants, rows] = await Promise.all([
    problemsOf(c.id),
    participantsOf(c.id, { kind: 'live' }),
    attemptRows(c.id, { kind: 'live' }),
  ])
  const clock = liveClock(c)
  const attempts: Attempt[] = []
  for (const row of rows) {
    const attempt = toAttempt(row, clock)
    if (attempt) attempts.push(attempt)
  }
  return { problems, problemOf, participants, attempts }
}

export interface RunRow {
  id: number
  competitionId: number
  kind: 'live' | 'virtual'
  userId: number | null
  teamId: number | null
  startsAt: string
  endsAt: string
}

export async function findParticipation(id: number): Promise<RunRow | undefined> {
  const row = await db
    .selectFrom('participations')
    .select(['id', 'competition_id', 'kind', 'user_id', 'team_id', 'starts_at', 'ends_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    competitionId: row.competition_id,
    kind: row.kind,
    userId: row.user_id,
    teamId: row.team_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  }
}

/** One virtual run's input, on its own clock. */
export async function loadRunSource(run: RunRow): Promise<BoardSource> {
  const [{ problems, problemOf }, participants, rows] = await Promise.all([
    problemsOf(run.competitionId),
    participantsOf(run.competitionId, { participationId: run.id }),
    attemptRows(run.competitionId, { participationId: run.id }),
  ])
  const clock = { startMs: Date.parse(run.startsAt), endMs: Date.parse(run.endsAt) }
  const attempts: Attempt[] = []
  for (const row of rows) {
    const attempt = toAttempt(row, clock)
    if (attempt) attempts.push(attempt)
  }
  return { problems, problemOf, participants, attempts }
}

/** A judged submission as the live board sees it: null for organizers' tests, virtual runs, other exercises. */
export async function liveAttemptOf(submissionId: number, c: Competition): Promise<Attempt | null> {
  const row = await attemptQuery(c.id)
    .where('s.id', '=', submissionId)
    .where('p.kind', '=', 'live')
    .executeTakeFirst()
  return row ? toAttempt(row, liveClock(c)) : null
}
