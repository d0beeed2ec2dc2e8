import crypto from 'node:crypto'
import type { z } from 'zod'
import { ageBand, ageOn } from '~/app/kernel/auth/age'
import { recordBirthdate } from '~/app/kernel/auth/age.server'
import { type WeakPasswordReason, weakPasswordReason } from '~/app/kernel/auth/password-policy.server'
import { DUMMY_HASH, hashPassword, verifyPassword } from '~/app/kernel/auth/password.server'
import { hashSecretToken as sha256 } from '~/app/kernel/auth/secret-token.server'
import { revokeSessions } from '~/app/kernel/auth/session.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { db, nowIso } from '~/db/client.server'
import type { AppLanguage } from '~/db/schema'
import type { registerSchema } from './schemas'

export type RegisterInput = z.infer<typeof registerSchema>

export async function findUserByEmail(email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
}

/** A new password refused by the kernel's policy (common, or the person's e-mail or name): `error` is its key. */
export type WeakPassword = { ok: false; reason: 'weak_password'; error: WeakPasswordReason }

/** The age rules' refusals (ADR 023): each names the field it is shown on. */
export type AgeRefusal = {
  ok: false
  reason: 'age'
  field: 'birthdate' | 'guardianEmail'
  error: 'errors.birthdateInvalid' | 'errors.tooYoung' | 'errors.guardianRequired' | 'errors.guardianSame'
}

export type RegisterResult =
  /** `guardianEmail`: under 14, the address to mail the confirmation link to. */
  | { ok: true; userId: number; guardianEmail: string | null }
  | { ok: false; reason: 'email_taken' }
  | WeakPassword
  | AgeRefusal

/** Under 10: refused; 10–13: a guardian's address, not the person's own; on São Paulo's calendar day `at`. */
function ageRefusal(input: RegisterInput, at: Date): AgeRefusal | null {
  const refuse = (field: AgeRefusal['field'], error: AgeRefusal['error']): AgeRefusal => ({
    ok: false,
    reason: 'age',
    field,
    error,
  })
  const age = ageOn(input.birthdate, at)
  if (age === null) return refuse('birthdate', 'errors.birthdateInvalid')
  const band = ageBand(age)
  if (band === 'too_young') return refuse('birthdate', 'errors.tooYoung')
  if (band === 'supervised' && !input.guardianEmail) return refuse('guardianEmail', 'errors.guardianRequired')
  if (band === 'supervised' && input.guardianEmail === input.email)
    return refuse('guardianEmail', 'errors.guardianSame')
  return null
}

export async function registerUser(
  input: RegisterInput,
  language: AppLanguage,
  at = now(),
): Promise<RegisterResult> {
  const tooYoung = ageRefusal(input, at)
  if (tooYoung) return tooYoung
  const weak = await weakPasswordReason(input.password, input)
  if (weak) return { ok: false, reason: 'weak_password', error: weak }
  if (await findUserByEmail(input.email)) return { ok: false, reason: 'email_taken' }
  const passwordHash = await hashPassword(input.password)
  try {
    const row = await db
      .insertInto('users')
      .values({
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        discovery_source: input.discoverySource,
        invited_by: input.invitedBy || null,
        preferred_language: language,
        terms_accepted_at: nowIso(),
        // News e-mails need consent (docs/privacy.md#news): off until the person ticks it on the profile.
        receive_news: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { pending } = await recordBirthdate(row.id, input.birthdate, at)
    return { ok: true, userId: row.id, guardianEmail: pending ? (input.guardianEmail ?? null) : null }
  } catch (error) {
    // Two registrations racing for one address: the UNIQUE index decides.
    if (String(error).includes('UNIQUE')) return { ok: false, reason: 'email_taken' }
    throw error
  }
}

/** The user id when e-mail and password match; null otherwise (same cost either way). */
export async function authenticate(email: string, password: string): Promise<number | null> {
  const user = await findUserByEmail(email)
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH)
  return ok && user ? user.id : null
}

export type ChangePasswordResult = { ok: true } | { ok: false; reason: 'wrong_current' } | WeakPassword

/** Changes the password and ends every other session of the user. */
export async function changePassword(
  userId: number,
  current: string,
  next: string,
  keepSessionId: string | null,
): Promise<ChangePasswordResult> {
  const user = await db
    .selectFrom('users')
    .select(['password_hash', 'email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  if (!(await verifyPassword(current, user.password_hash))) return { ok: false, reason: 'wrong_current' }
  const weak = await weakPasswordReason(next, user)
  if (weak) return { ok: false, reason: 'weak_password', error: weak }
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(next), updated_at: nowIso() })
    .where('id', '=', userId)
    .execute()
  await revokeSessions(userId, keepSessionId)
  return { ok: true }
}

export const RESET_TOKEN_MINUTES = 60

/** A one-time reset token for the address, or null when no account has it (the caller says the same). */
export async function createResetToken(
  email: string,
): Promise<{ token: string; userId: number; name: string } | null> {
  const user = await findUserByEmail(email)
  if (!user) return null
  const token = crypto.randomBytes(32).toString('base64url')
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
    })
    .execute()
  return { token, userId: user.id, name: user.name }
}

export async function isResetTokenValid(token: string) {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select(['id'])
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst()
  return !!row
}

export type ResetResult = { ok: true; userId: number } | { ok: false; reason: 'invalid_token' } | WeakPassword

/**
 * Uses the token once, sets the password and ends every session of the user. A refused password leaves the
 * token unused, so the person can try another one from the same link.
 */
export async function resetPassword(token: string, password: string): Promise<ResetResult> {
  const owner = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['users.email', 'users.name'])
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst()
  if (!owner) return { ok: false, reason: 'invalid_token' }
  const weak = await weakPasswordReason(password, owner)
  if (weak) return { ok: false, reason: 'weak_password', error: weak }
  const passwordHash = await hashPassword(password)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: nowIso() })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .returning('user_id')
      .executeTakeFirst()
    if (!row) return { ok: false, reason: 'invalid_token' } as const
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', row.user_id)
      .execute()
    await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute()
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: nowIso() })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute()
    return { ok: true, userId: row.user_id } as const
  })
}
