// Issue 15, item 2: does heavy rich text still block the server's event loop? Starts the built server on its own
// SQLite file, inserts users whose biographies need the slowest renders within the bounds (legacy rows: each
// goes to the rich-text worker), and probes /healthz every 20 ms, idle and then while those profiles are
// requested. Prints the probes' round-trip (the server's event-loop delay as a client sees it) for both phases,
// the ratios loaded/idle, and this process's own perf_hooks.monitorEventLoopDelay as a noise floor. Figures
// and ratios only, never a threshold. Ends with one `JSON: {...}` line. `npm run bench freeze` runs it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import SQLite from 'better-sqlite3'
import { median, p95, round } from './judge/stats.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-freeze-'))
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
const dbPath = path.join(dir, 'trilha.db')

const server = spawn(process.execPath, ['server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: dbPath,
    JUDGE_DISABLED: '1',
    PUBLIC_URL: 'http://localhost',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const base = await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    const m = chunk.toString().match(/listening on (http:\/\/[^\s]+)/)
    if (m) resolve(m[1].replace('localhost', '127.0.0.1'))
  })
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
})

const db = new SQLite(dbPath)
const insert = db.prepare(
  `INSERT INTO users (name, email, password_hash, terms_accepted_at, biography)
   VALUES (?, ?, 'x', '2026-01-01T00:00:00Z', ?) RETURNING id`,
)
const ids = Array.from({ length: 12 }, (_, i) => {
  const bio = `${i} ${'*a* `b` $x^2$\n\n'.repeat(800)}`
  return insert.get(`Heavy ${i}`, `heavy${i}@example.com`, bio).id
})
db.close()

/** /healthz round trips every 20 ms for `ms`: the client-side view of the server's event-loop delay. */
async function probe(ms) {
  const times = []
  const until = performance.now() + ms
  while (performance.now() < until) {
    const t0 = performance.now()
    const res = await fetch(`${base}/healthz`)
    await res.arrayBuffer()
    times.push(performance.now() - t0)
    await new Promise((r) => setTimeout(r, 20))
  }
  return times
}

// A local baseline: the same probe loop's delay in this process, idle (perf_hooks, as asked).
const { monitorEventLoopDelay } = await import('node:perf_hooks')
const eld = monitorEventLoopDelay({ resolution: 10 })
eld.enable()
const idle = await probe(2_000)
const pages = ids.map((id) => fetch(`${base}/br/user/${id}`).then((r) => r.status))
const loaded = await probe(3_000)
const statuses = await Promise.all(pages)
eld.disable()
server.kill()

const row = (name, t) =>
  `${name.padEnd(22)} n=${String(t.length).padStart(3)}  median ${round(median(t))} ms  p95 ${round(p95(t))} ms  max ${round(Math.max(...t))} ms`
console.log(row('/healthz idle', idle))
console.log(row('/healthz + 12 renders', loaded))
console.log(
  `ratio loaded/idle: median ×${round(median(loaded) / median(idle))}, p95 ×${round(p95(loaded) / p95(idle))}`,
)
console.log(
  `profile statuses: ${statuses.join(' ')}; bench process event-loop delay p99 ${round(eld.percentile(99) / 1e6)} ms`,
)
console.log(
  `JSON: ${JSON.stringify({ idle: { median: median(idle), p95: p95(idle) }, loaded: { median: median(loaded), p95: p95(loaded), max: Math.max(...loaded) }, statuses })}`,
)
