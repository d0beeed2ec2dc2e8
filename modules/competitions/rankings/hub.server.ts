// The rankings hub (docs/product.md#competitions-rankings: "profile stats": individual ranking, institution ranking) and the friends ranking,
// which is small enough to compute live.
import { sql } from 'kysely'
import { listedInRankings } from '~/app/kernel/auth/age.server'
import { userColor } from '~/app/kernel/auth/policy'
import { friendIds, teamsOf } from '~/app/kernel/people/people.server'
import { db } from '~/db/client.server'
import { institutionRanking } from './institution.server'
import { monthOf, rank } from './positions'
import { type Mine, type RankingList, type RankingRow, mineIn, rankingList } from './read.server'

export interface ViewerPositions {
  /** The viewer chose not to show in rankings: they are in none of them. */
  hidden: boolean
  users: Mine | null
  monthly: Mine | null
  institution: {
    id: number
    name: string
    shortName: string
    /** The institution's place in the institutions ranking. */
    ranking: Mine | null
    /** The viewer's place among the institution's members. */
    internal: Mine | null
  } | null
  teams: { id: number; name: string; ranking: Mine | null }[]
}

export async function viewerPositions(userId: number, now = new Date()): Promise<ViewerPositions> {
  const me = await db
    .selectFrom('users as u')
    .leftJoin('institutions as i', 'i.id', 'u.institution_id')
    .select([listedInRankings('u').as('listed'), 'i.id as institution_id', 'i.name', 'i.short_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  const teams = await teamsOf(userId)
  const teamRows = await Promise.all(
    teams.map(async (t) => ({ id: t.id, name: t.name, ranking: await mineIn('teams', '', [t.id]) })),
  )
  const institution = me?.institution_id
    ? {
        id: me.institution_id,
        name: me.name ?? '',
        shortName: me.short_name ?? '',
        ranking: await mineIn('institutions', '', [me.institution_id]),
        internal: (await institutionRanking(me.institution_id, null, userId))?.mine ?? null,
      }
    : null
  return {
    hidden: !!me && !me.listed,
    users: await mineIn('users', '', [userId]),
    monthly: await mineIn('monthly', monthOf(now), [userId]),
    institution,
    teams: teamRows,
  }
}

export interface TopTens {
  users: RankingList
  monthly: RankingList
  institutions: RankingList
  teams: RankingList
}

export async function topTens(viewerId: number | null, now = new Date()): Promise<TopTens> {
  const options = { viewerId, limit: 10 }
  return {
    users: await rankingList('users', options),
    monthly: await rankingList('monthly', { ...options, period: monthOf(now) }),
    institutions: await rankingList('institutions', options),
    teams: await rankingList('teams', options),
  }
}

/** The viewer and their accepted friends by XP, live (left out: whoever chose not to show in rankings). */
export async function friendsRanking(viewerId: number): Promise<{ rows: RankingRow[]; hidden: boolean }> {
  const ids = [viewerId, ...(await friendIds(viewerId))]
  const solved = db
    .selectFrom('submissions')
    .select(['user_id', sql<number>`count(distinct exercise_id)`.as('n')])
    .where('status', '=', 'accepted')
    .where('competition_id', 'is', null)
    .where('user_id', 'in', ids)
    .groupBy('user_id')
    .as('s')
  const users = await db
    .selectFrom('users as u')
    .leftJoin(solved, 's.user_id', 'u.id')
    .leftJoin('institutions as i', 'i.id', 'u.institution_id')
    .select([
      'u.id',
      'u.name',
      'u.color',
      'u.xp',
      listedInRankings('u').as('listed'),
      'i.short_name',
      sql<number>`coalesce(s.n, 0)`.as('solved'),
    ])
    .where('u.id', 'in', ids)
    .execute()
  const shown = users.filter((u) => u.listed)
  const rows = rank(
    shown.map((u) => ({
      id: u.id,
      score: Number(u.xp),
      solved: Number(u.solved),
      name: u.name,
      color: userColor(u.color),
      institution: u.short_name,
      me: u.id === viewerId,
    })),
  )
  return { rows, hidden: !shown.some((u) => u.id === viewerId) }
}
