import { listedInRankings } from '~/app/kernel/auth/age.server'
// Reading the snapshots the daily job wrote: a page of a ranking, the viewer's own row and where it is.
import { userColor } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import type { UserColor } from '~/db/schema'
import type { RankingKind } from '~/db/schema-competitions'
import { PAGE_SIZE, pageOf, pageOfIndex } from './positions'

export interface RankingRow {
  position: number
  id: number
  name: string
  /** A user's colour (users and monthly); null for institutions and teams. */
  color: UserColor | null
  /** A user's institution's short name, or an institution's own; null for teams and users without one. */
  institution: string | null
  score: number
  solved: number
  /** The viewer's own row (their user, their institution, one of their teams). */
  me: boolean
}

export interface Mine {
  id: number
  position: number
  /** The page of the list the row is on. */
  page: number
}

export interface RankingList {
  rows: RankingRow[]
  page: number
  pages: number
  total: number
  /** When the snapshot was computed (ranking_runs), or null before the first run. */
  updatedAt: string | null
  mine: Mine | null
}

const isUserKind = (kind: RankingKind) => kind === 'users' || kind === 'monthly'

/**
 * A snapshot's rows still shown: someone who turned "show in rankings" off since the last run disappears at
 * once rather than a day later (their position is not reused until the next run).
 */
function scope(kind: RankingKind, period: string) {
  let q = db.selectFrom('ranking_entries').where('kind', '=', kind).where('period', '=', period)
  if (isUserKind(kind)) {
    q = q.where('subject_id', 'in', db.selectFrom('users').select('id').where(listedInRankings('users')))
  }
  return q
}

export async function lastRun(kind: RankingKind, period = ''): Promise<string | null> {
  const row = await db
    .selectFrom('ranking_runs')
    .select('computed_at')
    .where('kind', '=', kind)
    .where('period', '=', period)
    .executeTakeFirst()
  return row?.computed_at ?? null
}

interface Label {
  name: string
  color: UserColor | null
  institution: string | null
}

/** Names of the subjects on a page (users with their colour and institution, institutions, teams). */
export async function labelsOf(kind: RankingKind, ids: number[]): Promise<Map<number, Label>> {
  const out = new Map<number, Label>()
  if (ids.length === 0) return out
  if (isUserKind(kind)) {
    const rows = await db
      .selectFrom('users as u')
      .leftJoin('institutions as i', 'i.id', 'u.institution_id')
      .select(['u.id', 'u.name', 'u.color', 'i.short_name'])
      .where('u.id', 'in', ids)
      .execute()
    for (const r of rows)
      out.set(r.id, { name: r.name, color: userColor(r.color), institution: r.short_name })
  } else if (kind === 'institutions') {
    const rows = await db
      .selectFrom('institutions')
      .select(['id', 'name', 'short_name'])
      .where('id', 'in', ids)
      .execute()
    for (const r of rows) out.set(r.id, { name: r.name, color: null, institution: r.short_name })
  } else {
    const rows = await db.selectFrom('teams').select(['id', 'name']).where('id', 'in', ids).execute()
    for (const r of rows) out.set(r.id, { name: r.name, color: null, institution: null })
  }
  return out
}

/** The ids the viewer's own rows have in a ranking: themselves, their institution, their teams. */
export async function viewerSubjects(kind: RankingKind, viewerId: number | null): Promise<number[]> {
  if (viewerId === null) return []
  if (isUserKind(kind)) return [viewerId]
  if (kind === 'institutions') {
    const row = await db
      .selectFrom('users')
      .select('institution_id')
      .where('id', '=', viewerId)
      .executeTakeFirst()
    return row?.institution_id ? [row.institution_id] : []
  }
  const rows = await db.selectFrom('team_members').select('team_id').where('user_id', '=', viewerId).execute()
  return rows.map((r) => r.team_id)
}

/** The best of `ids` in a snapshot, with the page it is on (rows sort by position, solved desc, id). */
export async function mineIn(kind: RankingKind, period: string, ids: number[]): Promise<Mine | null> {
  if (ids.length === 0) return null
  const best = await scope(kind, period)
    .select(['subject_id', 'position', 'solved'])
    .where('subject_id', 'in', ids)
    .orderBy('position')
    .orderBy('solved', 'desc')
    .orderBy('subject_id')
    .executeTakeFirst()
  if (!best) return null
  const before = await scope(kind, period)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('position', '<', best.position),
        eb.and([
          eb('position', '=', best.position),
          eb.or([
            eb('solved', '>', best.solved),
            eb.and([eb('solved', '=', best.solved), eb('subject_id', '<', best.subject_id)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return { id: best.subject_id, position: best.position, page: pageOfIndex(Number(before.n)) }
}

export interface ListOptions {
  period?: string
  /** `?page=` as given. */
  page?: string | null
  viewerId?: number | null
  /** Fewer rows than a page (the hub's top 10). */
  limit?: number
}

/** One page of a ranking snapshot, 50 rows, best first. */
export async function rankingList(kind: RankingKind, options: ListOptions = {}): Promise<RankingList> {
  const period = options.period ?? ''
  const counted = await scope(kind, period)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const total = Number(counted.n)
  const { page, pages, offset } = pageOf(options.page ?? null, total)
  const entries = await scope(kind, period)
    .select(['subject_id', 'position', 'score', 'solved'])
    .orderBy('position')
    .orderBy('solved', 'desc')
    .orderBy('subject_id')
    .limit(options.limit ?? PAGE_SIZE)
    .offset(options.limit ? 0 : offset)
    .execute()
  const labels = await labelsOf(
    kind,
    entries.map((e) => e.subject_id),
  )
  const mineIds = await viewerSubjects(kind, options.viewerId ?? null)
  const rows = entries.flatMap((e) => {
    const label = labels.get(e.subject_id)
    if (!label) return [] // deleted since the run
    return [
      {
        position: e.position,
        id: e.subject_id,
        ...label,
        score: e.score,
        solved: e.solved,
        me: mineIds.includes(e.subject_id),
      },
    ]
  })
  return {
    rows,
    page,
    pages,
    total,
    updatedAt: await lastRun(kind, period),
    mine: await mineIn(kind, period, mineIds),
  }
}

/** Past months with a snapshot that lists someone, newest first. */
export async function monthlyPeriods(): Promise<string[]> {
  const rows = await db
    .selectFrom('ranking_runs')
    .select('period')
    .where('kind', '=', 'monthly')
    .where('rows', '>', 0)
    .orderBy('period', 'desc')
    .execute()
  return rows.map((r) => r.period)
}

/** Whether a monthly snapshot exists (even an empty one). */
export async function hasMonthlySnapshot(period: string): Promise<boolean> {
  return (await lastRun('monthly', period)) !== null
}
