import { type Kysely, sql } from 'kysely'

// The competitions module's tables (modules/competitions): the competition's own fields (docs/product.md#competitions-creating), its
// exercises, participations (an individual or a team, live or a virtual run with its own clock), the members a
// participation had when it registered, and clarifications. Rankings are snapshots written by the daily job.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  'ALTER TABLE competitions ADD COLUMN frozen_minutes INTEGER NOT NULL DEFAULT 0 CHECK (frozen_minutes >= 0)',
  `ALTER TABLE competitions ADD COLUMN allowed TEXT NOT NULL DEFAULT 'all'
    CHECK (allowed IN ('all','individual','pro','teams'))`,
  'ALTER TABLE competitions ADD COLUMN password TEXT',
  'ALTER TABLE competitions ADD COLUMN capacity INTEGER CHECK (capacity IS NULL OR capacity > 0)',
  // "optional programming class restriction" (docs/product.md#competitions-creating): the org module's classes will own the id.
  'ALTER TABLE competitions ADD COLUMN programming_class_id INTEGER',
  'ALTER TABLE competitions ADD COLUMN created_by INTEGER REFERENCES users(id) ON DELETE SET NULL',
  // Official = created by staff: free users may join these (docs/product.md#competitions-creating).
  'ALTER TABLE competitions ADD COLUMN is_official INTEGER NOT NULL DEFAULT 0 CHECK (is_official IN (0,1))',
  'ALTER TABLE competitions ADD COLUMN course_id INTEGER REFERENCES courses(id) ON DELETE SET NULL',
  // simulation = a PRO user's run of a source (e.g. OBI 2023) with its own clock; only its creator takes part.
  `ALTER TABLE competitions ADD COLUMN kind TEXT NOT NULL DEFAULT 'live' CHECK (kind IN ('live','simulation'))`,
  'ALTER TABLE competitions ADD COLUMN source_id INTEGER REFERENCES sources(id) ON DELETE SET NULL',
  'ALTER TABLE competitions ADD COLUMN unfrozen_at TEXT',
  'ALTER TABLE competitions ADD COLUMN updated_at TEXT',
  'CREATE INDEX competitions_end ON competitions(ends_at)',
  `CREATE TABLE competition_exercises (
    competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id) ON DELETE RESTRICT,
    position INTEGER NOT NULL CHECK (position >= 0),
    PRIMARY KEY (competition_id, exercise_id),
    UNIQUE (competition_id, position)
  )`,
  `CREATE TABLE participations (
    id INTEGER PRIMARY KEY,
    competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    team_id INTEGER REFERENCES teams(id) ON DELETE CASCADE,
    kind TEXT NOT NULL DEFAULT 'live' CHECK (kind IN ('live','virtual')),
    registered_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    -- The participant's clock: a live participation runs on the competition's; a virtual run on its own.
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK ((user_id IS NULL) <> (team_id IS NULL)),
    CHECK (ends_at > starts_at)
  )`,
  'CREATE INDEX participations_competition ON participations(competition_id, kind)',
  'CREATE UNIQUE INDEX participations_user ON participations(competition_id, user_id) WHERE user_id IS NOT NULL',
  'CREATE UNIQUE INDEX participations_team ON participations(competition_id, team_id) WHERE team_id IS NOT NULL',
  // Who submits for a participation: the user, or the team's members when it registered. One per competition.
  `CREATE TABLE participation_members (
    participation_id INTEGER NOT NULL REFERENCES participations(id) ON DELETE CASCADE,
    competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (participation_id, user_id),
    UNIQUE (competition_id, user_id)
  )`,
  'CREATE INDEX participation_members_user ON participation_members(user_id)',
  `CREATE TABLE clarifications (
    id INTEGER PRIMARY KEY,
    competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
    author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    participation_id INTEGER REFERENCES participations(id) ON DELETE CASCADE,
    exercise_id INTEGER REFERENCES programming_exercises(id) ON DELETE SET NULL,
    -- null for an organizer's announcement (a broadcast without a question)
    question TEXT CHECK (question IS NULL OR length(question) BETWEEN 1 AND 2000),
    answer TEXT CHECK (answer IS NULL OR length(answer) BETWEEN 1 AND 2000),
    answered_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    answered_at TEXT,
    is_broadcast INTEGER NOT NULL DEFAULT 0 CHECK (is_broadcast IN (0,1)),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK (question IS NOT NULL OR answer IS NOT NULL)
  )`,
  'CREATE INDEX clarifications_competition ON clarifications(competition_id, created_at)',
  // Rankings (docs/product.md#competitions-rankings: updated daily): one snapshot per kind and period, replaced whole by the job.
  `CREATE TABLE ranking_entries (
    kind TEXT NOT NULL CHECK (kind IN ('users','monthly','institutions','teams')),
    period TEXT NOT NULL DEFAULT '',
    position INTEGER NOT NULL,
    subject_id INTEGER NOT NULL,
    score INTEGER NOT NULL,
    solved INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, period, subject_id)
  )`,
  'CREATE INDEX ranking_entries_position ON ranking_entries(kind, period, position)',
  `CREATE TABLE ranking_runs (
    kind TEXT NOT NULL,
    period TEXT NOT NULL DEFAULT '',
    computed_at TEXT NOT NULL,
    rows INTEGER NOT NULL,
    PRIMARY KEY (kind, period)
  )`,
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
