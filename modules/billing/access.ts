import type { SubscriptionStatus } from '~/db/schema-billing'

// THE answer to "is this user PRO?" (issue 18, ADR 016): derived from the user's subscriptions and staff grants
// and a clock the caller passes (tests move it). The kernel asks it through the hook billing installs at start.

/** After a failed renewal payment the user keeps PRO this long (time to pay again). */
export const GRACE_DAYS = 3
const DAY = 24 * 60 * 60 * 1000

export interface SubscriptionState {
  status: SubscriptionStatus
  current_period_start: string
  current_period_end: string
  cancel_at_period_end: number
  payment_failed_at: string | null
}
export interface GrantState {
  starts_at: string
  ends_at: string
}

/** Until when a subscription gives PRO (null: not at all). */
export function subscriptionProUntil(sub: SubscriptionState): Date | null {
  switch (sub.status) {
    // Prepaid periods: active (renewing or cancelled at period end) gives PRO until the period ends.
    case 'active':
      return new Date(sub.current_period_end)
    case 'past_due': {
      const failed = new Date(sub.payment_failed_at ?? sub.current_period_end).getTime()
      return new Date(Math.max(failed, new Date(sub.current_period_end).getTime()) + GRACE_DAYS * DAY)
    }
    // Ended early, or withdrawn (refunded): PRO ends at once.
    case 'canceled':
    case 'refunded':
      return null
  }
}

export function isPro(
  state: { subscriptions: readonly SubscriptionState[]; grants: readonly GrantState[] },
  now: Date,
): boolean {
  const t = now.getTime()
  const during = (from: string, until: Date | null) =>
    until !== null && new Date(from).getTime() <= t && t < until.getTime()
  return (
    state.subscriptions.some((s) => during(s.current_period_start, subscriptionProUntil(s))) ||
    state.grants.some((g) => during(g.starts_at, new Date(g.ends_at)))
  )
}
