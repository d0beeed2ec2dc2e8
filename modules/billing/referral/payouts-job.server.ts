import { now as clock } from '~/app/kernel/runtime/clock.server'
import { evaluateSignupRewards } from './ledger.server'
import { dayInSaoPaulo, monthToClose } from './month.server'
import { closeMonth } from './payouts.server'

// The month close without anyone pressing the staff button (ADR 017): once at start-up (a last day the server
// missed is closed late) and every hour on a month's last day in São Paulo. Each run is idempotent (the cutoff
// and the payout's unique key), so running more often than needed changes nothing.
const HOUR_MS = 60 * 60 * 1000
let timer: ReturnType<typeof setInterval> | null = null

/**
 * One run: first the safety net of invite a friend's R$ 1,00 (every invitation still without it, checked again:
 * progress announced before its transaction was visible, or lost to a restart), then the close itself. The
 * check loops over invitations, so it lives here, off any request; the staff button only closes (bounded).
 */
export async function runPayoutsJob(now: Date): Promise<{ month: string; created: number; earned: number }> {
  const earned = await evaluateSignupRewards(null, now)
  return { ...(await closeMonth(now)), earned }
}

async function runLogged(now: Date) {
  try {
    const { month, created } = await runPayoutsJob(now)
    if (created) console.log(`referral payouts: ${created} new for ${month}`)
  } catch (error) {
    // Nothing half-done: the close is one transaction; the next hour tries again.
    console.error('referral month close failed', error)
  }
}

/** On a month's last day in São Paulo. */
export function isCloseDay(now: Date): boolean {
  return monthToClose(now).month === dayInSaoPaulo(now).slice(0, 7)
}

export function startPayoutsJob(): Promise<void> {
  if (!timer) {
    timer = setInterval(() => {
      const now = clock()
      if (isCloseDay(now)) void runLogged(now)
    }, HOUR_MS)
    timer.unref()
  }
  return runLogged(clock())
}

export function stopPayoutsJob() {
  if (timer) clearInterval(timer)
  timer = null
}
