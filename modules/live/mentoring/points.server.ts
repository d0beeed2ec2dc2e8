import { isJttMemberFlag } from '~/app/kernel/auth/session.server'
import { db } from '~/db/client.server'
import { JTT_CATEGORIES, type JttCategory, type JttKind } from '~/db/schema-live'
import { pointsFor } from './rules'

// The mentoring points ledger: staff record activities, members read their totals and history.

export interface ActivityInput {
  userId: number
  category: JttCategory
  kind: JttKind
  quantity: number
  note: string
  happenedOn: string
}

/** Records an activity for a member (English-platform hours always count as English). */
export async function recordActivity(input: ActivityInput, staffId: number): Promise<number> {
  const category = input.kind === 'english_hours' ? 'english' : input.category
  const row = await db
    .insertInto('jtt_activities')
    .values({
      user_id: input.userId,
      category,
      kind: input.kind,
      quantity: input.quantity,
      points: pointsFor(input.kind, input.quantity),
      note: input.note,
      happened_on: input.happenedOn,
      recorded_by: staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function pointsByCategory(userId: number): Promise<Record<JttCategory, number>> {
  const rows = await db
    .selectFrom('jtt_activities')
    .select((eb) => ['category', eb.fn.sum<number>('points').as('points')])
    .where('user_id', '=', userId)
    .groupBy('category')
    .execute()
  const totals = Object.fromEntries(JTT_CATEGORIES.map((c) => [c, 0])) as Record<JttCategory, number>
  for (const r of rows) totals[r.category] = Math.round(Number(r.points) * 100) / 100
  return totals
}

export async function history(userId: number, limit = 100) {
  return db
    .selectFrom('jtt_activities')
    .select(['id', 'category', 'kind', 'quantity', 'points', 'note', 'happened_on'])
    .where('user_id', '=', userId)
    .orderBy('happened_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** A mentoring member by e-mail (the staff form names people by e-mail), or null for anyone else. */
export async function memberByEmail(email: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'additional'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return row && isJttMemberFlag(row.additional) ? row.id : null
}

/**
 * Whether this user may read the mentoring API now: a member or an admin, as when the token was issued. Checked
 * at every use: the token lives 30 days, the membership may end sooner.
 */
export async function mayReadMentoring(userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(['additional', 'is_admin'])
    .where('id', '=', userId)
    .executeTakeFirst()
  return !!row && (row.is_admin === 1 || isJttMemberFlag(row.additional))
}
