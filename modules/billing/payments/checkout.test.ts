import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '~/app/locales'
import { db } from '~/db/client.server'
import { formRequest, routeArgs } from '~/tests/setup/helpers'
import type { LocalProvider } from '../local-provider/server.server'
import * as subscription from '../routes/subscription'
import { withdraw } from '../subscription/cancel.server'
import { renewCardSubscriptions } from '../subscription/renewals.server'
import { SECRET_KEY, WEBHOOK_SECRET, createTestUser, withLocalProvider } from '../test-helpers'
import { startPayment } from './checkout.server'
import { configureProvider } from './provider.server'

// Starting payments (ADR 016): one provider customer per user, an idempotency key of ours on every create call,
// and a provider that does not answer → the clear message in both locales, nothing charged.

let provider: LocalProvider
beforeAll(async () => {
  provider = await withLocalProvider()
})
afterAll(() => provider.close())

const url = (id: number) => `http://test/br/subscription/payment/${id}`
const back = 'http://test/br/subscription'

describe('checkout', () => {
  it('creates the provider customer once per user, stores it and reuses it', async () => {
    const user = await createTestUser()
    await startPayment(user, 'monthly', 'pix', new Date(), url, back)
    await startPayment(user, 'annual', 'card', new Date(), url, back)
    const rows = await db.selectFrom('billing_customers').selectAll().where('user_id', '=', user.id).execute()
    expect(rows).toHaveLength(1)
    const customers = [...provider.store.objects.values()].filter(
      (o) => o.object === 'customer' && (o.metadata as { user_id: string }).user_id === String(user.id),
    )
    expect(customers.map((c) => c.id)).toEqual([rows[0].provider_customer_id])
    const charges = [...provider.store.objects.values()].filter(
      (o) =>
        (o.object === 'payment_intent' || o.object === 'checkout.session') &&
        (o.metadata as { user_id: string }).user_id === String(user.id),
    )
    expect(charges.map((c) => c.customer)).toEqual([customers[0].id, customers[0].id])
  })

  it('every create call carries our idempotency key (customers, charges, sessions, refunds, renewals)', async () => {
    const user = await createTestUser()
    const started = await startPayment(user, 'monthly', 'card', new Date(), url, back)
    if (!('redirect' in started) || !started.redirect) throw new Error('no checkout')
    const session = new URL(started.redirect).pathname.split('/').pop()
    await fetch(`${provider.url}/checkout/${session}/pay`, { method: 'POST', redirect: 'manual' })
    await provider.settle()
    const [sub] = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute()
    await renewCardSubscriptions(new Date(new Date(sub.current_period_end).getTime() - 60 * 60 * 1000))
    await provider.settle()
    expect(await withdraw(user.id, new Date())).toBe('withdrawn')
    const posts = provider.store.requests.filter((r) => r.method === 'POST')
    const paths = new Set(posts.map((r) => r.path))
    expect(paths).toEqual(
      new Set(['/v1/customers', '/v1/payment_intents', '/v1/checkout/sessions', '/v1/refunds']),
    )
    // The SDK would add a random retry key of its own ("stripe-node-retry-…") to a call without one.
    expect(posts.filter((r) => !String(r.idempotencyKey).startsWith('trilha-'))).toEqual([])
  })

  it('the provider not answering: the clear message in both locales, the payment marked failed, no 500', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })
    configureProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: `http://127.0.0.1:${closed}`,
    })
    try {
      const user = await createTestUser()
      const answer = (await subscription.action(
        routeArgs(
          formRequest('/br/subscription', { plan: 'monthly', method: 'card' }, { cookie: user.cookie }),
        ),
      )) as unknown as { init: { status: number }; data: { error: string } }
      expect(answer.init.status).toBe(503)
      expect(answer.data).toEqual({ error: 'provider' })
      const payments = await db
        .selectFrom('payments')
        .select('status')
        .where('user_id', '=', user.id)
        .execute()
      expect(payments).toEqual([{ status: 'failed' }])
      expect(resources['pt-BR'].subscription.errors.provider).toMatch(/Nada foi cobrado/)
      expect(resources['en-GB'].subscription.errors.provider).toMatch(/Nothing was charged/)
    } finally {
      configureProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: provider.url })
    }
  })
})
