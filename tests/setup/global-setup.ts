import fs from 'node:fs'
import path from 'node:path'
import { createDb } from '~/db/client.server'
import { migrateToLatest } from '~/db/migrate'

export const TMP = path.resolve('tests/.tmp/vitest')
export const BASE_DB = path.join(TMP, 'base.db')

/** Migrates one base SQLite file; every test file then works on its own copy (tests/setup/worker-db.ts). */
export async function setup() {
  fs.rmSync(TMP, { recursive: true, force: true })
  fs.mkdirSync(TMP, { recursive: true })
  const db = createDb(BASE_DB)
  await migrateToLatest(db)
  await db.destroy()
  // Fold the WAL into the main file so a plain copy is complete.
  const SQLite = (await import('better-sqlite3')).default
  const raw = new SQLite(BASE_DB)
  raw.pragma('wal_checkpoint(TRUNCATE)')
  raw.pragma('journal_mode = DELETE')
  raw.close()
}

export async function teardown() {
  fs.rmSync(TMP, { recursive: true, force: true })
}
