// Search cost (modules/social/search): the FTS5 index of migration 0008 against the `LIKE '%q%'` scan it
// replaced (the baseline, measured in the same run on the same file), on a scratch SQLite database with 20,000
// people, 5,000 programming exercises (10% private), 5,000 lessons in 100 courses and 500 blog posts.
//   - FTS5: the service itself (searchKind, as GET /api/search/<kind> calls it) for a logged-in student,
//     visibility and best scores included;
//   - LIKE: the same kinds, visibility and limit of 10 by `lower(column) LIKE '%q%'`, as the old results page
//     did for people. It is also weaker: SQLite's lower() and LIKE fold only ASCII, so "programacao" misses
//     "Programação" (the hit counts show it).
// Per query and kind, median / p95 milliseconds and the ratio LIKE ÷ FTS5; then the four kinds together (what
// one suggestion round costs). Also the load time with the triggers on and the index's size. Figures only,
// never a threshold. BENCH_ROUNDS (default 30) sets the rounds; variants interleave in a shuffled order.
// Ends with one `JSON: {...}` line.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import SQLite from 'better-sqlite3'
import { build } from 'esbuild'
import { median, ms, p95, round, shuffle, table } from './judge/stats.mjs'
import { seeded } from './scoreboard/data.mjs'

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 30))
const PEOPLE = 20_000
const EXERCISES = 5_000
const COURSES = 100
const LESSONS_PER_COURSE = 50
const POSTS = 500
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const started = performance.now()

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-search-'))
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }))
// The bundle keeps its packages external: it finds them through this link, as if it lived in the repo.
fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir')
const file = path.join(tmp, 'bench.db')
process.env.DATABASE_PATH = file

// The migrations and the search service bundled from the current source. The judge module's index (queue,
// workers) is swapped for its access rules, the only part the search uses.
const judgeAccess = path.join(tmp, 'judge-access.ts')
fs.writeFileSync(
  judgeAccess,
  `export { canSeeExercise } from '${root}/modules/judge/access'
export { visibleTo as exerciseVisibleTo } from '${root}/modules/judge/practice-stats.server'
`,
)
const entry = path.join(tmp, 'entry.ts')
fs.writeFileSync(
  entry,
  `export { migrateToLatest } from '${root}/db/migrate'
export { db } from '${root}/db/client.server'
export { searchKind } from '${root}/modules/social/search/search.server'
export { likePattern, normaliseSearch } from '${root}/modules/social/search/match'
export { sql } from 'kysely'
`,
)
await build({
  entryPoints: [entry],
  outfile: path.join(tmp, 'search.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '~': root },
  logLevel: 'warning',
  plugins: [
    {
      name: 'judge-access-only',
      setup(b) {
        b.onResolve({ filter: /^~\/modules\/judge$/ }, () => ({ path: judgeAccess }))
      },
    },
  ],
})
const { db, likePattern, migrateToLatest, normaliseSearch, searchKind, sql } = await import(
  path.join(tmp, 'search.mjs')
)
await migrateToLatest(db)

// ---------- Data (deterministic) ----------
const rand = seeded(2024)
const one = (list) => list[Math.floor(rand() * list.length)]
const words = (text) => text.split(' ')
const FIRST = words(
  'Ana João Maria José Conceição Luís Antônio Júlia Mário Inês Pedro Beatriz Lúcia Sérgio Vitória Caio Letícia André Mônica Otávio',
)
const LAST = words(
  'Silva Souza Gonçalves Araújo Simões Conceição Magalhães Brandão Lima Pereira Assunção Galvão Falcão Romão Camargo Nogueira Tavares Ribeiro',
)
const WORDS = words(
  'Programação Soma Matriz Lição Vetores Funções Recursão Laços Condições Árvores Grafos Ordenação Busca Binária Números Primos Cadeias Introdução Estruturas Dinâmica Pilhas Filas Geometria Aritmética Média Máximo',
)
const title = (n) => Array.from({ length: n }, () => one(WORDS)).join(' ')

const raw = new SQLite(file)
raw.pragma('journal_mode = WAL')
raw.pragma('synchronous = NORMAL')
const load = performance.now()
raw.transaction(() => {
  const user = raw.prepare(
    `INSERT INTO users (name, email, password_hash, terms_accepted_at) VALUES (?, ?, 'x', 'now')`,
  )
  for (let i = 1; i <= PEOPLE; i++) user.run(`${one(FIRST)} ${one(LAST)} ${one(LAST)}`, `u${i}@bench.test`)
  const exercise = raw.prepare(
    'INSERT INTO programming_exercises (title_br, title_gb, text_br, visibility, author_id) VALUES (?, ?, ?, ?, ?)',
  )
  for (let i = 1; i <= EXERCISES; i++) {
    const priv = rand() < 0.1
    exercise.run(
      title(3),
      rand() < 0.5 ? `Exercise ${i}` : null,
      title(40),
      priv ? 'private' : 'public',
      priv ? 1 + Math.floor(rand() * PEOPLE) : null,
    )
  }
  const course = raw.prepare('INSERT INTO courses (slug, title_br) VALUES (?, ?)')
  const text = raw.prepare(`INSERT INTO texts (title_br, body_br) VALUES ('T', 'B')`)
  const lesson = raw.prepare(
    `INSERT INTO lessons (course_id, position, type, title_br, text_id) VALUES (?, ?, 'text', ?, ?)`,
  )
  for (let c = 1; c <= COURSES; c++) {
    const courseId = course.run(`curso-${c}`, `Curso ${title(2)}`).lastInsertRowid
    for (let p = 1; p <= LESSONS_PER_COURSE; p++)
      lesson.run(courseId, p, title(4), text.run().lastInsertRowid)
  }
  const post = raw.prepare('INSERT INTO blog_posts (url, title_br, text, visibility) VALUES (?, ?, ?, ?)')
  for (let i = 1; i <= POSTS; i++)
    post.run(`post-${i}`, title(5), title(200), one(['public', 'public', 'pro', 'draft']))
  // The viewer (user 1) has scores on some exercises, so the best-score lookup is exercised.
  const submit = raw.prepare(
    `INSERT INTO submissions (user_id, exercise_id, language, code, status, score) VALUES (1, ?, 'c', '', ?, ?)`,
  )
  for (let i = 0; i < 400; i++) {
    const score = Math.floor(rand() * 101)
    submit.run(1 + Math.floor(rand() * EXERCISES), score === 100 ? 'accepted' : 'wrong_answer', score)
  }
})()
const loadMs = performance.now() - load
let indexBytes = null
try {
  indexBytes = raw.prepare(`SELECT sum(pgsize) AS n FROM dbstat WHERE name LIKE 'search_index%'`).get().n
} catch {
  // dbstat is an optional SQLite module.
}
raw.pragma('wal_checkpoint(TRUNCATE)')
raw.close()

// ---------- The two ways ----------
const viewer = {
  user: {
    id: 1,
    name: 'Bench',
    email: 'u1@bench.test',
    color: 'black',
    level: 0,
    isPro: false,
    isAdmin: false,
    permissions: [],
    isJttMember: false,
    preferredLanguage: 'pt-BR',
    orgRoles: [],
  },
  lng: 'pt-BR',
}
const KINDS = ['user', 'exercise', 'lesson', 'post']
const lower = (col) => sql`lower(${sql.ref(col)}) LIKE ${sql.ref('p.q')} ESCAPE '\\'`
const LIKE = {
  user: (p) => sql`WITH p(q) AS (VALUES (${p})) SELECT users.id FROM users, p WHERE ${lower('users.name')}
    ORDER BY users.name LIMIT 10`,
  exercise: (p) => sql`WITH p(q) AS (VALUES (${p})) SELECT e.id FROM programming_exercises e, p
    WHERE (${lower('e.title_br')} OR ${lower('e.title_gb')}) AND (e.visibility != 'private' OR e.author_id = 1)
    ORDER BY e.id LIMIT 10`,
  lesson: (
    p,
  ) => sql`WITH p(q) AS (VALUES (${p})) SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id, p
    WHERE ${lower('l.title_br')} OR ${lower('l.title_gb')} ORDER BY l.id LIMIT 10`,
  post: (p) => sql`WITH p(q) AS (VALUES (${p})) SELECT b.id FROM blog_posts b, p
    WHERE (${lower('b.title_br')} OR ${lower('b.title_gb')} OR ${lower('b.text')})
      AND b.visibility IN ('public', 'pro') ORDER BY b.id LIMIT 10`,
}
const fts = (kind, q) => searchKind(kind, q, viewer)
const like = async (kind, q) => (await LIKE[kind](likePattern(normaliseSearch(q))).execute(db)).rows

const QUERIES = [
  ['silva', 'a common word'],
  ['gon', 'a 3-letter prefix'],
  ['maria sil', 'two words, the last a prefix'],
  ['soma vet', 'two title words'],
  ['programacao', 'no accents typed'],
  ['a', 'one letter'],
  ['xyzq', 'no hits'],
]

async function time(fn) {
  const t0 = performance.now()
  const rows = await fn()
  return { ms: performance.now() - t0, hits: rows.length }
}

// Warm-up (page cache, JIT, prepared statements).
for (let i = 0; i < 3; i++)
  for (const [q] of QUERIES) for (const kind of KINDS) await Promise.all([fts(kind, q), like(kind, q)])

const samples = {}
const hits = {}
const sample = (key, value) => {
  samples[key] ??= []
  samples[key].push(value)
}
for (let r = 0; r < ROUNDS; r++) {
  for (const [q] of QUERIES) {
    for (const variant of shuffle(['fts', 'like'])) {
      let total = 0
      for (const kind of KINDS) {
        const res = await time(() => (variant === 'fts' ? fts(kind, q) : like(kind, q)))
        sample(`${q}|${kind}|${variant}`, res.ms)
        hits[`${q}|${kind}|${variant}`] = res.hits
        total += res.ms
      }
      sample(`${q}|all|${variant}`, total)
    }
  }
}

const rows = QUERIES.flatMap(([q, label]) =>
  [...KINDS, 'all'].map((kind) => {
    const f = samples[`${q}|${kind}|fts`]
    const l = samples[`${q}|${kind}|like`]
    return {
      q,
      label,
      kind,
      ftsMs: median(f),
      ftsP95Ms: p95(f),
      likeMs: median(l),
      likeP95Ms: p95(l),
      ratio: median(l) / median(f),
      ftsHits: kind === 'all' ? null : hits[`${q}|${kind}|fts`],
      likeHits: kind === 'all' ? null : hits[`${q}|${kind}|like`],
    }
  }),
)

console.log(
  `search: ${PEOPLE} people, ${EXERCISES} exercises, ${COURSES * LESSONS_PER_COURSE} lessons, ${POSTS} posts;` +
    ` ${ROUNDS} rounds; ms (median / p95), hits of at most 10\n`,
)
console.log(
  `load with the index triggers on: ${ms(loadMs, 0)} ms;` +
    ` index size: ${indexBytes === null ? 'n/a (no dbstat)' : `${(indexBytes / 1024 / 1024).toFixed(2)} MiB`}\n`,
)
table(
  ['query', 'kind', 'FTS5', 'LIKE (baseline)', 'LIKE ÷ FTS5', 'hits FTS5 / LIKE'],
  rows.map((r) => [
    r.kind === 'user' ? `"${r.q}" (${r.label})` : '',
    r.kind === 'all' ? 'all four' : r.kind,
    `${ms(r.ftsMs, 3)} / ${ms(r.ftsP95Ms, 3)}`,
    `${ms(r.likeMs, 3)} / ${ms(r.likeP95Ms, 3)}`,
    `${r.ratio.toFixed(1)}×`,
    r.kind === 'all' ? '' : `${r.ftsHits} / ${r.likeHits}`,
  ]),
)

const figures = {
  people: PEOPLE,
  exercises: EXERCISES,
  lessons: COURSES * LESSONS_PER_COURSE,
  posts: POSTS,
  rounds: ROUNDS,
  loadMs: round(loadMs, 0),
  indexBytes,
  queries: Object.fromEntries(
    QUERIES.map(([q]) => [
      q,
      Object.fromEntries(
        rows
          .filter((r) => r.q === q)
          .map((r) => [
            r.kind,
            {
              ftsMs: round(r.ftsMs, 4),
              ftsP95Ms: round(r.ftsP95Ms, 4),
              likeMs: round(r.likeMs, 4),
              likeP95Ms: round(r.likeP95Ms, 4),
              ratio: round(r.ratio, 2),
              ...(r.kind === 'all' ? {} : { ftsHits: r.ftsHits, likeHits: r.likeHits }),
            },
          ]),
      ),
    ]),
  ),
  seconds: round((performance.now() - started) / 1000, 1),
}
await db.destroy()
console.log(`\nJSON: ${JSON.stringify(figures)}`)
