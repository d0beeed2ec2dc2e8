import type { Transaction } from 'kysely'
import type Stripe from 'stripe'
import { now as clock } from '~/app/kernel/runtime/clock.server'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'
import type { PaymentStatus } from '~/db/schema-billing'
import { type SettledPayment, emit } from '../hooks.server'
import { sendBillingMail } from '../mail.server'
import { periodEnd } from '../plans'
import { applySeatPurchase } from '../seats/seat-purchase.server'
import { providerConfig, stripe } from './provider.server'

// Provider events → payments and subscriptions (ADR 016). As Documenso does (STYLE.md), an event is trusted only
// for *which* payment changed: its truth is re-read from the provider (the PaymentIntent with its charge), then
// written. Each event is stored once (webhook_events' UNIQUE id): a repeated or concurrent delivery changes
// nothing twice. A payment only moves forward (pending → paid → refunded), and each row keeps a watermark of the
// newest event applied, so an old event arriving late never revives access.

const FORWARD: Record<PaymentStatus, PaymentStatus[]> = {
  pending: ['paid', 'failed', 'expired'],
  failed: ['paid', 'expired', 'pending'],
  expired: ['paid'],
  paid: ['refunded'],
  refunded: [],
}

// 'seats': an organization's seat purchase paid (ADR 029): a receipt to its buyer, nothing for the referral half.
type Outcome = { kind: 'settled' | 'refunded' | 'failed' | 'seats'; payment: SettledPayment }

/** The payment intent an event is about (null: an event Trilha does not follow; it is stored all the same). */
export function paymentIntentOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>
  if (event.type.startsWith('payment_intent.')) return String(object.id)
  if (event.type === 'charge.refunded' || event.type === 'checkout.session.completed')
    return typeof object.payment_intent === 'string' ? object.payment_intent : null
  return null
}

export type WebhookResult = { status: 200; duplicate: boolean } | { status: 400; error: string }

/** The webhook route's whole work: verify, store once, re-read, apply. */
export async function receiveWebhook(body: string, signature: string | null): Promise<WebhookResult> {
  const client = stripe()
  const config = providerConfig()
  if (!client || !config) return { status: 400, error: 'payments are not configured' }
  let event: Stripe.Event
  try {
    event = client.webhooks.constructEvent(body, signature ?? '', config.webhookSecret)
  } catch {
    return { status: 400, error: 'bad signature' }
  }
  const known = await db
    .selectFrom('webhook_events')
    .select('id')
    .where('provider_event_id', '=', event.id)
    .executeTakeFirst()
  if (known) return { status: 200, duplicate: true }
  const intentId = paymentIntentOf(event)
  // A payment the provider does not know (another account's event) is stored and ignored; the provider being
  // down is an error (5xx), so the provider delivers the event again later.
  const truth = intentId
    ? await client.paymentIntents
        .retrieve(intentId, { expand: ['latest_charge'] })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === 'resource_missing') return null
          throw error
        })
    : null
  const outcomes = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('webhook_events')
      .values({ provider_event_id: event.id, type: event.type, created: event.created })
      .onConflict((oc) => oc.column('provider_event_id').doNothing())
      .returning('id')
      .executeTakeFirst()
    // A concurrent delivery of the same event stored it first: it did the work.
    if (!stored) return null
    return truth ? applyPaymentIntent(trx, truth, event.created) : []
  })
  if (outcomes === null) return { status: 200, duplicate: true }
  await announce(outcomes)
  return { status: 200, duplicate: false }
}

/** Re-reads a payment from the provider and writes it (after a withdrawal, without waiting for the webhook). */
export async function syncPayment(intentId: string): Promise<void> {
  const client = stripe()
  if (!client) return
  const truth = await client.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })
  const outcomes = await db.transaction().execute((trx) => applyPaymentIntent(trx, truth, 0))
  await announce(outcomes)
}

async function announce(outcomes: Outcome[]) {
  for (const { kind, payment } of outcomes) {
    if (kind === 'failed' || kind === 'seats') {
      await sendBillingMail(
        kind === 'failed' ? 'renewalFailed' : 'seatReceipt',
        payment.userId,
        payment.paymentId,
      )
      continue
    }
    await emit(kind, payment)
    await sendBillingMail(kind === 'settled' ? 'receipt' : 'withdrawal', payment.userId, payment.paymentId)
  }
}

function statusOf(pi: Stripe.PaymentIntent): PaymentStatus {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null
  if (pi.status === 'succeeded') return charge?.refunded ? 'refunded' : 'paid'
  if (pi.status === 'canceled') return 'expired'
  return pi.last_payment_error ? 'failed' : 'pending'
}

async function applyPaymentIntent(
  trx: Transaction<Database>,
  pi: Stripe.PaymentIntent,
  eventCreated: number,
): Promise<Outcome[]> {
  const paymentId = Number(pi.metadata?.payment_id)
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('provider_payment_intent_id', '=', pi.id),
        ...(Number.isSafeInteger(paymentId) ? [eb('id', '=', paymentId)] : []),
      ]),
    )
    .executeTakeFirst()
  if (!payment || (payment.provider_payment_intent_id && payment.provider_payment_intent_id !== pi.id))
    return []
  if (eventCreated && eventCreated < payment.last_event_at) return []
  const target = statusOf(pi)
  const at = clock()
  const stamp = at.toISOString()
  const watermark = Math.max(payment.last_event_at, eventCreated)
  if (target === payment.status || !FORWARD[payment.status].includes(target)) {
    await trx
      .updateTable('payments')
      .set({ provider_payment_intent_id: pi.id, last_event_at: watermark })
      .where('id', '=', payment.id)
      .execute()
    return []
  }
  const settled: SettledPayment = {
    paymentId: payment.id,
    userId: payment.user_id,
    plan: payment.plan,
    amountCents: payment.amount_cents,
    at,
  }
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null
  const paidAt = charge ? new Date(charge.created * 1000) : at
  const update = {
    provider_payment_intent_id: pi.id,
    status: target,
    last_event_at: watermark,
    updated_at: stamp,
  }
  if (payment.organization_id !== null) {
    const receipt = await applySeatPurchase(trx, payment, pi, target, update, paidAt)
    return receipt ? [{ kind: 'seats', payment: { ...settled, at: paidAt } }] : []
  }
  if (target === 'paid') {
    // A renewal's period follows the one it renews (a card charged a day early, a PIX paid after the reminder):
    // it starts when the user's current period ends.
    const current = await trx
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.max('current_period_end').as('end'))
      .where('user_id', '=', payment.user_id)
      .where('status', 'in', ['active', 'past_due'])
      .executeTakeFirst()
    const renewed = payment.renews_subscription_id !== null
    const start = new Date(Math.max(paidAt.getTime(), new Date(current?.end ?? 0).getTime()))
    // The card saved for renewals (setup_future_usage at checkout, or the one a renewal charged).
    const savedCard =
      payment.method === 'card' && (pi.setup_future_usage === 'off_session' || renewed)
        ? typeof pi.payment_method === 'string'
          ? pi.payment_method
          : (pi.payment_method?.id ?? null)
        : null
    const sub = await trx
      .insertInto('subscriptions')
      .values({
        user_id: payment.user_id,
        plan: payment.plan,
        status: 'active',
        current_period_start: start.toISOString(),
        current_period_end: periodEnd(start, payment.plan).toISOString(),
        provider_customer_id: typeof pi.customer === 'string' ? pi.customer : null,
        provider_payment_method_id: savedCard,
        last_event_at: watermark,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('payments')
      .set({ ...update, paid_at: paidAt.toISOString(), subscription_id: sub.id })
      .where('id', '=', payment.id)
      .execute()
    return [{ kind: 'settled', payment: { ...settled, at: paidAt } }]
  }
  await trx.updateTable('payments').set(update).where('id', '=', payment.id).execute()
  // A renewal the bank declined: the subscription is past due, PRO for the grace days (access.ts), then not.
  if (target === 'failed' && payment.renews_subscription_id) {
    await trx
      .updateTable('subscriptions')
      .set({ status: 'past_due', payment_failed_at: stamp, updated_at: stamp, last_event_at: watermark })
      .where('id', '=', payment.renews_subscription_id)
      .where('status', '=', 'active')
      .execute()
    return [{ kind: 'failed', payment: settled }]
  }
  if (target === 'refunded') {
    await trx.updateTable('payments').set({ refunded_at: stamp }).where('id', '=', payment.id).execute()
    if (payment.subscription_id)
      await trx
        .updateTable('subscriptions')
        .set({ status: 'refunded', refunded_at: stamp, updated_at: stamp, last_event_at: watermark })
        .where('id', '=', payment.subscription_id)
        .execute()
    return [{ kind: 'refunded', payment: settled }]
  }
  return []
}
