// Server-side cost of the shell: median and p95 latency of pages over real HTTP, against a static file
// served by the same process in the same run (the baseline), plus HTML+CSS weight gzip for slow links.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-'))
const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_PATH: path.join(dir, 'bench.db'),
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost',
}

await new Promise((resolve, reject) => {
  const seed = spawn(process.execPath, ['build/tools/db.js', 'seed'], { env, stdio: 'ignore' })
  seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))))
})
const server = spawn(process.execPath, ['server.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
const base = await new Promise((resolve) => {
  server.stdout.on('data', (c) => {
    const m = c.toString().match(/listening on (http:\/\/\S+)/)
    if (m) resolve(m[1].replace('localhost', '127.0.0.1'))
  })
})

async function login(email, password) {
  const res = await fetch(`${base}/br/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ intent: 'login', email, password }),
  })
  return res.headers.get('set-cookie').split(';')[0]
}

async function measure(url, headers = {}) {
  const times = []
  for (let i = 0; i < 20; i++) await (await fetch(base + url, { headers })).arrayBuffer()
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = process.hrtime.bigint()
    const res = await fetch(base + url, { headers, redirect: 'manual' })
    await res.arrayBuffer()
    times.push(Number(process.hrtime.bigint() - t0) / 1e6)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] }
}

const cookie = await login('aluna@trilha.dev', 'demo-aluna-123')
const cases = [
  ['static file (baseline)', '/favicon.svg', {}],
  ['/healthz', '/healthz', {}],
  ['/br/about-us (visitor)', '/br/about-us', {}],
  ['/br (landing, visitor)', '/br', {}],
  ['/br/dashboard (logged in)', '/br/dashboard', { cookie }],
  ['/gb/nao-existe (404)', '/gb/nao-existe', {}],
]
const results = []
for (const [name, url, headers] of cases) results.push([name, await measure(url, headers)])
const baseline = results[0][1].median
console.log(`HTTP latency over ${ROUNDS} sequential requests (loopback, ${os.cpus().length} cores):`)
console.log(
  `${'case'.padEnd(28)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'× baseline'.padStart(11)}`,
)
for (const [name, r] of results) {
  console.log(
    `${name.padEnd(28)} ${r.median.toFixed(2).padStart(10)} ${r.p95.toFixed(2).padStart(8)} ${(r.median / baseline).toFixed(2).padStart(11)}`,
  )
}

console.log('\nPage weight (what a visitor downloads; no page ships JavaScript):')
for (const url of ['/br', '/br/about-us', '/br/login?login=true']) {
  const html = await (await fetch(base + url)).text()
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])
  let cssBytes = 0
  for (const href of css)
    cssBytes += zlib.gzipSync(Buffer.from(await (await fetch(base + href)).arrayBuffer())).length
  const scripts = (html.match(/<script/g) ?? []).length
  console.log(
    `${url.padEnd(24)} HTML ${(zlib.gzipSync(html).length / 1024).toFixed(1)} KiB gz + CSS ${(cssBytes / 1024).toFixed(1)} KiB gz, ${scripts} scripts`,
  )
}
server.kill()
fs.rmSync(dir, { recursive: true, force: true })
