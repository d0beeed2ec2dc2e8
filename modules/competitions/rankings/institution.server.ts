// An institution's internal ranking (docs/product.md#competitions-rankings: "institution internal"): its members, read from the users
// snapshot, ranked among themselves; each keeps their general position too.
import { sql } from 'kysely'
import { listedInRankings } from '~/app/kernel/auth/age.server'
import { db } from '~/db/client.server'
import { PAGE_SIZE, pageOf, pageOfIndex } from './positions'
import { type Mine, type RankingRow, labelsOf, lastRun } from './read.server'

export interface InstitutionSummary {
  id: number
  name: string
  shortName: string
  type: 'educational' | 'company'
  state: string | null
  country: string
}

export interface InstitutionRanking {
  institution: InstitutionSummary
  rows: (RankingRow & { overall: number })[]
  page: number
  pages: number
  total: number
  updatedAt: string | null
  mine: Mine | null
}

export async function findInstitution(id: number): Promise<InstitutionSummary | null> {
  const row = await db
    .selectFrom('institutions')
    .select(['id', 'name', 'short_name', 'type', 'state', 'country'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    type: row.type,
    state: row.state,
    country: row.country,
  }
}

/** Members of the institution in the users snapshot, numbered among themselves (rank over the same order). */
function members(institutionId: number) {
  return db
    .selectFrom('ranking_entries as e')
    .innerJoin('users as u', 'u.id', 'e.subject_id')
    .where('e.kind', '=', 'users')
    .where('e.period', '=', '')
    .where('u.institution_id', '=', institutionId)
    .where(listedInRankings('u'))
    .select([
      'e.subject_id',
      'e.score',
      'e.solved',
      'e.position as overall',
      sql<number>`rank() over (order by e.score desc)`.as('position'),
      sql<number>`row_number() over (order by e.position, e.solved desc, e.subject_id)`.as('row'),
    ])
}

/** null for an unknown institution. */
export async function institutionRanking(
  id: number,
  rawPage: string | null,
  viewerId: number | null,
): Promise<InstitutionRanking | null> {
  const institution = await findInstitution(id)
  if (!institution) return null
  const all = members(id).as('m')
  const counted = await db
    .selectFrom(all)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const total = Number(counted.n)
  const { page, pages, offset } = pageOf(rawPage, total)
  const entries = await db
    .selectFrom(members(id).as('m'))
    .selectAll()
    .orderBy('m.row')
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute()
  const labels = await labelsOf(
    'users',
    entries.map((e) => e.subject_id),
  )
  const rows = entries.flatMap((e) => {
    const label = labels.get(e.subject_id)
    if (!label) return []
    return [
      {
        position: Number(e.position),
        overall: e.overall,
        id: e.subject_id,
        ...label,
        score: e.score,
        solved: e.solved,
        me: e.subject_id === viewerId,
      },
    ]
  })
  const mineRow =
    viewerId === null
      ? undefined
      : await db
          .selectFrom(members(id).as('m'))
          .selectAll()
          .where('m.subject_id', '=', viewerId)
          .executeTakeFirst()
  return {
    institution,
    rows,
    page,
    pages,
    total,
    updatedAt: await lastRun('users'),
    mine: mineRow
      ? { id: viewerId!, position: Number(mineRow.position), page: pageOfIndex(Number(mineRow.row) - 1) }
      : null,
  }
}
