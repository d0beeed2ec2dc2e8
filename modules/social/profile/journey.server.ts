// The profile's "achievements and journey" (docs/product.md#social-profiles): the platform achievements the person earned, their
// external competition results and their jobs (recorded through the competitions module).
import { db } from '~/db/client.server'
import { externalResultsOf, jobsOf } from '~/modules/competitions'
import { listAchievements } from '~/modules/learning'

export interface ExternalResultView {
  id: number
  name: string
  otherName: string | null
  level: string
  scope: string
  year: number
  medal: string | null
  position: number | null
  institution: string | null
}

export interface JobView {
  id: number
  position: string
  from: string
  to: string | null
  institution: string | null
}

/** An earned achievement: its code names it in `progress:catalogue.<code>`. */
export interface EarnedAchievement {
  code: string
  /** ISO date. */
  earnedAt: string
}

async function institutionNames(ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db.selectFrom('institutions').select(['id', 'name']).where('id', 'in', wanted).execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}

export async function journey(userId: number): Promise<{
  achievements: EarnedAchievement[]
  results: ExternalResultView[]
  jobs: JobView[]
}> {
  const [achievements, results, jobs] = await Promise.all([
    listAchievements(userId),
    externalResultsOf(userId),
    jobsOf(userId),
  ])
  const names = await institutionNames([...results, ...jobs].map((r) => r.institution_id))
  const institution = (id: number | null) => (id === null ? null : (names.get(id) ?? null))
  return {
    // Only what was earned, oldest first: the catalogue's locked ones are the owner's own page.
    achievements: achievements
      .flatMap((a) => (a.earnedAt ? [{ code: a.code, earnedAt: a.earnedAt }] : []))
      .sort((a, b) => a.earnedAt.localeCompare(b.earnedAt)),
    results: results.map((r) => ({
      id: r.id,
      name: r.name,
      otherName: r.other_name,
      level: r.level,
      scope: r.scope,
      year: r.year,
      medal: r.medal,
      position: r.position,
      institution: institution(r.institution_id),
    })),
    jobs: jobs.map((j) => ({
      id: j.id,
      position: j.position,
      from: j.started_on,
      to: j.ended_on,
      institution: institution(j.institution_id),
    })),
  }
}
