// Client-safe helpers of the competitions module (components and loaders both use them).
import type { Prefix } from '~/app/kernel/i18n/locale'

/** A, B, …, Z, AA, AB, … */
export function letterOf(position: number): string {
  let n = position
  let out = ''
  do {
    out = String.fromCharCode(65 + (n % 26)) + out
    n = Math.floor(n / 26) - 1
  } while (n >= 0)
  return out
}

export const competitionPath = (prefix: Prefix, id: number, sub = '') =>
  `/${prefix}/competition/${id}${sub ? `/${sub}` : ''}`

/** Lengths offered for a source simulation, in hours. */
export const SIMULATION_HOURS = [1, 2, 3, 4, 5] as const
