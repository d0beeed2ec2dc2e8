import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import SQLite from 'better-sqlite3'

// Backups of the database (issue 25, ADR 018). SQLite's online backup API copies a consistent snapshot while the
// server keeps writing (on Fly it runs on the primary, reading the LiteFS mount). Each copy is checked before it
// counts: `PRAGMA integrity_check` must say ok (in a worker thread: the server keeps answering meanwhile), and its
// row counts per table are written beside it in a JSON manifest. Restoring checks the copy the same way and replaces the file only with the server stopped
// (README, "Backups").

export interface BackupManifest {
  file: string
  createdAt: string
  bytes: number
  tables: Record<string, number>
}

const NAME = /^trilha-(\d{8}T\d{6}Z)\.db$/

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
}

export interface Inspection {
  ok: boolean
  problem: string | null
  tables: Record<string, number>
  /** The worker thread that checked (never 0, the main thread's): the check is off the event loop. */
  threadId: number
}

// integrity_check reads every page and the row counts scan every table: seconds of synchronous work on a large
// database, which on the server's thread would stop every request for as long. So the check runs in a worker
// thread of its own, as plain CommonJS (an eval worker: the bundled build/tools/db.js has no file beside it to
// load), given the driver's resolved path.
const INSPECT_WORKER = `
const { parentPort, workerData, threadId } = require('node:worker_threads')
const SQLite = require(workerData.driver)
function inspect(file, makeSelfContained) {
  let db
  try {
    db = new SQLite(file, { readonly: !makeSelfContained, fileMustExist: true })
  } catch (error) {
    return { ok: false, problem: String(error), tables: {} }
  }
  try {
    if (makeSelfContained) db.pragma('journal_mode = DELETE')
    const problem = db.pragma('integrity_check').map((row) => row.integrity_check).join('; ')
    if (problem !== 'ok') return { ok: false, problem, tables: {} }
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all()
    const tables = {}
    for (const name of names) tables[name] = db.prepare('SELECT count(*) FROM "' + name.replace(/"/g, '""') + '"').pluck().get()
    return { ok: true, problem: null, tables }
  } catch (error) {
    return { ok: false, problem: String(error), tables: {} }
  } finally {
    db.close()
  }
}
parentPort.postMessage({ ...inspect(workerData.file, workerData.makeSelfContained), threadId })
`

/**
 * integrity_check and the row count of every table of a database file, in a worker thread. With
 * `makeSelfContained` (a fresh backup copy) the file is first taken out of WAL mode, so no -wal/-shm files stay
 * beside it; otherwise it is opened read-only.
 */
export function inspectDatabase(file: string, { makeSelfContained = false } = {}): Promise<Inspection> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  return new Promise((resolve) => {
    const worker = new Worker(INSPECT_WORKER, { eval: true, workerData: { driver, file, makeSelfContained } })
    let answered = false
    const answer = (inspection: Inspection) => {
      if (answered) return
      answered = true
      resolve(inspection)
    }
    worker.once('message', answer)
    worker.once('error', (error) => answer({ ok: false, problem: String(error), tables: {}, threadId: -1 }))
    worker.once('exit', (code) =>
      answer({ ok: false, problem: `the check ended with exit code ${code}`, tables: {}, threadId: -1 }),
    )
  })
}

/** Takes a checked copy of `source` into `dir`; keeps the newest `keep` copies. Throws if the copy is bad. */
export async function backupDatabase(
  source: string,
  dir: string,
  { now = new Date(), keep = 7 }: { now?: Date; keep?: number } = {},
): Promise<BackupManifest> {
  // Copies hold password hashes and sessions: readable by the server's user only.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, `trilha-${stamp(now)}.db`)
  const partial = `${file}.partial`
  const db = new SQLite(source, { readonly: true, fileMustExist: true })
  try {
    await db.backup(partial)
  } finally {
    db.close()
  }
  // The copy is one self-contained file: out of WAL mode, so no -wal/-shm files are left beside it.
  const inspected = await inspectDatabase(partial, { makeSelfContained: true })
  if (!inspected.ok) {
    fs.rmSync(partial, { force: true })
    throw new Error(`backup failed its check: ${inspected.problem}`)
  }
  fs.chmodSync(partial, 0o600)
  fs.renameSync(partial, file)
  const manifest: BackupManifest = {
    file: path.basename(file),
    createdAt: now.toISOString(),
    bytes: fs.statSync(file).size,
    tables: inspected.tables,
  }
  fs.writeFileSync(`${file}.json`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  for (const old of listBackups(dir).slice(keep)) {
    fs.rmSync(path.join(dir, old), { force: true })
    fs.rmSync(path.join(dir, `${old}.json`), { force: true })
  }
  return manifest
}

/** Backup files in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
}

/**
 * Replaces `target` with a checked backup: the copy must pass integrity_check and match its manifest's row
 * counts. The server must be stopped (its open connection would keep the old file). Returns the row counts.
 */
export async function restoreDatabase(backupFile: string, target: string): Promise<Record<string, number>> {
  const inspected = await inspectDatabase(backupFile)
  if (!inspected.ok) throw new Error(`not restoring ${backupFile}: ${inspected.problem}`)
  const manifestFile = `${backupFile}.json`
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
    if (JSON.stringify(manifest.tables) !== JSON.stringify(inspected.tables))
      throw new Error(`not restoring ${backupFile}: its row counts differ from its manifest`)
  }
  const partial = `${target}.restoring`
  fs.copyFileSync(backupFile, partial)
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true })
  fs.renameSync(partial, target)
  return inspected.tables
}

/**
 * The daily backup (server.js runs it on the primary only, with BACKUP_DIR set): at start when the newest copy
 * is a day old or missing, then every day. A failed backup is logged and tried again at the next tick.
 */
export function startBackupJob(source: string, dir: string, keep = 7): () => void {
  const DAY = 24 * 60 * 60 * 1000
  const due = () => {
    const [newest] = listBackups(dir)
    return !newest || Date.now() - fs.statSync(path.join(dir, newest)).mtimeMs >= DAY
  }
  const run = () => {
    if (!due()) return
    backupDatabase(source, dir, { keep }).then(
      (manifest) => console.log(`backup ${manifest.file}: ${manifest.bytes} bytes, integrity ok`),
      (error) => console.error('backup failed', error),
    )
  }
  run()
  const timer = setInterval(run, 60 * 60 * 1000) // hourly look; a copy only when a day has passed
  timer.unref()
  return () => clearInterval(timer)
}
