import { type Kysely, sql } from 'kysely'

// Issue 21, content editors: a course is published or a draft. A draft is seen by content editors only (the
// course list, the course and lesson pages, the API); students meet it once an editor publishes it. Courses
// that exist today stay published; a course created in the editor starts as a draft (the service sets 0).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE courses ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1
    CHECK (is_published IN (0, 1))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE courses DROP COLUMN is_published`.execute(db)
}
