import { type Kysely, sql } from 'kysely'
import { hashSecretToken } from '~/app/kernel/auth/secret-token.server'

// Issue 20 review (modules/org):
// - The class calendar feed's token was stored as typed in the URL; from here on only its SHA-256 is kept
//   (`ics_token_hash`, as live's feed tokens), so a copy of the database does not open anyone's feed. Existing
//   tokens are hashed once, so subscribed calendars keep working; the old column is emptied (SQLite cannot drop
//   a UNIQUE column without rebuilding the table; nothing reads it any more).
// - An invite-only class let in whoever registered with a listed address, confirmed or not: anyone could sign
//   up as a listed student's address. `org_email_confirmations` holds the links mailed to prove an address
//   (only their hashes) and when the address was confirmed.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema
export async function up(db: Kysely<any>) {
  await sql`ALTER TABLE org_classes ADD COLUMN ics_token_hash TEXT`.execute(db)
  await sql`CREATE UNIQUE INDEX org_classes_ics_token_hash ON org_classes(ics_token_hash)`.execute(db)
  const rows: { id: number; ics_token: string }[] = await db
    .selectFrom('org_classes')
    .select(['id', 'ics_token'])
    .where('ics_token', 'is not', null)
    .execute()
  for (const row of rows)
    await db
      .updateTable('org_classes')
      .set({ ics_token_hash: hashSecretToken(row.ics_token), ics_token: null })
      .where('id', '=', row.id)
      .execute()
  await sql
    .raw(`CREATE TABLE org_email_confirmations (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- The address the link was mailed to (lower case): a later change of the account's address needs a new one.
    email TEXT NOT NULL,
    -- The class the student was joining: the confirmed link finishes joining it.
    class_id INTEGER REFERENCES org_classes(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TEXT NOT NULL,
    confirmed_at TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`)
    .execute(db)
  await sql`CREATE INDEX org_email_confirmations_user ON org_email_confirmations(user_id, email)`.execute(db)
}
