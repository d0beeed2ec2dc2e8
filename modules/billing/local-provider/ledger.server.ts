import { type LocalStore, newId, paymentIntent, unix } from './store.server'

// What happens to the provider's objects (a charge, a payment settling or failing, a card saved at checkout and
// charged again off-session), with the webhooks each change sends. The HTTP API (api.server.ts), the payer pages
// and the tests' helpers all move money through here.

export interface LedgerContext {
  store: LocalStore
  now: () => Date
  /** Signs and delivers one webhook event. */
  send: (type: string, object: Parameters<LocalStore['event']>[1]) => void
  /** Where payers see the pages (known once the server listens). */
  pages: () => string
}

export type Ledger = ReturnType<typeof createLedger>

export function createLedger({ store, now, send, pages: pagesOf }: LedgerContext) {
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
        base: pagesOf(),
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

  return { charge, pay, fail, expire, declineCard, chargeSavedCard, completeCheckout }
}
