// Notifications: a kernel service like mail (ADR 014), so any module can tell someone something without
// importing the social module that shows them (its notifications page and the bell read the same table).
import { db } from '~/db/client.server'

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
