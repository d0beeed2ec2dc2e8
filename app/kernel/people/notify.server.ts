// Notifications: a kernel service like mail (ADR 014), so any module can tell someone something without
// importing the social module that shows them (its notifications page and the bell read the same table).
import type { Kysely } from 'kysely'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'

export type NotificationType =
  | 'blog'
  | 'blog_comment'
  | 'new_feed'
  | 'friend'
  | 'friend_request'
  | 'contest_rejudge'
  | 'new_clarification'
  | 'clarification_reply'
  | 'live_event'
  /** modules/org: a new thread in a class's discussion (its members), a reply to someone's thread (its author). */
  | 'class_post'
  | 'class_reply'
  /** modules/org's weekly job: a student's self-assessment of the week, a professor's week of answers in. */
  | 'weekly_form'
  | 'weekly_answers'
  /** modules/org: an exercise list of the student's class opened (once per list and student). */
  | 'list_open'

/** The bell's count: notifications not seen yet. */
export async function countNewNotifications(userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_new', '=', 1)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function notify(userId: number, type: NotificationType, content: Record<string, unknown> = {}) {
  await db
    .insertInto('notifications')
    .values({ user_id: userId, type, content: JSON.stringify(content) })
    .execute()
}

/**
 * The same notification to several people in one statement. `executor` lets a job write them in the transaction
 * that claims the sending (org's weekly job: the claim and the notifications stand or fall together).
 */
export async function notifyMany(
  userIds: number[],
  type: NotificationType,
  content: Record<string, unknown> = {},
  executor: Kysely<Database> = db,
) {
  if (userIds.length === 0) return
  const text = JSON.stringify(content)
  await executor
    .insertInto('notifications')
    .values(userIds.map((user_id) => ({ user_id, type, content: text })))
    .execute()
}
