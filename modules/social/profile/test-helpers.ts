// Test helpers for the profile area (not a test file itself).
import { addSubmission } from '~/tests/factories'

let n = 0

/** A submission outside competitions at `at` (ISO), accepted unless told. */
export function solve(
  userId: number,
  exerciseId: number,
  at: string,
  status: 'accepted' | 'wrong_answer' = 'accepted',
) {
  return addSubmission(userId, exerciseId, { status, created_at: at })
}

/** What Remix hands an error boundary for a thrown JSON Response. */
export async function routeError(thrown: unknown) {
  if (!(thrown instanceof Response)) throw new Error('expected a thrown Response')
  return { status: thrown.status, statusText: '', internal: false, data: await thrown.json() }
}

/** A short name no other test uses (docs/product.md#social-profiles: uppercase letters and hyphens only). */
export function uniqueShortName(prefix: string): string {
  let value = Date.now() * 100 + (n++ % 100)
  let letters = ''
  while (value > 0) {
    letters = String.fromCharCode(65 + (value % 26)) + letters
    value = Math.floor(value / 26)
  }
  return `${prefix}-${letters.slice(-10)}`
}
