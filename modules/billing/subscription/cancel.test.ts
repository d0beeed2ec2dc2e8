import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { isPro } from '../access'
import type { LocalProvider } from '../local-provider/server.server'
import { startPayment } from '../payments/checkout.server'
import { currentSubscription } from '../state.server'
import { createTestUser, subscriptionsOf, withLocalProvider } from '../test-helpers'
import { cancelSubscription } from './cancel.server'
import { renewCardSubscriptions } from './renewals.server'

// What follows a period once the next one is paid (ADR 016): cancelling in the last day refunds the renewal a
// card paid a day early, and no third period can stack on a next one already paid.

let provider: LocalProvider
beforeAll(async () => {
  provider = await withLocalProvider()
})
afterAll(() => provider.close())

const DAY = 24 * 60 * 60 * 1000
const url = (id: number) => `http://test/br/subscription/payment/${id}`
const back = 'http://test/br/subscription'
const proAt = async (userId: number, at: Date) =>
  isPro({ subscriptions: await subscriptionsOf(userId), grants: [] }, at)

async function paidBy(method: 'card' | 'pix', user: { id: number; email: string }, at: Date) {
  const started = await startPayment(user, 'monthly', method, at, url, back)
  if (!('paymentId' in started)) throw new Error(`refused: ${started.refusal}`)
  if (method === 'card') {
    const session = new URL(started.redirect as string).pathname.split('/').pop()
    await fetch(`${provider.url}/checkout/${session}/pay`, { method: 'POST', redirect: 'manual' })
  } else {
    const row = await db
      .selectFrom('payments')
      .select('provider_payment_intent_id')
      .where('id', '=', started.paymentId)
      .executeTakeFirstOrThrow()
    await provider.pay(row.provider_payment_intent_id as string)
  }
  await provider.settle()
}

describe('the next period, once paid', () => {
  it('is refunded when the user cancels in the last day, after the card was renewed', async () => {
    const user = await createTestUser()
    await paidBy('card', user, new Date())
    const [sub] = await subscriptionsOf(user.id)
    const end = new Date(sub.current_period_end)
    const lastDay = new Date(end.getTime() - 12 * 60 * 60 * 1000)
    await renewCardSubscriptions(lastDay)
    await provider.settle()
    const summary = await currentSubscription(user.id, lastDay)
    expect(summary?.nextPeriod).toMatchObject({
      start: sub.current_period_end,
      paymentId: expect.any(Number),
    })
    expect(await proAt(user.id, new Date(end.getTime() + 20 * DAY))).toBe(true)

    expect(await cancelSubscription(user.id, lastDay)).toBe('cancelled')
    const after = await subscriptionsOf(user.id)
    expect(after.find((s) => s.id === sub.id)).toMatchObject({ status: 'active', cancel_at_period_end: 1 })
    expect(after.find((s) => s.id !== sub.id)).toMatchObject({ status: 'refunded' })
    const renewal = await db
      .selectFrom('payments')
      .select(['status', 'refunded_at'])
      .where('renews_subscription_id', '=', sub.id)
      .executeTakeFirstOrThrow()
    expect(renewal).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) })
    // PRO until this period ends, not a day more; nothing charged again.
    expect(await proAt(user.id, new Date(end.getTime() - DAY / 4))).toBe(true)
    expect(await proAt(user.id, new Date(end.getTime() + DAY))).toBe(false)
    expect(await renewCardSubscriptions(lastDay)).toBe(0)
  })

  it('is not charged when the user cancels before the renewal day', async () => {
    const user = await createTestUser()
    await paidBy('card', user, new Date())
    const [sub] = await subscriptionsOf(user.id)
    const end = new Date(sub.current_period_end)
    expect(await cancelSubscription(user.id, new Date(end.getTime() - 5 * DAY))).toBe('cancelled')
    expect(await renewCardSubscriptions(new Date(end.getTime() - 12 * 60 * 60 * 1000))).toBe(0)
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
  })

  it('closes the plans: a PIX payer who paid the next period cannot pay a third', async () => {
    const user = await createTestUser()
    await paidBy('pix', user, new Date())
    const [sub] = await subscriptionsOf(user.id)
    const soon = new Date(new Date(sub.current_period_end).getTime() - 2 * DAY)
    expect(await currentSubscription(user.id, soon)).toMatchObject({ renewable: true, nextPeriod: null })
    await paidBy('pix', user, soon)
    const summary = await currentSubscription(user.id, soon)
    expect(summary).toMatchObject({
      id: sub.id,
      renewable: false,
      nextPeriod: { start: sub.current_period_end },
    })
    expect(await startPayment(user, 'monthly', 'pix', soon, url, back)).toEqual({ refusal: 'active' })
    expect(await startPayment(user, 'annual', 'card', soon, url, back)).toEqual({ refusal: 'active' })
    expect(await subscriptionsOf(user.id)).toHaveLength(2)
  })
})
