import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Kysely, type Migration, Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '~/app/kernel/password.server'
import { createDb } from '../client.server'
import { migrateToLatest } from '../migrate'
import * as m0001 from './0001-foundation'
import * as m0002 from './0002-judge'
import * as m0003 from './0003-learning'
import * as m0004 from './0004-practice'
import * as m0005 from './0005-community'
import * as m0006 from './0006-competitions'
import * as m0007 from './0007-social'
import * as m0008 from './0008-search'
import * as m0009 from './0009-rich-text-renders'
import { up } from './0010-team-invite-hash'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-0010-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const before0010: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-judge': m0002,
  '0003-learning': m0003,
  '0004-practice': m0004,
  '0005-community': m0005,
  '0006-competitions': m0006,
  '0007-social': m0007,
  '0008-search': m0008,
  '0009-rich-text-renders': m0009,
}

// biome-ignore lint/suspicious/noExplicitAny: a scratch database outside the typed schema's lifecycle
type AnyDb = Kysely<any>

const invite = async (db: AnyDb, name: string): Promise<string> =>
  (await db.selectFrom('teams').select('invite_password').where('name', '=', name).executeTakeFirstOrThrow())
    .invite_password

describe('migration 0010-team-invite-hash', () => {
  it('hashes the plaintext invite passwords written before it, once', async () => {
    const db: AnyDb = createDb(path.join(dir, 'old.db'))
    const early = new Migrator({ db, provider: { getMigrations: async () => before0010 } })
    expect((await early.migrateToLatest()).error).toBeUndefined()
    await db
      .insertInto('teams')
      .values([
        { name: 'Antiga', invite_password: 'abcd' },
        { name: 'Longa', invite_password: 'x'.repeat(100) },
      ])
      .execute()

    expect(await migrateToLatest(db)).toContain('0010-team-invite-hash')
    const [short, long] = [await invite(db, 'Antiga'), await invite(db, 'Longa')]
    expect(short).toMatch(/^scrypt\$/)
    expect(short).not.toContain('abcd')
    expect(await verifyPassword('abcd', short)).toBe(true)
    expect(await verifyPassword('x'.repeat(100), long)).toBe(true)

    // Running it again leaves hashes as they are.
    await up(db)
    expect(await invite(db, 'Antiga')).toBe(short)
    expect(await invite(db, 'Longa')).toBe(long)
    await db.destroy()
  })
})
