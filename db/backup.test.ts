import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backupDatabase, inspectDatabase, listBackups, restoreDatabase } from './backup'
import { createDb } from './client.server'
import { migrateToLatest } from './migrate'

let dir: string
let source: string

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'))
  source = path.join(dir, 'live.db')
  const db = createDb(source)
  await migrateToLatest(db)
  await db
    .insertInto('users')
    .values(
      [1, 2, 3].map((n) => ({
        name: `Pessoa ${n}`,
        email: `p${n}@example.com`,
        password_hash: 'x',
        terms_accepted_at: '2026-11-01T00:00:00Z',
      })),
    )
    .execute()
  await db.destroy()
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('backups', () => {
  it('copy the live database, check it, write its row counts, and restore into a fresh file', async () => {
    const manifest = await backupDatabase(source, path.join(dir, 'copies'), {
      now: new Date('2026-11-27T03:00:00Z'),
    })
    expect(manifest.file).toBe('trilha-20261127T030000Z.db')
    expect(manifest.tables.users).toBe(3)
    const copy = path.join(dir, 'copies', manifest.file)
    expect(JSON.parse(fs.readFileSync(`${copy}.json`, 'utf8')).tables).toEqual(manifest.tables)
    expect(fs.readdirSync(path.join(dir, 'copies')).sort()).toEqual([manifest.file, `${manifest.file}.json`])
    expect(fs.statSync(copy).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(dir, 'copies')).mode & 0o777).toBe(0o700)

    const restored = path.join(dir, 'restored.db')
    const tables = restoreDatabase(copy, restored)
    expect(tables.users).toBe(3)
    const db = createDb(restored)
    const names = await db.selectFrom('users').select('name').orderBy('name').execute()
    await db.destroy()
    expect(names.map((r) => r.name)).toEqual(['Pessoa 1', 'Pessoa 2', 'Pessoa 3'])
  })

  it('refuse to restore a damaged copy or one that does not match its manifest, leaving the target alone', async () => {
    const manifest = await backupDatabase(source, path.join(dir, 'copies'))
    const copy = path.join(dir, 'copies', manifest.file)
    const target = path.join(dir, 'target.db')
    fs.writeFileSync(target, 'the current database')

    const json = JSON.parse(fs.readFileSync(`${copy}.json`, 'utf8'))
    fs.writeFileSync(`${copy}.json`, JSON.stringify({ ...json, tables: { ...json.tables, users: 99 } }))
    expect(() => restoreDatabase(copy, target)).toThrow(/manifest/)

    const bytes = fs.readFileSync(copy)
    bytes.fill(0x41, 4096, bytes.length) // every page after the first overwritten
    fs.writeFileSync(copy, bytes)
    expect(inspectDatabase(copy).ok).toBe(false)
    expect(() => restoreDatabase(copy, target)).toThrow(/not restoring/)
    expect(fs.readFileSync(target, 'utf8')).toBe('the current database')
  })

  it('keep only the newest copies', async () => {
    const copies = path.join(dir, 'copies')
    for (const day of [24, 25, 26, 27])
      await backupDatabase(source, copies, { now: new Date(`2026-11-${day}T03:00:00Z`), keep: 2 })
    expect(listBackups(copies)).toEqual(['trilha-20261127T030000Z.db', 'trilha-20261126T030000Z.db'])
    expect(fs.readdirSync(copies).filter((f) => f.endsWith('.json'))).toHaveLength(2)
  })
})
