import { type Kysely, sql } from 'kysely'

// Issue 22 (modules/live): live events and the calendar feed, the video center's files, training guides, study
// plans, the mentoring points and the guided tours. One migration for the whole module (one number was given).
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  // A live class or stream. Recurring series are materialised a few weeks ahead, one row per occurrence:
  // UNIQUE(series, starts_at) makes that idempotent. `reminded_at` is the claim of the reminder job (once per event).
  `CREATE TABLE live_events (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    subjects TEXT NOT NULL DEFAULT '',
    tutor TEXT NOT NULL DEFAULT '',
    link TEXT NOT NULL,
    pro_only INTEGER NOT NULL DEFAULT 0 CHECK (pro_only IN (0,1)),
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    series TEXT CHECK (series IN ('pro_class','founder_stream')),
    guide_id INTEGER REFERENCES live_guides(id) ON DELETE SET NULL,
    reminded_at TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK (ends_at > starts_at),
    UNIQUE (series, starts_at)
  )`,
  'CREATE INDEX live_events_start ON live_events(starts_at)',
  // The ICS feed's secret: only its SHA-256 is stored; a new one replaces (revokes) the old.
  `CREATE TABLE live_calendar_tokens (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE live_preferences (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    reminders INTEGER NOT NULL DEFAULT 0 CHECK (reminders IN (0,1)),
    reminder_mail INTEGER NOT NULL DEFAULT 0 CHECK (reminder_mail IN (0,1))
  )`,
  // Video center: the file we serve ourselves (type found from its first bytes), its poster and captions.
  "ALTER TABLE videos ADD COLUMN description TEXT NOT NULL DEFAULT ''",
  "ALTER TABLE videos ADD COLUMN part_note TEXT NOT NULL DEFAULT ''",
  'ALTER TABLE videos ADD COLUMN pro_only INTEGER NOT NULL DEFAULT 0 CHECK (pro_only IN (0,1))',
  'ALTER TABLE videos ADD COLUMN mime TEXT',
  'ALTER TABLE videos ADD COLUMN poster_mime TEXT',
  'ALTER TABLE videos ADD COLUMN has_captions INTEGER NOT NULL DEFAULT 0 CHECK (has_captions IN (0,1))',
  'ALTER TABLE videos ADD COLUMN event_id INTEGER REFERENCES live_events(id) ON DELETE SET NULL',
  `CREATE TABLE video_links (
    video_id INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('subject','lesson','exercise')),
    ref_id INTEGER NOT NULL,
    PRIMARY KEY (video_id, kind, ref_id)
  )`,
  // Training guides: a path of lessons and exercises with its live classes and a discussion.
  `CREATE TABLE live_guides (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    beginner INTEGER NOT NULL DEFAULT 0 CHECK (beginner IN (0,1)),
    archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0,1)),
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE live_guide_items (
    guide_id INTEGER NOT NULL REFERENCES live_guides(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('lesson','exercise')),
    ref_id INTEGER NOT NULL,
    PRIMARY KEY (guide_id, position)
  )`,
  `CREATE TABLE live_guide_members (
    guide_id INTEGER NOT NULL REFERENCES live_guides(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    joined_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (guide_id, user_id)
  )`,
  `CREATE TABLE live_guide_posts (
    id INTEGER PRIMARY KEY,
    guide_id INTEGER NOT NULL REFERENCES live_guides(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX live_guide_posts_guide ON live_guide_posts(guide_id, id)',
  // Study plan: ISO weekdays (1 = Monday) as "1,3,5", at least one; hours a day.
  `CREATE TABLE study_plans (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    days TEXT NOT NULL CHECK (length(days) > 0),
    hours_per_day REAL NOT NULL CHECK (hours_per_day > 0 AND hours_per_day <= 12),
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  // Mentoring programme points (docs/product.md#org): one row per activity staff record; points computed when recorded.
  `CREATE TABLE jtt_activities (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    category TEXT NOT NULL CHECK (category IN ('programming','math','english','soft_skills','community','culture')),
    kind TEXT NOT NULL CHECK (kind IN ('live_event','recorded_event','english_hours','weekly_report')),
    quantity REAL NOT NULL CHECK (quantity > 0),
    points REAL NOT NULL CHECK (points >= 0),
    note TEXT NOT NULL DEFAULT '',
    happened_on TEXT NOT NULL,
    recorded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX jtt_activities_user ON jtt_activities(user_id, happened_on)',
  // Guided tours a user has dismissed (or finished): not shown again.
  `CREATE TABLE tour_dismissals (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    tour TEXT NOT NULL,
    dismissed_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (user_id, tour)
  )`,
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
