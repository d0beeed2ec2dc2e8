// The time billing's access answers at (ADR 016). Unit tests pass their own `now`; the end-to-end server
// (TRILHA_TEST_CLOCK=1, set only by tests/e2e/serve.mjs) can be moved forward through the test-only
// POST /api/test/clock, so a spec can pass a period's end without waiting. Elsewhere the offset is always 0.

let offsetMs = 0

/**
 * Anyone can call the test route, so it is refused wherever the time matters for real, whatever the variable
 * says: on Fly and wherever real payments are configured (the same rule as the dev outbox).
 */
export const testClockEnabled = () =>
  process.env.TRILHA_TEST_CLOCK === '1' && !process.env.FLY_APP_NAME && !process.env.STRIPE_SECRET_KEY

export function now(): Date {
  return new Date(Date.now() + offsetMs)
}

/** How far the test clock is moved (0 outside e2e servers): what is kept by time must see it move (ADR 028). */
export const clockOffsetMs = () => offsetMs

/** Puts the clock back to the real time (test servers only): a spec that moved it leaves it as it found it. */
export function resetTestClock(): void {
  if (!testClockEnabled()) throw new Error('the test clock is off')
  offsetMs = 0
}

/** Moves the clock forward (test servers only); returns the new offset. */
export function moveTestClock(byMs: number): number {
  if (!testClockEnabled()) throw new Error('the test clock is off')
  offsetMs += byMs
  return offsetMs
}
