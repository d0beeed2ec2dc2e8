import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProUser } from '~/app/kernel/auth/pro.server'
import { formatMoney } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { type LocalProvider, signPayload } from '../local-provider/server.server'
import { withdraw } from '../subscription/cancel.server'
import {
  WEBHOOK_SECRET,
  createTestUser,
  mailSubjectsTo,
  paymentRow,
  postWebhook,
  subscriptionsOf,
  withLocalProvider,
} from '../test-helpers'
import { startPayment } from './checkout.server'

let provider: LocalProvider
beforeAll(async () => {
  provider = await withLocalProvider()
})
afterAll(() => provider.close())

const url = (id: number) => `http://test/br/subscription/payment/${id}`

async function pixPayment(plan: 'monthly' | 'annual' = 'monthly') {
  const user = await createTestUser()
  const started = await startPayment(user, plan, 'pix', new Date(), url, 'http://test/br/subscription')
  if (!('paymentId' in started)) throw new Error(`refused: ${started.refusal}`)
  const payment = await paymentRow(started.paymentId)
  return { user, payment, intent: payment.provider_payment_intent_id as string }
}

const eventsAbout = (intent: string, type: string) =>
  provider.store.events.filter(
    (e) =>
      e.type === type && (e.data as { object: { id: string; payment_intent?: string } }).object.id === intent,
  )

describe('POST /api/billing/webhook', () => {
  it('a PIX payment: QR data from the provider, PRO once the signed webhook lands', async () => {
    const { user, payment, intent } = await pixPayment()
    expect(payment.pix_code).toMatch(/^000201/)
    expect(payment.status).toBe('pending')
    expect(await isProUser(user.id)).toBe(false)
    await provider.pay(intent)
    await provider.settle()
    const paid = await paymentRow(payment.id)
    expect(paid.status).toBe('paid')
    expect(await isProUser(user.id)).toBe(true)
    const [sub] = await subscriptionsOf(user.id)
    expect(sub).toMatchObject({ plan: 'monthly', status: 'active' })
    const receipt = await mailSubjectsTo(user.email)
    expect(receipt).toEqual(['Recibo: Trilha PRO'])
  })

  it('refuses a forged, missing or stale signature with 400 and changes nothing', async () => {
    const { payment, intent } = await pixPayment()
    const event = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: intent, object: 'payment_intent', status: 'succeeded' } },
    })
    expect((await postWebhook(event, null)).status).toBe(400)
    expect((await postWebhook(event, signPayload(event, 'whsec_wrong'))).status).toBe(400)
    expect((await postWebhook(event, signPayload(`${event} `, WEBHOOK_SECRET))).status).toBe(400)
    const old = Math.floor(Date.now() / 1000) - 3600
    expect((await postWebhook(event, signPayload(event, WEBHOOK_SECRET, old))).status).toBe(400)
    expect((await paymentRow(payment.id)).status).toBe('pending')
    expect(
      await db
        .selectFrom('webhook_events')
        .select('id')
        .where('provider_event_id', '=', 'evt_forged')
        .execute(),
    ).toEqual([])
  })

  it('a duplicate delivery, and two concurrent ones, change nothing twice', async () => {
    const { user, payment, intent } = await pixPayment()
    await provider.pay(intent)
    await provider.settle()
    const [event] = eventsAbout(intent, 'payment_intent.succeeded')
    const body = JSON.stringify(event)
    const again = await postWebhook(body, signPayload(body, WEBHOOK_SECRET))
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ duplicate: true })
    // A fresh event (never seen) delivered twice at once: one stores it and applies it, the other finds it stored.
    const fresh = JSON.stringify({ ...event, id: `${event.id}_again` })
    const both = await Promise.all([0, 1].map(() => postWebhook(fresh, signPayload(fresh, WEBHOOK_SECRET))))
    expect(both.map((r) => r.status)).toEqual([200, 200])
    expect((await Promise.all(both.map((r) => r.json()))).map((j) => j.duplicate).sort()).toEqual([
      false,
      true,
    ])
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
    expect((await paymentRow(payment.id)).status).toBe('paid')
    const mails = await mailSubjectsTo(user.email)
    expect(mails).toHaveLength(1)
  })

  it('out of order: a late "succeeded" after the refund never revives access', async () => {
    const { user, payment, intent } = await pixPayment()
    await provider.pay(intent)
    await provider.settle()
    expect(await withdraw(user.id, new Date())).toBe('withdrawn')
    await provider.settle()
    expect((await paymentRow(payment.id)).status).toBe('refunded')
    expect(await isProUser(user.id)).toBe(false)
    // The old event comes again under a new id (a redelivery the store has not seen): it is stored, and the
    // provider's truth (refunded) is what gets written.
    const [event] = eventsAbout(intent, 'payment_intent.succeeded')
    const late = JSON.stringify({ ...event, id: `${event.id}_late` })
    expect((await postWebhook(late, signPayload(late, WEBHOOK_SECRET))).status).toBe(200)
    expect((await paymentRow(payment.id)).status).toBe('refunded')
    expect((await subscriptionsOf(user.id))[0].status).toBe('refunded')
    expect(await isProUser(user.id)).toBe(false)
    const subjects = await mailSubjectsTo(user.email)
    expect(subjects).toEqual([
      'Recibo: Trilha PRO',
      `Desistência confirmada: reembolso de ${formatMoney(4999, 'pt-BR')}`,
    ])
  })

  it('an expired PIX stays unpaid; a payment to another intent does not touch it', async () => {
    const { user, payment, intent } = await pixPayment('annual')
    expect(payment.amount_cents).toBe(49992)
    await provider.expire(intent)
    await provider.settle()
    expect((await paymentRow(payment.id)).status).toBe('expired')
    expect(await isProUser(user.id)).toBe(false)
  })

  it('card: the hosted checkout (its "simulate payment" form) completes the session; PRO once the webhook lands', async () => {
    const user = await createTestUser()
    const started = await startPayment(user, 'annual', 'card', new Date(), url, 'http://test/br/subscription')
    if (!('paymentId' in started) || !started.redirect) throw new Error('no checkout')
    expect(started.redirect).toMatch(new RegExp(`^${provider.url}/checkout/cs_`))
    const form = await fetch(started.redirect)
    expect(await form.text()).toContain('Simulate payment')
    const done = await fetch(`${started.redirect}/pay`, { method: 'POST', redirect: 'manual' })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(url(started.paymentId))
    await provider.settle()
    expect((await paymentRow(started.paymentId)).status).toBe('paid')
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ plan: 'annual', status: 'active' })
    expect(await isProUser(user.id)).toBe(true)
    // A second subscription while this one is active is refused.
    expect(
      await startPayment(user, 'monthly', 'pix', new Date(), url, 'http://test/br/subscription'),
    ).toEqual({
      refusal: 'active',
    })
  })

  it('a signed event about a payment the provider does not know is stored and changes nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_unknown_intent',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_nobody', object: 'payment_intent', status: 'succeeded', metadata: {} } },
    })
    const res = await postWebhook(body, signPayload(body, WEBHOOK_SECRET))
    expect(res.status).toBe(200)
    const stored = await db
      .selectFrom('webhook_events')
      .select('type')
      .where('provider_event_id', '=', 'evt_unknown_intent')
      .execute()
    expect(stored).toEqual([{ type: 'payment_intent.succeeded' }])
  })
})
