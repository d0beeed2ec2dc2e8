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
  return kyselyOver(openSqlite(file))
}

function kyselyOver(sqlite: SQLite.Database): DB {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) })
}

/**
 * Kysely prepares each query's SQL at every call; a page runs the same few dozen statements again and again
 * (ADR 028: `prepare` was 3% of the dashboard's CPU). better-sqlite3 runs a statement to its end before the next
 * call can start, so one prepared statement per SQL text serves every request. Bounded: SQL built with a
 * variable number of placeholders (`in (?, ?, …)`) makes new texts.
 */
export function preparedOnce(sqlite: SQLite.Database, max = 1000) {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => {
      statements.clear()
      sqlite.close()
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        if (statements.size >= max) statements.delete(statements.keys().next().value as string)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}

/** The process-wide SQLite handle under `db`. */
const sqlite = remember('trilha-sqlite', () => openSqlite(databasePath()))

/** The process-wide connection (one writer; SQLite serialises writes anyway). */
export const db: DB = remember('trilha-db', () => kyselyOver(sqlite))

/**
 * A value that changes whenever the database does: `data_version` moves when another connection (a worker
 * thread, another process of the cluster, a LiteFS replication) commits, `total_changes()` when this one writes.
 * The page cache (ADR 028) keeps a page only while it is the same.
 */
export function databaseVersion(): string {
  const statements = remember('trilha-db-version', () => ({
    data: sqlite.prepare('pragma data_version').pluck(),
    changes: sqlite.prepare('select total_changes()').pluck(),
  }))
  return `${statements.data.get()}:${statements.changes.get()}`
}

export const nowIso = () => new Date().toISOString()
