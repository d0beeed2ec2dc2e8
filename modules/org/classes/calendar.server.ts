import { hashSecretToken, newSecretToken } from '~/app/kernel/auth/secret-token.server'
import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'

// The class's calendar feed lives behind a secret address: a new token revokes the old one at once. Only the
// token's hash is stored, so the address is shown once, right after it is made (the class page's flash).

export async function renewCalendarToken(classId: number) {
  const token = newSecretToken()
  await db
    .updateTable('org_classes')
    .set({ ics_token_hash: hashSecretToken(token) })
    .where('id', '=', classId)
    .execute()
  return token
}

export async function revokeCalendarToken(classId: number) {
  await db.updateTable('org_classes').set({ ics_token_hash: null }).where('id', '=', classId).execute()
}

/** The feed's absolute address, on the configured public origin (never the request's Host header). */
export const calendarFeedUrl = (token: string) => `${env().publicUrl}/api/org/calendar/${token}.ics`
