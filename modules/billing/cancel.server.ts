import { db } from '~/db/client.server'
import { sendBillingMail } from './mail.server'
import { stripe } from './provider.server'
import { currentSubscription } from './state.server'
import { syncPayment } from './sync.server'

// Cancelling (docs/product.md#billing: stops renewal, PRO until the period ends) and withdrawing (docs/product.md#billing: within 7 days, a full
// refund through the provider, PRO ends at once).

export async function cancelSubscription(userId: number, now: Date): Promise<'cancelled' | 'none'> {
  const sub = await currentSubscription(userId, now)
  if (!sub || sub.status !== 'active' || sub.cancelAtPeriodEnd) return 'none'
  const stamp = now.toISOString()
  await db
    .updateTable('subscriptions')
    .set({ cancel_at_period_end: 1, cancelled_at: stamp, updated_at: stamp })
    .where('id', '=', sub.id)
    .execute()
  await sendBillingMail('cancellation', userId, null)
  return 'cancelled'
}

export async function withdraw(userId: number, now: Date): Promise<'withdrawn' | 'closed' | 'provider'> {
  const sub = await currentSubscription(userId, now)
  if (!sub?.withdrawablePaymentId) return 'closed'
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'provider_payment_intent_id'])
    .where('id', '=', sub.withdrawablePaymentId)
    .executeTakeFirstOrThrow()
  const client = stripe()
  if (!client || !payment.provider_payment_intent_id) return 'provider'
  try {
    await client.refunds.create(
      { payment_intent: payment.provider_payment_intent_id, metadata: { payment_id: String(payment.id) } },
      { idempotencyKey: `trilha-refund-${payment.id}` },
    )
    // PRO ends now, not when the webhook arrives: the refund is re-read from the provider and written.
    await syncPayment(payment.provider_payment_intent_id)
    return 'withdrawn'
  } catch (error) {
    console.error('billing: the refund failed', error)
    return 'provider'
  }
}
