import { type Kysely, sql } from 'kysely'

// Issue 16: an exercise's author (or staff) may write the code the editor starts from, per language, in place of
// the language's generic template (modules/judge/starter-code.ts). One row per exercise and language; none means
// the template. The CHECKs repeat the form's bounds (16 KiB of UTF-8 a language, a judge language id), so no
// other writer can store more; the rows go with their exercise.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE exercise_starter_code (
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id) ON DELETE CASCADE,
    language TEXT NOT NULL CHECK (length(language) BETWEEN 1 AND 20),
    code TEXT NOT NULL CHECK (length(CAST(code AS BLOB)) BETWEEN 1 AND 16384),
    PRIMARY KEY (exercise_id, language)
  ) WITHOUT ROWID`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE exercise_starter_code`.execute(db)
}
