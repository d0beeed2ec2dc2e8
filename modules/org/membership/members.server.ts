import type { SessionUser } from '~/app/kernel/auth/policy'
import { type DB, db } from '~/db/client.server'
import type { OrgRole } from '~/db/schema-org'
import { releaseSeat } from '~/modules/billing'
import type { OrgRelation } from '../access'
import { newCode, normalizeCode } from './codes.server'

// Organizations (institutions) and their people: managers invite professors, managers and students with a
// link or a code, and remove them (docs/product.md#org).

const RANK: OrgRole[] = ['manager', 'professor', 'student']

/** The strongest role someone holds in an organization. */
export async function orgRelation(user: SessionUser | null, institutionId: number): Promise<OrgRelation> {
  if (!user) return 'outsider'
  if (user.isAdmin) return 'admin'
  const rows = await db
    .selectFrom('organization_members')
    .select('role')
    .where('institution_id', '=', institutionId)
    .where('user_id', '=', user.id)
    .execute()
  const roles = rows.map((r) => r.role)
  return RANK.find((r) => roles.includes(r)) ?? 'outsider'
}

/** The organizations someone belongs to, with their roles (the classes page and the org area's menu). */
export async function myOrganizations(userId: number) {
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('institutions as i', 'i.id', 'm.institution_id')
    .select(['i.id', 'i.name', 'i.short_name', 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('i.name')
    .execute()
  const byId = new Map<number, { id: number; name: string; shortName: string; roles: OrgRole[] }>()
  for (const r of rows) {
    const org = byId.get(r.id) ?? { id: r.id, name: r.name, shortName: r.short_name, roles: [] }
    org.roles.push(r.role)
    byId.set(r.id, org)
  }
  return [...byId.values()]
}

export async function findOrganization(id: number) {
  return db
    .selectFrom('institutions')
    .select(['id', 'name', 'short_name', 'type', 'country', 'state'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export interface OrgPerson {
  id: number
  name: string
  email: string
  role: OrgRole
  since: string
}

export async function organizationPeople(institutionId: number, role?: OrgRole): Promise<OrgPerson[]> {
  let query = db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'm.role', 'm.created_at as since'])
    .where('m.institution_id', '=', institutionId)
  if (role) query = query.where('m.role', '=', role)
  return query.orderBy('u.name').execute()
}

/** How many people hold each role (one COUNT query, not the members loaded to count them). */
export async function roleCounts(institutionId: number): Promise<Record<OrgRole, number>> {
  const rows = await db
    .selectFrom('organization_members')
    .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
    .where('institution_id', '=', institutionId)
    .groupBy('role')
    .execute()
  const counts: Record<OrgRole, number> = { manager: 0, professor: 0, student: 0 }
  for (const r of rows) counts[r.role] = Number(r.n)
  return counts
}

/** The live invitation of each role (a new one revokes the old: a leaked code stops working). */
export async function activeInvites(institutionId: number) {
  return db
    .selectFrom('organization_invites')
    .select(['role', 'code', 'created_at'])
    .where('institution_id', '=', institutionId)
    .where('revoked_at', 'is', null)
    .orderBy('role')
    .execute()
}

export async function renewInvite(institutionId: number, role: OrgRole, by: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('organization_invites')
      .set({ revoked_at: now.toISOString() })
      .where('institution_id', '=', institutionId)
      .where('role', '=', role)
      .where('revoked_at', 'is', null)
      .execute()
    const code = newCode()
    await trx
      .insertInto('organization_invites')
      .values({ institution_id: institutionId, role, code, created_by: by })
      .execute()
    return code
  })
}

export async function inviteByCode(value: unknown) {
  const code = normalizeCode(value)
  if (!code) return null
  return db
    .selectFrom('organization_invites as v')
    .innerJoin('institutions as i', 'i.id', 'v.institution_id')
    .select(['v.institution_id as institutionId', 'v.role', 'i.name'])
    .where('v.code', '=', code)
    .where('v.revoked_at', 'is', null)
    .executeTakeFirst()
}

/** Joins with an invitation; joining twice changes nothing. */
export async function acceptInvite(userId: number, value: unknown) {
  const invite = await inviteByCode(value)
  if (!invite) return null
  await addMember(invite.institutionId, userId, invite.role)
  return invite
}

export async function addMember(institutionId: number, userId: number, role: OrgRole, conn: DB = db) {
  await conn
    .insertInto('organization_members')
    .values({ institution_id: institutionId, user_id: userId, role })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/**
 * Removes someone's role. A student removed from the organization leaves its classes too: they lose access to
 * lists, grid and discussion at once. A professor's classes stay (a manager hands them to someone else).
 */
export async function removeMember(institutionId: number, userId: number, role: OrgRole) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('organization_members')
      .where('institution_id', '=', institutionId)
      .where('user_id', '=', userId)
      .where('role', '=', role)
      .execute()
    if (role === 'student')
      await trx
        .deleteFrom('org_class_members')
        .where('user_id', '=', userId)
        .where('class_id', 'in', (eb) =>
          eb.selectFrom('org_classes').select('id').where('institution_id', '=', institutionId),
        )
        .execute()
  })
  // A student who leaves the organization leaves its PRO seat free (ADR 024).
  if (role === 'student') await releaseSeat(institutionId, userId)
}

/** The organization's classes with their counts (the org area's classes and progress tabs). */
export async function organizationClasses(institutionId: number) {
  return db
    .selectFrom('org_classes as c')
    .innerJoin('users as p', 'p.id', 'c.professor_id')
    .select(['c.id', 'c.title', 'c.archived', 'p.name as professor_name'])
    .select((eb) => [
      eb
        .selectFrom('org_class_members as m')
        .whereRef('m.class_id', '=', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('students'),
      eb
        .selectFrom('org_lists as l')
        .whereRef('l.class_id', '=', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('lists'),
    ])
    .where('c.institution_id', '=', institutionId)
    .orderBy('c.archived')
    .orderBy('c.title')
    .execute()
}
