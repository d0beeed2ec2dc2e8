// Two students the privacy end-to-end spec deletes (tests/e2e/privacy.spec.ts), one per Playwright project:
// they have some XP, so the rankings computed at start list them, and the e2e test can see their names go.
// Nobody else uses them. Idempotent: an existing e-mail is left alone.
import type { Kysely } from 'kysely'
import { hashPassword } from '~/app/kernel/auth/password.server'
import type { Database } from '../schema'

export const PRIVACY_SEED_PASSWORD = 'demo-privacidade-123'
export const PRIVACY_SEED_USERS = [
  { name: 'Iara Apagável', email: 'privacidade-js-on@trilha.dev' },
  { name: 'Ivo Apagável', email: 'privacidade-js-off@trilha.dev' },
] as const

export async function seedPrivacy(db: Kysely<Database>) {
  const hash = await hashPassword(PRIVACY_SEED_PASSWORD)
  for (const user of PRIVACY_SEED_USERS) {
    await db
      .insertInto('users')
      .values({
        ...user,
        password_hash: hash,
        // Low XP: listed at the end of the rankings, so no other spec's positions move.
        xp: 10,
        country: 'BR',
        state: 'SP',
        location_asked_at: new Date().toISOString(),
        terms_accepted_at: new Date().toISOString(),
        discovery_source: 'friend',
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute()
  }
}
