import { now } from '~/app/kernel/runtime/clock.server'
import { db } from '~/db/client.server'

export { BR_STATES, locationSchema } from './schemas'

// Where the person lives (docs/privacy.md#location): country and state, typed by them — no outside geolocation
// service, no IP lookup. Users without it get the `update_location` action (the shell asks them once: saving or
// "not now" records `location_asked_at`, and the question is not asked again).

export type UserAction = 'update_birthdate' | 'update_location'

/**
 * The user's one-time questions, each until the person answered or declined once: `update_birthdate` for
 * accounts older than the age rules (ADR 023; new ones give it when registering), `update_location`
 * (docs/privacy.md#location). The shell asks the first.
 */
export async function userActions(userId: number): Promise<UserAction[]> {
  const row = await db
    .selectFrom('users')
    .select(['country', 'location_asked_at', 'birthdate', 'birthdate_asked_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!row) return []
  const actions: UserAction[] = []
  if (!row.birthdate && !row.birthdate_asked_at) actions.push('update_birthdate')
  if (!row.country && !row.location_asked_at) actions.push('update_location')
  return actions
}

export async function currentLocation(userId: number) {
  return db
    .selectFrom('users')
    .select(['country', 'state'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

export async function saveLocation(
  userId: number,
  location: { country: string; state?: string },
  at = now(),
) {
  await db
    .updateTable('users')
    .set({ country: location.country, state: location.state || null, location_asked_at: at.toISOString() })
    .where('id', '=', userId)
    .execute()
}

/** "Not now": the question is not asked again (the profile's page form still sets it). */
export async function declineLocation(userId: number, at = now()) {
  await db
    .updateTable('users')
    .set({ location_asked_at: at.toISOString() })
    .where('id', '=', userId)
    .execute()
}
