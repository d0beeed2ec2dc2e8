import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiRoutes } from './api.server'
import { createLedger } from './ledger.server'
import { checkoutPage, pixPage } from './pages.server'
import { LocalStore, unix } from './store.server'

// A local server that speaks the subset of Stripe's HTTP API Trilha uses (ADR 016): the real `stripe` SDK points
// at it with its host/port/protocol options, in the demo (`npm start` without STRIPE_SECRET_KEY) and in the
// tests. Webhooks are signed as Stripe signs them: `Stripe-Signature: t=<unix>,v1=<HMAC-SHA256(secret, t.body)>`.

export interface LocalProviderOptions {
  secretKey: string
  webhookSecret: string
  /** Where events go: the app's webhook URL, or a function (route tests call the action directly). */
  webhook: string | ((body: string, signature: string) => Promise<unknown>)
  port?: number
  host?: string
  /**
   * Where the payer reaches its pages (hosted checkout, PIX): the app's own origin, which forwards them here
   * (routes/api.local-provider.ts), so a browser never leaves Trilha's origin. Default: this server's URL.
   */
  pagesUrl?: string
  /** The provider's clock (tests move it). */
  now?: () => Date
}

export interface LocalProvider {
  url: string
  /** Where payers see its pages (`pagesUrl`, or `url`). */
  pagesUrl: string
  port: number
  store: LocalStore
  /** Resolves once every webhook sent so far was answered. */
  settle(): Promise<void>
  /** The demo's payer: the bank pays a PIX, or the card form is submitted. */
  pay(paymentIntentId: string): Promise<void>
  fail(paymentIntentId: string): Promise<void>
  expire(paymentIntentId: string): Promise<void>
  /** The bank declines this saved card from now on (its next off-session charge fails: a renewal's test). */
  declineCard(paymentMethodId: string): void
  close(): Promise<void>
}

/** `Stripe-Signature` for a body, exactly as Stripe computes it. */
export function signPayload(body: string, secret: string, timestamp = unix()): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${v1}`
}

/** Stripe's form encoding (`a[b][0]=c`) back into objects and arrays. */
export function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = out
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value
      else {
        if (node[part] === undefined) node[part] = /^\d+$/.test(path[i + 1]) ? [] : {}
        node = node[part] as Record<string, unknown>
      }
    })
  }
  return out
}

export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const store = new LocalStore()
  const now = options.now ?? (() => new Date())
  const pending = new Set<Promise<unknown>>()
  let base = ''
  // Where payers see the pages: `pages` for the URLs handed out, `pagesPath` for the forms' actions.
  let pages = ''
  let pagesPath = ''

  const send = (type: string, object: Parameters<LocalStore['event']>[1]) => {
    const event = store.event(type, object, now())
    const body = JSON.stringify(event)
    // Signed at the real time (the receiver checks it against its own wall clock), whatever the test clock says.
    const signature = signPayload(body, options.webhookSecret)
    const target = options.webhook
    const delivery = (
      typeof target === 'string'
        ? fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body,
          })
        : target(body, signature)
    )
      .catch((error) => console.error(`local provider: webhook ${type} not delivered:`, error))
      .finally(() => pending.delete(delivery))
    pending.add(delivery)
  }

  const ctx = { store, now, send, pages: () => pages }
  const ledger = createLedger(ctx)
  const { pay, fail, expire, declineCard, completeCheckout } = ledger
  const api = apiRoutes(ctx, ledger)

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 64 * 1024) req.destroy()
      else chunks.push(chunk)
    })
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base)
      const body = Buffer.concat(chunks).toString('utf8')
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(value))
      }
      const html = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        res.end(text)
      }
      // The demo's pages: a payer's side (the bank app for PIX, the hosted card form).
      const page = url.pathname.match(/^\/(checkout|pix)\/([\w-]+)(\/pay)?$/)
      if (page) {
        const [, kind, id, action] = page
        if (kind === 'pix') {
          if (action && req.method === 'POST') void pay(id)
          const pi = store.get(id, 'payment_intent')
          return pi ? html(200, pixPage(pi, pagesPath)) : html(404, 'Not found')
        }
        const cs = action && req.method === 'POST' ? completeCheckout(id) : store.get(id, 'checkout.session')
        if (!cs) return html(404, 'Not found')
        if (cs.status === 'complete') {
          res.writeHead(303, { location: String(cs.success_url) })
          return res.end()
        }
        return html(200, checkoutPage(cs, pagesPath))
      }
      const declining = url.pathname.match(/^\/v1\/test_helpers\/payment_methods\/([\w-]+)\/decline$/)
      if (declining && req.method === 'POST') {
        declineCard(declining[1])
        return json(200, store.get(declining[1]) ?? {})
      }
      // Test helpers (a test plays the payer's bank).
      const helper = url.pathname.match(/^\/v1\/test_helpers\/payment_intents\/([\w-]+)\/(pay|fail|expire)$/)
      if (helper && req.method === 'POST') {
        const act = { pay, fail, expire }[helper[2] as 'pay' | 'fail' | 'expire']
        void act(helper[1])
        return json(200, store.get(helper[1]) ?? {})
      }
      if (req.headers.authorization !== `Bearer ${options.secretKey}`)
        return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      const route = api.find(([method, pattern]) => method === req.method && pattern.test(url.pathname))
      if (!route)
        return json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined
      store.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key ?? null })
      const remembered = typeof key === 'string' ? store.idempotent.get(key) : undefined
      if (remembered) return json(remembered.status, remembered.body)
      const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body)
      const [status, value] = route[2](params, url.pathname.match(route[1]) as RegExpMatchArray)
      if (typeof key === 'string') store.idempotent.set(key, { status, body: value })
      json(status, value)
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  base = `http://${options.host ?? '127.0.0.1'}:${port}`
  pages = (options.pagesUrl ?? base).replace(/\/$/, '')
  pagesPath = new URL(pages).pathname.replace(/\/$/, '')

  return {
    url: base,
    pagesUrl: pages,
    port,
    store,
    settle: async () => {
      while (pending.size) await Promise.all([...pending])
    },
    pay,
    fail,
    expire,
    declineCard,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
