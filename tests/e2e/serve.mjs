// The webServer of playwright.config.ts. Playwright starts its webServer BEFORE globalSetup (plugin
// setup comes first in its task list), so the database cannot be reset there: the server would
// already hold the old file open. Instead this wrapper deletes the database, migrates and seeds a
// fresh one with the real tool (build/tools/db.js seed), and only then starts server.js.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const databasePath = process.env.DATABASE_PATH
if (!databasePath || !path.resolve(databasePath).startsWith(path.join(root, 'tests/.tmp'))) {
  throw new Error(`serve.mjs only resets a database under tests/.tmp (got DATABASE_PATH=${databasePath})`)
}

for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(databasePath + suffix, { force: true })
fs.mkdirSync(path.dirname(databasePath), { recursive: true })

// Settings of a developer's shell that would change what the suite sees: real SMTP hides the dev
// outbox, BASE_URL changes the reset link's host, Fly and secure cookies change the client IP and
// the session cookie.
for (const name of ['SMTP_URL', 'BASE_URL', 'COOKIE_SECURE', 'FLY_APP_NAME']) delete process.env[name]
process.env.TRILHA_DEV_OUTBOX = '1'
// Payments go to the local provider through the real SDK (ADR 016), never to Stripe; the clock can be moved
// forward (POST /api/test/clock) so a spec passes a subscription's period end.
for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name]
process.env.STRIPE_LOCAL = '1'
process.env.TRILHA_TEST_CLOCK = '1'
// The assistant and the grader talk to a local server that speaks the OpenAI protocol, through the real SDK
// (issue 19): no model runs here, and nothing may leave the machine.
for (const name of [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'ASSISTANT_MODEL',
  'GRADER_MODEL',
  'GRADER_VISION',
]) {
  delete process.env[name]
}
const { startModelServer } = await import('../fakes/model-server.mjs')
const { e2eModelHandler } = await import('../fakes/model-script.mjs')
const modelServer = await startModelServer({ handler: e2eModelHandler, apiKey: 'e2e-model-key' })
process.env.OPENAI_BASE_URL = modelServer.url
process.env.OPENAI_API_KEY = 'e2e-model-key'
// Project hand-ins by GitHub link are not read here (that would leave the machine): they wait for staff review.
process.env.GRADER_GITHUB = 'off'

execFileSync(process.execPath, [path.join(root, 'build/tools/db.js'), 'seed'], {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
})

await import('../../server.js')
