import { listedInRankings } from '~/app/kernel/auth/age.server'
// Halls of fame (docs/product.md#competitions-external-results-and-halls-of-fame): Brazilian informatics olympiad medals and professional placements, read from
// the external results and jobs users record on their profiles. Both are public; like the rankings, they
// leave out users who chose not to show in rankings.
import { userColor } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import type { UserColor } from '~/db/schema'
import type { JobPosition, Medal } from '~/db/schema-competitions'

const MEDAL_ORDER: Medal[] = ['gold', 'silver', 'bronze', 'honorable_mention']
const LEVEL_ORDER = ['0', '1', '2', '3', '4', '5', 'university']

export interface ObiEntry {
  id: number
  userId: number
  name: string
  color: UserColor
  competition: 'obi' | 'cf_obi'
  medal: Medal
  level: string
  scope: 'international' | 'national' | 'regional'
  institution: { name: string; shortName: string } | null
}

export interface ObiYear {
  year: number
  entries: ObiEntry[]
}

/** OBI and CF-OBI medals and honourable mentions: newest year first, then by medal, then by level. */
export async function obiHallOfFame(): Promise<ObiYear[]> {
  const rows = await db
    .selectFrom('external_results as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('institutions as i', 'i.id', 'r.institution_id')
    .select([
      'r.id',
      'r.user_id',
      'r.name as competition',
      'r.level',
      'r.scope',
      'r.year',
      'r.medal',
      'u.name',
      'u.color',
      'i.name as institution_name',
      'i.short_name',
    ])
    .where('r.name', 'in', ['obi', 'cf_obi'])
    .where('r.medal', 'in', MEDAL_ORDER)
    .where(listedInRankings('u'))
    .execute()
  rows.sort(
    (a, b) =>
      b.year - a.year ||
      MEDAL_ORDER.indexOf(a.medal as Medal) - MEDAL_ORDER.indexOf(b.medal as Medal) ||
      LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level) ||
      a.name.localeCompare(b.name, 'pt-BR') ||
      a.id - b.id,
  )
  const years: ObiYear[] = []
  for (const r of rows) {
    let year = years[years.length - 1]
    if (!year || year.year !== r.year) {
      year = { year: r.year, entries: [] }
      years.push(year)
    }
    year.entries.push({
      id: r.id,
      userId: r.user_id,
      name: r.name,
      color: userColor(r.color),
      competition: r.competition as 'obi' | 'cf_obi',
      medal: r.medal as Medal,
      level: r.level,
      scope: r.scope,
      institution: r.institution_name ? { name: r.institution_name, shortName: r.short_name ?? '' } : null,
    })
  }
  return years
}

export interface Placement {
  id: number
  userId: number
  name: string
  color: UserColor
  position: JobPosition
  /** YYYY-MM */
  startedOn: string
  endedOn: string | null
}

export interface CompanyPlacements {
  id: number
  name: string
  shortName: string
  placements: Placement[]
}

/**
 * Jobs at companies (institutions of type company), grouped by company: companies with more placements
 * first, then by name; inside, current jobs and the most recent starts first.
 */
export async function professionalHallOfFame(): Promise<CompanyPlacements[]> {
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('users as u', 'u.id', 'j.user_id')
    .innerJoin('institutions as i', 'i.id', 'j.institution_id')
    .select([
      'j.id',
      'j.user_id',
      'j.position',
      'j.started_on',
      'j.ended_on',
      'u.name',
      'u.color',
      'i.id as company_id',
      'i.name as company',
      'i.short_name',
    ])
    .where('i.type', '=', 'company')
    .where(listedInRankings('u'))
    .orderBy('j.started_on', 'desc')
    .orderBy('j.id')
    .execute()
  const companies = new Map<number, CompanyPlacements>()
  for (const r of rows) {
    const company = companies.get(r.company_id) ?? {
      id: r.company_id,
      name: r.company,
      shortName: r.short_name,
      placements: [],
    }
    company.placements.push({
      id: r.id,
      userId: r.user_id,
      name: r.name,
      color: userColor(r.color),
      position: r.position,
      startedOn: r.started_on,
      endedOn: r.ended_on,
    })
    companies.set(r.company_id, company)
  }
  for (const c of companies.values()) {
    // Stable sort: current jobs first, the started_on order of the query kept inside each group.
    c.placements.sort((a, b) => Number(a.endedOn !== null) - Number(b.endedOn !== null))
  }
  return [...companies.values()].sort(
    (a, b) => b.placements.length - a.placements.length || a.name.localeCompare(b.name, 'pt-BR'),
  )
}
