import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProUser } from '~/app/kernel/auth/pro.server'
import { db } from '~/db/client.server'
import type { LocalProvider } from '~/modules/billing/local-provider/server.server'
import { withLocalProvider } from '~/modules/billing/test-helpers'
import { makeUser } from '~/tests/factories'
import { getRequest, loaded, routeArgs } from '~/tests/setup/helpers'
import { makeOrg, orgUser, replied, response, subscriptionsTab } from '../test-helpers'
import * as payment from './org-seat-payment'

// ADR 029: a manager buys PRO seats from the subscriptions tab. Only that organization's managers may start a
// purchase (every other relation: 404, whatever the form); bad counts are a 422 with the values kept; the seats
// come with the provider's webhook and show on the tab with their period, and a seat then makes a student PRO.

let provider: LocalProvider
beforeAll(async () => {
  provider = await withLocalProvider()
})
afterAll(() => provider.close())

const status = async (p: Promise<unknown>) => (await response(p)).status
let keys = 0
const buyFields = (over: Record<string, string> = {}) => ({
  intent: 'buy',
  seats: '3',
  plan: 'monthly',
  method: 'pix',
  key: `route-key-${process.pid}-${Date.now()}-${++keys}`,
  ...over,
})

async function setUp() {
  const tab = await subscriptionsTab('Escola Compra')
  const paymentPage = (paymentId: number | string, who: { cookie: string } = tab.manager) =>
    payment.loader(
      routeArgs(getRequest(`${tab.url}/payment/${paymentId}`, who), {
        id: tab.id,
        paymentId: String(paymentId),
      }),
    )
  return { ...tab, paymentPage }
}

const paymentsOf = (org: number) =>
  db.selectFrom('payments').selectAll().where('organization_id', '=', org).orderBy('id').execute()

describe('buying PRO seats from the subscriptions tab', () => {
  it('a manager buys 3 seats with PIX: pending until paid, then 3 seats free, one given to a student who is PRO', async () => {
    const { org, url, send, page, paymentPage } = await setUp()
    expect((await page()).buy).toMatchObject({ min: 1, max: 500 })
    const res = await response(send(buyFields()))
    expect(res.status).toBe(303)
    const [row] = await paymentsOf(org)
    expect(res.headers.get('location')).toBe(`${url}/payment/${row.id}`)
    expect(row).toMatchObject({ seats: 3, amount_cents: 3 * 4999, status: 'pending' })
    const waiting = (await loaded(paymentPage(row.id))) as { payment: { state: string; qrSvg: string } }
    expect(waiting.payment.state).toBe('waiting')
    expect(waiting.payment.qrSvg).toContain('<svg')
    const before = await page()
    expect(before.plan).toBeNull()
    expect(before.history.map((h) => [h.kind, h.seats, h.payment?.status])).toEqual([
      ['purchase', 3, 'pending'],
    ])
    await provider.pay(row.provider_payment_intent_id as string)
    await provider.settle()
    const after = await page()
    expect(after.plan?.seats).toBe(3)
    expect(after.used).toBe(0)
    expect(after.history[0]).toMatchObject({ kind: 'purchase', seats: 3, payment: { status: 'paid' } })
    expect(after.history[0].startsAt).not.toBeNull()
    expect(after.history[0].endsAt).not.toBeNull()
    const student = await orgUser(org, 'student')
    expect(await status(send({ intent: 'assign', userId: String(student.id) }))).toBe(303)
    expect(await isProUser(student.id)).toBe(true)
  })

  it('card: the redirect goes to the provider’s checkout, for the quantity', async () => {
    const { org, send } = await setUp()
    const res = await response(send(buyFields({ seats: '2', plan: 'annual', method: 'card' })))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/\/checkout\/cs_local_\w+$/)
    const [row] = await paymentsOf(org)
    expect(provider.store.get(row.provider_checkout_session_id as string)).toMatchObject({
      amount_total: 2 * 49992,
    })
  })

  it('the same form posted twice starts one purchase', async () => {
    const { org, send } = await setUp()
    const fields = buyFields()
    const [a, b] = [await response(send(fields)), await response(send(fields))]
    expect(b.headers.get('location')).toBe(a.headers.get('location'))
    expect(await paymentsOf(org)).toHaveLength(1)
  })

  it('a seat count out of 1–500 or not whole: 422 with the values kept; other bad input too; no payment', async () => {
    const { org, send } = await setUp()
    for (const count of ['0', '501', '2.5', 'x', '', '-1']) {
      const reply = replied(await send(buyFields({ seats: count, plan: 'annual' })))
      expect(reply.init?.status).toBe(422)
      expect(reply.data).toMatchObject({
        buyErrors: { seats: true, other: false },
        values: { seats: count, plan: 'annual' },
      })
    }
    const bad: Record<string, string>[] = [
      { plan: 'weekly' },
      { method: 'boleto' },
      { key: '' },
      { key: 'x'.repeat(65) },
    ]
    for (const over of bad) {
      const reply = replied(await send(buyFields(over)))
      expect(reply.init?.status).toBe(422)
      expect(reply.data).toMatchObject({ buyErrors: { seats: false, other: true } })
    }
    expect(await paymentsOf(org)).toEqual([])
  })

  it('only this organization’s managers buy: admin, professor, student, outsider, another org’s manager get 404', async () => {
    const { org, send, page, paymentPage } = await setUp()
    const other = await makeOrg('Outra Escola')
    const others = [
      await makeUser('admin'),
      await orgUser(org, 'professor'),
      await orgUser(org, 'student'),
      await makeUser(),
      await orgUser(other, 'manager'),
    ]
    for (const who of others) expect(await status(send(buyFields(), who))).toBe(404)
    // Even with a bad form: nothing about the purchase is answered to them.
    expect(await status(send(buyFields({ seats: '0' }), others[3]))).toBe(404)
    expect(await paymentsOf(org)).toEqual([])
    // Staff see the tab (they grant seats) but not the purchase form.
    expect((await page(others[0])).buy).toBeNull()
    // The purchase's page: this organization's managers and staff; anyone else, and another org's purchase, 404.
    expect(await status(send(buyFields()))).toBe(303)
    const [row] = await paymentsOf(org)
    expect(await loaded(paymentPage(row.id))).toMatchObject({ payment: { seats: 3 } })
    expect(await loaded(paymentPage(row.id, others[0]))).toMatchObject({ payment: { seats: 3 } })
    for (const who of others.slice(1)) expect(await status(paymentPage(row.id, who))).toBe(404)
    const theirs = await orgUser(other, 'manager')
    expect(
      await status(
        payment.loader(
          routeArgs(getRequest(`/br/organization/${other}/subscriptions/payment/${row.id}`, theirs), {
            id: String(other),
            paymentId: String(row.id),
          }),
        ),
      ),
    ).toBe(404)
    for (const bad of ['x', '0', '99999999999']) expect(await status(paymentPage(bad))).toBe(404)
  })

  it('an expired PIX gives no seats: the page says so and offers a new purchase', async () => {
    const { org, send, page, paymentPage } = await setUp()
    await response(send(buyFields()))
    const [row] = await paymentsOf(org)
    await provider.expire(row.provider_payment_intent_id as string)
    await provider.settle()
    expect(await loaded(paymentPage(row.id))).toMatchObject({ payment: { state: 'expired' } })
    const view = await page()
    expect(view.plan).toBeNull()
    expect(view.history[0]).toMatchObject({
      kind: 'purchase',
      payment: { status: 'expired' },
      startsAt: null,
    })
  })
})
