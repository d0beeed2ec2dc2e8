import { type Kysely, sql } from 'kysely'

// Rich text rendered once, when it is saved (issue 15, item 2; ADR 012): a page view reads the HTML instead
// of running the Markdown pipeline. The key is `{prefix}:{sha1 of the text}` (app/rich-text/cache.server.ts),
// so an edited text is simply a new row and no owner table needs a column. Rows of old versions stay until
// a later prune; they are small and never read again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rich_text_renders (
    key TEXT PRIMARY KEY,
    html TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
  ) WITHOUT ROWID`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rich_text_renders`.execute(db)
}
