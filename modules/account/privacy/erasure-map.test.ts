import fs from 'node:fs'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { ERASURE, USER_COLUMN } from './erasure-map'

// Every table of the migrated schema (all of db/schema*.ts) that names a user must say what erasure does to it,
// in the code map and in docs/privacy.md, and the two must agree: a new table with a user id fails here.

async function userColumns(): Promise<string[]> {
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'
    AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name`.execute(db)
  const found: string[] = []
  for (const { name } of tables.rows) {
    const cols = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(db)
    const fks = await sql<{ from: string; table: string }>`SELECT "from", "table"
      FROM pragma_foreign_key_list(${name})`.execute(db)
    const named = new Set(fks.rows.filter((f) => f.table === 'users').map((f) => f.from))
    for (const c of cols.rows) if (USER_COLUMN.test(c.name)) named.add(c.name)
    if (name === 'users') named.add('id')
    for (const c of named) found.push(`${name}.${c}`)
  }
  return found
}

const mapped = () => Object.entries(ERASURE).flatMap(([t, cols]) => Object.keys(cols).map((c) => `${t}.${c}`))

describe('the erasure map', () => {
  it('classifies every column of the schema that names a user, and nothing that is not there', async () => {
    const columns = await userColumns()
    expect(columns.length).toBeGreaterThan(60)
    expect(columns.filter((c) => !mapped().includes(c))).toEqual([])
    expect(mapped().filter((c) => !columns.includes(c) && c !== 'users.invited_by')).toEqual([])
  })

  it('agrees with docs/privacy.md, row by row', () => {
    const doc = fs.readFileSync('docs/privacy.md', 'utf8')
    const rows = new Map(
      [...doc.matchAll(/^\| `([a-z_]+\.[a-z_]+)` \| (delete|keep|anonymise) \|/gm)].map((m) => [m[1], m[2]]),
    )
    const disagreeing = Object.entries(ERASURE).flatMap(([t, cols]) =>
      Object.entries(cols)
        .filter(([c, rule]) => rows.get(`${t}.${c}`) !== rule)
        .map(([c]) => `${t}.${c}`),
    )
    expect(disagreeing).toEqual([])
    expect([...rows.keys()].filter((k) => !mapped().includes(k))).toEqual([])
  })

  it('would notice a table the map forgot', () => {
    expect(USER_COLUMN.test('user_id')).toBe(true)
    expect(USER_COLUMN.test('invited_user_id')).toBe(true)
    expect(USER_COLUMN.test('graded_by')).toBe(true)
    expect(USER_COLUMN.test('exercise_id')).toBe(false)
  })
})
