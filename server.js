// The production server: static files, security headers, compression, then Remix.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'
import {
  clusterRole,
  forwardToDesignated,
  listenForForwarded,
  needsDesignated,
  runPrimary,
  webConcurrency,
} from './app/kernel/http/cluster.js'
import { httpGuard } from './app/kernel/http/http-guard.js'
import { pageCache } from './app/kernel/http/page-cache.js'
import { precompressed } from './app/kernel/http/precompressed.js'
import { installRouteMatchCache } from './app/kernel/http/route-match-cache.js'
import { contentSecurityPolicy, securityHeaders } from './app/kernel/http/security-headers.js'

const here = path.dirname(fileURLToPath(import.meta.url))

// Links in e-mails (password resets) are built from PUBLIC_URL, never from the request's Host header, which
// anyone can forge. A deployment without it would send broken or hostile links: refuse to start instead.
if (!/^https?:\/\/[^/]/.test(process.env.PUBLIC_URL ?? '')) {
  console.error('PUBLIC_URL is not set: the origin of the links in e-mails, e.g. https://trilha.com.br')
  process.exit(1)
}
// Both cores (ADR 020): with WEB_CONCURRENCY this process only forks the server processes and watches them.
// The designated one is this file as it always was; the others render pages and leave the jobs to it.
const role = clusterRole()
if (role === 'primary') await runPrimary({ exec: fileURLToPath(import.meta.url), count: webConcurrency() })
const runsJobs = role !== 'page'

// Route matching is remembered per path instead of recompiling the route table at each call (ADR 020).
installRouteMatchCache()
const build = await import('./build/server/index.js')
const tools = await import('./build/tools/db.js')

const { isPrimary } = build.entry.module
// A page process of a cluster runs no job: the designated process does (and started them before it forked).
const whenPrimary = runsJobs
  ? build.entry.module.whenPrimary
  : () => ({ ready: Promise.resolve(), stop: () => {} })
// On a LiteFS replica the database is read-only: litefs.yml migrates on the primary candidate before the app
// starts (ADR 018). One machine (npm start) is its own primary.
if (isPrimary() && runsJobs) {
  const applied = await tools.migrate()
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`)
}

// Before anything reads "is this user PRO?": billing installs its answer (and the demo's local provider).
await build.entry.module.startBilling()
build.entry.module.startProgress() // XP, streaks and levels from verdicts; before the queue starts
build.entry.module.startSubjectLessons() // a subject's page lists the lessons that teach it
build.entry.module.startOrgCourses() // the courses an organization chose for its students (ADR 024)
build.entry.module.startCompetitions() // cached scoreboards take each competition verdict as it comes
build.entry.module.startOrg() // a class's competition asks org who belongs to the class
// Background jobs write, so they run only on the primary, and move with the lease (whenPrimary).
const jobs = [
  // Daily rankings; computed now when the last run is a day old.
  whenPrimary('rankings', {
    start: build.entry.module.startRankingsJob,
    stop: build.entry.module.stopRankingsJob,
  }),
  // Invite a friend: month close on the last day (idempotent).
  whenPrimary('payouts', {
    start: build.entry.module.startPayoutsJob,
    stop: build.entry.module.stopPayoutsJob,
  }),
]
// Live events: the recurring classes written ahead, reminders once per event.
jobs.push(
  whenPrimary('live', { start: build.entry.module.startLiveJob, stop: build.entry.module.stopLiveJob }),
)
// Classes' weekly forms (modules/org): the reminders, once per class and São Paulo week.
jobs.push(
  whenPrimary('org-weekly', {
    start: build.entry.module.startWeeklyNoticesJob,
    stop: build.entry.module.stopWeeklyNoticesJob,
  }),
)
// Exercise lists (modules/org): each student of the class told once that a list opened.
jobs.push(
  whenPrimary('org-list-notices', {
    start: build.entry.module.startListNoticesJob,
    stop: build.entry.module.stopListNoticesJob,
  }),
)
// Privacy rights: data exports step by step, erasures after the grace period (modules/account/privacy).
jobs.push(
  whenPrimary('privacy', {
    start: build.entry.module.startPrivacyJob,
    stop: build.entry.module.stopPrivacyJob,
  }),
)
// Backups (ADR 018): a checked copy of the database a day into BACKUP_DIR, on the primary only.
if (process.env.BACKUP_DIR) {
  let stopBackups = () => {}
  jobs.push(
    whenPrimary('backup', {
      start: () => {
        stopBackups = tools.startBackupJob(
          process.env.DATABASE_PATH ?? 'data/trilha.db',
          process.env.BACKUP_DIR,
        )
      },
      stop: () => stopBackups(),
    }),
  )
}
// Interrupted submissions are queued again before new ones arrive. JUDGE_DISABLED=1 serves without judging.
if (process.env.JUDGE_DISABLED !== '1') {
  jobs.push(
    whenPrimary('judge', {
      start: build.entry.module.startJudgeQueue,
      stop: build.entry.module.stopJudgeQueue,
    }),
  )
}
// AI grading: interrupted jobs and answers left waiting are queued again; with no model configured they wait.
jobs.push(
  whenPrimary('grading', { start: build.entry.module.startGrading, stop: build.entry.module.stopGrading }),
)
await Promise.all(jobs.map((job) => job.ready))

const behindFly = !!process.env.FLY_APP_NAME
const secure = process.env.COOKIE_SECURE === '1'

// Fly's proxy is the only one trusted to say who the client is; in a cluster, a page process says it for the
// requests it forwards to the designated process (cluster.js checks the run's key).
const clientIpOf = (req) =>
  req.forwardedClientIp || (behindFly && req.get('fly-client-ip')) || req.socket.remoteAddress || 'unknown'

const app = express()
app.disable('x-powered-by')
// Fly's liveness probe, before everything else: a database check needs no page machinery (ADR 020).
app.get('/healthz', async (_req, res) => {
  const { status, body } = await build.entry.module.health()
  res.status(status).set('Cache-Control', 'no-store').json(body)
})
// A page process hands writes and the judge's live answers to the designated process (cluster.js).
if (role === 'page') app.use(forwardToDesignated(clientIpOf))
app.use(compression())
app.use((req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64')
  res.set(securityHeaders(res.locals.nonce, { secure }))
  next()
})
// Hashed assets never change; everything else in public/ is revalidated hourly.
// Their Brotli or gzip copies, made by the build, go first (scripts/precompress.mjs).
app.use('/assets', precompressed(path.join(here, 'build/client/assets')))
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
const publicFiles = express.static(path.join(here, 'build/client'), { maxAge: '1h' })
// Every file there has an extension; a page's path has no dot in its last part and skips the disk lookup (a
// `stat` per page request, ADR 028).
app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()))

// A LiteFS replica sends its GET-side writes here (app/kernel/runtime/get-writes.server.ts): node to node, behind
// INTERNAL_SECRET (without it this answers 404 like any unknown path), bounded before it is read.
app.post('/internal/get-write', async (req, res) => {
  const { acceptsInternalSecret, runForwardedGetWrite, MAX_FORWARDED_BYTES } = build.entry.module
  if (!acceptsInternalSecret(req.get('x-internal-secret'))) return res.status(404).end()
  if (Number(req.get('content-length') ?? 0) > MAX_FORWARDED_BYTES) return res.status(413).end()
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > MAX_FORWARDED_BYTES) return res.status(413).end()
    chunks.push(chunk)
  }
  try {
    res
      .status(
        await runForwardedGetWrite(req.get('x-internal-secret'), Buffer.concat(chunks).toString('utf8')),
      )
      .end()
  } catch (error) {
    console.error('forwarded GET-side write failed', error)
    res.status(503).end()
  }
})

// Judge machines (ADR 021): workers claim submissions and post verdicts here, behind JUDGE_SECRET (404 without
// it); bodies bounded inside. Before the HTTP guard, as the route above: node to node, no browser origin.
app.use('/internal/judge', (req, res) => {
  req.url = req.originalUrl
  build.entry.module.handleJudgeInternal(req, res)
})

// Method, origin, type and size of every body, checked before any of it is read (issue 15).
const errorsOf = Object.fromEntries(
  ['pt-BR', 'en-GB'].map((lng) => {
    const file = path.join(here, 'app/locales', lng, 'common.json')
    return [lng, JSON.parse(fs.readFileSync(file, 'utf8')).errors]
  }),
)
app.use(
  httpGuard({ publicUrl: process.env.PUBLIC_URL, routes: build.routes, messages: (lng) => errorsOf[lng] }),
)

// Pages that are the same for every visitor, and a logged-in person's own pages for their next views, are kept
// while the database is unchanged (ADR 028); PAGE_CACHE=0 renders every request.
if (process.env.PAGE_CACHE !== '0') {
  app.use(
    pageCache({
      version: build.entry.module.pageVersion,
      csp: (styleHashes) => contentSecurityPolicy(null, styleHashes),
      live: needsDesignated,
      // A kept personal page skips the loaders: its view is noted as the root loader would have.
      onPersonalHit: (viewer) => build.entry.module.notePageView(viewer.id, viewer.page),
    }),
  )
}

app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? 'production',
    getLoadContext: (req, res) => ({
      clientIp: clientIpOf(req),
      cspNonce: res.locals.nonce,
      // The page cache keeps a personal page only when it knows whose it is (ADR 028). A shared cache (a school's
      // proxy) must not keep it at all: `private` (the page cache's own copy is for this session alone).
      noteViewer: (id, page) => {
        res.locals.viewer = { id, page }
        if (!res.headersSent && !res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'private')
      },
    }),
  }),
)

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const server = app.listen(port, host, () => {
  const actual = server.address().port
  console.log(`Trilha listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`)
})
if (role === 'designated') listenForForwarded(app)

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Judging rows stay `judging`; the next start queues them again.
    for (const job of jobs) job.stop()
    build.entry.module.stopBilling?.()
    build.entry.module.stopGrading?.() // a job in flight stays `running`: the next start queues it again
  })
}
