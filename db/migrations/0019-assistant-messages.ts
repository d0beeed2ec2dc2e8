import { type Kysely, sql } from 'kysely'

// Issue 19: the assistant's conversation, one row per message (docs/product.md: role, text, links), and the free users'
// daily quota kept on the same rows. A question holds a slot while `quota_day` is set (the São Paulo day it was
// asked on): the slot is taken in the transaction that inserts the question, before the model is called, so
// two requests at once cannot both take the third slot; a failed call clears it (the apology does not count).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE assistant_messages (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
    kind TEXT NOT NULL CHECK (kind IN ('question', 'answer', 'apology', 'offline', 'refusal')),
    text TEXT NOT NULL CHECK (length(text) <= 20000),
    links TEXT NOT NULL DEFAULT '[]',
    path TEXT CHECK (path IS NULL OR length(path) <= 500),
    quota_day TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db)
  await sql`CREATE INDEX assistant_messages_user ON assistant_messages(user_id, id)`.execute(db)
  await sql`CREATE INDEX assistant_messages_quota ON assistant_messages(user_id, quota_day)
    WHERE quota_day IS NOT NULL`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE assistant_messages`.execute(db)
}
