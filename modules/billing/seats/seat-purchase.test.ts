import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProUser } from '~/app/kernel/auth/pro.server'
import { db } from '~/db/client.server'
import { signPayload } from '../local-provider/server.server'
import { paymentView } from '../payments/checkout.server'
import { configureProvider, stripe } from '../payments/provider.server'
import {
  SECRET_KEY,
  WEBHOOK_SECRET,
  createTestUser,
  mailSubjectsTo,
  makeInstitution,
  paymentRow,
  postWebhook,
  withLocalProvider,
} from '../test-helpers'
import { type SeatPurchaseInput, seatHistory, startSeatPurchase } from './seat-purchase.server'
import { assignSeat, orgSeatPlan } from './seats.server'

// ADR 029: an organization buys PRO seats through the provider. The seats exist only once the signed webhook,
// re-read from the provider, says paid: written once whatever the deliveries, none for an unpaid or expired
// payment; the provider charges N × the plan's price (PIX amount, or a Checkout Session's quantity).

let provider: Awaited<ReturnType<typeof withLocalProvider>>
beforeAll(async () => {
  provider = await withLocalProvider()
})
afterAll(() => provider.close())

const makeOrg = makeInstitution

const urls = { returnUrl: (id: number) => `http://test/seats/payment/${id}`, cancelUrl: 'http://test/seats' }
let keys = 0
const input = (over: Partial<SeatPurchaseInput> = {}): SeatPurchaseInput => ({
  seats: 3,
  plan: 'monthly',
  method: 'pix',
  requestKey: `seat-test-key-${process.pid}-${++keys}`,
  ...over,
})

async function buy(over: Partial<SeatPurchaseInput> = {}) {
  const manager = await createTestUser()
  const org = await makeOrg()
  const started = await startSeatPurchase(manager, org, input(over), urls)
  if (!('paymentId' in started)) throw new Error(`refused: ${started.refusal}`)
  const payment = await paymentRow(started.paymentId)
  return { manager, org, started, payment, intent: payment.provider_payment_intent_id as string }
}

const plansOf = (org: number) =>
  db.selectFrom('org_seat_plans').selectAll().where('organization_id', '=', org).execute()

describe('organizations buy PRO seats', () => {
  it('PIX: N × the price; pending until the webhook says paid, then one plan of N seats for the period', async () => {
    const { manager, org, payment, intent } = await buy({ seats: 3 })
    expect(payment).toMatchObject({
      organization_id: org,
      seats: 3,
      amount_cents: 3 * 4999,
      status: 'pending',
    })
    expect(provider.store.get(intent)?.amount).toBe(3 * 4999)
    expect(await plansOf(org)).toEqual([])
    expect(await orgSeatPlan(org, new Date())).toBeNull()
    expect((await seatHistory(org)).map((h) => [h.kind, h.seats, h.payment?.status])).toEqual([
      ['purchase', 3, 'pending'],
    ])
    await provider.pay(intent)
    await provider.settle()
    const [plan] = await plansOf(org)
    expect(plan).toMatchObject({ seats: 3, source: 'payment', payment_id: payment.id, status: 'active' })
    const months = new Date(plan.starts_at)
    months.setUTCMonth(months.getUTCMonth() + 1)
    expect(plan.ends_at).toBe(months.toISOString())
    expect((await orgSeatPlan(org, new Date()))?.seats).toBe(3)
    expect((await paymentRow(payment.id)).status).toBe('paid')
    // The receipt goes to the manager who bought; the manager did not become PRO (seats are for students).
    expect(await mailSubjectsTo(manager.email)).toEqual(['Recibo: assentos Trilha PRO para Escola'])
    expect(await isProUser(manager.id)).toBe(false)
    const student = await createTestUser()
    expect(await assignSeat(org, student.id, new Date())).toBe('assigned')
    expect(await isProUser(student.id)).toBe(true)
    // Nobody's own PRO: no subscription was written for the buyer.
    expect(
      await db.selectFrom('subscriptions').select('id').where('user_id', '=', manager.id).execute(),
    ).toEqual([])
  })

  it('a duplicate delivery, two concurrent ones and a late re-delivery write the seats once', async () => {
    const { org, intent } = await buy({ seats: 2 })
    await provider.pay(intent)
    await provider.settle()
    const [event] = provider.store.events.filter(
      (e) =>
        e.type === 'payment_intent.succeeded' && (e.data as { object: { id: string } }).object.id === intent,
    )
    const body = JSON.stringify(event)
    expect(await (await postWebhook(body, signPayload(body, WEBHOOK_SECRET))).json()).toMatchObject({
      duplicate: true,
    })
    const fresh = JSON.stringify({ ...event, id: `${event.id}_again` })
    const both = await Promise.all([0, 1].map(() => postWebhook(fresh, signPayload(fresh, WEBHOOK_SECRET))))
    expect(both.map((r) => r.status)).toEqual([200, 200])
    const late = JSON.stringify({ ...event, id: `${event.id}_late`, created: event.created as number })
    expect((await postWebhook(late, signPayload(late, WEBHOOK_SECRET))).status).toBe(200)
    expect((await plansOf(org)).map((p) => p.seats)).toEqual([2])
  })

  it('an unpaid, failed or expired payment gives no seats; a forged event changes nothing', async () => {
    const unpaid = await buy()
    const failed = await buy()
    const expired = await buy()
    await provider.fail(failed.intent)
    await provider.expire(expired.intent)
    await provider.settle()
    const forged = JSON.stringify({
      id: 'evt_forged_seats',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: unpaid.intent, object: 'payment_intent', status: 'succeeded' } },
    })
    expect((await postWebhook(forged, signPayload(forged, 'whsec_wrong'))).status).toBe(400)
    // A genuine event about the unpaid one: the provider, re-read, says it is not paid.
    const signed = JSON.stringify({ ...JSON.parse(forged), id: 'evt_seats_not_paid' })
    expect((await postWebhook(signed, signPayload(signed, WEBHOOK_SECRET))).status).toBe(200)
    for (const { org, payment } of [unpaid, failed, expired]) {
      expect(await plansOf(org)).toEqual([])
      expect(await orgSeatPlan(org, new Date())).toBeNull()
      expect(await assignSeat(org, (await createTestUser()).id, new Date())).toBe('noSeats')
      expect((await paymentRow(payment.id)).paid_at).toBeNull()
    }
    expect((await paymentRow(failed.payment.id)).status).toBe('failed')
    expect((await paymentRow(expired.payment.id)).status).toBe('expired')
    expect((await seatHistory(expired.org))[0].payment?.status).toBe('expired')
  })

  it('card: a Checkout Session with quantity N at the unit price; the hosted page lists it; paid → seats', async () => {
    const { org, started, payment } = await buy({ seats: 4, plan: 'annual', method: 'card' })
    expect(started.redirect).toMatch(/\/checkout\/cs_local_/)
    const session = provider.store.get(payment.provider_checkout_session_id as string)
    expect(session).toMatchObject({ amount_total: 4 * 49992 })
    expect((session?.line_items as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ quantity: 4, unit_amount: 49992 }),
    ])
    const page = await (await fetch(started.redirect as string)).text()
    expect(page).toContain('4 × BRL 499.92')
    const done = await fetch(`${started.redirect}/pay`, { method: 'POST', redirect: 'manual' })
    expect(done.headers.get('location')).toBe(urls.returnUrl(payment.id))
    await provider.settle()
    const [plan] = await plansOf(org)
    expect(plan).toMatchObject({ seats: 4, source: 'payment' })
    const year = new Date(plan.starts_at)
    year.setUTCMonth(year.getUTCMonth() + 12)
    expect(plan.ends_at).toBe(year.toISOString())
  })

  it('the same form posted twice starts one purchase; the provider refuses a quantity that is not whole', async () => {
    const manager = await createTestUser()
    const org = await makeOrg()
    const once = input({ method: 'card' })
    const [a, b] = [
      await startSeatPurchase(manager, org, once, urls),
      await startSeatPurchase(manager, org, once, urls),
    ]
    expect(a).toEqual(b)
    expect(
      await db.selectFrom('payments').select('id').where('organization_id', '=', org).execute(),
    ).toHaveLength(1)
    // Another organization cannot reuse that key to reach this purchase.
    expect(await startSeatPurchase(manager, await makeOrg(), once, urls)).toEqual({ refusal: 'provider' })
    // The local provider answers a bad quantity as Stripe does (400, nothing created).
    for (const quantity of ['0', '-2', '1.5', 'x']) {
      const res = await fetch(`${provider.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer sk_test_local_billing_tests',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `mode=payment&line_items[0][quantity]=${quantity}&line_items[0][price_data][unit_amount]=100&line_items[0][price_data][currency]=brl`,
      })
      expect(res.status).toBe(400)
    }
  })

  it('a seat purchase is the organization’s: not on the buyer’s own payment page, not on another org’s', async () => {
    const { manager, org, payment } = await buy()
    expect(await paymentView({ userId: manager.id }, payment.id, new Date())).toBeNull()
    expect(await paymentView({ organizationId: await makeOrg() }, payment.id, new Date())).toBeNull()
    expect(await paymentView({ organizationId: org }, payment.id, new Date())).toMatchObject({
      seats: 3,
      state: 'waiting',
    })
  })

  it('the table refuses a seat count out of bounds (the form says 1 to 500)', async () => {
    const manager = await createTestUser()
    const org = await makeOrg()
    for (const seats of [0, 501])
      await expect(startSeatPurchase(manager, org, input({ seats }), urls)).rejects.toThrow(/CHECK/)
  })

  it('a refund made at the provider ends the seats at once (the webhook cancels the plan)', async () => {
    const { org, payment, intent } = await buy({ seats: 2 })
    await provider.pay(intent)
    await provider.settle()
    const student = await createTestUser()
    expect(await assignSeat(org, student.id, new Date())).toBe('assigned')
    expect(await isProUser(student.id)).toBe(true)
    await stripe()!.refunds.create(
      { payment_intent: intent },
      { idempotencyKey: `trilha-refund-${payment.id}` },
    )
    await provider.settle()
    expect((await paymentRow(payment.id)).status).toBe('refunded')
    expect((await plansOf(org)).map((p) => p.status)).toEqual(['canceled'])
    expect(await isProUser(student.id)).toBe(false)
    expect((await seatHistory(org))[0]).toMatchObject({ canceled: true, payment: { status: 'refunded' } })
  })

  it('payments not configured: refused as unavailable, nothing written', async () => {
    const manager = await createTestUser()
    const org = await makeOrg()
    configureProvider(null)
    try {
      expect(await startSeatPurchase(manager, org, input(), urls)).toEqual({ refusal: 'unavailable' })
    } finally {
      configureProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: provider.url })
    }
    expect(await db.selectFrom('payments').select('id').where('organization_id', '=', org).execute()).toEqual(
      [],
    )
  })
})
