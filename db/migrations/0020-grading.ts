import { type Kysely, sql } from 'kysely'

// Issue 19, AI grading. Two tables:
// - `answer_grades` (learning's: the answers are learning's rows, and the lesson page shows their grade): the
//   grading state of a math answer or a project hand-in and its current grade in detail (per rubric or per
//   requirement, with feedback), who graded it (the AI or a staff member). The summary stays in the answer's own
//   columns (status, rubric_*, score), so nothing that reads them changes.
// - `grading_jobs` (the assistant's): the grader's queue, one row per answer, surviving restarts (a job left
//   `running` by a crash is queued again at start), with its attempts and the time of the next try (backoff).
// Both name the answer by kind + id; triggers remove them with the answer (a user erased, an exercise deleted).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE answer_grades (
    kind TEXT NOT NULL CHECK (kind IN ('math', 'project')),
    submission_id INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('queued', 'waiting_model', 'feedback_unavailable', 'staff_review', 'graded')),
    grader TEXT CHECK (grader IN ('ai', 'staff')),
    graded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    details TEXT CHECK (details IS NULL OR length(details) <= 65536),
    graded_at TEXT,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (kind, submission_id),
    CHECK ((state = 'graded') = (grader IS NOT NULL AND details IS NOT NULL AND graded_at IS NOT NULL))
  ) WITHOUT ROWID`.execute(db)
  await sql`CREATE INDEX answer_grades_state ON answer_grades(state, updated_at)`.execute(db)
  await sql`CREATE TABLE grading_jobs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('math', 'project')),
    submission_id INTEGER NOT NULL,
    state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'staff_review')),
    attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at TEXT NOT NULL,
    last_error TEXT CHECK (last_error IS NULL OR length(last_error) <= 2000),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (kind, submission_id)
  )`.execute(db)
  await sql`CREATE INDEX grading_jobs_due ON grading_jobs(state, next_attempt_at)`.execute(db)
  for (const [table, kind] of [
    ['math_submissions', 'math'],
    ['project_submissions', 'project'],
  ] as const) {
    await sql
      .raw(`CREATE TRIGGER ${table}_grading_gone AFTER DELETE ON ${table} BEGIN
        DELETE FROM answer_grades WHERE kind = '${kind}' AND submission_id = OLD.id;
        DELETE FROM grading_jobs WHERE kind = '${kind}' AND submission_id = OLD.id;
      END`)
      .execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER math_submissions_grading_gone`.execute(db)
  await sql`DROP TRIGGER project_submissions_grading_gone`.execute(db)
  await sql`DROP TABLE grading_jobs`.execute(db)
  await sql`DROP TABLE answer_grades`.execute(db)
}
