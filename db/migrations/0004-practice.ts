import { type Kysely, sql } from 'kysely'

// The judge module's practice additions: sources (e.g. OBI 2023 → Fase 1 → Nível 1) and the staff review
// that turns a public exercise solved by more than 5 users into a community one (docs/product.md#judge-exercises).
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  `CREATE TABLE sources (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
    parent_id INTEGER REFERENCES sources(id) ON DELETE CASCADE,
    position INTEGER NOT NULL DEFAULT 0,
    title_br TEXT NOT NULL CHECK (length(title_br) BETWEEN 1 AND 200),
    title_gb TEXT,
    date TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX sources_parent ON sources(parent_id, position)',
  `CREATE TABLE exercise_sources (
    exercise_id INTEGER NOT NULL REFERENCES programming_exercises(id) ON DELETE CASCADE,
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    PRIMARY KEY (exercise_id, source_id)
  )`,
  'CREATE INDEX exercise_sources_source ON exercise_sources(source_id)',
  'ALTER TABLE programming_exercises ADD COLUMN reviewed_at TEXT',
  'ALTER TABLE programming_exercises ADD COLUMN reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL',
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
