// Standings for other parts of the module (the replays ranking): the final live standings of a competition and
// a virtual run's row with the place it would have taken among them. The page's view is scoreboard-page.server.
import { db } from '~/db/client.server'
import { findCompetition } from '../core.server'
import { Scoreboard } from '../scoring/index'
import type { Standing } from '../scoring/types'
import { boardFor } from './scoreboard-cache.server'
import { type RunRow, findParticipation, loadRunSource } from './scoreboard-load.server'

export interface StandingRow {
  participationId: number
  userId: number | null
  teamId: number | null
  name: string
  rank: number
  solved: number
  score: number
  penalty: number
  tiebreak: number | null
}

/** The live standings as organizers see them (nothing frozen), best first; undefined for an unknown id. */
export async function competitionStandings(competitionId: number, now = new Date()) {
  const c = await findCompetition(competitionId)
  if (!c) return undefined
  const board = await boardFor(c, 'organizer', now)
  const rows: StandingRow[] = board.engine.standings().map((s) => {
    const p = board.source.participants.get(s.participant)
    return {
      participationId: s.participant,
      userId: p?.userId ?? null,
      teamId: p?.teamId ?? null,
      name: p?.name ?? '',
      rank: s.rank,
      solved: s.solved,
      score: s.score,
      penalty: s.penalty,
      tiebreak: s.tiebreak,
    }
  })
  return { competitionId: c.id, style: c.style, computedAt: board.computedAt.toISOString(), rows }
}

export interface RunStanding {
  participationId: number
  competitionId: number
  kind: 'live' | 'virtual'
  userId: number | null
  teamId: number | null
  startsAt: string
  /** The run's own row (rank 1 of itself for a virtual run: use `place`). */
  standing: Standing
  /** Its place among the live participants' final standings (a live one: its rank). */
  place: number
  /** How many live participants the place is out of. */
  of: number
}

async function standingWithin(run: RunRow, now: Date): Promise<RunStanding | undefined> {
  const c = await findCompetition(run.competitionId)
  if (!c) return undefined
  const live = await boardFor(c, 'organizer', now)
  const of = live.source.participants.size
  const base = {
    participationId: run.id,
    competitionId: run.competitionId,
    kind: run.kind,
    userId: run.userId,
    teamId: run.teamId,
    startsAt: run.startsAt,
    of,
  }
  if (run.kind === 'live') {
    const standing = live.engine.standing(run.id)
    return standing && { ...base, standing, place: standing.rank }
  }
  const { attempts, problems } = await loadRunSource(run)
  const engine = new Scoreboard({ style: c.style, problems, participants: [run.id], freezeAt: null })
  engine.load(attempts)
  const standing = engine.standing(run.id)
  return standing && { ...base, standing, place: live.engine.placeOf(standing) }
}

/** One participation's row: a virtual run on its own clock, placed among the final live standings. */
export async function standingOf(
  participationId: number,
  now = new Date(),
): Promise<RunStanding | undefined> {
  const run = await findParticipation(participationId)
  return run ? standingWithin(run, now) : undefined
}

/** Every virtual run of a competition, in participation order. */
export async function virtualStandings(competitionId: number, now = new Date()): Promise<RunStanding[]> {
  const ids = await db
    .selectFrom('participations')
    .select('id')
    .where('competition_id', '=', competitionId)
    .where('kind', '=', 'virtual')
    .orderBy('id')
    .execute()
  const out: RunStanding[] = []
  for (const { id } of ids) {
    const standing = await standingOf(id, now)
    if (standing) out.push(standing)
  }
  return out
}
