import { type Kysely, sql } from 'kysely'

// Issue 20, the organization's courses and PRO seats (ADR 024).
// - `org_courses`: the courses an organization's managers chose for its students, in their order (position).
//   `org_hidden_lessons`: lessons of those courses the organization does not offer. Hidden rather than chosen,
//   so a lesson an editor adds later is offered until a manager hides it.
// - Seats (billing's tables, written by org through billing's index): `org_seat_plans` are periods of N PRO
//   seats an organization holds (granted by staff, or bought: `payment_id`); `pro_seats` are the students a
//   manager gave a seat to. A seat gives PRO while its organization holds a plan in force (access.ts).
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  `CREATE TABLE org_courses (
    organization_id INTEGER NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (organization_id, course_id)
  )`,
  `CREATE TABLE org_hidden_lessons (
    organization_id INTEGER NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
    lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
    PRIMARY KEY (organization_id, lesson_id)
  )`,
  `CREATE TABLE org_seat_plans (
    id INTEGER PRIMARY KEY,
    organization_id INTEGER NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
    seats INTEGER NOT NULL CHECK (seats BETWEEN 1 AND 10000),
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active','canceled')),
    source TEXT NOT NULL CHECK (source IN ('grant','payment')),
    reason TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK (starts_at < ends_at)
  )`,
  'CREATE INDEX org_seat_plans_org ON org_seat_plans(organization_id, ends_at)',
  `CREATE TABLE pro_seats (
    organization_id INTEGER NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    assigned_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (organization_id, user_id)
  )`,
  'CREATE INDEX pro_seats_user ON pro_seats(user_id)',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pro_seats', 'org_seat_plans', 'org_hidden_lessons', 'org_courses'])
    await sql.raw(`DROP TABLE ${table}`).execute(db)
}
