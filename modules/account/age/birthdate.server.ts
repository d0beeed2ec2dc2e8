import { AUTONOMOUS_AGE, ageOn } from '~/app/kernel/auth/age'
import { recordBirthdate } from '~/app/kernel/auth/age.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { db } from '~/db/client.server'
import { mailGuardian } from './guardian.server'

// The `update_birthdate` question (ADR 023): accounts older than the age rules are asked their birth date once.
// The answer follows the registration's rules, except that an account that exists is not refused: under 14 (10
// included) it waits for a guardian, whose address the same form asks.

export type BirthdateAnswer =
  | { ok: true; guardian: boolean }
  | { ok: false; field: 'birthdate' | 'guardianEmail'; error: string }

export async function answerBirthdate(
  request: Request,
  user: { id: number; email: string },
  input: { birthdate: string; guardianEmail?: string },
  at = now(),
): Promise<BirthdateAnswer> {
  const age = ageOn(input.birthdate, at)
  if (age === null) return { ok: false, field: 'birthdate', error: 'errors.birthdateInvalid' }
  const minor = age < AUTONOMOUS_AGE
  if (minor && !input.guardianEmail)
    return { ok: false, field: 'guardianEmail', error: 'errors.guardianRequired' }
  if (minor && input.guardianEmail === user.email.toLowerCase())
    return { ok: false, field: 'guardianEmail', error: 'errors.guardianSame' }
  const { pending } = await recordBirthdate(user.id, input.birthdate, at)
  await markAsked(user.id, at)
  if (pending && input.guardianEmail) await mailGuardian(request, user.id, input.guardianEmail, at)
  return { ok: true, guardian: pending }
}

/** Answered or "not now": the question is not asked again (the profile's form still sets the date). */
export async function markAsked(userId: number, at = now()) {
  await db
    .updateTable('users')
    .set({ birthdate_asked_at: at.toISOString() })
    .where('id', '=', userId)
    .execute()
}
