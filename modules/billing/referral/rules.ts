import type { CommissionKind } from '~/db/schema-referral'

// The programme's rules (docs/product.md#billing: "Referral", issue 18) as data and pure functions: the services and the pages
// read the same numbers. Money is in centavos.

/** What an invited user must do before their inviter earns the R$ 1,00 (written on the page). */
export const SIGNUP_THRESHOLD = { lessons: 3, exercises: 1 } as const

export const REWARD_CENTS: Record<Exclude<CommissionKind, 'reversal'>, number> = {
  signup: 100,
  pro_monthly: 1500,
  pro_annual: 5000,
}

export const MINIMUM_PAYOUT_CENTS = 10_000

/** docs/product.md#billing: 7-day right of withdrawal. A commission waits it out before it can be paid. */
export const WITHDRAWAL_DAYS = 7

export const PAYOUT_TIME_ZONE = 'America/Sao_Paulo'

export type Plan = 'monthly' | 'annual'

export const kindOfPlan = (plan: Plan): CommissionKind => (plan === 'annual' ? 'pro_annual' : 'pro_monthly')

export function meetsSignupThreshold(done: { lessons: number; exercises: number }): boolean {
  return done.lessons >= SIGNUP_THRESHOLD.lessons && done.exercises >= SIGNUP_THRESHOLD.exercises
}

/** When a payment's commission may be paid: after the withdrawal window. */
export function payableAfterWindow(paidAt: Date): Date {
  return new Date(paidAt.getTime() + WITHDRAWAL_DAYS * 86_400_000)
}
