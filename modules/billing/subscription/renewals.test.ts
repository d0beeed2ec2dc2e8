import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { isPro } from '../access'
import type { LocalProvider } from '../local-provider/server.server'
import { startPayment } from '../payments/checkout.server'
import { currentSubscription } from '../state.server'
import { createTestUser, mailSubjectsTo, subscriptionsOf, withLocalProvider } from '../test-helpers'
import { remindPixRenewals, renewCardSubscriptions } from './renewals.server'

// The end of a period (ADR 016), through the real SDK, the local provider and the webhook route, with the
// clock passed in: a saved card renewed (or declined → past due → grace → not PRO), a PIX payer reminded once.

let provider: LocalProvider
beforeAll(async () => {
  provider = await withLocalProvider()
})
afterAll(() => provider.close())

const DAY = 24 * 60 * 60 * 1000
const url = (id: number) => `http://test/br/subscription/payment/${id}`
const grantsNone = { grants: [] }
const proAt = async (userId: number, at: Date) =>
  isPro({ subscriptions: await subscriptionsOf(userId), ...grantsNone }, at)

/** A monthly PRO paid by card at the hosted checkout (the card saved for renewals). */
async function cardSubscriber() {
  const user = await createTestUser()
  const started = await startPayment(user, 'monthly', 'card', new Date(), url, 'http://test/br/subscription')
  if (!('redirect' in started) || !started.redirect) throw new Error('no checkout')
  const session = new URL(started.redirect).pathname.split('/').pop()
  const paid = await fetch(`${provider.url}/checkout/${session}/pay`, { method: 'POST', redirect: 'manual' })
  expect(paid.status).toBe(303)
  await provider.settle()
  const [sub] = await subscriptionsOf(user.id)
  expect(sub).toMatchObject({ status: 'active', provider_payment_method_id: expect.stringMatching(/^pm_/) })
  return { user, sub }
}

const renewalOf = (subscriptionId: number) =>
  db.selectFrom('payments').selectAll().where('renews_subscription_id', '=', subscriptionId).execute()

describe('renewals', () => {
  it('a saved card is charged a day before the period ends, once; the next period starts when this one ends', async () => {
    const { user, sub } = await cardSubscriber()
    const end = new Date(sub.current_period_end)
    // Two days before: not yet.
    await renewCardSubscriptions(new Date(end.getTime() - 2 * DAY))
    expect(await renewalOf(sub.id)).toHaveLength(0)
    const due = new Date(end.getTime() - 12 * 60 * 60 * 1000)
    await renewCardSubscriptions(due)
    await renewCardSubscriptions(due)
    await provider.settle()
    const [renewal] = await renewalOf(sub.id)
    expect(renewal).toMatchObject({ status: 'paid', method: 'card' })
    expect(await renewalOf(sub.id)).toHaveLength(1)
    const next = (await subscriptionsOf(user.id)).find((s) => s.id !== sub.id)
    expect(next).toMatchObject({ status: 'active', current_period_start: sub.current_period_end })
    expect(await proAt(user.id, new Date(end.getTime() + 20 * DAY))).toBe(true)
  })

  it('a declined renewal (the webhook says payment failed): past due, PRO for the grace days, then not', async () => {
    const { user, sub } = await cardSubscriber()
    provider.declineCard(sub.provider_payment_method_id as string)
    const end = new Date(sub.current_period_end)
    await renewCardSubscriptions(new Date(end.getTime() - 12 * 60 * 60 * 1000))
    await provider.settle()
    const failed = provider.store.events.filter(
      (e) =>
        e.type === 'payment_intent.payment_failed' &&
        (e.data as { object: { metadata: { user_id: string } } }).object.metadata.user_id === String(user.id),
    )
    expect(failed).toHaveLength(1)
    const [renewal] = await renewalOf(sub.id)
    expect(renewal.status).toBe('failed')
    const [after] = await subscriptionsOf(user.id)
    expect(after).toMatchObject({ status: 'past_due', payment_failed_at: expect.any(String) })
    expect(await proAt(user.id, new Date(end.getTime() + 2 * DAY))).toBe(true)
    expect(await proAt(user.id, new Date(end.getTime() + 4 * DAY))).toBe(false)
    expect(await mailSubjectsTo(user.email)).toContain('A renovação do seu PRO não foi aprovada')
    // In the grace days the user may pay the next period by hand; it starts when this one ends.
    const summary = await currentSubscription(user.id, new Date(end.getTime() + DAY))
    expect(summary).toMatchObject({ status: 'past_due', renewable: true })
    // A re-run asks nothing again.
    await renewCardSubscriptions(new Date(end.getTime() - 6 * 60 * 60 * 1000))
    expect(await renewalOf(sub.id)).toHaveLength(1)
  })
})

describe('the PIX renewal reminder', () => {
  it('goes once, a few days before a prepaid PIX period ends, through the mail outbox', async () => {
    const user = await createTestUser()
    const started = await startPayment(user, 'monthly', 'pix', new Date(), url, 'http://test/br/subscription')
    if (!('paymentId' in started)) throw new Error('refused')
    const payment = await db
      .selectFrom('payments')
      .select('provider_payment_intent_id')
      .where('id', '=', started.paymentId)
      .executeTakeFirstOrThrow()
    await provider.pay(payment.provider_payment_intent_id as string)
    await provider.settle()
    const [sub] = await subscriptionsOf(user.id)
    expect(sub.provider_payment_method_id).toBeNull()
    const end = new Date(sub.current_period_end)
    const reminders = async () =>
      (await mailSubjectsTo(user.email)).filter((s) => s.startsWith('Seu PRO termina em'))
    await remindPixRenewals(new Date(end.getTime() - 5 * DAY))
    expect(await reminders()).toHaveLength(0)
    const soon = new Date(end.getTime() - 2 * DAY)
    expect((await currentSubscription(user.id, soon))?.renewable).toBe(true)
    await Promise.all([remindPixRenewals(soon), remindPixRenewals(soon)])
    await remindPixRenewals(new Date(end.getTime() - DAY))
    expect(await reminders()).toHaveLength(1)
    // Nobody's card is charged for a PIX period.
    await renewCardSubscriptions(new Date(end.getTime() - 12 * 60 * 60 * 1000))
    expect(await renewalOf(sub.id)).toHaveLength(0)
  })
})
