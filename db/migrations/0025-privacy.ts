import { type Kysely, sql } from 'kysely'

// Issue 26, privacy rights (LGPD), news e-mails and the user's location (docs/privacy.md, ADR 022).
// - `privacy_requests`: one row per "download my data" or "delete my account" request, with its due date
//   (15 days, docs/privacy.md), its status and a resumable step counter (the background job records each step done).
// - `users`: where the person lives (country, state; asked once: the update_location action), when the account was
//   deactivated (deletion requested: hidden at once; cleared by logging in during the grace period) and erased.
// - `news_mails`: a staff news e-mail in both locales and its send progress (the last recipient id mailed, `cursor`), so a
//   restart resumes the batches where they stopped; `outgoing_mail.headers` carries List-Unsubscribe.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE privacy_requests (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('export', 'deletion')),
    status TEXT NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'running', 'ready', 'done', 'cancelled', 'failed', 'expired')),
    step INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0),
    total_steps INTEGER NOT NULL DEFAULT 0 CHECK (total_steps >= 0),
    file_bytes INTEGER,
    due_at TEXT NOT NULL,
    act_after TEXT,
    expires_at TEXT,
    completed_at TEXT,
    previous_show_in_rankings INTEGER,
    error TEXT CHECK (error IS NULL OR length(error) <= 2000),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db)
  await sql`CREATE INDEX privacy_requests_user ON privacy_requests(user_id, kind, created_at)`.execute(db)
  await sql`CREATE INDEX privacy_requests_status ON privacy_requests(status, kind)`.execute(db)

  await sql`ALTER TABLE users ADD COLUMN country TEXT CHECK (country IS NULL OR length(country) = 2)`.execute(
    db,
  )
  await sql`ALTER TABLE users ADD COLUMN state TEXT CHECK (state IS NULL OR length(state) <= 60)`.execute(db)
  await sql`ALTER TABLE users ADD COLUMN location_asked_at TEXT`.execute(db)
  await sql`ALTER TABLE users ADD COLUMN deactivated_at TEXT`.execute(db)
  await sql`ALTER TABLE users ADD COLUMN erased_at TEXT`.execute(db)

  await sql`CREATE TABLE news_mails (
    id INTEGER PRIMARY KEY,
    subject_br TEXT NOT NULL CHECK (length(subject_br) BETWEEN 1 AND 200),
    subject_gb TEXT NOT NULL CHECK (length(subject_gb) BETWEEN 1 AND 200),
    body_br TEXT NOT NULL CHECK (length(body_br) BETWEEN 1 AND 20000),
    body_gb TEXT NOT NULL CHECK (length(body_gb) BETWEEN 1 AND 20000),
    created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    send_month TEXT,
    sent_at TEXT,
    status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sending', 'sent')),
    cursor INTEGER NOT NULL DEFAULT 0,
    sent_count INTEGER NOT NULL DEFAULT 0,
    total INTEGER NOT NULL DEFAULT 0,
    finished_at TEXT
  )`.execute(db)
  await sql`CREATE INDEX news_mails_month ON news_mails(send_month)`.execute(db)
  await sql`ALTER TABLE outgoing_mail ADD COLUMN headers TEXT`.execute(db)
}
