import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProUser } from '~/app/kernel/auth/pro.server'
import { db } from '~/db/client.server'
import { formRequest, getRequest, routeArgs } from '~/tests/setup/helpers'
import type { LocalProvider } from '../local-provider/server.server'
import { createTestUser, mailSubjectsTo, paymentRow, withLocalProvider } from '../test-helpers'
import * as grants from './pro-grants'
import * as subscription from './subscription'
import * as confirm from './subscription-cancel'
import * as payment from './subscription-payment'

let provider: LocalProvider
beforeAll(async () => {
  provider = await withLocalProvider()
})
afterAll(() => provider.close())

/** A thrown or returned Response (redirects are thrown by guards, returned by actions). */
async function response(promise: Promise<unknown>): Promise<Response> {
  try {
    const value = await promise
    if (value instanceof Response) return value
    throw new Error('not a response')
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}
const location = (r: Response) => r.headers.get('Location')
const loaded = async <T>(promise: Promise<unknown>) => (await promise) as { data: T }

async function payByPix(user: { cookie: string }) {
  const started = await response(
    subscription.action(
      routeArgs(formRequest('/br/subscription', { plan: 'monthly', method: 'pix' }, { cookie: user.cookie })),
    ),
  )
  const id = Number(/payment\/(\d+)$/.exec(location(started) ?? '')?.[1])
  expect(id).toBeGreaterThan(0)
  return id
}

describe('billing pages', () => {
  it('refuse visitors (login and back) and bad input with a 4xx, never a 500', async () => {
    const visitor = await response(
      subscription.action(routeArgs(formRequest('/br/subscription', { plan: 'monthly', method: 'pix' }))),
    )
    expect(location(visitor)).toBe('/br/login?login=true&redirectTo=%2Fbr%2Fsubscription')
    const user = await createTestUser()
    const bad = (await subscription.action(
      routeArgs(formRequest('/br/subscription', { plan: 'weekly', method: 'pix' }, { cookie: user.cookie })),
    )) as { init: ResponseInit }
    expect(bad.init.status).toBe(400)
    for (const id of ['abc', '99999999', '1e3'])
      expect(
        (
          await response(
            payment.loader(routeArgs(getRequest(`/br/subscription/payment/${id}`, user), { id })),
          )
        ).status,
      ).toBe(404)
    // Nothing to cancel or withdraw: back to the subscription page.
    expect(
      location(await response(confirm.loader(routeArgs(getRequest('/br/subscription/cancel', user))))),
    ).toBe('/br/subscription')
    expect(
      location(await response(confirm.loader(routeArgs(getRequest('/br/subscription/withdraw', user))))),
    ).toBe('/br/subscription')
    // Staff only.
    expect(
      location(await response(grants.loader(routeArgs(getRequest('/br/subscription/grants', user))))),
    ).toBe('/br')
  })

  it('another user cannot see a payment; the waiting page refreshes itself, the paid one does not', async () => {
    const user = await createTestUser()
    const other = await createTestUser()
    const id = await payByPix(user)
    const params = { id: String(id) }
    expect(
      (await response(payment.loader(routeArgs(getRequest(`/br/subscription/payment/${id}`, other), params))))
        .status,
    ).toBe(404)
    type Page = { payment: { state: string; qrSvg: string | null } }
    const waiting = await loaded<Page>(
      payment.loader(routeArgs(getRequest(`/br/subscription/payment/${id}`, user), params)),
    )
    expect(waiting.data.payment.state).toBe('waiting')
    expect(waiting.data.payment.qrSvg).toMatch(/^<svg/)
    // biome-ignore lint/suspicious/noExplicitAny: the meta function's arguments beyond data are not read
    const meta = (data: unknown) => payment.meta({ data } as any)
    expect(meta(waiting.data)).toEqual([{ httpEquiv: 'refresh', content: '5' }])
    await provider.pay((await paymentRow(id)).provider_payment_intent_id as string)
    await provider.settle()
    const paid = await loaded<Page>(
      payment.loader(routeArgs(getRequest(`/br/subscription/payment/${id}`, user), params)),
    )
    expect(paid.data.payment).toMatchObject({ state: 'paid', qrSvg: null })
    expect(meta(paid.data)).toEqual([])
  })

  it('an expired PIX offers a new charge, which is a new payment', async () => {
    const user = await createTestUser()
    const id = await payByPix(user)
    await provider.expire((await paymentRow(id)).provider_payment_intent_id as string)
    await provider.settle()
    const again = await response(
      payment.action(
        routeArgs(formRequest(`/br/subscription/payment/${id}`, {}, { cookie: user.cookie }), {
          id: String(id),
        }),
      ),
    )
    const next = Number(/payment\/(\d+)$/.exec(location(again) ?? '')?.[1])
    expect(next).toBeGreaterThan(id)
    expect((await paymentRow(next)).status).toBe('pending')
  })

  it('cancel keeps PRO until the period ends; withdrawal refunds and ends PRO at once', async () => {
    const user = await createTestUser()
    const id = await payByPix(user)
    await provider.pay((await paymentRow(id)).provider_payment_intent_id as string)
    await provider.settle()
    const cancelled = await response(
      confirm.action(routeArgs(formRequest('/br/subscription/cancel', {}, { cookie: user.cookie }))),
    )
    expect(location(cancelled)).toBe('/br/subscription')
    const [sub] = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute()
    expect(sub.cancel_at_period_end).toBe(1)
    expect(sub.cancelled_at).not.toBeNull()
    expect(await isProUser(user.id)).toBe(true)
    expect(await isProUser(user.id, new Date(sub.current_period_end))).toBe(false)
    // Cancelled, still inside the 7 days: the withdrawal page is open and refunds.
    const withdrawn = await response(
      confirm.action(routeArgs(formRequest('/br/subscription/withdraw', {}, { cookie: user.cookie }))),
    )
    expect(location(withdrawn)).toBe('/br/subscription')
    expect((await paymentRow(id)).status).toBe('refunded')
    expect(await isProUser(user.id)).toBe(false)
    const subjects = await mailSubjectsTo(user.email)
    expect(subjects).toHaveLength(3)
  })
})
