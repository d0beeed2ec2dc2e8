import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '~/app/kernel/auth/secret-token.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { sendMail } from '~/app/kernel/people/mail.server'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'
import { GUARDIAN_LINK_DAYS, GUARDIAN_MAILS_PER_HOUR } from './rules'

// A guardian's confirmation of an account of someone under 14 (ADR 023, docs/privacy.md#age). The guardian gets a
// mailed link (the kernel's secret token: only its hash is stored) that expires and works once; the child may
// mail it again (a few times an hour) or to another address. A newer link retires the older ones.

const HOUR_MS = 3_600_000

export interface GuardianStatus {
  pending: boolean
  /** The address of the newest link, or null when none was mailed yet (an account asked after the fact). */
  guardianEmail: string | null
  sentAt: string | null
}

export async function guardianStatus(userId: number): Promise<GuardianStatus> {
  const [user, last] = await Promise.all([
    db.selectFrom('users').select('guardian_pending').where('id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('guardian_consents')
      .select(['guardian_email', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ])
  return {
    pending: user.guardian_pending === 1,
    guardianEmail: last?.guardian_email ?? null,
    sentAt: last?.created_at ?? null,
  }
}

export type MailGuardianResult =
  | { ok: true }
  | { ok: false; reason: 'not_pending' | 'same_email' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }

/**
 * Mails a new confirmation link to the guardian (in the language of the request's page) and retires the older
 * links. Refused for an account that no longer awaits one, for the child's own address, and past the hourly limit.
 */
export async function mailGuardian(
  request: Request,
  userId: number,
  guardianEmail: string,
  at = now(),
): Promise<MailGuardianResult> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'email', 'guardian_pending'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  if (user.guardian_pending !== 1) return { ok: false, reason: 'not_pending' }
  if (guardianEmail.trim().toLowerCase() === user.email.toLowerCase())
    return { ok: false, reason: 'same_email' }
  const since = new Date(at.getTime() - HOUR_MS).toISOString()
  const recent = await db
    .selectFrom('guardian_consents')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute()
  if (recent.length >= GUARDIAN_MAILS_PER_HOUR) {
    const freeAt = Date.parse(recent[0].created_at) + HOUR_MS
    return {
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)),
    }
  }
  const token = newSecretToken()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('guardian_consents')
      .set({ used_at: at.toISOString() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute()
    await trx
      .insertInto('guardian_consents')
      .values({
        user_id: userId,
        guardian_email: guardianEmail,
        token_hash: hashSecretToken(token),
        expires_at: new Date(at.getTime() + GUARDIAN_LINK_DAYS * 86_400_000).toISOString(),
        created_at: at.toISOString(),
      })
      .execute()
  })
  const t = await tFor(request, 'age')
  const link = `${env().publicUrl}/${requestPrefix(request)}/guardian/confirm?token=${token}`
  await sendMail({
    to: guardianEmail,
    subject: t('mail.subject', { name: user.name }),
    text: t('mail.body', { name: user.name, email: user.email, link, days: GUARDIAN_LINK_DAYS }),
  })
  return { ok: true }
}

export type LinkState =
  | { state: 'valid'; childName: string }
  | { state: 'confirmed'; childName: string }
  | { state: 'expired' | 'used' | 'invalid' }

/** What a link opens, without changing anything (the page a GET shows). */
export async function guardianLink(token: string, at = now()): Promise<LinkState> {
  if (!looksLikeSecretToken(token)) return { state: 'invalid' }
  const row = await db
    .selectFrom('guardian_consents as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['u.name', 'g.expires_at', 'g.used_at', 'g.confirmed_at'])
    .where('g.token_hash', '=', hashSecretToken(token))
    .executeTakeFirst()
  if (!row) return { state: 'invalid' }
  if (row.confirmed_at) return { state: 'confirmed', childName: row.name }
  if (row.used_at) return { state: 'used' }
  if (row.expires_at <= at.toISOString()) return { state: 'expired' }
  return { state: 'valid', childName: row.name }
}

/** What the guardian's POST did: `done` when it used the link, else what the link is (a reuse finds it confirmed). */
export type ConfirmState = LinkState | { state: 'done'; childName: string }

/**
 * The guardian's POST: uses the link once and lifts the account's wait. The update's conditions make a second
 * POST (or a race of two) find nothing to use; what the link is then is told by `guardianLink`.
 */
export async function confirmGuardian(token: string, at = now()): Promise<ConfirmState> {
  if (!looksLikeSecretToken(token)) return { state: 'invalid' }
  const used = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('guardian_consents')
      .set({ used_at: at.toISOString(), confirmed_at: at.toISOString() })
      .where('token_hash', '=', hashSecretToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at.toISOString())
      .returning('user_id')
      .executeTakeFirst()
    if (row)
      await trx.updateTable('users').set({ guardian_pending: 0 }).where('id', '=', row.user_id).execute()
    return row
  })
  const state = await guardianLink(token, at)
  return used && state.state === 'confirmed' ? { state: 'done', childName: state.childName } : state
}
