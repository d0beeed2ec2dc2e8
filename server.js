// The production server: static files, security headers, compression, then Remix.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'
import { httpGuard } from './app/kernel/http-guard.js'
import { securityHeaders } from './app/kernel/security-headers.js'

const here = path.dirname(fileURLToPath(import.meta.url))

// Links in e-mails (password resets) are built from PUBLIC_URL, never from the request's Host header, which
// anyone can forge. A deployment without it would send broken or hostile links: refuse to start instead.
if (!/^https?:\/\/[^/]/.test(process.env.PUBLIC_URL ?? '')) {
  console.error('PUBLIC_URL is not set: the origin of the links in e-mails, e.g. https://trilha.com.br')
  process.exit(1)
}
const build = await import('./build/server/index.js')
const tools = await import('./build/tools/db.js')

const applied = await tools.migrate()
if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`)

// Before anything reads "is this user PRO?": billing installs its answer (and the demo's local provider).
await build.entry.module.startBilling()
build.entry.module.startProgress() // XP, streaks and levels from verdicts; before the queue starts
build.entry.module.startCompetitions() // cached scoreboards take each competition verdict as it comes
await build.entry.module.startRankingsJob() // daily rankings; computed now when the last run is a day old
await build.entry.module.startPayoutsJob() // invite a friend: month close on the last day (idempotent)
await build.entry.module.startLiveJob() // live events: the series ahead, reminders once per event
// Runs after migrations: interrupted submissions are queued again before new ones arrive. Set JUDGE_DISABLED=1
// to serve without judging (a web-only machine).
if (process.env.JUDGE_DISABLED !== '1') await build.entry.module.startJudgeQueue()

const behindFly = !!process.env.FLY_APP_NAME
const secure = process.env.COOKIE_SECURE === '1'

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use((req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64')
  res.set(securityHeaders(res.locals.nonce, { secure }))
  next()
})
// Hashed assets never change; everything else in public/ is revalidated hourly.
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }))

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

app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? 'production',
    getLoadContext: (req, res) => ({
      // Fly's proxy is the only one trusted to say who the client is.
      clientIp: (behindFly && req.get('fly-client-ip')) || req.socket.remoteAddress || 'unknown',
      cspNonce: res.locals.nonce,
    }),
  }),
)

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const server = app.listen(port, host, () => {
  const actual = server.address().port
  console.log(`Trilha listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`)
})

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Judging rows stay `judging`; the next start queues them again.
    build.entry.module.stopJudgeQueue?.()
    build.entry.module.stopRankingsJob?.()
    build.entry.module.stopPayoutsJob?.()
    build.entry.module.stopLiveJob?.()
    build.entry.module.stopBilling?.()
  })
}
