import { type Kysely, sql } from 'kysely'

// Full-text search (modules/social/search): one FTS5 index over people, programming exercises, lessons and
// blog posts, kept in step by triggers, so no code path that writes those tables has to remember it.
//
// - The rowid is the key: `id * 4 + kind` (0 user, 1 exercise, 2 lesson, 3 post), so the kind and the id need
//   no column of their own, and a query keeps one kind with `rowid & 3`.
// - Contentless (content = ''): the index keeps only tokens; results are joined back to their tables for
//   titles and visibility, so no text is stored twice. A row leaves the index through FTS5's 'delete' command
//   with the values it was indexed with, which the triggers have in `old`. (Not `contentless_delete = 1`: it
//   needs SQLite 3.43, and an older sqlite3 shell could then no longer rename a user.)
// - `remove_diacritics 2`: "programacao" finds "Programação" and "licao" finds "Lição", both ways.
// - Indexed: names; both titles of exercises, lessons and posts; a post's text. Not an exercise's statement:
//   it would multiply the index for words (sample data, code) nobody types into a search box.
// - Visibility (private exercises, draft posts) is decided when reading, so it is never stale here.
// - prefix = '1 2': the suggestions search the last word as a prefix while it is typed; one- and two-letter
//   prefixes expand to the most terms, and these small extra indexes make them one read (bench/search.mjs).
const TITLES = (table: string) => `${table}.title_br || ' ' || coalesce(${table}.title_gb, '')`

interface Source {
  table: string
  kind: number
  /** Columns whose change re-indexes the row. */
  columns: string[]
  /** The indexed title and body, over `new` or `old` in triggers and over the table in the backfill. */
  title: (row: string) => string
  body: (row: string) => string
}

const sources: Source[] = [
  { table: 'users', kind: 0, columns: ['name'], title: (r) => `${r}.name`, body: () => `''` },
  {
    table: 'programming_exercises',
    kind: 1,
    columns: ['title_br', 'title_gb'],
    title: TITLES,
    body: () => `''`,
  },
  { table: 'lessons', kind: 2, columns: ['title_br', 'title_gb'], title: TITLES, body: () => `''` },
  {
    table: 'blog_posts',
    kind: 3,
    columns: ['title_br', 'title_gb', 'text'],
    title: TITLES,
    body: (r) => `${r}.text`,
  },
]

function statementsFor(s: Source): string[] {
  const key = (row: string) => `${row}.id * 4 + ${s.kind}`
  const insert = `INSERT INTO search_index (rowid, title, body) VALUES (${key('new')}, ${s.title('new')}, ${s.body('new')});`
  const remove = `INSERT INTO search_index (search_index, rowid, title, body)
    VALUES ('delete', ${key('old')}, ${s.title('old')}, ${s.body('old')});`
  const changed = s.columns.map((c) => `old.${c} IS NOT new.${c}`).join(' OR ')
  return [
    `INSERT INTO search_index (rowid, title, body)
      SELECT ${key(s.table)}, ${s.title(s.table)}, ${s.body(s.table)} FROM ${s.table}`,
    `CREATE TRIGGER search_${s.table}_insert AFTER INSERT ON ${s.table} BEGIN ${insert} END`,
    `CREATE TRIGGER search_${s.table}_update AFTER UPDATE OF id, ${s.columns.join(', ')} ON ${s.table}
      WHEN old.id IS NOT new.id OR ${changed} BEGIN ${remove} ${insert} END`,
    `CREATE TRIGGER search_${s.table}_delete AFTER DELETE ON ${s.table} BEGIN ${remove} END`,
  ]
}

const statements = [
  `CREATE VIRTUAL TABLE search_index USING fts5(
    title, body, content = '', prefix = '1 2', tokenize = 'unicode61 remove_diacritics 2'
  )`,
  ...sources.flatMap(statementsFor),
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
