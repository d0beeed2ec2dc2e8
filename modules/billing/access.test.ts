import { describe, expect, it } from 'vitest'
import { GRACE_DAYS, type SubscriptionState, isPro } from './access'

const DAY = 24 * 60 * 60 * 1000
const start = new Date('2026-03-01T12:00:00Z')
const end = new Date('2026-04-01T12:00:00Z')
const at = (ms: number) => new Date(ms)
const sub = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: 'active',
  current_period_start: start.toISOString(),
  current_period_end: end.toISOString(),
  cancel_at_period_end: 0,
  payment_failed_at: null,
  ...over,
})
const only = (s: SubscriptionState, now: Date) => isPro({ subscriptions: [s], grants: [] }, now)

describe('isPro (the one access function, injected clock)', () => {
  it('active: PRO during the paid period, not before it nor after it ends', () => {
    expect(only(sub(), at(start.getTime() - 1))).toBe(false)
    expect(only(sub(), start)).toBe(true)
    expect(only(sub(), at(end.getTime() - 1))).toBe(true)
    expect(only(sub(), end)).toBe(false)
  })

  it('cancelled at period end: still PRO until the period ends, then not', () => {
    const cancelled = sub({ cancel_at_period_end: 1 })
    expect(only(cancelled, at(end.getTime() - DAY))).toBe(true)
    expect(only(cancelled, end)).toBe(false)
  })

  it(`payment failed: PRO for ${GRACE_DAYS} days of grace, then not`, () => {
    const failed = sub({ status: 'past_due', payment_failed_at: end.toISOString() })
    expect(only(failed, at(end.getTime() + GRACE_DAYS * DAY - 1))).toBe(true)
    expect(only(failed, at(end.getTime() + GRACE_DAYS * DAY))).toBe(false)
  })

  it('withdrawn (refunded) or ended early: not PRO, even inside the paid period', () => {
    expect(only(sub({ status: 'refunded' }), at(start.getTime() + DAY))).toBe(false)
    expect(only(sub({ status: 'canceled' }), at(start.getTime() + DAY))).toBe(false)
  })

  it('a staff grant gives PRO during its period only', () => {
    const grants = [{ starts_at: start.toISOString(), ends_at: end.toISOString() }]
    expect(isPro({ subscriptions: [], grants }, at(start.getTime() + DAY))).toBe(true)
    expect(isPro({ subscriptions: [], grants }, end)).toBe(false)
    // One refunded subscription does not take away a grant.
    expect(isPro({ subscriptions: [sub({ status: 'refunded' })], grants }, start)).toBe(true)
  })
})
