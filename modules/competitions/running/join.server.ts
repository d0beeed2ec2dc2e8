// Joining a competition (docs/product.md#competitions-joining: login needed, individuals only / teams only, PRO only, password
// required or wrong, full, already registered, could not join). A team registers through one of its members;
// its members at that moment are the ones who may submit for it, and nobody is in two entries of a competition.
import crypto from 'node:crypto'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { proUserIds } from '~/app/kernel/auth/pro.server'
import { teamMemberIds, teamsOf } from '~/app/kernel/people/people.server'
import { db } from '~/db/client.server'
import { mayJoinClassCompetition } from '../class-access.server'
import { type Competition, phaseOf } from '../core.server'

export type JoinRefusal =
  | 'login_needed'
  | 'ended'
  | 'could_not_join'
  | 'not_pro'
  | 'team_not_pro'
  | 'individuals_only'
  | 'teams_only'
  | 'not_in_team'
  | 'password_required'
  | 'wrong_password'
  | 'full'
  | 'already_registered'
  | 'class_only'

export type JoinResult =
  | { ok: true; participationId: number }
  | { ok: false; reason: JoinRefusal /** Members already registered (a team entry). */; names?: string[] }

export interface JoinInput {
  user: SessionUser | null
  competition: Competition
  /** null: as themselves. */
  teamId: number | null
  password: string
  now?: Date
}

/** Compares without telling, by its timing, how much of the password was right. */
export function samePassword(typed: string, stored: string) {
  const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest()
  return crypto.timingSafeEqual(digest(typed), digest(stored))
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(error.message)

/** Who would submit for the entry: the user, or the team's current members (the user must be one). */
async function entrants(user: SessionUser, teamId: number | null) {
  if (teamId === null) return { ok: true as const, ids: [user.id] }
  const mine = await teamsOf(user.id)
  if (!mine.some((t) => t.id === teamId)) return { ok: false as const }
  return { ok: true as const, ids: await teamMemberIds(teamId) }
}

export async function joinCompetition({
  user,
  competition: c,
  teamId,
  password,
  now = new Date(),
}: JoinInput): Promise<JoinResult> {
  if (!user) return { ok: false, reason: 'login_needed' }
  // Late joins are welcome until the end (their time counts from the start); a simulation is its creator's alone.
  if (phaseOf(c, now) === 'ended') return { ok: false, reason: 'ended' }
  if (c.kind !== 'live') return { ok: false, reason: 'could_not_join' }
  // A class's competition takes only the class's students (asked of org through its hook, at this moment: a
  // student removed from the class is refused at once).
  if (!(await mayJoinClassCompetition(user, c))) return { ok: false, reason: 'class_only' }
  if (c.allowed === 'individual' && teamId !== null) return { ok: false, reason: 'individuals_only' }
  if (c.allowed === 'teams' && teamId === null) return { ok: false, reason: 'teams_only' }
  if (c.allowed === 'pro' && !can(user, 'pro_or_admin')) return { ok: false, reason: 'not_pro' }
  const who = await entrants(user, teamId)
  if (!who.ok) return { ok: false, reason: 'not_in_team' }
  if (c.password) {
    if (!password) return { ok: false, reason: 'password_required' }
    if (!samePassword(password, c.password)) return { ok: false, reason: 'wrong_password' }
  }
  const members = await db
    .selectFrom('users')
    .select(['id', 'name', 'is_admin'])
    .where('id', 'in', who.ids)
    .execute()
  const pro = c.allowed === 'pro' ? await proUserIds(who.ids) : new Set<number>()
  if (c.allowed === 'pro' && members.some((m) => !pro.has(m.id) && m.is_admin !== 1))
    return { ok: false, reason: 'team_not_pro' }

  try {
    return await db.transaction().execute(async (trx): Promise<JoinResult> => {
      const taken = await trx
        .selectFrom('participation_members')
        .select('user_id')
        .where('competition_id', '=', c.id)
        .where('user_id', 'in', who.ids)
        .execute()
      if (taken.length) {
        const names = members.filter((m) => taken.some((t) => t.user_id === m.id)).map((m) => m.name)
        return { ok: false, reason: 'already_registered', names: teamId === null ? undefined : names }
      }
      if (c.capacity !== null) {
        const count = await trx
          .selectFrom('participations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('competition_id', '=', c.id)
          .where('kind', '=', 'live')
          .executeTakeFirst()
        if (Number(count?.n ?? 0) >= c.capacity) return { ok: false, reason: 'full' }
      }
      const entry = await trx
        .insertInto('participations')
        .values({
          competition_id: c.id,
          user_id: teamId === null ? user.id : null,
          team_id: teamId,
          kind: 'live',
          registered_by: user.id,
          starts_at: c.starts_at,
          ends_at: c.ends_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('participation_members')
        .values(who.ids.map((id) => ({ participation_id: entry.id, competition_id: c.id, user_id: id })))
        .execute()
      return { ok: true, participationId: entry.id }
    })
  } catch (error) {
    // Two entries raced past the check: the database's UNIQUE indexes decide.
    if (isUniqueViolation(error)) return { ok: false, reason: 'already_registered' }
    throw error
  }
}

/** HTTP status and competitions:errors.* key of each refusal (login_needed redirects to the login page). */
export const REFUSAL_REPLIES: Record<
  Exclude<JoinRefusal, 'login_needed'> | 'not_ended' | 'not_revealed',
  [number, string]
> = {
  ended: [403, 'ended'],
  could_not_join: [403, 'couldNotJoin'],
  not_pro: [403, 'notPro'],
  team_not_pro: [403, 'teamNotPro'],
  individuals_only: [422, 'individualsOnly'],
  teams_only: [422, 'teamsOnly'],
  not_in_team: [422, 'notInTeam'],
  password_required: [422, 'passwordRequired'],
  wrong_password: [403, 'wrongPassword'],
  full: [409, 'full'],
  already_registered: [409, 'alreadyRegistered'],
  class_only: [403, 'classOnly'],
  not_ended: [409, 'notEnded'],
  not_revealed: [409, 'notRevealed'],
}
