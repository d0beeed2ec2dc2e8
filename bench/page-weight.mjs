// Page weight of the content pages (learning, competitions, social): what a reader downloads for each one
// (HTML + the CSS they link; both must reference no script and no modulepreload), and for the exercise page
// the initial JavaScript against the editor chunks it preloads or loads lazily after hydration (measured in
// Chromium).
// Figures only, never a threshold; the run fails only if a content page references a script. Sizes are
// gzip level 6 of the bytes as served. The first round trip (issue 24) is the HTML plus the render-blocking
// CSS: a stylesheet linked in <head> blocks the first paint, one linked later in <body> blocks only what
// follows it. It is printed beside the 14 KiB goal (about what a new TCP connection delivers in its first
// round trip: 10 segments of ~1,460 bytes). Ends with one `JSON: {...}` line.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { table } from './judge/stats.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-page-weight-'))
const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_PATH: path.join(dir, 'bench.db'),
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost',
}
for (const name of ['SMTP_URL', 'BASE_URL', 'COOKIE_SECURE', 'FLY_APP_NAME']) delete env[name]

await new Promise((resolve, reject) => {
  const seed = spawn(process.execPath, ['build/tools/db.js', 'seed'], { cwd: root, env, stdio: 'ignore' })
  seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))))
})
const server = spawn(process.execPath, ['server.js'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
})
let browser
const cleanup = () => {
  server.kill()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.on('exit', cleanup)
const base = await new Promise((resolve, reject) => {
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)))
  server.stdout.on('data', (chunk) => {
    const m = chunk.toString().match(/listening on (http:\/\/\S+)/)
    if (m) resolve(m[1].replace('localhost', '127.0.0.1'))
  })
})

const gz = (bytes) => zlib.gzipSync(bytes, { level: 6 }).length
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`

async function get(url, headers = {}) {
  const res = await fetch(new URL(url, base), { headers, redirect: 'manual' })
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
  return Buffer.from(await res.arrayBuffer())
}

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

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null
const linkTags = (html) => [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0])
const FIRST_ROUND_TRIP_GOAL = 14 * 1024

/** HTML and linked CSS of a content page, which must carry no script at all. */
async function contentPage(name, url, headers) {
  const html = (await get(url, headers)).toString('utf8')
  const scripts = (html.match(/<script\b/gi) ?? []).length
  const preloads = linkTags(html).filter((t) => attr(t, 'rel') === 'modulepreload').length
  const headEnd = html.indexOf('</head>')
  const sheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .filter((m) => attr(m[0], 'rel') === 'stylesheet')
    .map((m) => ({ href: attr(m[0], 'href'), blocking: m.index < headEnd }))
  const css = sheets.map((s) => s.href)
  let cssBytes = 0
  let cssGz = 0
  let blockingGz = 0
  for (const sheet of sheets) {
    const body = await get(sheet.href)
    cssBytes += body.length
    cssGz += gz(body)
    if (sheet.blocking) blockingGz += gz(body)
  }
  const blocking = sheets.filter((s) => s.blocking).length
  const htmlBytes = Buffer.byteLength(html)
  const htmlGz = gz(html)
  const firstTripGz = htmlGz + blockingGz
  return {
    name,
    url,
    scripts,
    preloads,
    css,
    htmlBytes,
    htmlGz,
    cssBytes,
    cssGz,
    totalGz: htmlGz + cssGz,
    blocking,
    firstTripGz,
  }
}

// The course, its first text lesson and the first programming exercise, through the public APIs.
const courses = JSON.parse((await get('/api/courses?locale=br')).toString('utf8'))
const course = courses.find((c) => c.slug === 'introducao-a-programacao')
if (!course) throw new Error('the seed has no introducao-a-programacao course')
const textLesson = course.lessons.find((l) => l.type === 'text')
let exerciseId = 0
for (let id = 1; id <= 50 && !exerciseId; id++) {
  const res = await fetch(`${base}/api/programming-exercise/${id}?locale=gb`)
  if (res.ok && (await res.json()).title === 'Hello, world') exerciseId = id
}
if (!exerciseId) throw new Error('the seed has no "Hello, world" exercise')

const student = { cookie: await login('aluna@trilha.dev', 'demo-aluna-123') }
const pages = [
  await contentPage('course page (visitor)', `/br/course/${course.slug}`, {}),
  await contentPage('course page (student)', `/br/course/${course.slug}`, student),
  await contentPage('text lesson (student)', `/br/course/${course.slug}/lesson/${textLesson.id}`, student),
  // The seed's finished ICPC final is competition 1: 4 entrants, 3 problems.
  await contentPage('scoreboard (visitor)', '/br/competition/1/scoreboard', {}),
  await contentPage('rankings hub (student)', '/br/rankings', student),
  await contentPage('public profile (visitor)', '/br/user/1', {}),
  await contentPage('blog post (visitor)', '/br/blog/como-ler-um-enunciado', {}),
  await contentPage('feed (student)', '/br/news', student),
]

console.log('Content pages (must reference no script):')
table(
  [
    'page',
    'scripts',
    'HTML',
    'HTML gz',
    'CSS',
    'CSS gz',
    'HTML+CSS gz',
    'blocking CSS',
    'first trip gz',
    'goal',
  ],
  pages.map((p) => [
    p.name,
    p.scripts + p.preloads,
    kib(p.htmlBytes),
    kib(p.htmlGz),
    kib(p.cssBytes),
    kib(p.cssGz),
    kib(p.totalGz),
    p.blocking,
    kib(p.firstTripGz),
    `${p.firstTripGz <= FIRST_ROUND_TRIP_GOAL ? '≤' : '>'} ${kib(FIRST_ROUND_TRIP_GOAL)}`,
  ]),
)
for (const p of pages) console.log(`  ${p.name}: ${p.url}, CSS ${p.css.join(', ')}`)

// The exercise page: initial JavaScript = what its HTML references (module scripts, modulepreloads, inline
// scripts); lazy = every other script Chromium fetched until the editor was on screen.
const exerciseUrl = `/br/exercise/${exerciseId}`
const exerciseHtml = (await get(exerciseUrl)).toString('utf8')
const initial = new Set()
// Modulepreloads after the page's module script name what it import()s once it runs (the editor and its
// language's grammar, ADR 027; with the framework-free island of ADR 031, the island's shared chunk too):
// fetched with the page, run later.
const afterScripts = Math.max(
  ...[...exerciseHtml.matchAll(/<script\b[^>]*type="module"/g)].map((m) => m.index),
)
const preloadedForLater = new Set()
for (const m of exerciseHtml.matchAll(/<link\b[^>]*>/g)) {
  if (attr(m[0], 'rel') !== 'modulepreload') continue
  const href = new URL(attr(m[0], 'href'), base).href
  if (m.index > afterScripts && !initial.has(href)) preloadedForLater.add(href)
  else initial.add(href)
}
let inlineBytes = 0
let inlineGz = 0
for (const m of exerciseHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
  const src = attr(m[1], 'src')
  if (src) initial.add(new URL(src, base).href)
  else {
    inlineBytes += Buffer.byteLength(m[2])
    inlineGz += gz(m[2])
  }
}
// Module scripts import() the entry and route modules: follow static `import … from "./x.js"` of the inline
// module script too (Remix's entry imports the manifest, the entry and the route modules by URL).
for (const m of exerciseHtml.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
  initial.add(new URL(m[1], base).href)
}

browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const seen = new Set()
const foreign = []
try {
  const page = await browser.newPage()
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.origin !== new URL(base).origin && !['data:', 'blob:', 'about:'].includes(url.protocol))
      foreign.push(r.url())
    if (r.resourceType() === 'script' || url.pathname.endsWith('.js')) seen.add(url.href)
  })
  await page.goto(new URL(exerciseUrl, base).href)
  await page.locator('.cm-editor').waitFor({ state: 'visible', timeout: 30_000 })
  await page.waitForLoadState('networkidle')
} finally {
  await browser.close()
}

async function sizes(urls) {
  const rows = []
  for (const url of [...urls].sort()) {
    const body = await get(url)
    rows.push({ file: new URL(url).pathname, bytes: body.length, gz: gz(body) })
  }
  return rows
}
const initialRows = await sizes(initial)
const laterRows = await sizes(preloadedForLater)
const lazyRows = await sizes([...seen].filter((u) => !initial.has(u) && !preloadedForLater.has(u)))
const notFetched = [...initial, ...preloadedForLater].filter((u) => !seen.has(u))
const sum = (rows, key) => rows.reduce((s, r) => s + r[key], 0)
const initialGz = sum(initialRows, 'gz') + inlineGz
const lazyGz = sum(lazyRows, 'gz')

console.log(
  `\nExercise page ${exerciseUrl} (visitor): HTML ${kib(Buffer.byteLength(exerciseHtml))}, ${kib(gz(exerciseHtml))} gz`,
)
console.log('Initial JavaScript (referenced by the HTML):')
table(
  ['file', 'bytes', 'gz'],
  [
    ...initialRows.map((r) => [r.file, kib(r.bytes), kib(r.gz)]),
    ['(inline scripts)', kib(inlineBytes), kib(inlineGz)],
    ['total', kib(sum(initialRows, 'bytes') + inlineBytes), kib(initialGz)],
  ],
)
console.log('\nPreloaded by the HTML, imported once the page script runs (the editor and its language):')
table(
  ['file', 'bytes', 'gz'],
  [
    ...laterRows.map((r) => [r.file, kib(r.bytes), kib(r.gz)]),
    ['total', kib(sum(laterRows, 'bytes')), kib(sum(laterRows, 'gz'))],
  ],
)
console.log('\nLoaded lazily once the page script runs, not preloaded:')
table(
  ['file', 'bytes', 'gz'],
  [
    ...lazyRows.map((r) => [r.file, kib(r.bytes), kib(r.gz)]),
    ['total', kib(sum(lazyRows, 'bytes')), kib(lazyGz)],
  ],
)
if (notFetched.length) console.log(`(referenced but not fetched by Chromium: ${notFetched.join(', ')})`)
if (foreign.length) console.log(`Requests to other hosts: ${foreign.join(', ')}`)

const failures = pages.filter((p) => p.scripts + p.preloads > 0).map((p) => p.name)
// The editor (vite.config.ts's `editor` chunk) runs only after hydration: never among Remix's own scripts.
if (![...laterRows, ...lazyRows].some((r) => /\/editor-[\w-]+\.js$/.test(r.file)))
  failures.push('the editor chunk was not loaded after hydration')
if (foreign.length) failures.push('requests left the machine')

console.log(
  `JSON: ${JSON.stringify({
    firstRoundTripGoal: FIRST_ROUND_TRIP_GOAL,
    // Every figure of a page but its list of sheets; scripts counts module preloads too.
    pages: pages.map(({ css, preloads, scripts, blocking, ...figures }) => ({
      ...figures,
      blockingSheets: blocking,
      scripts: scripts + preloads,
    })),
    exercise: {
      url: exerciseUrl,
      initialJsGz: initialGz,
      initialFiles: initialRows.length,
      preloadedForLaterJsGz: sum(laterRows, 'gz'),
      preloadedForLaterFiles: laterRows.map((r) => r.file),
      lazyJsGz: lazyGz,
      lazyFiles: lazyRows.map((r) => r.file),
    },
  })}`,
)
if (failures.length) {
  console.error(`page-weight: ${failures.join('; ')}`)
  process.exitCode = 1
}
process.exit()
