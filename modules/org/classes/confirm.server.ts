import type { SessionUser } from '~/app/kernel/auth/policy'
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '~/app/kernel/auth/secret-token.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { sendMail } from '~/app/kernel/people/mail.server'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'

// An invite-only class lets in the e-mails its professor listed; registering does not prove an address (the
// account module sends no confirmation), so anyone could sign up as a listed student. Before joining, the
// student proves the address: a link mailed to it (only its hash stored, valid a day) opens a page whose
// button confirms it and finishes joining. A confirmed address stays confirmed for that account; changing the
// account's address needs a new link.

const LINK_HOURS = 24

const lower = (email: string) => email.trim().toLowerCase()

export async function emailConfirmed(user: Pick<SessionUser, 'id' | 'email'>) {
  const row = await db
    .selectFrom('org_email_confirmations')
    .select('id')
    .where('user_id', '=', user.id)
    .where('email', '=', lower(user.email))
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst()
  return !!row
}

/** Mails a confirmation link for joining `classId` to the account's address, in the page's language. */
export async function sendConfirmation(request: Request, user: SessionUser, classId: number, now: Date) {
  const token = newSecretToken()
  await db
    .insertInto('org_email_confirmations')
    .values({
      user_id: user.id,
      email: lower(user.email),
      class_id: classId,
      token_hash: hashSecretToken(token),
      expires_at: new Date(now.getTime() + LINK_HOURS * 3_600_000).toISOString(),
    })
    .execute()
  // The configured public origin: a forged Host header must not put another site in the mail.
  const link = `${env().publicUrl}/${requestPrefix(request)}/programming-classes/confirm/${token}`
  const t = await tFor(request, 'org')
  await sendMail({
    to: user.email,
    subject: t('confirm.mail.subject'),
    text: t('confirm.mail.body', { name: user.name, link, hours: LINK_HOURS }),
  })
}

/**
 * The pending link `token` of this user and of their current address, not expired; null otherwise (another
 * account's link, an address changed since, an old link).
 */
export async function pendingConfirmation(user: Pick<SessionUser, 'id' | 'email'>, token: string, now: Date) {
  if (!looksLikeSecretToken(token)) return null
  const row = await db
    .selectFrom('org_email_confirmations')
    .select(['id', 'class_id', 'confirmed_at'])
    .where('token_hash', '=', hashSecretToken(token))
    .where('user_id', '=', user.id)
    .where('email', '=', lower(user.email))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return row ?? null
}

export async function markConfirmed(id: number, now: Date) {
  await db
    .updateTable('org_email_confirmations')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute()
}
