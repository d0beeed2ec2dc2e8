import type { Ledger, LedgerContext } from './ledger.server'
import { newId, paymentIntent, unix } from './store.server'

// The subset of Stripe's HTTP API Trilha uses, as a table: [method, pattern, handler(params, match)] → [status,
// body]. server.server.ts checks the key and idempotency, then dispatches here.

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

export type ApiRoute = [
  string,
  RegExp,
  (p: Record<string, unknown>, m: RegExpMatchArray) => [number, unknown],
]

export function apiRoutes(
  { store, now, send, pages: pagesOf }: LedgerContext,
  { chargeSavedCard }: Ledger,
): ApiRoute[] {
  const expand = (obj: Record<string, unknown>, fields: string[]) => {
    const copy = structuredClone(obj)
    for (const field of fields)
      if (typeof copy[field] === 'string') copy[field] = store.get(copy[field] as string) ?? copy[field]
    return copy
  }

  const missing = (id: string): [number, unknown] => [
    404,
    {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` },
    },
  ]
  return [
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
            base: pagesOf(),
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
        // As Stripe does: the total is every line's unit_amount × quantity; a quantity is a whole number ≥ 1.
        const items = (p.line_items as Record<string, Record<string, unknown>>[] | undefined) ?? []
        const lines = items.map((item) => {
          const price = (item.price_data ?? {}) as Record<string, unknown>
          const product = (price.product_data ?? {}) as Record<string, unknown>
          return {
            quantity: /^\d{1,6}$/.test(String(item.quantity ?? '')) ? Number(item.quantity) : Number.NaN,
            unit_amount: Number(price.unit_amount),
            currency: String(price.currency ?? 'brl'),
            description: String(product.name ?? ''),
          }
        })
        const amount = lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0)
        if (
          !lines.length ||
          lines.some((l) => !(l.quantity >= 1)) ||
          !Number.isSafeInteger(amount) ||
          amount <= 0
        )
          return [
            400,
            { error: { type: 'invalid_request_error', param: 'line_items', message: 'Invalid line_items' } },
          ]
        const price = { currency: lines[0].currency }
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
            currency: price.currency,
            line_items: { object: 'list', data: lines },
            customer: p.customer ?? null,
            metadata: (p.metadata as Record<string, string>) ?? {},
            payment_intent_data: p.payment_intent_data ?? null,
            payment_intent: null,
            success_url: p.success_url,
            cancel_url: p.cancel_url ?? null,
            url: `${pagesOf()}/checkout/${id}`,
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
}
