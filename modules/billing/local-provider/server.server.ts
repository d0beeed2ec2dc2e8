import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { checkoutPage, pixPage } from './pages.server'
import { LocalStore, newId, paymentIntent, unix } from './store.server'

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

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

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

  const charge = (pi: Record<string, unknown>) => {
    const ch = store.put({
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      status: 'succeeded',
      created: unix(now()),
      payment_intent: pi.id,
      currency: pi.currency,
      metadata: pi.metadata,
    })
    return ch
  }

  const pay = async (id: string) => {
    const pi = store.get(id, 'payment_intent')
    if (!pi || pi.status === 'succeeded' || pi.status === 'canceled') return
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, next_action: null })
    pi.latest_charge = charge(pi).id
    send('payment_intent.succeeded', pi)
  }
  const fail = async (id: string) => {
    const pi = store.get(id, 'payment_intent')
    if (!pi || pi.status === 'succeeded') return
    Object.assign(pi, {
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_payment_attempt_failed', message: 'The payment failed.' },
    })
    send('payment_intent.payment_failed', pi)
  }
  const declineCard = (id: string) => {
    const pm = store.get(id, 'payment_method')
    if (pm) pm.declines = true
  }
  const expire = async (id: string) => {
    const pi = store.get(id, 'payment_intent')
    if (!pi || pi.status === 'succeeded') return
    Object.assign(pi, { status: 'canceled', cancellation_reason: 'expired', next_action: null })
    send('payment_intent.canceled', pi)
  }

  /**
   * A renewal: the card saved at checkout charged without the payer (`off_session`, `confirm`). A declined card
   * answers as Stripe does — 402, a card_error carrying the PaymentIntent — and sends payment_intent.payment_failed.
   */
  const chargeSavedCard = (pi: ReturnType<LocalStore['put']>, pmId: string): [number, unknown] => {
    const pm = store.get(pmId, 'payment_method')
    if (!pm || pm.customer !== pi.customer)
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            param: 'payment_method',
            message: `No such PaymentMethod: '${pmId}'`,
          },
        },
      ]
    pi.payment_method = pm.id
    if (pm.declines) {
      Object.assign(pi, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      })
      send('payment_intent.payment_failed', pi)
      const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }
      return [402, { error: { ...error, message: 'Your card was declined.', payment_intent: pi } }]
    }
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, next_action: null })
    pi.latest_charge = charge(pi).id
    send('payment_intent.succeeded', pi)
    return [200, pi]
  }

  const expand = (obj: Record<string, unknown>, fields: string[]) => {
    const copy = structuredClone(obj)
    for (const field of fields)
      if (typeof copy[field] === 'string') copy[field] = store.get(copy[field] as string) ?? copy[field]
    return copy
  }

  // The API: [method, pattern, handler(params, match)] → [status, body].
  type Handler = (p: Record<string, unknown>, m: RegExpMatchArray) => [number, unknown]
  const missing = (id: string): [number, unknown] => [
    404,
    {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` },
    },
  ]
  const api: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (p) => [
        200,
        store.put({
          id: newId('cus'),
          object: 'customer',
          email: p.email ?? null,
          metadata: p.metadata ?? {},
        }),
      ],
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (p) => {
        const amount = Number(p.amount)
        if (!Number.isSafeInteger(amount) || amount <= 0)
          return [
            400,
            { error: { type: 'invalid_request_error', param: 'amount', message: 'Invalid amount' } },
          ]
        const methods = list(p.allowed_payment_method_types ?? p.payment_method_types)
        const pi = store.put(
          paymentIntent({
            amount,
            currency: String(p.currency ?? 'brl'),
            customer: p.customer as string | undefined,
            methods: methods.length ? methods : ['card'],
            metadata: (p.metadata as Record<string, string>) ?? {},
            base: pages,
            now: now(),
          }),
        )
        if (p.off_session === 'true' && p.confirm === 'true')
          return chargeSavedCard(pi, String(p.payment_method))
        return [200, pi]
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([\w-]+)$/,
      (p, m) => {
        const pi = store.get(m[1], 'payment_intent')
        return pi ? [200, expand(pi, list(p.expand))] : missing(m[1])
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (p) => {
        const items = (p.line_items as Record<string, Record<string, unknown>>[] | undefined) ?? []
        const price = items[0]?.price_data as Record<string, unknown> | undefined
        const amount = Number(price?.unit_amount) * Number(items[0]?.quantity ?? 1)
        if (!Number.isSafeInteger(amount) || amount <= 0)
          return [
            400,
            { error: { type: 'invalid_request_error', param: 'line_items', message: 'Invalid line_items' } },
          ]
        const id = newId('cs')
        return [
          200,
          store.put({
            id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'open',
            payment_status: 'unpaid',
            amount_total: amount,
            currency: String(price?.currency ?? 'brl'),
            customer: p.customer ?? null,
            metadata: (p.metadata as Record<string, string>) ?? {},
            payment_intent_data: p.payment_intent_data ?? null,
            payment_intent: null,
            success_url: p.success_url,
            cancel_url: p.cancel_url ?? null,
            url: `${pages}/checkout/${id}`,
            created: unix(now()),
          }),
        ]
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([\w-]+)$/,
      (_p, m) => {
        const cs = store.get(m[1], 'checkout.session')
        return cs ? [200, cs] : missing(m[1])
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (p) => {
        const pi = store.get(String(p.payment_intent), 'payment_intent')
        if (!pi) return missing(String(p.payment_intent))
        const ch = pi.latest_charge ? store.get(String(pi.latest_charge), 'charge') : undefined
        if (!ch || pi.status !== 'succeeded')
          return [
            400,
            { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'Not paid' } },
          ]
        if (ch.refunded)
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                code: 'charge_already_refunded',
                message: 'Already refunded',
              },
            },
          ]
        const refund = store.put({
          id: newId('re'),
          object: 'refund',
          amount: ch.amount,
          charge: ch.id,
          payment_intent: pi.id,
          status: 'succeeded',
          created: unix(now()),
          metadata: (p.metadata as Record<string, string>) ?? {},
        })
        Object.assign(ch, { refunded: true, amount_refunded: ch.amount })
        send('charge.refunded', ch)
        return [200, refund]
      },
    ],
    [
      'GET',
      /^\/v1\/events\/([\w-]+)$/,
      (_p, m) => {
        const event = store.events.find((e) => e.id === m[1])
        return event ? [200, event] : missing(m[1])
      },
    ],
  ]

  const completeCheckout = (id: string) => {
    const cs = store.get(id, 'checkout.session')
    if (!cs || cs.status !== 'open') return cs
    const pi = store.put(
      paymentIntent({
        amount: cs.amount_total as number,
        currency: cs.currency as string,
        customer: (cs.customer as string) ?? undefined,
        methods: ['card'],
        metadata: cs.metadata as Record<string, string>,
        base: pages,
        now: now(),
      }),
    )
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount })
    // setup_future_usage: the card is saved on the customer (a renewal charges it off-session).
    const future = (cs.payment_intent_data as { setup_future_usage?: string } | null)?.setup_future_usage
    const pm = store.put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242' },
      customer: future && cs.customer ? cs.customer : null,
      declines: false,
    })
    Object.assign(pi, { payment_method: pm.id, setup_future_usage: future ?? null })
    pi.latest_charge = charge(pi).id
    Object.assign(cs, { status: 'complete', payment_status: 'paid', payment_intent: pi.id })
    send('checkout.session.completed', cs)
    send('payment_intent.succeeded', pi)
    return cs
  }

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
