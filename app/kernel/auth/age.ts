import { dayInZone } from '../i18n/locale'

// Ages (docs/product.md#account-age: 10 with adult supervision, 14 autonomously; ADR 023). Pure and client-safe: the registration
// form's schema checks the date's shape with it, the server decides with its own clock (../runtime/clock.server.ts).

/** Below this age an account is refused. */
export const SUPERVISED_AGE = 10
/** Below this age an account needs a guardian's confirmation before it posts publicly or appears in rankings. */
export const AUTONOMOUS_AGE = 14

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The parts of a calendar date that exists (2023-02-30 does not); null otherwise. */
function dateParts(value: string): [number, number, number] | null {
  const match = DAY.exec(value)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? [y, m, d]
    : null
}

/**
 * Whole years from a birth date (YYYY-MM-DD) to `now`'s calendar day in São Paulo: the law is Brazil's, so a
 * birthday starts at midnight there, whatever the server's zone. null for a date that does not exist or is later
 * than today. Someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(birthdate: string, now: Date): number | null {
  const birth = dateParts(birthdate)
  const today = dateParts(dayInZone(now, 'pt-BR'))
  if (!birth || !today) return null
  const [by, bm, bd] = birth
  const [ty, tm, td] = today
  if (by > ty || (by === ty && (bm > tm || (bm === tm && bd > td)))) return null
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

export type AgeBand = 'too_young' | 'supervised' | 'autonomous'

/** Which rule an age falls under: refused under 10, a guardian's confirmation from 10 to 13, on their own from 14. */
export function ageBand(age: number): AgeBand {
  if (age < SUPERVISED_AGE) return 'too_young'
  return age < AUTONOMOUS_AGE ? 'supervised' : 'autonomous'
}
