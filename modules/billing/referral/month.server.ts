import { dayInZone } from '~/app/kernel/i18n/locale'
import { localInputToIso } from '~/modules/competitions/index'
import { PAYOUT_TIME_ZONE } from './rules'

// The payout calendar: months close on their last day in São Paulo (docs/product.md#billing).

/** The calendar day (YYYY-MM-DD) of a moment in São Paulo (the /br locale's zone). */
export const dayInSaoPaulo = (at: Date): string => dayInZone(at, 'pt-BR')

/** The UTC moment São Paulo's day `day` (YYYY-MM-DD) begins. */
export function startOfSaoPauloDay(day: string): Date {
  return new Date(localInputToIso(`${day}T00:00`, PAYOUT_TIME_ZONE) ?? Number.NaN)
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The month a run at `now` closes, and its cutoff. Payouts are calculated on the last day of each month in
 * São Paulo: on that day it is the current month, on any other day the month before (a run that was missed).
 * The cutoff is the start of that last day: only commissions payable before it count, so a second run — the
 * same day or weeks later — sees exactly the same commissions.
 */
export function monthToClose(now: Date): { month: string; cutoff: Date } {
  const [year, month, day] = dayInSaoPaulo(now).split('-').map(Number)
  const isLastDay = day === lastDayOf(year, month)
  const [y, m] = isLastDay ? [year, month] : month === 1 ? [year - 1, 12] : [year, month - 1]
  const key = `${y}-${pad(m)}`
  return { month: key, cutoff: startOfSaoPauloDay(`${key}-${pad(lastDayOf(y, m))}`) }
}
