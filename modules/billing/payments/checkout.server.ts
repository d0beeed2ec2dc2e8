import QRCode from 'qrcode'
import type Stripe from 'stripe'
import { db } from '~/db/client.server'
import type { PaymentMethod, Plan } from '~/db/schema-billing'
import { PLAN_PRICES } from '../plans'
import { currentSubscription } from '../state.server'
import { customerFor } from './customers.server'
import { providerConfig, stripe } from './provider.server'

// Starting a payment (issue 18): PIX through a PaymentIntent (its QR code and copy-and-paste code come back in
// next_action.pix_display_qr_code), card through the provider's hosted Checkout (card data never touches us).
// Every call to the provider carries an idempotency key made from our payment row: a retry charges nothing twice.

export type StartRefusal = 'active' | 'unavailable' | 'provider'

export async function startPayment(
  user: { id: number; email: string },
  plan: Plan,
  method: PaymentMethod,
  now: Date,
  returnUrl: (paymentId: number) => string,
  cancelUrl: string,
): Promise<{ paymentId: number; redirect: string | null } | { refusal: StartRefusal }> {
  const client = stripe()
  if (!client) return { refusal: 'unavailable' }
  // A new subscription only once the active one has ended (docs/product.md#billing), except the next period of
  // a renewable one (a PIX period's last days, a declined renewal): it starts when the current one ends.
  const current = await currentSubscription(user.id, now)
  if (current && !current.renewable) return { refusal: 'active' }
  // A PIX still payable for the same plan is shown again rather than a second charge.
  const open = await db
    .selectFrom('payments')
    .select(['id', 'checkout_url'])
    .where('user_id', '=', user.id)
    .where('organization_id', 'is', null)
    .where('plan', '=', plan)
    .where('method', '=', method)
    .where('status', '=', 'pending')
    .where('provider_payment_intent_id', 'is not', null)
    .where('pix_expires_at', '>', now.toISOString())
    .executeTakeFirst()
  if (open) return { paymentId: open.id, redirect: null }
  const { cents } = PLAN_PRICES[plan]
  const payment = await db
    .insertInto('payments')
    .values({ user_id: user.id, plan, amount_cents: cents, method })
    .returning('id')
    .executeTakeFirstOrThrow()
  const metadata = { payment_id: String(payment.id), user_id: String(user.id), plan }
  try {
    const customer = await customerFor(client, user)
    const redirect = await chargeAtProvider(client, payment.id, method, {
      customer,
      email: user.email,
      unitCents: cents,
      quantity: 1,
      name: `Trilha PRO (${plan})`,
      metadata,
      successUrl: returnUrl(payment.id),
      cancelUrl,
      // The card is kept for the next period's renewal (renewals.server.ts charges it off-session).
      saveCard: true,
    })
    return { paymentId: payment.id, redirect }
  } catch (error) {
    console.error('billing: the provider refused or did not answer', error)
    await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', payment.id).execute()
    return { refusal: 'provider' }
  }
}

export interface Charge {
  customer: string
  email: string
  /** The price of one unit (a PRO period, a seat for a period) and how many: the provider multiplies. */
  unitCents: number
  quantity: number
  name: string
  metadata: Record<string, string>
  successUrl: string
  cancelUrl: string
  saveCard: boolean
}

/**
 * Asks the provider to charge one of our payment rows and writes on it what came back: PIX → a PaymentIntent (its
 * QR code in next_action), card → a hosted Checkout Session with a quantity (returns its URL, where the payer
 * goes). The idempotency key is the row's: a retry charges nothing twice. Throws when the provider refuses.
 */
export async function chargeAtProvider(
  client: Stripe,
  paymentId: number,
  method: PaymentMethod,
  charge: Charge,
): Promise<string | null> {
  const idempotencyKey = `trilha-payment-${paymentId}`
  const { customer, metadata } = charge
  if (method === 'pix') {
    const pi = await client.paymentIntents.create(
      {
        amount: charge.unitCents * charge.quantity,
        currency: 'brl',
        customer,
        allowed_payment_method_types: ['pix'],
        payment_method_data: { type: 'pix' },
        confirm: true,
        receipt_email: charge.email,
        metadata,
      },
      { idempotencyKey },
    )
    const qr = pi.next_action?.pix_display_qr_code
    await db
      .updateTable('payments')
      .set({
        provider_payment_intent_id: pi.id,
        pix_code: qr?.data ?? null,
        pix_expires_at: qr?.expires_at ? new Date(qr.expires_at * 1000).toISOString() : null,
      })
      .where('id', '=', paymentId)
      .execute()
    return null
  }
  const session = await client.checkout.sessions.create(
    {
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      customer,
      line_items: [
        {
          quantity: charge.quantity,
          price_data: { currency: 'brl', unit_amount: charge.unitCents, product_data: { name: charge.name } },
        },
      ],
      success_url: charge.successUrl,
      cancel_url: charge.cancelUrl,
      metadata,
      payment_intent_data: charge.saveCard ? { metadata, setup_future_usage: 'off_session' } : { metadata },
    },
    { idempotencyKey },
  )
  await db
    .updateTable('payments')
    .set({ provider_checkout_session_id: session.id, checkout_url: session.url })
    .where('id', '=', paymentId)
    .execute()
  return session.url
}

export type PaymentView = {
  id: number
  plan: Plan
  method: PaymentMethod
  amountCents: number
  /** waiting: not paid yet and still payable; expired: a PIX past its time (offer a new one). */
  state: 'waiting' | 'paid' | 'failed' | 'expired' | 'refunded'
  pixCode: string | null
  qrSvg: string | null
  expiresAt: string | null
  checkoutUrl: string | null
  /** The local provider's payer page (demo only: "simulate payment"). */
  demoUrl: string | null
  /** A seat purchase: how many seats (null: the user's own PRO). */
  seats: number | null
}

/** Whose payments a page shows: a user's own PRO payments, or an organization's seat purchases (ADR 029). */
export type PaymentOwner = { userId: number } | { organizationId: number }

/** One payment of `owner`, as its page shows it (anyone else's: null). */
export async function paymentView(
  owner: PaymentOwner,
  paymentId: number,
  now: Date,
): Promise<PaymentView | null> {
  const p = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where((eb) =>
      'userId' in owner
        ? eb.and([eb('user_id', '=', owner.userId), eb('organization_id', 'is', null)])
        : eb('organization_id', '=', owner.organizationId),
    )
    .executeTakeFirst()
  if (!p) return null
  const lapsed = p.status === 'pending' && !!p.pix_expires_at && p.pix_expires_at <= now.toISOString()
  const state = p.status === 'pending' ? (lapsed ? 'expired' : 'waiting') : p.status
  const showQr = state === 'waiting' && p.pix_code
  const local = providerConfig()?.pagesUrl ?? null
  return {
    id: p.id,
    plan: p.plan,
    method: p.method,
    amountCents: p.amount_cents,
    state,
    pixCode: showQr ? p.pix_code : null,
    // Rendered here, as SVG text: no image request, no script.
    qrSvg: showQr
      ? await QRCode.toString(p.pix_code as string, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      : null,
    expiresAt: p.pix_expires_at,
    checkoutUrl: state === 'waiting' ? p.checkout_url : null,
    demoUrl: local && showQr ? `${local}/pix/${p.provider_payment_intent_id}` : null,
    seats: p.seats,
  }
}
