// Teams (docs/product.md#social-teams): creating, joining, leaving. The lookups competitions and rankings read (whose teams,
// whose friends) live in the kernel (app/kernel/people/people.server.ts, ADR 014), re-exported here.
import { hashPassword, verifyPassword } from '~/app/kernel/auth/password.server'
import { db } from '~/db/client.server'

export { type TeamSummary, friendIds, teamMemberIds, teamsOf } from '~/app/kernel/people/people.server'

/** Invite passwords are 4–100 characters (the teams form): a longer guess is wrong without hashing it. */
export const INVITE_PASSWORD_MAX = 100

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
