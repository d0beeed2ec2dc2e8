import type { ProAccess } from '~/app/kernel/auth/pro.server'
import { db } from '~/db/client.server'
import { isPro, subscriptionProUntil } from './access'
import { REMINDER_DAYS } from './plans'
import { seatPeriods } from './seats/seats.server'
import { withdrawalOpen } from './subscription/withdrawal'

// Reads what isPro needs (a user's subscriptions and grants) and answers for many users in three queries. A
// seat of an organization (ADR 024) counts as a grant for its organization's plans' periods.

export const BILLING_PRO_ACCESS: ProAccess = {
  async proUserIds(userIds, now) {
    if (!userIds.length) return new Set()
    const ids = [...userIds]
    const [subscriptions, staffGrants, seats] = await Promise.all([
      db.selectFrom('subscriptions').selectAll().where('user_id', 'in', ids).execute(),
      db
        .selectFrom('pro_grants')
        .select(['user_id', 'starts_at', 'ends_at'])
        .where('user_id', 'in', ids)
        .execute(),
      seatPeriods(ids),
    ])
    const grants = [...staffGrants, ...seats]
    return new Set(
      ids.filter((id) =>
        isPro(
          {
            subscriptions: subscriptions.filter((s) => s.user_id === id),
            grants: grants.filter((g) => g.user_id === id),
          },
          now,
        ),
      ),
    )
  },
}

export interface SubscriptionSummary {
  id: number
  plan: 'monthly' | 'annual'
  status: 'active' | 'past_due' | 'canceled' | 'refunded'
  since: string
  validUntil: string | null
  cancelledAt: string | null
  cancelAtPeriodEnd: boolean
  /** The paid payment that can still be withdrawn (within 7 days), if any. */
  withdrawablePaymentId: number | null
  /** A saved card renews it by itself (else PIX: paid again by hand). */
  renewsByCard: boolean
  /**
   * The next period can be paid now: a PIX period in its last REMINDER_DAYS (the reminder mail says so), or a
   * renewal the bank declined (past due, in its grace days). It starts when this one ends.
   */
  renewable: boolean
  /** The next period, already paid (a card renewed a day early, a PIX paid in the last days): it starts later. */
  nextPeriod: { start: string; end: string; paymentId: number | null } | null
  /** A renewal charge was asked of the provider and its answer has not arrived yet. */
  renewalInProgress: boolean
}

/** The user's subscription that gives PRO now (the newest), for the pages and the profile card. */
export async function currentSubscription(userId: number, now: Date): Promise<SubscriptionSummary | null> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('current_period_end', 'desc')
    .execute()
  const sub = rows.find((s) => isPro({ subscriptions: [s], grants: [] }, now))
  if (!sub) return null
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'paid_at'])
    .where('subscription_id', '=', sub.id)
    .where('status', '=', 'paid')
    .executeTakeFirst()
  // What follows this period: a paid next one (no third may stack on it), or a renewal charge still on its way.
  const [next, renewal] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .leftJoin('payments', (join) =>
        join.onRef('payments.subscription_id', '=', 'subscriptions.id').on('payments.status', '=', 'paid'),
      )
      .select([
        'subscriptions.current_period_start as start',
        'subscriptions.current_period_end as end',
        'payments.id as paymentId',
      ])
      .where('subscriptions.user_id', '=', userId)
      .where('subscriptions.status', '=', 'active')
      .where('subscriptions.current_period_start', '>=', sub.current_period_end)
      .orderBy('subscriptions.current_period_start')
      .executeTakeFirst(),
    db
      .selectFrom('payments')
      .select('id')
      .where('renews_subscription_id', '=', sub.id)
      .where('status', '=', 'pending')
      .where('provider_payment_intent_id', 'is not', null)
      .executeTakeFirst(),
  ])
  return {
    id: sub.id,
    plan: sub.plan,
    status: sub.status,
    since: sub.current_period_start,
    validUntil: subscriptionProUntil(sub)?.toISOString() ?? null,
    cancelledAt: sub.cancelled_at,
    cancelAtPeriodEnd: sub.cancel_at_period_end === 1,
    withdrawablePaymentId: payment?.paid_at && withdrawalOpen(payment.paid_at, now) ? payment.id : null,
    renewsByCard: sub.provider_payment_method_id !== null,
    renewable:
      !next &&
      (sub.status === 'past_due' ||
        (sub.status === 'active' &&
          sub.cancel_at_period_end === 0 &&
          sub.provider_payment_method_id === null &&
          new Date(sub.current_period_end).getTime() - now.getTime() <= REMINDER_DAYS * 24 * 60 * 60 * 1000)),
    nextPeriod: next ? { start: next.start, end: next.end, paymentId: next.paymentId } : null,
    renewalInProgress: !!renewal,
  }
}

/** A staff grant that gives PRO now (scholarships), for the pages. */
export async function currentGrant(userId: number, now: Date) {
  const stamp = now.toISOString()
  return db
    .selectFrom('pro_grants')
    .select(['starts_at', 'ends_at', 'reason'])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', stamp)
    .where('ends_at', '>', stamp)
    .orderBy('ends_at', 'desc')
    .executeTakeFirst()
}
