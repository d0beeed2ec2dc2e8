import { type Kysely, sql } from 'kysely'

// Issue 25, judge machines: a submission claimed by a judge worker over HTTP (modules/judge/remote). One row
// per claimed submission while a worker holds it: the random token the worker must show with its heartbeats
// and its verdict, and the lease's expiry. In the database, not in memory, so a restarted primary neither
// re-offers a live worker's submission nor forgets an expired one. The row goes with its submission.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE judge_claims (
    submission_id INTEGER PRIMARY KEY REFERENCES submissions(id) ON DELETE CASCADE,
    token TEXT NOT NULL CHECK (length(token) = 64),
    worker TEXT NOT NULL CHECK (length(worker) BETWEEN 1 AND 100),
    started_at TEXT NOT NULL,
    lease_expires_at TEXT NOT NULL
  ) WITHOUT ROWID`.execute(db)
  await sql`CREATE INDEX judge_claims_lease ON judge_claims(lease_expires_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE judge_claims`.execute(db)
}
