import { type Kysely, sql } from 'kysely'

// Issue 26, age (docs/product.md#account-age: 10 with adult supervision, 14 autonomously; LGPD art. 14; ADR 023).
// - `users.guardian_pending`: 1 while an account of someone under 14 awaits a guardian's confirmation; such an
//   account cannot post publicly nor appear in rankings (the kernel's rule, app/kernel/auth/age.server.ts).
// - `users.birthdate_asked_at`: accounts older than this rule are asked their birth date once (the
//   `update_birthdate` action); answering or "not now" records it.
// - `guardian_consents`: one row per link mailed to a guardian; only the token's SHA-256 is kept. A newer link
//   retires the older ones (`used_at`), so one link works at a time; `confirmed_at` is set by the guardian's POST.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN guardian_pending INTEGER NOT NULL DEFAULT 0
    CHECK (guardian_pending IN (0, 1))`.execute(db)
  await sql`ALTER TABLE users ADD COLUMN birthdate_asked_at TEXT`.execute(db)
  await sql`CREATE TABLE guardian_consents (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    guardian_email TEXT NOT NULL CHECK (length(guardian_email) BETWEEN 3 AND 254),
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    confirmed_at TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db)
  await sql`CREATE INDEX guardian_consents_user ON guardian_consents(user_id, created_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE guardian_consents`.execute(db)
  await sql`ALTER TABLE users DROP COLUMN birthdate_asked_at`.execute(db)
  await sql`ALTER TABLE users DROP COLUMN guardian_pending`.execute(db)
}
