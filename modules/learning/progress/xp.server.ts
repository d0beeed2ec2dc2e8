import { sql } from 'kysely'
import type { DB } from '~/db/client.server'
import { DAILY_BONUS_XP, overallLevel } from './rules'

/**
 * Records an award once: the (user_id, ref_key) unique key makes a repeat a no-op. Returns whether this call
 * awarded it. An amount of 0 is still recorded — it marks the activity as done.
 */
export async function awardXp(
  conn: DB,
  userId: number,
  refKey: string,
  amount: number,
  day: string,
  now: Date,
): Promise<boolean> {
  const inserted = await conn
    .insertInto('xp_events')
    .values({ user_id: userId, ref_key: refKey, amount, day, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'ref_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/** The daily activity bonus (docs/product.md#learning-progress), once per UTC day. */
export async function awardDailyBonus(conn: DB, userId: number, day: string, now: Date): Promise<boolean> {
  return awardXp(conn, userId, `daily:${day}`, DAILY_BONUS_XP, day, now)
}

/** users.xp is the sum of the user's xp_events; users.level follows from it. */
export async function syncUserXp(conn: DB, userId: number): Promise<{ xp: number; level: number }> {
  const row = await conn
    .selectFrom('xp_events')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('xp'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  const xp = Number(row.xp)
  const level = overallLevel(xp)
  await conn.updateTable('users').set({ xp, level }).where('id', '=', userId).execute()
  return { xp, level }
}

/** XP earned on one UTC day (bonus included). */
export async function xpOnDay(conn: DB, userId: number, day: string): Promise<number> {
  const row = await conn
    .selectFrom('xp_events')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('xp'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow()
  return Number(row.xp)
}
