import { sql } from 'kysely'
import { dayInZone } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'

// The free users' daily quota (docs/product.md#assistant: 3 assistant messages a day for non-PRO; issue 19: the São Paulo
// day). A question takes its slot as it is written: one INSERT … SELECT … WHERE count < limit, which SQLite runs
// as one transaction, so two questions sent at once cannot both take the last slot. A failed call gives the slot
// back (release), so the apology does not count.

export const DAILY_LIMIT = 3
/**
 * Questions per user per minute, PRO included (their day is unlimited, the model server is not): a script or a
 * held-down Enter cannot queue hundreds of model calls. Checked in the same statement as the day's slots.
 */
export const PER_MINUTE_LIMIT = 10
export type QuotaRefusal = 'DAILY_LIMIT' | 'RATE_LIMIT'

/** The day a question counts on: São Paulo's (the product's home), whatever the page's language. */
export function quotaDay(now: Date): string {
  return dayInZone(now, 'pt-BR')
}

export interface Question {
  userId: number
  text: string
  path: string | null
}

const minuteBefore = (now: Date) => new Date(now.getTime() - 60_000).toISOString()

/**
 * Writes the question holding a slot of today, or says why not (nothing is written then): a free user has used
 * all of today's (DAILY_LIMIT), or anyone asked PER_MINUTE_LIMIT questions in the last minute (RATE_LIMIT; every
 * question written counts, a failed one too: it reached the model server). PRO users get their question written
 * still holding a slot (the count is the same either way; only the limit differs).
 */
export async function reserveQuestion(
  q: Question,
  pro: boolean,
  now: Date,
): Promise<{ id: number } | { refused: QuotaRefusal }> {
  const day = quotaDay(now)
  const lastMinute = sql`(
    SELECT count(*) FROM assistant_messages
    WHERE user_id = ${q.userId} AND role = 'user' AND created_at > ${minuteBefore(now)}
  )`
  const row = await sql<{ id: number }>`
    INSERT INTO assistant_messages (user_id, role, kind, text, links, path, quota_day, created_at)
    SELECT ${q.userId}, 'user', 'question', ${q.text}, '[]', ${q.path}, ${day}, ${now.toISOString()}
    WHERE (${pro ? 1 : 0} = 1 OR (
      SELECT count(*) FROM assistant_messages WHERE user_id = ${q.userId} AND quota_day = ${day}
    ) < ${DAILY_LIMIT}) AND ${lastMinute} < ${PER_MINUTE_LIMIT}
    RETURNING id`.execute(db)
  const id = row.rows[0]?.id
  if (id !== undefined) return { id }
  const recent = await sql<{ n: number }>`SELECT ${lastMinute} AS n`.execute(db)
  return { refused: Number(recent.rows[0]?.n) >= PER_MINUTE_LIMIT ? 'RATE_LIMIT' : 'DAILY_LIMIT' }
}

/** The call failed: the question stays in the conversation but no longer counts. */
export async function releaseQuestion(id: number): Promise<void> {
  await db.updateTable('assistant_messages').set({ quota_day: null }).where('id', '=', id).execute()
}

/** Questions left today (null: unlimited). */
export async function questionsLeft(userId: number, pro: boolean, now: Date): Promise<number | null> {
  if (pro) return null
  const row = await db
    .selectFrom('assistant_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('quota_day', '=', quotaDay(now))
    .executeTakeFirstOrThrow()
  return Math.max(0, DAILY_LIMIT - Number(row.n))
}
