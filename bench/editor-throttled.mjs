// The exercise page on a slow link (issue 24): Chromium throttled by CDP to 400 kbit/s each way and 400 ms of
// latency, cold cache, median of BENCH_RUNS (default 3): first paint, the code editor ready (its .cm-editor on
// screen), and the JavaScript it took (bytes on the wire, requests). Figures only, never a threshold. Two
// viewers: a visitor, and a logged-in student whose guided tour of the page is due (its card on screen too).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { median, table } from './judge/stats.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const KBIT = 400
const LATENCY_MS = 400
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-editor-bench-'))
const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_PATH: path.join(dir, 'bench.db'),
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost',
  JUDGE_DISABLED: '1',
}
for (const name of ['SMTP_URL', 'BASE_URL', 'COOKIE_SECURE', 'FLY_APP_NAME', 'WEB_CONCURRENCY'])
  delete env[name]

await new Promise((resolve, reject) => {
  const seed = spawn(process.execPath, ['build/tools/db.js', 'seed'], { cwd: root, env, stdio: 'ignore' })
  seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))))
})
const server = spawn(process.execPath, ['server.js'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
})
process.on('exit', () => {
  server.kill()
  fs.rmSync(dir, { recursive: true, force: true })
})
const base = await new Promise((resolve, reject) => {
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)))
  server.stdout.on('data', (chunk) => {
    const m = chunk.toString().match(/listening on (http:\/\/\S+)/)
    if (m) resolve(m[1].replace('localhost', '127.0.0.1'))
  })
})

let exerciseId = 0
for (let id = 1; id <= 50 && !exerciseId; id++) {
  const res = await fetch(`${base}/api/programming-exercise/${id}?locale=gb`)
  if (res.ok && (await res.json()).title === 'Hello, world') exerciseId = id
}
if (!exerciseId) throw new Error('the seed has no "Hello, world" exercise')
const url = `${base}/br/exercise/${exerciseId}`

// The demo student, with the exercise page's tour brought back (the seed's accounts have seen it).
const login = await fetch(`${base}/br/login`, {
  method: 'POST',
  redirect: 'manual',
  body: new URLSearchParams({ intent: 'login', email: 'aluna@trilha.dev', password: 'demo-aluna-123' }),
})
const cookie = login.headers.get('set-cookie')?.split(';')[0]
if (!cookie) throw new Error(`login failed (${login.status})`)
const shown = await fetch(`${base}/br/tours/exercise`, {
  method: 'POST',
  redirect: 'manual',
  headers: { cookie },
  body: new URLSearchParams({ intent: 'show' }),
})
if (shown.status !== 303 && shown.status !== 302)
  throw new Error(`the tour was not brought back (${shown.status})`)
const VIEWERS = [
  { label: 'visitor', cookie: null },
  { label: 'student, tour due', cookie },
]

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const runs = []
try {
  for (let i = 0; i < RUNS * VIEWERS.length; i++) {
    const viewer = VIEWERS[i % VIEWERS.length]
    // A fresh context each time: a cold cache, as a student's first visit.
    const context = await browser.newContext()
    if (viewer.cookie) {
      const [name, value] = viewer.cookie.split('=')
      await context.addCookies([{ name, value, url: base }])
    }
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: (KBIT * 1000) / 8,
      uploadThroughput: (KBIT * 1000) / 8,
    })
    const scripts = new Map()
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 })
    })
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId)
      if (s) s.bytes = e.encodedDataLength
    })
    await page.goto(url, { waitUntil: 'commit' })
    await page.locator('.cm-editor').waitFor({ state: 'visible', timeout: 120_000 })
    if (viewer.cookie) await page.locator('.tour-card').waitFor({ state: 'visible', timeout: 120_000 })
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      editorReady: performance.now(),
    }))
    await page.waitForLoadState('networkidle')
    const js = [...scripts.values()]
    runs.push({
      viewer: viewer.label,
      ...timings,
      jsBytes: js.reduce((sum, s) => sum + s.bytes, 0),
      jsRequests: js.length,
    })
    await context.close()
  }
} finally {
  await browser.close()
}

const med = (label, key) => median(runs.filter((r) => r.viewer === label).map((r) => r[key]))
console.log(
  `Exercise page ${new URL(url).pathname} at ${KBIT} kbit/s, ${LATENCY_MS} ms, cold cache (median of ${RUNS}):`,
)
table(
  ['viewer', 'first paint', 'editor ready', 'JS on the wire', 'JS requests'],
  VIEWERS.map(({ label }) => [
    label,
    `${(med(label, 'firstPaint') / 1000).toFixed(2)} s`,
    `${(med(label, 'editorReady') / 1000).toFixed(2)} s`,
    `${(med(label, 'jsBytes') / 1024).toFixed(1)} KiB`,
    String(med(label, 'jsRequests')),
  ]),
)
console.log(`JSON: ${JSON.stringify({ url: new URL(url).pathname, runs })}`)
process.exit()
