import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Kysely, Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createDb } from '../client.server'
import { migrateToLatest, migrationsBefore } from '../migrate'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-0022-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// biome-ignore lint/suspicious/noExplicitAny: a scratch database outside the typed schema's lifecycle
type AnyDb = Kysely<any>

describe('migration 0022-org-safety', () => {
  it('keeps only the hash of each class calendar token written before it', async () => {
    const db: AnyDb = createDb(path.join(dir, 'old.db'))
    const early = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsBefore('0022-org-safety') },
    })
    expect((await early.migrateToLatest()).error).toBeUndefined()
    const { id: userId } = await db
      .insertInto('users')
      .values({ name: 'Prof', email: 'p@example.com', password_hash: 'x', terms_accepted_at: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { id: org } = await db
      .insertInto('institutions')
      .values({ name: 'Escola', short_name: 'ESC', type: 'educational', country: 'BR', state: 'SP' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const token = 'a'.repeat(32)
    await db
      .insertInto('org_classes')
      .values([
        { institution_id: org, professor_id: userId, title: 'Com feed', join_code: 'AAAA', ics_token: token },
        { institution_id: org, professor_id: userId, title: 'Sem feed', join_code: 'BBBB' },
      ])
      .execute()

    expect(await migrateToLatest(db)).toContain('0022-org-safety')
    const rows = await db
      .selectFrom('org_classes')
      .select(['title', 'ics_token', 'ics_token_hash'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      {
        title: 'Com feed',
        ics_token: null,
        ics_token_hash: createHash('sha256').update(token).digest('hex'),
      },
      { title: 'Sem feed', ics_token: null, ics_token_hash: null },
    ])
    await db.destroy()
  })
})
