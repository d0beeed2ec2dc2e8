import crypto from 'node:crypto'

// The local provider's state (ADR 016): the few Stripe objects Trilha uses, in memory, shaped as Stripe's API
// returns them (the real SDK reads them). Lost on restart, like a fresh test-mode account.

type Obj = Record<string, unknown> & { id: string; object: string }

export const newId = (prefix: string) => `${prefix}_local_${crypto.randomBytes(12).toString('hex')}`
export const unix = (date = new Date()) => Math.floor(date.getTime() / 1000)

/** Pix charges expire after a day at Stripe by default; the demo keeps that. */
export const PIX_EXPIRES_SECONDS = 24 * 60 * 60

export class LocalStore {
  readonly objects = new Map<string, Obj>()
  readonly events: Obj[] = []
  readonly idempotent = new Map<string, { status: number; body: unknown }>()
  /** Every API call, for tests (which create calls carried our idempotency key). */
  readonly requests: { method: string; path: string; idempotencyKey: string | string[] | null }[] = []

  put<T extends Obj>(obj: T): T {
    this.objects.set(obj.id, obj)
    return obj
  }
  get(id: string, object?: string): Obj | undefined {
    const found = this.objects.get(id)
    return found && (!object || found.object === object) ? found : undefined
  }

  /** An event as Stripe sends it: a snapshot of the object when it happened. */
  event(type: string, object: Obj, now: Date): Obj {
    const event: Obj = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created: unix(now),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    }
    this.events.push(event)
    return event
  }
}

export function paymentIntent(params: {
  amount: number
  currency: string
  customer?: string
  methods: string[]
  metadata: Record<string, string>
  base: string
  now: Date
}): Obj {
  const id = newId('pi')
  const pix = params.methods.includes('pix')
  return {
    id,
    object: 'payment_intent',
    amount: params.amount,
    amount_received: 0,
    currency: params.currency,
    customer: params.customer ?? null,
    created: unix(params.now),
    livemode: false,
    metadata: params.metadata,
    payment_method_types: params.methods,
    latest_charge: null,
    payment_method: null,
    last_payment_error: null,
    client_secret: `${id}_secret_${crypto.randomBytes(8).toString('hex')}`,
    status: pix ? 'requires_action' : 'requires_payment_method',
    next_action: pix
      ? {
          type: 'pix_display_qr_code',
          pix_display_qr_code: {
            data: pixCode(id, params.amount),
            expires_at: unix(params.now) + PIX_EXPIRES_SECONDS,
            hosted_instructions_url: `${params.base}/pix/${id}`,
            image_url_png: `${params.base}/pix/${id}.png`,
            image_url_svg: `${params.base}/pix/${id}.svg`,
          },
        }
      : null,
  }
}

/**
 * A "copia e cola" payload in the EMV shape banks read (BR Code: ID/length/value fields, CRC16-CCITT at the
 * end), so the demo's QR scans as a PIX code; the key is a made-up random key, nothing is payable.
 */
export function pixCode(reference: string, cents: number): string {
  const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`
  const account = field('00', 'br.gov.bcb.pix') + field('01', '00000000-0000-4000-8000-000000000000')
  const body = [
    field('00', '01'),
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    field('54', (cents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', 'TRILHA DEMO'),
    field('60', 'SAO PAULO'),
    field('62', field('05', reference.slice(-25))),
    '6304',
  ].join('')
  return body + crc16(body)
}

function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}
