// Throughput of the production server (issue 24): requests per second, p50 and p99 at 32 connections for the
// pages a class opens at once, beside a plain Node server sending 20 KB of HTML measured in the same run (the
// machine is shared: only the ratios compare across runs). Figures only, never a threshold.
// BENCH_SECONDS (default 10) per case; BENCH_CONNECTIONS (default 32); BENCH_ONLY=<part of a case name>; BENCH_CPU_PROF=<dir> starts the server
// under `node --cpu-prof` so each process writes a .cpuprofile there (summarise: scripts/cpu-profile.mjs).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { table } from './judge/stats.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-'))
const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_PATH: path.join(dir, 'bench.db'),
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost',
  JUDGE_DISABLED: '1',
  // As in production (fly.toml): one server process per core. WEB_CONCURRENCY=1 measures one process.
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto',
}
for (const name of ['SMTP_URL', 'BASE_URL', 'COOKIE_SECURE', 'FLY_APP_NAME', 'STRIPE_LOCAL']) delete env[name]

await new Promise((resolve, reject) => {
  const seed = spawn(process.execPath, ['build/tools/db.js', 'seed'], { cwd: root, env, stdio: 'ignore' })
  seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))))
})
const prof = process.env.BENCH_CPU_PROF
const nodeArgs = prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : []
const server = spawn(process.execPath, [...nodeArgs, 'server.js'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
})
const cleanup = () => {
  server.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
}
const base = await new Promise((resolve, reject) => {
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)))
  server.stdout.on('data', (chunk) => {
    const m = chunk.toString().match(/listening on (http:\/\/\S+)/)
    if (m) resolve(m[1].replace('localhost', '127.0.0.1'))
  })
})

// The baseline: what Node alone does on this machine, a page of 20 KB of HTML, no framework.
const page = Buffer.from(`<!doctype html><html><body>${'<p>Trilha</p>'.repeat(1560)}</body></html>`)
// It runs in a child so it has its own event loop, as the server does (autocannon needs this one).
const baselineChild = spawn(
  process.execPath,
  [
    '-e',
    `const http=require('node:http');const page=Buffer.from(${JSON.stringify(page.toString())});
     const s=http.createServer((q,r)=>{r.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':page.length});r.end(page)});
     s.listen(0,'127.0.0.1',()=>console.log('listening on http://127.0.0.1:'+s.address().port))`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
const plainBase = await new Promise((resolve) => {
  baselineChild.stdout.on('data', (chunk) => {
    const m = chunk.toString().match(/listening on (http:\/\/\S+)/)
    if (m) resolve(m[1])
  })
})

async function login(email, password) {
  const res = await fetch(`${base}/br/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ intent: 'login', email, password }),
  })
  const cookie = res.headers.get('set-cookie')
  if (!cookie) throw new Error(`login as ${email} failed (${res.status})`)
  return cookie.split(';')[0]
}

async function exerciseId() {
  for (let id = 1; id <= 50; id++) {
    const res = await fetch(`${base}/api/programming-exercise/${id}?locale=gb`)
    if (res.ok && (await res.json()).title === 'Hello, world') return id
  }
  throw new Error('the seed has no "Hello, world" exercise')
}

/**
 * CPU seconds used so far by the server and every process under it (a cluster's workers): on a shared machine
 * the CPU per request is steadier than the rate, which depends on what else runs.
 */
function serverCpu() {
  const stats = new Map()
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      // After the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th).
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(pid), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) })
    } catch {
      // the process ended between the listing and the read
    }
  }
  let ticks = 0
  const mine = new Set([server.pid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [pid, s] of stats) {
      if (mine.has(pid) || !mine.has(s.ppid)) continue
      mine.add(pid)
      grew = true
    }
  }
  for (const pid of mine) ticks += stats.get(pid)?.ticks ?? 0
  return ticks / 100 // USER_HZ
}

function run(url, headers, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers, pipelining: 1 },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const cookie = await login('aluna@trilha.dev', 'demo-aluna-123')
const cases = [
  ['plain Node, 20 KB HTML (baseline)', `${plainBase}/`, {}],
  ['/healthz', `${base}/healthz`, {}],
  ['course page (visitor)', `${base}/br/course/introducao-a-programacao`, {}],
  ['dashboard (logged in)', `${base}/br/dashboard`, { cookie }],
  ['exercise page (visitor)', `${base}/br/exercise/${await exerciseId()}`, {}],
]
const only = process.env.BENCH_ONLY // e.g. BENCH_ONLY=dashboard: the baseline and that case
const rows = []
try {
  for (const [name, url, headers] of cases) {
    if (only && rows.length && !name.includes(only)) continue
    const check = await fetch(url, { headers, redirect: 'manual' })
    if (check.status !== 200) throw new Error(`${url} answered ${check.status}`)
    await run(url, headers, 2) // warm: JIT, caches, every worker of a cluster
    const cpu0 = serverCpu()
    const r = await run(url, headers)
    const cpuMs = name.startsWith('plain') ? 0 : ((serverCpu() - cpu0) * 1000) / r.requests.total
    const bad = r.non2xx + r.errors + r.timeouts
    rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuMs, bad })
  }
} finally {
  baselineChild.kill()
  cleanup()
}
const baseline = rows[0].rps
console.log(
  `Throughput at ${CONNECTIONS} connections, ${SECONDS} s per case (${os.cpus().length} cores, WEB_CONCURRENCY=${env.WEB_CONCURRENCY}, production build, judge off):`,
)
table(
  ['case', 'req/s', 'p50 ms', 'p99 ms', 'baseline ÷ this', 'server CPU ms/req', 'failed'],
  rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    (baseline / r.rps).toFixed(1),
    r.cpuMs ? r.cpuMs.toFixed(2) : '—',
    String(r.bad),
  ]),
)
console.log(`JSON: ${JSON.stringify(rows)}`)
process.exit()
