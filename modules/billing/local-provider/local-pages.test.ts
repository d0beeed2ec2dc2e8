import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { startPayment } from '../payments/checkout.server'
import { configureProvider } from '../payments/provider.server'
import { loader } from '../routes/api.local-provider'
import { startBilling, stopBilling } from '../start.server'
import { SECRET_KEY, WEBHOOK_SECRET, createTestUser, withLocalProvider } from '../test-helpers'
import type { LocalProvider } from './server.server'

// The local provider's payer pages come through the app's origin (the browser never leaves it), only while it
// runs, and never its API; and it refuses to listen anywhere but loopback (its helpers take no key).

let provider: LocalProvider
beforeAll(async () => {
  provider = await withLocalProvider()
})
afterAll(() => provider.close())

const PAGES = 'http://test/api/billing/local-provider'
const get = (splat: string, clientIp = '127.0.0.1') =>
  loader({
    ...routeArgs(getRequest(`${PAGES}/${splat}`), { '*': splat }),
    context: { cspNonce: 'n0nce', clientIp },
  } as never)

describe('the local provider on our origin', () => {
  it('forwards the hosted checkout page (its <style> with our nonce), never the API; a 404 when not running', async () => {
    configureProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: provider.url,
      pagesUrl: PAGES,
    })
    const user = await createTestUser()
    const started = await startPayment(user, 'monthly', 'card', new Date(), (id) => `${PAGES}/x/${id}`, PAGES)
    if (!('redirect' in started) || !started.redirect) throw new Error('no checkout')
    const session = new URL(started.redirect).pathname.split('/').pop()
    const page = await get(`checkout/${session}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Simulate payment')
    expect(html).toContain('<style nonce="n0nce">')
    // On a demo served to a network, only this machine's browser may "pay" (IPv4-mapped and IPv6 loopback too).
    expect((await get(`checkout/${session}`, '::ffff:127.0.0.1')).status).toBe(200)
    expect((await get(`checkout/${session}`, '::1')).status).toBe(200)
    for (const remote of ['192.168.0.7', '::ffff:10.0.0.2', '2001:db8::1', 'unknown'])
      expect((await get(`checkout/${session}`, remote)).status).toBe(403)
    expect((await get('v1/customers')).status).toBe(404)
    expect((await get('checkout/../v1/customers')).status).toBe(404)
    configureProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: provider.url })
    expect((await get(`checkout/${session}`)).status).toBe(404)
  })

  it('refuses a STRIPE_LOCAL_HOST that is not loopback', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    vi.stubEnv('STRIPE_LOCAL', '1')
    vi.stubEnv('STRIPE_LOCAL_HOST', '0.0.0.0')
    try {
      await expect(startBilling()).rejects.toThrow(/loopback only/)
    } finally {
      vi.unstubAllEnvs()
      await stopBilling()
    }
  })
})
