import { type Kysely, sql } from 'kysely'

// Issue 20: the teacher and organization platform (modules/org). The organization is an institution and its
// people are `organization_members` (0001); this adds invitations, programming classes, their members, exercise
// lists, weekly self-assessments, the class discussion and the calendar feed's token.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  // An invitation to join an organization with a role: a link carries the code, or people type it.
  `CREATE TABLE organization_invites (
    id INTEGER PRIMARY KEY,
    institution_id INTEGER NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('professor','manager','student')),
    code TEXT NOT NULL UNIQUE,
    created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    revoked_at TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE org_classes (
    id INTEGER PRIMARY KEY,
    institution_id INTEGER NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
    professor_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
    caption TEXT NOT NULL DEFAULT '',
    calendar_url TEXT,
    certificates INTEGER NOT NULL DEFAULT 0 CHECK (certificates IN (0,1)),
    competition_id INTEGER REFERENCES competitions(id) ON DELETE SET NULL,
    archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0,1)),
    invite_only INTEGER NOT NULL DEFAULT 0 CHECK (invite_only IN (0,1)),
    hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0,1)),
    join_code TEXT NOT NULL UNIQUE,
    -- The calendar feed's secret: null = no feed; a new one revokes the old address.
    ics_token TEXT UNIQUE,
    weekly_form_id TEXT,
    weekly_message TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX org_classes_institution ON org_classes(institution_id)',
  'CREATE INDEX org_classes_professor ON org_classes(professor_id)',
  `CREATE TABLE org_class_members (
    class_id INTEGER NOT NULL REFERENCES org_classes(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    joined_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (class_id, user_id)
  )`,
  'CREATE INDEX org_class_members_user ON org_class_members(user_id)',
  // Invite-only classes: the professor lets these e-mails in (a removed student is no longer listed).
  `CREATE TABLE org_class_invites (
    class_id INTEGER NOT NULL REFERENCES org_classes(id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (class_id, email)
  )`,
  `CREATE TABLE org_lists (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES org_classes(id) ON DELETE CASCADE,
    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
    description TEXT NOT NULL DEFAULT '',
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
    -- 'closed': nothing counts after the end; 'penalty': late solutions count, minus late_penalty percent.
    late_policy TEXT NOT NULL DEFAULT 'closed' CHECK (late_policy IN ('closed','penalty')),
    late_penalty INTEGER NOT NULL DEFAULT 0 CHECK (late_penalty BETWEEN 0 AND 100),
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX org_lists_class ON org_lists(class_id, starts_at)',
  `CREATE TABLE org_list_items (
    list_id INTEGER NOT NULL REFERENCES org_lists(id) ON DELETE CASCADE,
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (list_id, exercise_id)
  )`,
  // The weekly self-assessment (docs/product.md#org): one per student, class and week (the Monday, São Paulo).
  `CREATE TABLE org_weekly_answers (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES org_classes(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    week TEXT NOT NULL,
    difficulty INTEGER NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
    effort_hours INTEGER NOT NULL CHECK (effort_hours BETWEEN 0 AND 100),
    plan TEXT NOT NULL DEFAULT '',
    priority_subject TEXT NOT NULL DEFAULT '',
    team_feedback TEXT NOT NULL DEFAULT '',
    mentorships INTEGER NOT NULL DEFAULT 0 CHECK (mentorships BETWEEN 0 AND 50),
    happiness INTEGER NOT NULL CHECK (happiness BETWEEN 0 AND 5),
    sent_at TEXT NOT NULL DEFAULT ${NOW},
    UNIQUE (class_id, user_id, week)
  )`,
  `CREATE TABLE org_class_posts (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES org_classes(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    parent_id INTEGER REFERENCES org_class_posts(id) ON DELETE CASCADE,
    body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX org_class_posts_class ON org_class_posts(class_id, created_at)',
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
