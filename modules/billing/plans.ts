import type { Plan } from '~/db/schema-billing'

// The plans, in one place (docs/product.md#billing): BRL in both locales. Annual is ONE payment, not 12 instalments.
export const PLAN_PRICES: Record<Plan, { cents: number; months: number }> = {
  monthly: { cents: 4999, months: 1 },
  annual: { cents: 49992, months: 12 },
}

/** Right of withdrawal (docs/product.md#billing, CDC art. 49): 7 days from the purchase. */
export const WITHDRAWAL_DAYS = 7

/** The end of a prepaid period that starts at `start` (calendar months, UTC). */
export function periodEnd(start: Date, plan: Plan): Date {
  const end = new Date(start)
  end.setUTCMonth(end.getUTCMonth() + PLAN_PRICES[plan].months)
  return end
}

/** The PIX renewal reminder goes this many days before a period ends; from then the next period can be paid. */
export const REMINDER_DAYS = 3

/** The longest staff grant (ten years). */
export const GRANT_MAX_DAYS = 3660
