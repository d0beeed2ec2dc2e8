// Events other billing parts follow (the referral half: a commission when a payment settles, reversed when it
// is refunded). Installed at start; a failing listener never undoes the payment (it is logged).

export interface SettledPayment {
  paymentId: number
  userId: number
  plan: 'monthly' | 'annual'
  amountCents: number
  at: Date
}

type Listener = (payment: SettledPayment) => Promise<void> | void
const listeners = { settled: new Set<Listener>(), refunded: new Set<Listener>() }

/** Called once per payment when it is paid. Returns a function that removes the listener. */
export function onPaymentSettled(listener: Listener): () => void {
  listeners.settled.add(listener)
  return () => listeners.settled.delete(listener)
}
/** Called once per payment when it is refunded (a withdrawal). */
export function onPaymentRefunded(listener: Listener): () => void {
  listeners.refunded.add(listener)
  return () => listeners.refunded.delete(listener)
}

export async function emit(kind: keyof typeof listeners, payment: SettledPayment): Promise<void> {
  for (const listener of listeners[kind]) {
    try {
      await listener(payment)
    } catch (error) {
      console.error(`billing: a payment ${kind} listener failed`, error)
    }
  }
}
