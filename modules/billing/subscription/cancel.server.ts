import { db } from '~/db/client.server'
import { sendBillingMail } from '../mail.server'
import { stripe } from '../payments/provider.server'
import { syncPayment } from '../payments/sync.server'
import { currentSubscription } from '../state.server'

// Cancelling (docs/product.md#billing: stops renewal, PRO until the period ends) and withdrawing (docs/product.md#billing: within 7 days, a full
// refund through the provider, PRO ends at once).

export type CancelOutcome = 'cancelled' | 'none' | 'busy' | 'provider'

/**
 * Stops the renewal. A next period already paid (a card is charged a day before the period ends; a PIX payer may
 * pay in the last days) has not started, so it is refunded in full: cancelling never leaves a paid period behind.
 * While a renewal charge is on its way ('busy') nothing is changed: its answer decides what there is to refund.
 */
export async function cancelSubscription(userId: number, now: Date): Promise<CancelOutcome> {
  const sub = await currentSubscription(userId, now)
  if (!sub || sub.status !== 'active' || sub.cancelAtPeriodEnd) return 'none'
  if (sub.renewalInProgress) return 'busy'
  const stamp = now.toISOString()
  // The flag first: billing's job charges only periods not cancelled, and checks again right before it asks.
  await db
    .updateTable('subscriptions')
    .set({ cancel_at_period_end: 1, cancelled_at: stamp, updated_at: stamp })
    .where('id', '=', sub.id)
    .execute()
  if (sub.nextPeriod?.paymentId && !(await refund(sub.nextPeriod.paymentId))) {
    await db
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: 0, cancelled_at: null, updated_at: stamp })
      .where('id', '=', sub.id)
      .execute()
    return 'provider'
  }
  // A renewal row the job wrote but never got to ask the provider for: nothing will be charged for it.
  await db
    .updateTable('payments')
    .set({ status: 'expired', updated_at: stamp })
    .where('renews_subscription_id', '=', sub.id)
    .where('status', '=', 'pending')
    .where('provider_payment_intent_id', 'is', null)
    .execute()
  await sendBillingMail('cancellation', userId, null)
  return 'cancelled'
}

export async function withdraw(userId: number, now: Date): Promise<'withdrawn' | 'closed' | 'provider'> {
  const sub = await currentSubscription(userId, now)
  if (!sub?.withdrawablePaymentId) return 'closed'
  return (await refund(sub.withdrawablePaymentId)) ? 'withdrawn' : 'provider'
}

/** A full refund of one paid payment through the provider; its subscription ends at once. False: not possible. */
async function refund(paymentId: number): Promise<boolean> {
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'provider_payment_intent_id'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow()
  const client = stripe()
  if (!client || !payment.provider_payment_intent_id) return false
  try {
    await client.refunds.create(
      { payment_intent: payment.provider_payment_intent_id, metadata: { payment_id: String(payment.id) } },
      { idempotencyKey: `trilha-refund-${payment.id}` },
    )
    // It ends now, not when the webhook arrives: the refund is re-read from the provider and written.
    await syncPayment(payment.provider_payment_intent_id)
    return true
  } catch (error) {
    console.error('billing: the refund failed', error)
    return false
  }
}
