// CPU per page render, in one process, one request at a time (issue 24, ADR 028): steadier than the throughput
// of bench/http.mjs on a shared machine, which moves with whatever else runs. Each page goes through Remix's own
// handler (no HTTP, no page cache), beside a baseline measured in the same run: React rendering a static 20 KB page.
// Figures only. RENDER_ROUNDS (default 5) × RENDER_N (default 40) renders per case, after 30 to warm up.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { table } from './judge/stats.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-render-'))
process.env.DATABASE_PATH = path.join(dir, 'bench.db')
process.env.PUBLIC_URL = 'http://localhost'
process.env.NODE_ENV = 'production'
process.env.JUDGE_DISABLED = '1'
const seeded = spawnSync(process.execPath, ['build/tools/db.js', 'seed'], { cwd: root, stdio: 'ignore' })
if (seeded.status !== 0) throw new Error('seed failed')
process.chdir(root)

const { installRouteMatchCache } = await import('../app/kernel/http/route-match-cache.js')
installRouteMatchCache()
const { createRequestHandler } = await import('@remix-run/node')
const React = (await import('react')).default
const { renderToString } = await import('react-dom/server')
const build = await import('../build/server/index.js')
const handler = createRequestHandler(build, 'production')
const context = { clientIp: '127.0.0.1', cspNonce: 'bench' }
const ROUNDS = Number(process.env.RENDER_ROUNDS ?? 5)
const N = Number(process.env.RENDER_N ?? 40)

const login = await handler(
  new Request('http://localhost/br/login', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'login', email: 'aluna@trilha.dev', password: 'demo-aluna-123' }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      host: 'localhost',
    },
  }),
  context,
)
const cookie = login.headers.get('set-cookie')?.split(';')[0]
if (!cookie) throw new Error(`login failed (${login.status})`)

const page = async (url, headers = {}) => {
  const res = await handler(new Request(`http://localhost${url}`, { headers }), context)
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
  return text.length
}
const staticPage = () =>
  renderToString(
    React.createElement(
      'html',
      null,
      React.createElement(
        'body',
        null,
        ...Array.from({ length: 1560 }, (_, i) => React.createElement('p', { key: i }, 'Trilha')),
      ),
    ),
  ).length

/** Median CPU ms per call over ROUNDS rounds of N calls. */
async function cpuPer(fn) {
  for (let i = 0; i < 30; i++) await fn()
  const rounds = []
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.cpuUsage()
    for (let i = 0; i < N; i++) await fn()
    const used = process.cpuUsage(start)
    rounds.push((used.user + used.system) / 1000 / N)
  }
  rounds.sort((a, b) => a - b)
  return { ms: rounds[Math.floor(rounds.length / 2)], bytes: await fn() }
}

const cases = [
  ['React, a static 20 KB page (baseline)', staticPage],
  ['course page (visitor)', () => page('/br/course/introducao-a-programacao')],
  ['dashboard (logged in)', () => page('/br/dashboard', { cookie })],
  ['public profile (visitor)', () => page('/br/user/1')],
  ['exercise page (visitor)', () => page('/br/exercise/1')],
]
const rows = []
try {
  for (const [name, fn] of cases) rows.push({ name, ...(await cpuPer(fn)) })
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
console.log(`CPU per render, one at a time, ${ROUNDS} × ${N} renders each (median round):`)
table(
  ['case', 'CPU ms', '× baseline', 'HTML bytes'],
  rows.map((r) => [r.name, r.ms.toFixed(2), (r.ms / rows[0].ms).toFixed(1), String(r.bytes)]),
)
console.log(`JSON: ${JSON.stringify(rows)}`)
process.exit(0)
