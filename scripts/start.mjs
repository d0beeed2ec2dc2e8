#!/usr/bin/env node
// `npm start`: everything a fresh Debian machine needs, then the server. Each step is skipped when done.
import { execSync, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { JUDGE_PACKAGES, missingToolchains } from './toolchains.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const say = (msg) => console.log(`\x1b[36m[trilha]\x1b[0m ${msg}`)
const run = (cmd, env = {}) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } })

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 11)) {
  console.error(`Node ${process.versions.node} is too old: Trilha needs Node 20.11 or later.`)
  process.exit(1)
}

// 1. Dependencies (npm ci trips over optional-platform lockfile entries with npm 11; install works).
const stamp = 'node_modules/.package-lock.json'
if (!fs.existsSync(stamp) || fs.statSync('package-lock.json').mtimeMs > fs.statSync(stamp).mtimeMs) {
  say('installing dependencies (better-sqlite3 builds from source: about a minute)…')
  run('npm install --no-audit --no-fund')
}

// 2. Judge toolchains from Debian's packages.
if (process.env.TRILHA_SKIP_TOOLCHAINS !== '1') {
  const missing = missingToolchains()
  if (missing.length) {
    const cmd = `apt-get update && apt-get install -y --no-install-recommends ${JUDGE_PACKAGES.join(' ')}`
    if (process.getuid?.() === 0) {
      say(`installing judge toolchains (${missing.join(', ')} missing)…`)
      const ok = spawnSync('bash', ['-c', cmd], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
      if (ok.status !== 0)
        say('toolchain install failed: the judge will refuse to run code until they are installed.')
    } else {
      say(
        `judge toolchains missing (${missing.join(', ')}). Install them as root with:\n  sudo bash -c '${cmd}'`,
      )
      say('the platform still starts; the judge refuses to run code until then.')
    }
  }
}

// 3. Build when any source is newer than the build.
function newest(dir) {
  let latest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs)
  }
  return latest
}
const built = 'build/tools/db.js'
const sources = Math.max(
  ...['app', 'modules', 'db', 'judge', 'public'].filter(fs.existsSync).map(newest),
  fs.statSync('package-lock.json').mtimeMs,
)
if (
  !fs.existsSync(built) ||
  !fs.existsSync('build/server/index.js') ||
  fs.statSync(built).mtimeMs < sources
) {
  say('building…')
  run('npm run build')
}

// 4. Database: migrations, then the demo seed on an empty database (prints the demo accounts).
const env = { ...process.env, NODE_ENV: 'production' }
env.DATABASE_PATH ??= path.join(root, 'data/trilha.db')
run('node build/tools/db.js migrate', env)
run('node build/tools/db.js seed --if-empty', env)

// 5. Serve. Links in e-mails use PUBLIC_URL (never the request's Host): here, this machine.
env.PORT ??= '3000'
env.PUBLIC_URL ??= `http://localhost:${env.PORT}`
// Without SMTP, mail waits in the outbox page so a password reset can be finished locally. The page lists
// everyone's mail, so it opens only with a key made for this run and printed here, never to a visitor.
if (!env.SMTP_URL) {
  env.TRILHA_DEV_OUTBOX = '1'
  env.TRILHA_DEV_OUTBOX_KEY ??= crypto.randomBytes(18).toString('base64url')
  say(
    `no SMTP_URL: outgoing mail is shown at ${env.PUBLIC_URL}/br/dev/outbox?key=${env.TRILHA_DEV_OUTBOX_KEY}`,
  )
}
// Without Stripe keys, payments go to the local provider (ADR 016): the real SDK against a local server that
// speaks Stripe's API, with a "simulate payment" step, so a newcomer can become PRO in the demo. Nothing is charged.
if (!env.STRIPE_SECRET_KEY) {
  env.STRIPE_LOCAL = '1'
  say(
    'no STRIPE_SECRET_KEY: payments use the local demo provider (its pages have a "Simulate payment" button)',
  )
}
const server = spawn(process.execPath, ['server.js'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
