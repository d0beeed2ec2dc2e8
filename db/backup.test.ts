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
    expect(manifest.tables).toEqual((await inspectDatabase(source)).tables)
    const copy = path.join(dir, 'copies', manifest.file)
    expect(JSON.parse(fs.readFileSync(`${copy}.json`, 'utf8')).tables).toEqual(manifest.tables)
    expect(fs.readdirSync(path.join(dir, 'copies')).sort()).toEqual([manifest.file, `${manifest.file}.json`])
    expect(fs.statSync(copy).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(dir, 'copies')).mode & 0o777).toBe(0o700)

    const restored = path.join(dir, 'restored.db')
    const tables = await restoreDatabase(copy, restored)
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
    await expect(restoreDatabase(copy, target)).rejects.toThrow(/manifest/)

    const bytes = fs.readFileSync(copy)
    bytes.fill(0x41, 4096, bytes.length) // every page after the first overwritten
    fs.writeFileSync(copy, bytes)
    const damaged = await inspectDatabase(copy)
    expect(damaged.ok).toBe(false)
    expect(damaged.threadId).toBeGreaterThan(0) // found by the worker thread, not the event loop's
    await expect(restoreDatabase(copy, target)).rejects.toThrow(/not restoring/)
    expect(fs.readFileSync(target, 'utf8')).toBe('the current database')
  })

  it('keep only the newest copies', async () => {
    const copies = path.join(dir, 'copies')
    for (const day of [24, 25, 26, 27])
      await backupDatabase(source, copies, { now: new Date(`2026-11-${day}T03:00:00Z`), keep: 2 })
    expect(listBackups(copies)).toEqual(['trilha-20261127T030000Z.db', 'trilha-20261126T030000Z.db'])
    expect(fs.readdirSync(copies).filter((f) => f.endsWith('.json'))).toHaveLength(2)
  })

  it('check a copy in a worker thread, off the event loop, and still find damage', async () => {
    const manifest = await backupDatabase(source, path.join(dir, 'copies'))
    const copy = path.join(dir, 'copies', manifest.file)
    const result = await inspectDatabase(copy)
    expect(result).toMatchObject({ ok: true, problem: null })
    expect(result.tables.users).toBe(3)
    expect(result.threadId).toBeGreaterThan(0) // a worker's; the event loop's thread is 0

    const bytes = fs.readFileSync(copy)
    bytes.fill(0, 4096, bytes.length) // every page after the first zeroed
    fs.writeFileSync(copy, bytes)
    const damaged = await inspectDatabase(copy)
    expect(damaged.ok).toBe(false)
    expect(damaged.problem).toBeTruthy()
  })

  it('a copy that is not a database at all fails its check instead of throwing', async () => {
    const bogus = path.join(dir, 'bogus.db')
    fs.writeFileSync(bogus, 'not a database, just text long enough to look like a file'.repeat(200))
    expect(await inspectDatabase(bogus)).toMatchObject({ ok: false, tables: {} })
    expect((await inspectDatabase(path.join(dir, 'missing.db'))).ok).toBe(false)
  })
})
