// Test data for the practice pages (not a test file itself): rows written directly, no judge involved. The rows
// come from tests/factories, re-exported here so the practice tests keep one import.
import { addSubmission, plainUser } from '~/tests/factories'

export { addSubmission, plainUser } from '~/tests/factories'

/** `count` different users solve the exercise. */
export async function solvers(exerciseId: number, count: number) {
  for (let i = 0; i < count; i++) await addSubmission(await plainUser(), exerciseId)
}
