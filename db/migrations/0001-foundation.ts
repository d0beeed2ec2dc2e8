import { type Kysely, sql } from 'kysely'

// Plain SQL keeps CHECK constraints and collations readable. Owners: users, sessions,
// password_reset_tokens, outgoing_mail, page_accesses → kernel/account; institutions,
// organization_members → org; notifications → social; competitions → competitions; videos → learning.
const statements = [
  `CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 2 AND 120),
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    password_hash TEXT NOT NULL,
    color TEXT NOT NULL DEFAULT 'black' CHECK (color IN
      ('yellow','orange','teal','light-blue','blue','purple','blue-grey','red','black')),
    level INTEGER NOT NULL DEFAULT 0,
    xp INTEGER NOT NULL DEFAULT 0,
    is_pro INTEGER NOT NULL DEFAULT 0 CHECK (is_pro IN (0,1)),
    is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0,1)),
    permissions TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(permissions)),
    additional TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(additional)),
    preferred_language TEXT NOT NULL DEFAULT 'pt-BR' CHECK (preferred_language IN ('pt-BR','en-GB')),
    discovery_source TEXT CHECK (discovery_source IN
      ('friend','google','instagram','obi_site','other','school','tiktok','youtube')),
    invited_by TEXT,
    terms_accepted_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
  )`,
  `CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    expires_at TEXT NOT NULL,
    user_agent TEXT,
    ip TEXT
  )`,
  'CREATE INDEX sessions_user ON sessions(user_id)',
  `CREATE TABLE password_reset_tokens (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    expires_at TEXT NOT NULL,
    used_at TEXT
  )`,
  `CREATE TABLE outgoing_mail (
    id INTEGER PRIMARY KEY,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    sent_at TEXT,
    error TEXT
  )`,
  `CREATE TABLE page_accesses (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    page TEXT NOT NULL,
    is_unload INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
  )`,
  'CREATE INDEX page_accesses_user ON page_accesses(user_id, created_at)',
  `CREATE TABLE institutions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    short_name TEXT NOT NULL UNIQUE CHECK (short_name GLOB '[A-Z-]*' AND short_name NOT GLOB '*[^A-Z-]*'
      AND length(short_name) BETWEEN 2 AND 20),
    type TEXT NOT NULL CHECK (type IN ('educational','company')),
    country TEXT NOT NULL,
    state TEXT,
    created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
  )`,
  `CREATE TABLE organization_members (
    institution_id INTEGER NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('professor','manager','student')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    PRIMARY KEY (institution_id, user_id, role)
  )`,
  `CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    is_new INTEGER NOT NULL DEFAULT 1,
    content TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(content)),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
  )`,
  'CREATE INDEX notifications_user_new ON notifications(user_id, is_new)',
  `CREATE TABLE competitions (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    style TEXT NOT NULL CHECK (style IN ('icpc','olympiad','trilha')),
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    CHECK (ends_at > starts_at)
  )`,
  'CREATE INDEX competitions_start ON competitions(starts_at)',
  `CREATE TABLE videos (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    youtube_id TEXT,
    published_at TEXT NOT NULL
  )`,
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
