import { db } from '~/db/client.server'
import { sendBillingMail } from '../mail.server'
import { stripe } from '../payments/provider.server'
import { PLAN_PRICES, REMINDER_DAYS } from '../plans'

// The end of a prepaid period (ADR 016). A card saved at checkout is charged off-session a day before the period
// ends (the renewal); PIX has no automatic recurrence at Stripe, so its payer gets a reminder mail a few days
// before instead. Both run from billing's hourly job and are idempotent: one renewal payment per period (a UNIQUE
// on payments.renews_subscription_id, the idempotency key its id) and one reminder per period (a stamp written
// before the mail, only where none was).

/** A card is charged this long before its period ends (time to pay again by hand if it is declined). */
export const RENEW_AHEAD_MS = 24 * 60 * 60 * 1000
const DAY = 24 * 60 * 60 * 1000

/** Periods that renew by themselves and are about to end (and have not ended long ago: a server that was off). */
function dueSubscriptions(now: Date, ahead: number, card: boolean) {
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('cancel_at_period_end', '=', 0)
    .where('current_period_end', '<=', new Date(now.getTime() + ahead).toISOString())
    .where('current_period_end', '>', new Date(now.getTime() - DAY).toISOString())
  query = card
    ? query.where('provider_payment_method_id', 'is not', null)
    : query.where('provider_payment_method_id', 'is', null).where('renewal_reminder_sent_at', 'is', null)
  return query.orderBy('id').limit(500).execute()
}

/** Charges the saved card of each period ending within a day; returns how many charges were asked. */
export async function renewCardSubscriptions(now: Date): Promise<number> {
  const client = stripe()
  if (!client) return 0
  let asked = 0
  for (const sub of await dueSubscriptions(now, RENEW_AHEAD_MS, true)) {
    await db
      .insertInto('payments')
      .values({
        user_id: sub.user_id,
        plan: sub.plan,
        amount_cents: PLAN_PRICES[sub.plan].cents,
        method: 'card',
        renews_subscription_id: sub.id,
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
    const payment = await db
      .selectFrom('payments')
      .select(['id', 'status', 'provider_payment_intent_id'])
      .where('renews_subscription_id', '=', sub.id)
      .executeTakeFirstOrThrow()
    // Asked already (a PaymentIntent exists, or the payment moved on): nothing twice.
    if (payment.status !== 'pending' || payment.provider_payment_intent_id) continue
    // Cancelled since the list was read (cancel.server.ts sets the flag first, then expires this row).
    const still = await db
      .selectFrom('subscriptions')
      .select('cancel_at_period_end')
      .where('id', '=', sub.id)
      .executeTakeFirst()
    if (still?.cancel_at_period_end) continue
    asked++
    let intentId: string | null = null
    try {
      const pi = await client.paymentIntents.create(
        {
          amount: PLAN_PRICES[sub.plan].cents,
          currency: 'brl',
          customer: sub.provider_customer_id ?? undefined,
          payment_method: sub.provider_payment_method_id ?? undefined,
          off_session: true,
          confirm: true,
          metadata: { payment_id: String(payment.id), user_id: String(sub.user_id), plan: sub.plan },
        },
        { idempotencyKey: `trilha-payment-${payment.id}` },
      )
      intentId = pi.id
    } catch (error) {
      // Declined: the error carries the PaymentIntent (Stripe's card_error). No answer at all: the row stays
      // pending without one, and the next hour asks again with the same idempotency key.
      intentId = (error as { payment_intent?: { id?: string } }).payment_intent?.id ?? null
      if (!intentId) console.error('billing: a renewal charge got no answer', error)
    }
    // The outcome comes as every payment's does, by the signed webhook (sync.server.ts, which finds the row by
    // the metadata's payment id): paid → the next period; declined → past due, PRO for the grace days.
    if (intentId)
      await db
        .updateTable('payments')
        .set({ provider_payment_intent_id: intentId })
        .where('id', '=', payment.id)
        .where('provider_payment_intent_id', 'is', null)
        .execute()
  }
  return asked
}

/** Mails each PIX payer whose period ends within REMINDER_DAYS, once per period; returns how many. */
export async function remindPixRenewals(now: Date): Promise<number> {
  let sent = 0
  for (const sub of await dueSubscriptions(now, REMINDER_DAYS * DAY, false)) {
    const claimed = await db
      .updateTable('subscriptions')
      .set({ renewal_reminder_sent_at: now.toISOString() })
      .where('id', '=', sub.id)
      .where('renewal_reminder_sent_at', 'is', null)
      .executeTakeFirst()
    // A concurrent run claimed it first: it sends the mail.
    if (!Number(claimed.numUpdatedRows)) continue
    await sendBillingMail('reminder', sub.user_id, null, sub.current_period_end)
    sent++
  }
  return sent
}

/** One run of billing's job: renewals, then reminders. */
export async function runBillingJob(now: Date): Promise<{ renewals: number; reminders: number }> {
  return { renewals: await renewCardSubscriptions(now), reminders: await remindPixRenewals(now) }
}
