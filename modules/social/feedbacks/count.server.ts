import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'

/**
 * The envelope's count (docs/product.md#social-feedbacks: `/api/feedbacks/notification-count`): for staff who handle feedbacks
 * (moderate), the ones nobody has read yet; for everyone else, their own feedbacks with an answer they have
 * not opened.
 */
export async function feedbackCount(user: SessionUser): Promise<number> {
  const query = db.selectFrom('feedbacks').select((eb) => eb.fn.countAll<number>().as('n'))
  const row = can(user, 'moderate')
    ? await query.where('status', '=', 'new').executeTakeFirst()
    : await query.where('user_id', '=', user.id).where('author_unread', '=', 1).executeTakeFirst()
  return Number(row?.n ?? 0)
}
