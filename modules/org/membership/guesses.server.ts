import type { AppLoadContext } from '@remix-run/node'
import { RULES, type RateResult, hit, peek } from '~/app/kernel/auth/rate-limit.server'
import { clientIp } from '~/app/kernel/requests/request.server'

// Join codes (classes, invitations) are 8 characters people type: only wrong ones are counted, per user and
// (more loosely: a classroom shares a school's address) per address, so a guesser with one account or with
// many is stopped after a few tries, and a student who mistyped once is not.

const limits = (userId: number, context: AppLoadContext | undefined) =>
  [
    [RULES.codeGuess, String(userId)],
    [RULES.codeGuessAddress, clientIp(context)],
  ] as const

/** The limit already reached (peek: counts nothing), or null to go on and look the code up. */
export function guessBlocked(userId: number, context: AppLoadContext | undefined): RateResult | null {
  return (
    limits(userId, context)
      .map(([rule, key]) => peek(rule, key))
      .find((r) => !r.ok) ?? null
  )
}

/** Counts a wrong code; the limit it reached, if this one did. */
export function wrongCode(userId: number, context: AppLoadContext | undefined): RateResult | null {
  return (
    limits(userId, context)
      .map(([rule, key]) => hit(rule, key))
      .find((r) => !r.ok) ?? null
  )
}

/** The 429 the error page shows with the product's "too many requests" message. */
export const tooManyGuesses = (limit: RateResult) =>
  new Response('Too Many Requests', {
    status: 429,
    headers: { 'Retry-After': String(limit.retryAfterSeconds) },
  })
