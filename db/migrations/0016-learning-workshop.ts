import { type Kysely, sql } from 'kysely'

// Issue 21 (the rest of learning).
// - custom_runs: a PRO user's program run on their own input from the exercise page (modules/judge, custom
//   tests). The page after the POST reads the row (POST → 303 → GET), so a run is stored; the service keeps the
//   last few per user. The CHECKs repeat the form's bounds so no other writer stores more.
// - projects.kind: the projects hub's first two tabs (step-by-step guides vs ideas).
// - project_submissions.visibility: the hub's community tab lists the public hand-ins. New and old rows are
//   private; the status values and the table names stay (the assistant's grading reads them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE custom_runs (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id) ON DELETE CASCADE,
    language TEXT NOT NULL CHECK (length(language) BETWEEN 1 AND 20),
    code TEXT NOT NULL CHECK (length(CAST(code AS BLOB)) <= 65536),
    input TEXT NOT NULL CHECK (length(CAST(input AS BLOB)) <= 65536),
    status TEXT NOT NULL CHECK (status IN ('ok', 'compilation_error', 'time_limit_exceeded',
      'memory_limit_exceeded', 'output_limit_exceeded', 'run_time_error', 'internal_error')),
    stdout TEXT NOT NULL DEFAULT '',
    stderr TEXT NOT NULL DEFAULT '',
    compilation_message TEXT,
    error_code TEXT,
    cpu_ms INTEGER,
    memory_kib INTEGER,
    time_limit_ms INTEGER NOT NULL,
    memory_limit_mib INTEGER NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db)
  await sql`CREATE INDEX custom_runs_user ON custom_runs (user_id, id)`.execute(db)
  await sql`ALTER TABLE projects ADD COLUMN kind TEXT NOT NULL DEFAULT 'idea'
    CHECK (kind IN ('step_by_step', 'idea'))`.execute(db)
  await sql`ALTER TABLE project_submissions ADD COLUMN visibility TEXT NOT NULL DEFAULT 'private'
    CHECK (visibility IN ('private', 'public'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE custom_runs`.execute(db)
  await sql`ALTER TABLE project_submissions DROP COLUMN visibility`.execute(db)
  await sql`ALTER TABLE projects DROP COLUMN kind`.execute(db)
}
