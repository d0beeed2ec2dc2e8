// What each ranking counts (docs/product.md#competitions-rankings: rankings, "show in rankings"). Users who chose not to show in rankings
// are left out of everything: their own rows and the institution and team sums, so nobody can work their XP
// out from a sum. Only subjects with some XP are listed.
import { sql } from 'kysely'
import { listedInRankings } from '~/app/kernel/auth/age.server'
import type { DB } from '~/db/client.server'
import { type Scored, monthDays } from './positions'

interface VisibleUser extends Scored {
  institutionId: number | null
}

/** Users who show in rankings: all-time XP (users.xp) and exercises solved outside competitions. */
async function visibleUsers(conn: DB): Promise<VisibleUser[]> {
  const solved = conn
    .selectFrom('submissions')
    .select(['user_id', sql<number>`count(distinct exercise_id)`.as('n')])
    .where('status', '=', 'accepted')
    .where('competition_id', 'is', null)
    .groupBy('user_id')
    .as('s')
  const rows = await conn
    .selectFrom('users as u')
    .leftJoin(solved, 's.user_id', 'u.id')
    .select(['u.id', 'u.xp', 'u.institution_id', sql<number>`coalesce(s.n, 0)`.as('solved')])
    .where(listedInRankings('u'))
    .execute()
  return rows.map((r) => ({
    id: r.id,
    score: Number(r.xp),
    solved: Number(r.solved),
    institutionId: r.institution_id,
  }))
}

function sumBy(members: Iterable<[groupId: number, user: Scored]>): Scored[] {
  const sums = new Map<number, Scored>()
  for (const [id, user] of members) {
    const sum = sums.get(id) ?? { id, score: 0, solved: 0 }
    sum.score += user.score
    sum.solved += user.solved
    sums.set(id, sum)
  }
  return [...sums.values()].filter((s) => s.score > 0)
}

export interface AllTimeScores {
  users: Scored[]
  institutions: Scored[]
  teams: Scored[]
}

/** The all-time rankings: users by XP; institutions and teams by the sum of their visible members' XP. */
export async function allTimeScores(conn: DB): Promise<AllTimeScores> {
  const users = await visibleUsers(conn)
  const byId = new Map(users.map((u) => [u.id, u]))
  const memberships = await conn.selectFrom('team_members').select(['team_id', 'user_id']).execute()
  const teamMembers = function* () {
    for (const m of memberships) {
      const user = byId.get(m.user_id)
      if (user) yield [m.team_id, user] as [number, Scored]
    }
  }
  const institutionMembers = function* () {
    for (const u of users) if (u.institutionId !== null) yield [u.institutionId, u] as [number, Scored]
  }
  return {
    users: users.filter((u) => u.score > 0).map(({ id, score, solved }) => ({ id, score, solved })),
    institutions: sumBy(institutionMembers()),
    teams: sumBy(teamMembers()),
  }
}

/**
 * One UTC month: the XP each visible user earned in it (xp_events by day, bonuses included) and the exercises
 * they solved for the first time in it (their `exercise:<id>` awards).
 */
export async function monthlyScores(conn: DB, period: string): Promise<Scored[]> {
  const { from, to } = monthDays(period)
  const rows = await conn
    .selectFrom('xp_events as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .select([
      'x.user_id',
      sql<number>`sum(x.amount)`.as('score'),
      sql<number>`sum(case when x.ref_key like 'exercise:%' then 1 else 0 end)`.as('solved'),
    ])
    .where(listedInRankings('u'))
    .where('x.day', '>=', from)
    .where('x.day', '<', to)
    .groupBy('x.user_id')
    .execute()
  return rows
    .map((r) => ({ id: r.user_id, score: Number(r.score), solved: Number(r.solved) }))
    .filter((r) => r.score > 0)
}
