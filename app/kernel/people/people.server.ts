// Who someone's teams and friends are: read by competitions (joining as a team, the team's view of a contest) and
// the rankings (friends), which sit below the social module that owns the pages and the writes (ADR 014). Only
// lookups live here; creating teams, joining and friend requests stay in modules/social.
import { db } from '~/db/client.server'

export interface TeamSummary {
  id: number
  name: string
  captainId: number | null
  members: number
}

/** Teams the user belongs to, by name. */
export async function teamsOf(userId: number): Promise<TeamSummary[]> {
  const rows = await db
    .selectFrom('team_members as me')
    .innerJoin('teams', 'teams.id', 'me.team_id')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.captain_id',
      eb
        .selectFrom('team_members as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.team_id', '=', 'teams.id')
        .as('members'),
    ])
    .where('me.user_id', '=', userId)
    .orderBy('teams.name')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    captainId: r.captain_id,
    members: Number(r.members ?? 0),
  }))
}

/** Member ids of a team (empty for an unknown team). */
export async function teamMemberIds(teamId: number): Promise<number[]> {
  const rows = await db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).execute()
  return rows.map((r) => r.user_id)
}

/** Accepted friends of a user (both directions of the request). */
export async function friendIds(userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('friendships')
    .select(['user_id', 'friend_id'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
    .execute()
  return rows.map((r) => (r.user_id === userId ? r.friend_id : r.user_id))
}
