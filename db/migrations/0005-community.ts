import { type Kysely, sql } from 'kysely'

// The social module's core tables, created early because competitions (team participations, the friends and
// teams rankings) and the hall of fame read them: teams and members, friendships, the user's institution and
// ranking preference, external competition results and jobs (docs/product.md#social-profiles). The social issue builds their pages.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  `CREATE TABLE teams (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(name) BETWEEN 2 AND 80),
    description TEXT NOT NULL DEFAULT '',
    invite_password TEXT NOT NULL CHECK (length(invite_password) BETWEEN 4 AND 100),
    captain_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    has_image INTEGER NOT NULL DEFAULT 0 CHECK (has_image IN (0,1)),
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE team_members (
    team_id INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    joined_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (team_id, user_id)
  )`,
  'CREATE INDEX team_members_user ON team_members(user_id)',
  // A request goes from user_id to friend_id; accepted makes them friends both ways.
  `CREATE TABLE friendships (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    friend_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','accepted')),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (user_id, friend_id),
    CHECK (user_id <> friend_id)
  )`,
  'CREATE INDEX friendships_friend ON friendships(friend_id)',
  'ALTER TABLE users ADD COLUMN institution_id INTEGER REFERENCES institutions(id) ON DELETE SET NULL',
  'ALTER TABLE users ADD COLUMN show_in_rankings INTEGER NOT NULL DEFAULT 1 CHECK (show_in_rankings IN (0,1))',
  'CREATE INDEX users_institution ON users(institution_id)',
  `CREATE TABLE external_results (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (name IN
      ('obi','cf_obi','egoi','hackathon','icpc','ioi','maratona','obm','obmep','other')),
    other_name TEXT CHECK (other_name IS NULL OR length(other_name) BETWEEN 1 AND 120),
    level TEXT NOT NULL CHECK (level IN ('0','1','2','3','4','5','university')),
    scope TEXT NOT NULL CHECK (scope IN ('international','national','regional')),
    year INTEGER NOT NULL CHECK (year BETWEEN 1980 AND 2100),
    medal TEXT CHECK (medal IS NULL OR medal IN ('gold','silver','bronze','honorable_mention','none')),
    position INTEGER CHECK (position IS NULL OR position > 0),
    institution_id INTEGER REFERENCES institutions(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK (name <> 'other' OR other_name IS NOT NULL)
  )`,
  'CREATE INDEX external_results_name ON external_results(name, year)',
  'CREATE INDEX external_results_user ON external_results(user_id)',
  `CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    position TEXT NOT NULL CHECK (position IN ('consultant','founder','intern','manager','project_manager',
      'researcher','software_developer','team_lead','other')),
    started_on TEXT NOT NULL,
    ended_on TEXT,
    institution_id INTEGER REFERENCES institutions(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX jobs_user ON jobs(user_id)',
  'CREATE INDEX jobs_institution ON jobs(institution_id)',
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
