import fs from 'node:fs'
import path from 'node:path'
import { remember } from '@epic-web/remember'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Database } from './schema'

export type DB = Kysely<Database>

export function databasePath() {
  return path.resolve(process.env.DATABASE_PATH ?? 'data/trilha.db')
}

/** Opens a SQLite file with the pragmas every connection needs. */
export function openSqlite(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  // The simulated LiteFS replica of tests/integration/cluster.test.ts: LiteFS's FUSE mount refuses writes on a
  // replica; DATABASE_READONLY=1 makes SQLite refuse them the same way, so a write a replica should not make fails.
  if (process.env.DATABASE_READONLY === '1') sqlite.pragma('query_only = ON')
  return sqlite
}

export function createDb(file = databasePath()): DB {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(file) }) })
}

/** The process-wide connection (one writer; SQLite serialises writes anyway). */
export const db: DB = remember('trilha-db', () => createDb())

export const nowIso = () => new Date().toISOString()
