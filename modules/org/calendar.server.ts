import { db } from '~/db/client.server'
import { newToken } from './codes.server'

// The class's calendar feed lives behind a secret address: a new token revokes the old one at once.

export async function renewCalendarToken(classId: number) {
  const token = newToken()
  await db.updateTable('org_classes').set({ ics_token: token }).where('id', '=', classId).execute()
  return token
}

export async function revokeCalendarToken(classId: number) {
  await db.updateTable('org_classes').set({ ics_token: null }).where('id', '=', classId).execute()
}
