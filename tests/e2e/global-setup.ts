import fs from 'node:fs'
import type { FullConfig } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { AUTH_LOG, BASE_URL, DATABASE_PATH, E2E_DIR, OUTBOX_PATH } from './e2e-env'

/** The demo accounts the specs log in with (db/seed/index.ts). */
const REQUIRED_USERS = ['aluna@trilha.dev', 'pro@trilha.dev', 'autor@trilha.dev']

/**
 * Playwright runs this after the webServer is up (plugins are set up before globalSetup), so the
 * fresh database was already created and seeded by serve.mjs. Here: a clean auth-POST log and a
 * check that the server under test is the one the suite expects (seeded, dev outbox on).
 */
export default async function globalSetup(_config: FullConfig) {
  fs.mkdirSync(E2E_DIR, { recursive: true })
  fs.writeFileSync(AUTH_LOG, '[]')

  const sqlite = new SQLite(DATABASE_PATH, { readonly: true, fileMustExist: true })
  try {
    const rows = sqlite
      .prepare(`select email from users where email in (${REQUIRED_USERS.map(() => '?').join(', ')})`)
      .all(...REQUIRED_USERS) as { email: string }[]
    const missing = REQUIRED_USERS.filter((email) => !rows.some((r) => r.email === email))
    if (missing.length)
      throw new Error(`e2e database ${DATABASE_PATH} is not seeded (missing ${missing.join(', ')})`)
  } finally {
    sqlite.close()
  }

  const health = await fetch(`${BASE_URL}/healthz`)
  if (!health.ok) throw new Error(`${BASE_URL}/healthz answered ${health.status}`)
  const outbox = await fetch(`${BASE_URL}${OUTBOX_PATH}`)
  if (!outbox.ok)
    throw new Error(`the dev outbox is off (${outbox.status}): is TRILHA_DEV_OUTBOX=1 reaching the server?`)
}
