import fs from 'node:fs'
import path from 'node:path'
import { createDb } from '~/db/client.server'
import { migrateToLatest } from '~/db/migrate'

// One folder per run: two vitest runs at once (a developer and a helper) must not delete each other's files.
export const TMP = path.resolve(`tests/.tmp/vitest-${process.pid}`)
export const BASE_DB = path.join(TMP, 'base.db')

/** Migrates one base SQLite file; every test file then works on its own copy (tests/setup/worker-db.ts). */
export async function setup() {
  fs.rmSync(TMP, { recursive: true, force: true })
  fs.mkdirSync(TMP, { recursive: true })
  process.env.TRILHA_TEST_TMP = TMP
  const db = createDb(BASE_DB)
  await migrateToLatest(db)
  await db.destroy()
  // Fold the WAL into the main file so a plain copy is complete.
  const SQLite = (await import('better-sqlite3')).default
  const raw = new SQLite(BASE_DB)
  raw.pragma('wal_checkpoint(TRUNCATE)')
  raw.pragma('journal_mode = DELETE')
  raw.close()
  // piscina loads its worker by file name: bundle the judge worker once for the whole run, and the judge CLI
  // (`npm run judge`) that the Portugol corpus goes through, and the rich-text worker (app/rich-text/pool.server.ts).
  const { build } = await import('esbuild')
  await build({
    entryPoints: {
      'judge-worker': path.resolve('judge/worker.ts'),
      'judge-cli': path.resolve('judge/cli.ts'),
      'rich-text-worker': path.resolve('app/rich-text/worker.ts'),
    },
    outdir: TMP,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '~': path.resolve('.') },
    logLevel: 'warning',
  })
  process.env.JUDGE_WORKER = path.join(TMP, 'judge-worker.js')
  process.env.JUDGE_CLI = path.join(TMP, 'judge-cli.js')
  process.env.RICH_TEXT_WORKER = path.join(TMP, 'rich-text-worker.js')
  // The Portugol compiler and runtime the judge binds into its boxes, built from the current source.
  const { buildPortugol } = await import('../../scripts/build-portugol.mjs')
  process.env.PORTUGOL_DIR = path.join(TMP, 'portugol')
  await buildPortugol(process.env.PORTUGOL_DIR)
}

export async function teardown() {
  fs.rmSync(TMP, { recursive: true, force: true })
}
