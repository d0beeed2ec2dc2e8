// Load test (issue 25; `npm run bench load`, never part of `npm test`): a few hundred simulated students browse
// and submit against the built server on loopback for up to a minute, then the queue drains. Prints throughput,
// latency p50/p99 per kind of request, and the lost submissions — accepted by the API (an id came back) but never
// reaching a verdict, or missing from the database. Lost must be 0. Bounded by count and time:
//   LOAD_STUDENTS (300)  LOAD_SECONDS (60)  LOAD_DRAIN_SECONDS (600: the queue's drain, C compiled per submission)
// Students are made in the database with sessions signed by the server's SESSION_SECRET (registering 300 from
// one address would meet the auth rate limit, which is the point of that limit); each browses with a think time
// of 0.5–2 s and submits once at a random moment (the per-user submit limit is 12 a minute).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createCookieSessionStorage } from '@remix-run/node'
import SQLite from 'better-sqlite3'

const STUDENTS = Math.max(1, Number(process.env.LOAD_STUDENTS ?? 300))
const SECONDS = Math.min(60, Math.max(1, Number(process.env.LOAD_SECONDS ?? 60)))
const DRAIN_SECONDS = Number(process.env.LOAD_DRAIN_SECONDS ?? 600)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-load-'))
const dbPath = path.join(dir, 'load.db')
const secret = crypto.randomBytes(32).toString('hex')
const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_PATH: dbPath,
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1',
  SESSION_SECRET: secret,
  JUDGE_WORK_DIR: process.env.JUDGE_WORK_DIR ?? path.join(dir, 'judge'),
}

const run = (args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: 'ignore' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    )
  })
await run(['build/tools/db.js', 'seed'])

// The students and their sessions, as startSession writes them (app/kernel/auth/session.server.ts).
const sqlite = new SQLite(dbPath)
sqlite.pragma('busy_timeout = 5000')
const storage = createCookieSessionStorage({ cookie: { name: '__session', secrets: [secret] } })
const addUser = sqlite.prepare(
  "insert into users (name, email, password_hash, terms_accepted_at) values (?, ?, 'x', '2026-11-01T00:00:00Z')",
)
const addSession = sqlite.prepare('insert into sessions (id, user_id, expires_at) values (?, ?, ?)')
const cookies = []
for (let i = 0; i < STUDENTS; i++) {
  const userId = Number(addUser.run(`Estudante ${i}`, `load-${i}@example.com`).lastInsertRowid)
  const sid = crypto.randomBytes(32).toString('base64url')
  addSession.run(sid, userId, new Date(Date.now() + 86_400_000).toISOString())
  const session = await storage.getSession()
  session.set('sid', sid)
  cookies.push((await storage.commitSession(session)).split(';')[0])
}
const exercise = sqlite
  .prepare("select id from programming_exercises where title_br = 'Soma de dois inteiros'")
  .get().id
const exerciseIds = sqlite
  .prepare("select id from programming_exercises where visibility = 'public' order by id limit 20")
  .pluck()
  .all()

const server = spawn(process.execPath, ['server.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
const base = await new Promise((resolve, reject) => {
  server.stdout.on('data', (c) => {
    const m = c.toString().match(/listening on (http:\/\/\S+)/)
    if (m) resolve(m[1].replace('localhost', '127.0.0.1'))
  })
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)))
})

const PAGES = ['/br/dashboard', '/br/exercises', '/br/news', '/br/friends', '/br/submissions']
const CODE = '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);}'
const timings = new Map() // kind → ms[]
const statuses = new Map() // status → count
const submitted = []
let requests = 0
const record = (kind, ms, status) => {
  requests++
  if (!timings.has(kind)) timings.set(kind, [])
  timings.get(kind).push(ms)
  statuses.set(status, (statuses.get(status) ?? 0) + 1)
}
async function timed(kind, url, init) {
  const t0 = performance.now()
  try {
    const res = await fetch(base + url, { redirect: 'manual', ...init })
    const body = await res.text()
    record(kind, performance.now() - t0, res.status)
    return { status: res.status, body }
  } catch (error) {
    record(kind, performance.now() - t0, `error ${error.cause?.code ?? error.message}`)
    return { status: 0, body: '' }
  }
}

const started = performance.now()
const end = started + SECONDS * 1000
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
async function student(i) {
  const cookie = cookies[i]
  const submitAt = started + Math.random() * SECONDS * 1000
  let didSubmit = false
  await sleep(Math.random() * 2000) // arrivals spread over the first two seconds
  while (performance.now() < end) {
    if (!didSubmit && performance.now() >= submitAt) {
      didSubmit = true
      const res = await timed('submit', `/api/programming-exercise/${exercise}/submit`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'c', code: CODE, exercise_id: exercise }),
      })
      if (res.status === 200) submitted.push(JSON.parse(res.body).id)
    } else if (Math.random() < 0.3) {
      const id = exerciseIds[Math.floor(Math.random() * exerciseIds.length)]
      await timed('exercise page', `/br/exercise/${id}`, { headers: { cookie } })
    } else {
      await timed('page', PAGES[Math.floor(Math.random() * PAGES.length)], { headers: { cookie } })
    }
    await sleep(500 + Math.random() * 1500)
  }
}
await Promise.all(cookies.map((_, i) => student(i)))
const browseSeconds = (performance.now() - started) / 1000

// The queue drains; a submission still queued or judging after DRAIN_SECONDS counts as lost.
const drainStart = performance.now()
const pending = () =>
  submitted.length
    ? sqlite
        .prepare(
          `select count(*) from submissions where id in (${submitted.join(',')}) and status in ('in_queue', 'judging')`,
        )
        .pluck()
        .get()
    : 0
while (pending() > 0 && performance.now() - drainStart < DRAIN_SECONDS * 1000) await sleep(500)
const drainSeconds = (performance.now() - drainStart) / 1000
const rows = submitted.length
  ? sqlite
      .prepare(
        `select status, count(*) n from submissions where id in (${submitted.join(',')}) group by status`,
      )
      .all()
  : []
const found = rows.reduce((n, r) => n + r.n, 0)
const unfinished = rows.filter((r) => ['in_queue', 'judging'].includes(r.status)).reduce((n, r) => n + r.n, 0)
const lost = submitted.length - found + unfinished
server.kill('SIGTERM')
sqlite.close()

const pct = (list, p) => {
  const s = [...list].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0
}
console.log(
  `bench/load: ${STUDENTS} students for ${browseSeconds.toFixed(1)} s on ${base} (${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`,
)
console.log('kind               requests   p50 ms   p99 ms')
for (const [kind, list] of timings)
  console.log(
    `${kind.padEnd(18)} ${String(list.length).padStart(8)} ${pct(list, 50).toFixed(0).padStart(8)} ${pct(list, 99).toFixed(0).padStart(8)}`,
  )
const all = [...timings.values()].flat()
console.log(
  `all                ${String(all.length).padStart(8)} ${pct(all, 50).toFixed(0).padStart(8)} ${pct(all, 99).toFixed(0).padStart(8)}`,
)
console.log(
  `throughput: ${(requests / browseSeconds).toFixed(1)} requests/s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
)
console.log(
  `submissions: ${submitted.length} accepted by the API, verdicts ${JSON.stringify(Object.fromEntries(rows.map((r) => [r.status, r.n])))}, queue drained in ${drainSeconds.toFixed(1)} s`,
)
console.log(`lost submissions: ${lost}`)
console.log(
  `JSON: ${JSON.stringify({ bench: 'load', students: STUDENTS, seconds: browseSeconds, requests, throughput: requests / browseSeconds, p50: pct(all, 50), p99: pct(all, 99), submitted: submitted.length, drainSeconds, lost })}`,
)
fs.rmSync(dir, { recursive: true, force: true })
process.exit(lost === 0 ? 0 : 1)
