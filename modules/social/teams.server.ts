// Teams (spec §3, §5): the core competitions and rankings need. The social issue adds the pages (list, view,
// edit, join) on top of these functions.
import { hashPassword, verifyPassword } from '~/app/kernel/password.server'
import { db } from '~/db/client.server'

/** Invite passwords are 4–100 characters (the teams form): a longer guess is wrong without hashing it. */
export const INVITE_PASSWORD_MAX = 100

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

export async function findTeam(teamId: number) {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'description', 'captain_id', 'has_image', 'created_at'])
    .where('id', '=', teamId)
    .executeTakeFirst()
}

/** Creates a team with its captain as the first member; the invite password is stored as a scrypt hash. */
export async function createTeam(input: {
  name: string
  invitePassword: string
  captainId: number
  description?: string
}) {
  const inviteHash = await hashPassword(input.invitePassword)
  return db.transaction().execute(async (trx) => {
    const team = await trx
      .insertInto('teams')
      .values({
        name: input.name,
        invite_password: inviteHash,
        captain_id: input.captainId,
        description: input.description ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('team_members').values({ team_id: team.id, user_id: input.captainId }).execute()
    return team.id
  })
}

/**
 * Whether `password` is the team's invite password (stored hashed since migration 0009, issue 15 item 12);
 * null for an unknown team.
 */
export async function invitePasswordMatches(teamId: number, password: string): Promise<boolean | null> {
  const team = await db
    .selectFrom('teams')
    .select('invite_password')
    .where('id', '=', teamId)
    .executeTakeFirst()
  if (!team) return null
  if (password.length > INVITE_PASSWORD_MAX) return false
  return verifyPassword(password, team.invite_password)
}

/** Joins a team with its invite password; true when the user is (now) a member. */
export async function joinTeam(teamId: number, userId: number, password: string): Promise<boolean> {
  if (!(await invitePasswordMatches(teamId, password))) return false
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return true
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
