import { type Kysely, sql } from 'kysely'

// Issue 19: every call to the model server is written down — who asked (null for the grader's jobs), for what,
// which model, the tokens both ways, how long it took and whether it answered — so staff see the cost per day
// and a failing model shows up as failures, not as silence. Kept when a user is erased (the user id is nulled).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE model_calls (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    purpose TEXT NOT NULL CHECK (purpose IN ('assistant', 'grader', 'author')),
    model TEXT NOT NULL CHECK (length(model) BETWEEN 1 AND 200),
    prompt_tokens INTEGER NOT NULL DEFAULT 0 CHECK (prompt_tokens >= 0),
    completion_tokens INTEGER NOT NULL DEFAULT 0 CHECK (completion_tokens >= 0),
    latency_ms INTEGER NOT NULL DEFAULT 0 CHECK (latency_ms >= 0),
    ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db)
  await sql`CREATE INDEX model_calls_created ON model_calls(created_at)`.execute(db)
  await sql`CREATE INDEX model_calls_user ON model_calls(user_id, created_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE model_calls`.execute(db)
}
