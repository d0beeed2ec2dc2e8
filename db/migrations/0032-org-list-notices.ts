import { type Kysely, sql } from 'kysely'

// Issue 20, "a list opens" (modules/org/lists/list-notices.server.ts): each student of a class hears once that an
// exercise list of the class opened. A row is the claim of one notice (list × student), written in the
// transaction that writes the notification, so a second run never sends it again.
// Lists already open when this migration runs are claimed for their students now: announcing weeks-old lists
// to a whole school on the first run would bury the notifications that matter.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TABLE org_list_notices (
      list_id INTEGER NOT NULL REFERENCES org_lists(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      sent_at TEXT NOT NULL DEFAULT ${NOW},
      PRIMARY KEY (list_id, user_id)
    )`)
    .execute(db)
  await sql.raw('CREATE INDEX org_list_notices_user ON org_list_notices(user_id)').execute(db)
  await sql
    .raw(`INSERT INTO org_list_notices (list_id, user_id)
      SELECT l.id, m.user_id FROM org_lists l JOIN org_class_members m ON m.class_id = l.class_id
      WHERE l.starts_at <= ${NOW}`)
    .execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE org_list_notices').execute(db)
}
