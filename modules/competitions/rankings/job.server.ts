// The daily rankings job (docs/product.md#competitions-rankings: "Rankings update daily"): snapshots in ranking_entries, one per kind and
// period, each replaced whole in one transaction, and when it was computed in ranking_runs.
import type { Transaction } from 'kysely'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'
import type { RankingKind } from '~/db/schema-competitions'
import { allTimeScores, monthlyScores } from './compute.server'
import { type Scored, monthOf, monthStart, previousMonth, rank } from './positions'

const DAY_MS = 86_400_000
/** Rows per INSERT: 6 bound values each stays well under SQLite's variable limit. */
const CHUNK = 500

export interface RankingRun {
  kind: RankingKind
  period: string
  rows: number
}

type Trx = Transaction<Database>

async function replaceSnapshot(trx: Trx, kind: RankingKind, period: string, scores: Scored[], at: string) {
  const ranked = rank(scores)
  await trx.deleteFrom('ranking_entries').where('kind', '=', kind).where('period', '=', period).execute()
  for (let i = 0; i < ranked.length; i += CHUNK) {
    await trx
      .insertInto('ranking_entries')
      .values(
        ranked.slice(i, i + CHUNK).map((r) => ({
          kind,
          period,
          position: r.position,
          subject_id: r.id,
          score: r.score,
          solved: r.solved,
        })),
      )
      .execute()
  }
  await trx
    .insertInto('ranking_runs')
    .values({ kind, period, computed_at: at, rows: ranked.length })
    .onConflict((oc) => oc.columns(['kind', 'period']).doUpdateSet({ computed_at: at, rows: ranked.length }))
    .execute()
  return { kind, period, rows: ranked.length }
}

/**
 * Computes every ranking as of `now`: users, institutions and teams (all time) and the current UTC month.
 * The previous month is computed once more the first time the job runs after it ended, so its snapshot holds
 * the whole month (the last daily run inside it may have been almost a day before its end). Rerunning replaces
 * the same snapshots: nothing accumulates.
 */
export async function computeRankings(now = new Date()): Promise<RankingRun[]> {
  const at = now.toISOString()
  const period = monthOf(now)
  const previous = previousMonth(period)
  return db.transaction().execute(async (trx) => {
    const all = await allTimeScores(trx)
    const runs = [
      await replaceSnapshot(trx, 'users', '', all.users, at),
      await replaceSnapshot(trx, 'institutions', '', all.institutions, at),
      await replaceSnapshot(trx, 'teams', '', all.teams, at),
      await replaceSnapshot(trx, 'monthly', period, await monthlyScores(trx, period), at),
    ]
    const last = await trx
      .selectFrom('ranking_runs')
      .select('computed_at')
      .where('kind', '=', 'monthly')
      .where('period', '=', previous)
      .executeTakeFirst()
    if (!last || last.computed_at < monthStart(period)) {
      const scores = await monthlyScores(trx, previous)
      // A month nobody ranked in before the job first ran stays without a snapshot.
      if (last || scores.length > 0) runs.push(await replaceSnapshot(trx, 'monthly', previous, scores, at))
    }
    return runs
  })
}

/** When the rankings were last computed (the users ranking is always part of a run), or null. */
export async function lastRankingRun(): Promise<string | null> {
  const row = await db
    .selectFrom('ranking_runs')
    .select('computed_at')
    .where('kind', '=', 'users')
    .where('period', '=', '')
    .executeTakeFirst()
  return row?.computed_at ?? null
}

let timer: ReturnType<typeof setInterval> | null = null
let started: Promise<void> | null = null

async function runLogged(now = new Date()) {
  try {
    await computeRankings(now)
  } catch (error) {
    // A failed run keeps yesterday's snapshot; the next interval tries again.
    console.error('rankings job failed', error)
  }
}

/**
 * Starts the daily job once per process (later calls return the first call's promise): a run now if the last
 * one is older than a day (or never happened), then one every 24 hours. The timer does not keep the process
 * alive. The promise settles when the start-up check (and its run, if any) is done.
 */
export function startRankingsJob(): Promise<void> {
  if (started) return started
  timer = setInterval(() => void runLogged(), DAY_MS)
  timer.unref()
  started = (async () => {
    const last = await lastRankingRun()
    if (!last || Date.now() - Date.parse(last) >= DAY_MS) await runLogged()
  })()
  return started
}

/** Stops the timer (tests, shutdown); a later start begins again. */
export function stopRankingsJob() {
  if (timer) clearInterval(timer)
  timer = null
  started = null
}
