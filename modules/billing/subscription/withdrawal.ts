import { WITHDRAWAL_DAYS } from '../plans'

/** True while a payment made at `paidAt` can still be withdrawn (docs/product.md#billing: 7 days). */
export function withdrawalOpen(paidAt: string, now: Date): boolean {
  return now.getTime() < new Date(paidAt).getTime() + WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000
}
