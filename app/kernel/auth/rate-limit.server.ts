/**
 * Fixed-window counters in memory. One Fly machine serves the app, so a process-local map is the
 * honest size for this; a second machine would need the counters in SQLite.
 */
export interface RateRule {
  bucket: string
  limit: number
  windowMs: number
}

export const RULES = {
  /** Login, register and password reset per client address. */
  auth: { bucket: 'auth', limit: 30, windowMs: 60_000 },
  /** Failed logins per address and e-mail: the burst a password guesser makes. */
  failedLogin: { bucket: 'failed-login', limit: 5, windowMs: 15 * 60_000 },
  /** Reset mails per address. */
  resetMail: { bucket: 'reset-mail', limit: 5, windowMs: 15 * 60_000 },
  /** Wrong competition passwords per user and competition: a guesser is stopped, a typo is not. */
  competitionPassword: { bucket: 'competition-password', limit: 10, windowMs: 15 * 60_000 },
  /** Wrong class or invitation codes (org) per user: a guesser is stopped, a typo is not. */
  codeGuess: { bucket: 'code-guess', limit: 10, windowMs: 15 * 60_000 },
  /** The same per address: higher, since a whole school's classroom may share one address. */
  codeGuessAddress: { bucket: 'code-guess-address', limit: 100, windowMs: 15 * 60_000 },
  /** Solutions sent to the judge per user: a flood gets 429 before it reaches the queue. */
  submit: { bucket: 'submit', limit: 12, windowMs: 60_000 },
  /** Programming exercises a non-staff user creates (each may bring a test package to store), per user. */
  exerciseCreate: { bucket: 'exercise-create', limit: 10, windowMs: 60 * 60_000 },
  /** Things other people read or receive (feed posts, comments, feedbacks, friend requests), per user. */
  social: { bucket: 'social', limit: 10, windowMs: 60_000 },
  /** Any other write. */
  write: { bucket: 'write', limit: 120, windowMs: 60_000 },
} satisfies Record<string, RateRule>

const windows = new Map<string, { count: number; resetAt: number }>()

export interface RateResult {
  ok: boolean
  retryAfterSeconds: number
}

function entry(rule: RateRule, key: string, now: number) {
  const id = `${rule.bucket}:${key}`
  let w = windows.get(id)
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + rule.windowMs }
    windows.set(id, w)
  }
  return w
}

/** Counts one hit and tells whether it is still within the limit. */
export function hit(rule: RateRule, key: string, now = Date.now()): RateResult {
  const w = entry(rule, key, now)
  w.count += 1
  sweep(now)
  return { ok: w.count <= rule.limit, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) }
}

/** Tells whether the limit is already used up, without counting. */
export function peek(rule: RateRule, key: string, now = Date.now()): RateResult {
  const w = entry(rule, key, now)
  return { ok: w.count < rule.limit, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) }
}

let lastSweep = 0
function sweep(now: number) {
  if (now - lastSweep < 60_000) return
  lastSweep = now
  for (const [id, w] of windows) if (w.resetAt <= now) windows.delete(id)
}

export function resetRateLimits() {
  windows.clear()
}
