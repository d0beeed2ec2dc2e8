import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Kysely, Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '~/app/kernel/auth/password.server'
import { createDb } from '../client.server'
import { migrateToLatest, migrationsBefore } from '../migrate'
import { up } from './0010-team-invite-hash'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-0010-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// biome-ignore lint/suspicious/noExplicitAny: a scratch database outside the typed schema's lifecycle
type AnyDb = Kysely<any>

const invite = async (db: AnyDb, name: string): Promise<string> =>
  (await db.selectFrom('teams').select('invite_password').where('name', '=', name).executeTakeFirstOrThrow())
    .invite_password

describe('migration 0010-team-invite-hash', () => {
  it('hashes the plaintext invite passwords written before it, once', async () => {
    const db: AnyDb = createDb(path.join(dir, 'old.db'))
    const early = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsBefore('0010-team-invite-hash') },
    })
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
