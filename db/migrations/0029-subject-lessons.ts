import { type Kysely, sql } from 'kysely'

// Issue 21, content editors: a subject lists the lessons that teach it (docs/product.md#judge-practice-pages:
// "Subject: title, lessons, category"). Picked in the subject editor; a lesson or subject that goes takes its
// links with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE subject_lessons (
    subject_id INTEGER NOT NULL REFERENCES subjects(id) ON DELETE CASCADE,
    lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
    PRIMARY KEY (subject_id, lesson_id)
  )`.execute(db)
  await sql`CREATE INDEX subject_lessons_lesson ON subject_lessons(lesson_id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE subject_lessons`.execute(db)
}
