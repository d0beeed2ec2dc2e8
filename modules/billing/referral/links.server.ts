import type { Prefix } from '~/app/kernel/i18n/locale'
import { db, nowIso } from '~/db/client.server'
import type { LinkInput } from './schemas'

/**
 * docs/product.md#billing: Brazil only. The /br locale, and a user in Brazil: users carry no country of their own, so the one
 * stored is their institution's (`institutions.country`); a user with no institution is taken to be in Brazil
 * (the platform's audience, and the PIX key itself is Brazilian).
 */
export async function referralEligibility(
  userId: number,
  prefix: Prefix,
): Promise<'ok' | 'locale' | 'country'> {
  if (prefix !== 'br') return 'locale'
  const row = await db
    .selectFrom('users')
    .leftJoin('institutions', 'institutions.id', 'users.institution_id')
    .select('institutions.country')
    .where('users.id', '=', userId)
    .executeTakeFirst()
  return !row?.country || row.country === 'BR' ? 'ok' : 'country'
}

export async function findLink(userId: number) {
  return db.selectFrom('referral_links').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export async function findLinkByIdentifier(identifier: string) {
  return db
    .selectFrom('referral_links')
    .selectAll()
    .where('identifier', '=', identifier.trim().toLowerCase())
    .executeTakeFirst()
}

export type CreateLinkResult = { ok: true } | { ok: false; reason: 'identifier_taken' | 'has_link' }

/** The identifier is chosen once (shared links must keep working); the product's "already belongs to another user". */
export async function createLink(userId: number, input: LinkInput): Promise<CreateLinkResult> {
  if (await findLink(userId)) return { ok: false, reason: 'has_link' }
  if (await findLinkByIdentifier(input.identifier)) return { ok: false, reason: 'identifier_taken' }
  try {
    await db
      .insertInto('referral_links')
      .values({
        user_id: userId,
        identifier: input.identifier,
        pix_key_type: input.pixKeyType,
        pix_key: input.pixKey,
        owner_name: input.ownerName,
        updated_at: nowIso(),
      })
      .execute()
    return { ok: true }
  } catch (error) {
    // Two people racing for one identifier (or one person posting twice): the UNIQUE indexes decide.
    if (String(error).includes('referral_links.identifier')) return { ok: false, reason: 'identifier_taken' }
    if (String(error).includes('UNIQUE') || String(error).includes('PRIMARY'))
      return { ok: false, reason: 'has_link' }
    throw error
  }
}

/** "ana.silva+trilha@gmail.com" and "anasilva@gmail.com" are one mailbox: the same person on two accounts. */
export function mailbox(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@')
  const base = local.split('+')[0]
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com'
  return `${gmail ? base.replaceAll('.', '') : base}@${gmail ? 'gmail.com' : domain}`
}

/**
 * Registration's hook (account calls it through billing's index): the first candidate — the identifier typed in
 * "invited by", then the one remembered from a `?ref=` visit — that names a link becomes the new user's inviter.
 * Nobody invites themselves: not their own account, nor another account on the same mailbox.
 */
export async function recordInvitation(
  invitedUserId: number,
  candidates: (string | null | undefined)[],
): Promise<number | null> {
  const invited = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', invitedUserId)
    .executeTakeFirst()
  if (!invited) return null
  for (const candidate of candidates) {
    if (!candidate?.trim()) continue
    const link = await findLinkByIdentifier(candidate)
    if (!link || link.user_id === invitedUserId) continue
    const referrer = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', link.user_id)
      .executeTakeFirstOrThrow()
    if (mailbox(referrer.email) === mailbox(invited.email)) return null
    await db
      .insertInto('referral_invitations')
      .values({ invited_user_id: invitedUserId, referrer_id: link.user_id })
      .onConflict((oc) => oc.doNothing())
      .execute()
    return link.user_id
  }
  return null
}
