// Team pages (docs/product.md#social-teams): the list, a team's page and the membership rules. The core competitions read
// stays in teams.server.ts; this file adds what only the social pages do.
import { parseWithZod } from '@conform-to/zod'
import { sql } from 'kysely'
import { z } from 'zod'
import { hashPassword } from '~/app/kernel/auth/password.server'
import { db } from '~/db/client.server'
import type { Gender } from '~/db/schema-social'
import { INVITE_PASSWORD_MAX, createTeam, invitePasswordMatches } from './teams.server'

export interface TeamListItem {
  id: number
  name: string
  members: number
  mine: boolean
  hasImage: boolean
}

export interface TeamMember {
  id: number
  name: string
  /** The profile's gender, when given: Portuguese says "capitã" for a woman. */
  gender: Gender | null
  joinedAt: string
}

export interface TeamDetail {
  id: number
  name: string
  description: string
  captainId: number | null
  hasImage: boolean
  members: TeamMember[]
}

/** Every team by name with its member count; `mine` marks the viewer's own. */
export async function listTeams(viewerId: number | null): Promise<TeamListItem[]> {
  const rows = await db
    .selectFrom('teams')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.has_image',
      eb
        .selectFrom('team_members as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.team_id', '=', 'teams.id')
        .as('members'),
      eb
        .selectFrom('team_members as me')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('me.team_id', '=', 'teams.id')
        .where('me.user_id', '=', viewerId ?? 0)
        .as('mine'),
    ])
    .orderBy('teams.name')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    members: Number(r.members ?? 0),
    mine: Number(r.mine) > 0,
    hasImage: r.has_image === 1,
  }))
}

/** Members in the order they joined: the order the captaincy passes on. */
async function membersOf(teamId: number, trx = db): Promise<TeamMember[]> {
  const rows = await trx
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['users.id', 'users.name', 'users.gender', 'team_members.joined_at'])
    .where('team_members.team_id', '=', teamId)
    .orderBy('team_members.joined_at')
    .orderBy(sql`team_members.rowid`)
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, gender: r.gender, joinedAt: r.joined_at }))
}

export async function teamDetail(teamId: number): Promise<TeamDetail | null> {
  const team = await db
    .selectFrom('teams')
    // Never the invite password: it is a hash, and no page shows it (issue 15 item 12).
    .select(['id', 'name', 'description', 'captain_id', 'has_image'])
    .where('id', '=', teamId)
    .executeTakeFirst()
  if (!team) return null
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    captainId: team.captain_id,
    hasImage: team.has_image === 1,
    members: await membersOf(teamId),
  }
}

/**
 * Whether another team already has this name ignoring case. SQLite's NOCASE folds only ASCII ("EDIÇÃO" ≠
 * "edição" there), so candidates of the same length are compared here with Unicode case folding.
 */
async function nameTaken(name: string, exceptId = 0): Promise<boolean> {
  const fold = (text: string) => text.toLocaleLowerCase('pt-BR')
  const candidates = await db
    .selectFrom('teams')
    .select('name')
    .where(sql<boolean>`length(name) = length(${name})`)
    .where('id', '!=', exceptId)
    .execute()
  return candidates.some((c) => fold(c.name) === fold(name))
}

export type CreateTeamResult = { ok: true; id: number } | { ok: false; reason: 'duplicate' | 'failed' }

/** Creates a team with `captainId` as captain and first member; names are unique ignoring case. */
export async function createTeamFor(input: {
  name: string
  description: string
  invitePassword: string
  captainId: number
}): Promise<CreateTeamResult> {
  if (await nameTaken(input.name)) return { ok: false, reason: 'duplicate' }
  try {
    return { ok: true, id: await createTeam(input) }
  } catch (error) {
    // A race with another creator of the same name lands on the UNIQUE constraint.
    if (String(error).includes('UNIQUE')) return { ok: false, reason: 'duplicate' }
    console.error('team save failed', error)
    return { ok: false, reason: 'failed' }
  }
}

export type UpdateTeamResult =
  | { ok: true }
  | { ok: false; reason: 'not_found' | 'not_captain' | 'duplicate' | 'failed' }

/**
 * The captain edits name, description and invite password (the create form's rules). The stored password is a
 * hash nobody can show, so the form asks for a new one: none (undefined) keeps the current one.
 */
export async function updateTeamFor(
  teamId: number,
  actorId: number,
  input: { name: string; description: string; invitePassword?: string },
): Promise<UpdateTeamResult> {
  const team = await db.selectFrom('teams').select('captain_id').where('id', '=', teamId).executeTakeFirst()
  if (!team) return { ok: false, reason: 'not_found' }
  if (team.captain_id !== actorId) return { ok: false, reason: 'not_captain' }
  if (await nameTaken(input.name, teamId)) return { ok: false, reason: 'duplicate' }
  const inviteHash = input.invitePassword ? await hashPassword(input.invitePassword) : undefined
  try {
    await db
      .updateTable('teams')
      .set({ name: input.name, description: input.description })
      .$if(inviteHash !== undefined, (qb) => qb.set({ invite_password: inviteHash }))
      .where('id', '=', teamId)
      .execute()
    return { ok: true }
  } catch (error) {
    if (String(error).includes('UNIQUE')) return { ok: false, reason: 'duplicate' }
    console.error('team save failed', error)
    return { ok: false, reason: 'failed' }
  }
}

export type JoinResult = { ok: true } | { ok: false; reason: 'not_found' | 'wrong_password' }

export async function joinWithPassword(
  teamId: number,
  userId: number,
  password: string,
): Promise<JoinResult> {
  const matches = await invitePasswordMatches(teamId, password)
  if (matches === null) return { ok: false, reason: 'not_found' }
  if (!matches) return { ok: false, reason: 'wrong_password' }
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return { ok: true }
}

export type MembershipResult =
  | { ok: true }
  | { ok: false; reason: 'not_found' | 'not_member' | 'not_captain' | 'last_member' }

/** HTTP status of each refusal. */
export const MEMBERSHIP_STATUS = {
  not_found: 404,
  not_member: 404,
  not_captain: 403,
  last_member: 409,
} as const

/**
 * Takes `memberId` out of the team on behalf of `actorId` (the same id when leaving). Only the captain removes
 * others; a team always keeps one member; a leaving captain hands over to the earliest-joined other member.
 */
export async function removeFromTeam(
  teamId: number,
  actorId: number,
  memberId: number,
): Promise<MembershipResult> {
  return db.transaction().execute(async (trx) => {
    const team = await trx
      .selectFrom('teams')
      .select('captain_id')
      .where('id', '=', teamId)
      .executeTakeFirst()
    if (!team) return { ok: false, reason: 'not_found' }
    if (actorId !== memberId && team.captain_id !== actorId) return { ok: false, reason: 'not_captain' }
    const members = await membersOf(teamId, trx)
    if (!members.some((m) => m.id === memberId)) return { ok: false, reason: 'not_member' }
    if (members.length === 1) return { ok: false, reason: 'last_member' }
    await trx
      .deleteFrom('team_members')
      .where('team_id', '=', teamId)
      .where('user_id', '=', memberId)
      .execute()
    if (team.captain_id === memberId || team.captain_id === null) {
      const heir = members.find((m) => m.id !== memberId)
      await trx
        .updateTable('teams')
        .set({ captain_id: heir?.id ?? null })
        .where('id', '=', teamId)
        .execute()
    }
    return { ok: true }
  })
}

// Form parsing of the team pages (zod + conform); messages are `social:teams.errors.*` keys.
const invitePassword = z
  .string({ required_error: 'passwordLength' })
  .min(4, 'passwordLength')
  .max(INVITE_PASSWORD_MAX, 'passwordLength')

export const teamSchema = z.object({
  name: z.string({ required_error: 'nameLength' }).trim().min(2, 'nameLength').max(80, 'nameLength'),
  description: z.string().trim().max(2000, 'descriptionLength').default(''),
  invitePassword,
})

/** The captain's edit: a blank invite password (conform turns it into undefined) keeps the current one. */
export const teamEditSchema = teamSchema.extend({ invitePassword: invitePassword.optional() })

export interface TeamFormValues {
  name: string
  description: string
  invitePassword: string
}

export type TeamFormErrors = Partial<Record<keyof TeamFormValues | 'form', string[]>>

function parseWith<S extends typeof teamSchema | typeof teamEditSchema>(formData: FormData, schema: S) {
  const values: TeamFormValues = {
    name: String(formData.get('name') ?? ''),
    description: String(formData.get('description') ?? ''),
    invitePassword: String(formData.get('invitePassword') ?? ''),
  }
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    const errors = (submission.error ?? {}) as Record<string, string[] | null>
    const clean: TeamFormErrors = {}
    for (const [key, list] of Object.entries(errors))
      if (list?.length) clean[key as keyof TeamFormErrors] = list
    return { ok: false as const, values, errors: clean }
  }
  return { ok: true as const, values, input: submission.value as z.infer<S> }
}

/** The create form (/{lang}/teams). */
export const parseTeamForm = (formData: FormData) => parseWith(formData, teamSchema)

/** The captain's edit form (/{lang}/team/:id, intent edit). */
export const parseTeamEditForm = (formData: FormData) => parseWith(formData, teamEditSchema)
