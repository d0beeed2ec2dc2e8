import type { Transaction } from 'kysely'
import type Stripe from 'stripe'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'
import type { PaymentMethod, PaymentStatus, Plan } from '~/db/schema-billing'
import { chargeAtProvider } from '../payments/checkout.server'
import { customerFor } from '../payments/customers.server'
import { stripe } from '../payments/provider.server'
import { PLAN_PRICES, periodEnd } from '../plans'

// An organization buys PRO seats (ADR 029): N seats for a PRO period (the PRO plan's periods, N × its price),
// through the same provider paths as PRO — a PIX PaymentIntent of the whole amount, or a card Checkout Session
// with `quantity` N. The payment row carries the organization and the seat count; the seats are written only by
// the webhook sync (sync.server.ts → `applySeatPurchase`) once the provider, re-read, says paid. Org (above
// billing) checks that the buyer manages the organization before calling this through billing's index.

/** How many seats one purchase may buy (the form says so; the table's CHECK agrees). */
export const SEAT_PURCHASE = { min: 1, max: 500 } as const

export type SeatPurchaseRefusal = 'unavailable' | 'provider'

export interface SeatPurchaseInput {
  seats: number
  plan: Plan
  method: PaymentMethod
  /** The form's idempotency key: the same form posted twice starts one purchase. */
  requestKey: string
}

export async function startSeatPurchase(
  manager: { id: number; email: string },
  organizationId: number,
  input: SeatPurchaseInput,
  urls: { returnUrl: (paymentId: number) => string; cancelUrl: string },
): Promise<{ paymentId: number; redirect: string | null } | { refusal: SeatPurchaseRefusal }> {
  const client = stripe()
  if (!client) return { refusal: 'unavailable' }
  const { seats, plan, method, requestKey } = input
  const unitCents = PLAN_PRICES[plan].cents
  const inserted = await db
    .insertInto('payments')
    .values({
      user_id: manager.id,
      organization_id: organizationId,
      seats,
      plan,
      amount_cents: unitCents * seats,
      method,
      request_key: requestKey,
    })
    .onConflict((oc) => oc.column('request_key').where('request_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) {
    // The same form again: the purchase it started (its checkout, or its page while the first call runs).
    const first = await db
      .selectFrom('payments')
      .select(['id', 'organization_id', 'status', 'checkout_url'])
      .where('request_key', '=', requestKey)
      .executeTakeFirst()
    if (!first || first.organization_id !== organizationId) return { refusal: 'provider' }
    return { paymentId: first.id, redirect: first.status === 'pending' ? first.checkout_url : null }
  }
  const paymentId = inserted.id
  try {
    const redirect = await chargeAtProvider(client, paymentId, method, {
      customer: await customerFor(client, manager),
      email: manager.email,
      unitCents,
      quantity: seats,
      name: `Trilha PRO (${plan}) × ${seats}`,
      metadata: {
        payment_id: String(paymentId),
        user_id: String(manager.id),
        organization_id: String(organizationId),
        seats: String(seats),
        plan,
      },
      successUrl: urls.returnUrl(paymentId),
      cancelUrl: urls.cancelUrl,
      // No renewal for seats: a new purchase when they end.
      saveCard: false,
    })
    return { paymentId, redirect }
  } catch (error) {
    console.error('billing: the provider refused or did not answer (seats)', error)
    await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', paymentId).execute()
    return { refusal: 'provider' }
  }
}

type PaymentRow = Awaited<ReturnType<typeof paymentRowOf>>
const paymentRowOf = (trx: Transaction<Database>, id: number) =>
  trx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/**
 * The sync's seat branch (called inside its transaction, after the forward-only and watermark checks): paid →
 * one seat plan from the payment's time for the plan's period, with the seats of our row (never the form's, never
 * the event's) and only when the provider's amount is the row's; refunded → the plan ends at once. Returns whether
 * a receipt is due. The UNIQUE on `org_seat_plans.payment_id` backs the forward-only rule: seats are written once.
 */
export async function applySeatPurchase(
  trx: Transaction<Database>,
  payment: PaymentRow,
  pi: Stripe.PaymentIntent,
  target: PaymentStatus,
  update: { status: PaymentStatus; updated_at: string },
  paidAt: Date,
): Promise<boolean> {
  if (
    target === 'paid' &&
    (pi.amount !== payment.amount_cents || !payment.seats || !payment.organization_id)
  ) {
    console.error(`billing: seat payment ${payment.id} paid ${pi.amount}, expected ${payment.amount_cents}`)
    await trx.updateTable('payments').set(update).where('id', '=', payment.id).execute()
    return false
  }
  if (target === 'paid') {
    await trx
      .insertInto('org_seat_plans')
      .values({
        organization_id: payment.organization_id as number,
        seats: payment.seats as number,
        starts_at: paidAt.toISOString(),
        ends_at: periodEnd(paidAt, payment.plan).toISOString(),
        source: 'payment',
        payment_id: payment.id,
      })
      .execute()
    await trx
      .updateTable('payments')
      .set({ ...update, paid_at: paidAt.toISOString() })
      .where('id', '=', payment.id)
      .execute()
    return true
  }
  await trx.updateTable('payments').set(update).where('id', '=', payment.id).execute()
  if (target === 'refunded')
    await trx
      .updateTable('org_seat_plans')
      .set({ status: 'canceled' })
      .where('payment_id', '=', payment.id)
      .execute()
  return false
}

export interface SeatHistoryEntry {
  kind: 'grant' | 'purchase'
  seats: number
  /** A plan's period (null: a purchase not paid). */
  startsAt: string | null
  endsAt: string | null
  /** A grant's reason (staff's words). */
  reason: string
  /** A purchase: its payment (amount, plan, its state; `pending` is shown as awaiting payment). */
  payment: { id: number; amountCents: number; plan: Plan; status: PaymentStatus } | null
  /** A grant cancelled, or a purchase refunded: it gives no seats. */
  canceled: boolean
  createdAt: string
}

/** The organization's seats over time, newest first: staff grants, paid purchases, and purchases not paid. */
export async function seatHistory(organizationId: number): Promise<SeatHistoryEntry[]> {
  const [plans, payments] = await Promise.all([
    db
      .selectFrom('org_seat_plans')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
    db
      .selectFrom('payments')
      .select(['id', 'amount_cents', 'plan', 'status', 'seats', 'created_at'])
      .where('organization_id', '=', organizationId)
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
  ])
  const planOf = new Map(plans.filter((p) => p.payment_id).map((p) => [p.payment_id, p]))
  const entries: SeatHistoryEntry[] = plans
    .filter((p) => p.source === 'grant')
    .map((p) => ({
      kind: 'grant',
      seats: p.seats,
      startsAt: p.starts_at,
      endsAt: p.ends_at,
      reason: p.reason,
      payment: null,
      canceled: p.status === 'canceled',
      createdAt: p.created_at,
    }))
  for (const p of payments) {
    const plan = planOf.get(p.id)
    entries.push({
      kind: 'purchase',
      seats: plan?.seats ?? p.seats ?? 0,
      startsAt: plan?.starts_at ?? null,
      endsAt: plan?.ends_at ?? null,
      reason: '',
      payment: { id: p.id, amountCents: p.amount_cents, plan: p.plan, status: p.status },
      canceled: plan?.status === 'canceled',
      createdAt: p.created_at,
    })
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}
