import { listedInRankings } from '~/app/kernel/auth/age.server'
import { userColor } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import type { UserColor } from '~/db/schema'
// The replays ranking (docs/product.md#competitions-rankings): finished virtual runs of past competitions, each with the place it would
// have taken among the original live standings, and finished simulations of sources (no original standings,
// so no place). Newest first. Scores come from the scoreboard engine through a small interface.
import type { CompetitionStyle } from '~/db/schema-competitions'
import { PAGE_SIZE, pageOf } from './positions'

/** What this ranking needs from the scoreboard: a run's totals and its place among the live standings. */
export interface ReplayScoring {
  /** undefined when the participation cannot be scored (deleted meanwhile). */
  resultOf(
    participationId: number,
    now: Date,
  ): Promise<
    | {
        solved: number
        score: number
        penalty: number
        /** Place among the live participants (virtual runs), with how many there were. */
        place: number
        of: number
      }
    | undefined
  >
}

export interface ReplayRow {
  participationId: number
  kind: 'virtual' | 'simulation'
  competition: { id: number; title: string; style: CompetitionStyle }
  user: { id: number; name: string; color: UserColor }
  endedAt: string
  solved: number
  score: number
  penalty: number
  /**
   * Virtual runs only: the place they would have taken in the original, out of `of` — the live participants
   * plus the run itself ("5th of 5" when it comes after all 4 live ones, never "5th of 4").
   */
  place: number | null
  of: number | null
  /** Virtual runs only: how many took part live (0: nothing to compare with). */
  live: number | null
}

export interface ReplayList {
  rows: ReplayRow[]
  page: number
  pages: number
  total: number
}

function finishedRuns(now: Date) {
  return db
    .selectFrom('participations as p')
    .innerJoin('competitions as c', 'c.id', 'p.competition_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where((eb) => eb.or([eb('p.kind', '=', 'virtual'), eb('c.kind', '=', 'simulation')]))
    .where('p.ends_at', '<=', now.toISOString())
    .where(listedInRankings('u'))
}

export async function replayList(
  rawPage: string | null,
  scoring: ReplayScoring,
  now = new Date(),
): Promise<ReplayList> {
  const counted = await finishedRuns(now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const total = Number(counted.n)
  const { page, pages, offset } = pageOf(rawPage, total)
  const runs = await finishedRuns(now)
    .select([
      'p.id',
      'p.kind',
      'p.ends_at',
      'c.id as competition_id',
      'c.title',
      'c.style',
      'c.kind as competition_kind',
      'u.id as user_id',
      'u.name',
      'u.color',
    ])
    .orderBy('p.ends_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute()
  const rows: ReplayRow[] = []
  for (const run of runs) {
    const result = await scoring.resultOf(run.id, now)
    const virtual = run.kind === 'virtual'
    rows.push({
      participationId: run.id,
      kind: virtual ? 'virtual' : 'simulation',
      competition: { id: run.competition_id, title: run.title, style: run.style },
      user: { id: run.user_id, name: run.name, color: userColor(run.color) },
      endedAt: run.ends_at,
      solved: result?.solved ?? 0,
      score: result?.score ?? 0,
      penalty: result?.penalty ?? 0,
      place: virtual && result ? result.place : null,
      of: virtual && result ? result.of + 1 : null,
      live: virtual && result ? result.of : null,
    })
  }
  return { rows, page, pages, total }
}
