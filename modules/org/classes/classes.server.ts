import type { SessionUser } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import type { ClassRelation, ClassTab } from '../access'
import { newCode, normalizeCode } from '../membership/codes.server'
import { addMember } from '../membership/members.server'
import { emailConfirmed, markConfirmed, pendingConfirmation } from './confirm.server'

// Programming classes (docs/product.md#org): a professor's class in an organization, its students (joined
// with the class's code; an invite-only class lets in only the e-mails its professor listed), its lists.

export type ClassRow = NonNullable<Awaited<ReturnType<typeof findClass>>>

export async function findClass(id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined
  return db
    .selectFrom('org_classes as c')
    .innerJoin('users as p', 'p.id', 'c.professor_id')
    .innerJoin('institutions as i', 'i.id', 'c.institution_id')
    .selectAll('c')
    .select(['p.name as professor_name', 'i.name as institution_name'])
    .where('c.id', '=', id)
    .executeTakeFirst()
}

export async function classRelation(user: SessionUser | null, cls: ClassRow): Promise<ClassRelation> {
  if (!user) return 'outsider'
  if (user.isAdmin) return 'admin'
  if (cls.professor_id === user.id) return 'owner'
  const roles = await db
    .selectFrom('organization_members')
    .select('role')
    .where('institution_id', '=', cls.institution_id)
    .where('user_id', '=', user.id)
    .execute()
  if (roles.some((r) => r.role === 'manager')) return 'manager'
  const member = await db
    .selectFrom('org_class_members')
    .select('user_id')
    .where('class_id', '=', cls.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst()
  // A class hidden while its professor configures it is not open to its students yet.
  if (member) return cls.hidden ? 'outsider' : 'student'
  return roles.some((r) => r.role === 'professor') ? 'professor' : 'outsider'
}

export interface ClassInput {
  title: string
  caption: string
  calendarUrl: string | null
  certificates: boolean
  competitionId: number | null
  archived: boolean
  inviteOnly: boolean
  hidden: boolean
}

const columns = (input: ClassInput) => ({
  title: input.title,
  caption: input.caption,
  calendar_url: input.calendarUrl,
  certificates: input.certificates ? 1 : 0,
  competition_id: input.competitionId,
  archived: input.archived ? 1 : 0,
  invite_only: input.inviteOnly ? 1 : 0,
  hidden: input.hidden ? 1 : 0,
})

export async function createClass(institutionId: number, professorId: number, input: ClassInput) {
  const row = await db
    .insertInto('org_classes')
    .values({
      institution_id: institutionId,
      professor_id: professorId,
      join_code: newCode(),
      ...columns(input),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateClass(id: number, input: ClassInput) {
  await db.updateTable('org_classes').set(columns(input)).where('id', '=', id).execute()
}

/**
 * The classes someone sees on the classes page: those they teach, those of the organizations they manage and
 * those they study in (hidden ones only to teachers). Tabs: current, archived, closed (invite only).
 */
export async function classesOf(user: SessionUser, tab: ClassTab) {
  let query = db
    .selectFrom('org_classes as c')
    .innerJoin('users as p', 'p.id', 'c.professor_id')
    .innerJoin('institutions as i', 'i.id', 'c.institution_id')
    .select([
      'c.id',
      'c.title',
      'c.caption',
      'c.archived',
      'c.invite_only',
      'c.hidden',
      'c.professor_id',
      'p.name as professor_name',
      'i.name as institution_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('org_class_members as m')
        .whereRef('m.class_id', '=', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('students'),
    )
  if (!user.isAdmin)
    query = query.where((eb) =>
      eb.or([
        eb('c.professor_id', '=', user.id),
        eb(
          'c.institution_id',
          'in',
          eb
            .selectFrom('organization_members')
            .select('institution_id')
            .where('user_id', '=', user.id)
            .where('role', '=', 'manager'),
        ),
        eb.and([
          eb('c.hidden', '=', 0),
          eb(
            'c.id',
            'in',
            eb.selectFrom('org_class_members').select('class_id').where('user_id', '=', user.id),
          ),
        ]),
      ]),
    )
  if (tab === 'archived') query = query.where('c.archived', '=', 1)
  else query = query.where('c.archived', '=', 0)
  if (tab === 'closed') query = query.where('c.invite_only', '=', 1)
  return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(200).execute()
}

export type JoinRefusal = 'unknown_code' | 'archived' | 'invite_only' | 'unconfirmed'

/**
 * Joins a class with its code. An invite-only class refuses whoever its professor did not list, and asks a
 * listed student to confirm the address first (`unconfirmed`: confirm.server.ts); an archived one refuses
 * everybody. The student becomes a student of the class's organization too.
 */
export async function joinClass(
  user: SessionUser,
  value: unknown,
): Promise<{ ok: true; classId: number } | { ok: false; reason: JoinRefusal; classId?: number }> {
  const code = normalizeCode(value)
  const cls = code
    ? await db
        .selectFrom('org_classes')
        .select(['id', 'institution_id', 'archived', 'invite_only'])
        .where('join_code', '=', code)
        .executeTakeFirst()
    : undefined
  if (!cls) return { ok: false, reason: 'unknown_code' }
  if (cls.archived) return { ok: false, reason: 'archived' }
  if (cls.invite_only) {
    if (!(await invited(cls.id, user.email))) return { ok: false, reason: 'invite_only' }
    if (!(await emailConfirmed(user))) return { ok: false, reason: 'unconfirmed', classId: cls.id }
  }
  await enrollStudent(cls.id, cls.institution_id, user.id)
  return { ok: true, classId: cls.id }
}

async function invited(classId: number, email: string) {
  const row = await db
    .selectFrom('org_class_invites')
    .select('email')
    .where('class_id', '=', classId)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
  return !!row
}

/** The class a confirmation link joins, if the link is this user's and the class still lets them in. */
export async function classOfConfirmation(user: SessionUser, token: string, now: Date) {
  const pending = await pendingConfirmation(user, token, now)
  const cls = pending?.class_id ? await findClass(pending.class_id) : undefined
  if (!pending || !cls || cls.archived || !(await invited(cls.id, user.email))) return null
  return { confirmationId: pending.id, cls }
}

/** The link's button: the address is confirmed and the student joins (both once; a second press changes nothing). */
export async function joinWithConfirmation(user: SessionUser, token: string, now: Date) {
  const found = await classOfConfirmation(user, token, now)
  if (!found) return null
  await markConfirmed(found.confirmationId, now)
  await enrollStudent(found.cls.id, found.cls.institution_id, user.id)
  return found.cls.id
}

/** Puts a student in a class and in its organization (joining twice changes nothing). */
export async function enrollStudent(classId: number, institutionId: number, userId: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('org_class_members')
      .values({ class_id: classId, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute()
    await addMember(institutionId, userId, 'student', trx)
  })
}

export async function classStudents(classId: number) {
  return db
    .selectFrom('org_class_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.xp', 'm.joined_at'])
    .where('m.class_id', '=', classId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute()
}

export async function removeStudent(classId: number, userId: number) {
  await db
    .deleteFrom('org_class_members')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .execute()
}

export async function classInvites(classId: number) {
  const rows = await db
    .selectFrom('org_class_invites')
    .select('email')
    .where('class_id', '=', classId)
    .orderBy('email')
    .execute()
  return rows.map((r) => r.email)
}

/** Replaces the e-mails an invite-only class lets in (one per line). */
export async function setClassInvites(classId: number, emails: string[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('org_class_invites').where('class_id', '=', classId).execute()
    if (emails.length)
      await trx
        .insertInto('org_class_invites')
        .values(emails.map((email) => ({ class_id: classId, email })))
        .onConflict((oc) => oc.doNothing())
        .execute()
  })
}

/** Professors a manager may give a class to: the organization's. */
export async function organizationProfessors(institutionId: number) {
  return db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name'])
    .where('m.institution_id', '=', institutionId)
    .where('m.role', 'in', ['professor', 'manager'])
    .distinct()
    .orderBy('u.name')
    .execute()
}
