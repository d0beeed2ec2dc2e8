import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { db } from './client.server'
import { migrateToLatest } from './migrate'

describe('database', () => {
  it('is migrated, with WAL and foreign keys on', async () => {
    expect(await migrateToLatest(db)).toEqual([])
    const { rows: fk } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)
    expect(fk[0].foreign_keys).toBe(1)
    const { rows: wal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
    expect(wal[0].journal_mode).toBe('wal')
  })

  it('refuses an institution short name that is not uppercase letters and hyphen', async () => {
    const base = { name: 'Escola', type: 'educational' as const, country: 'BR' }
    await db
      .insertInto('institutions')
      .values({ ...base, short_name: 'ESC-SP' })
      .execute()
    for (const bad of ['esc', 'ESC1', 'ESC SP', 'ÉSC', 'E']) {
      await expect(
        db
          .insertInto('institutions')
          .values({ ...base, short_name: bad })
          .execute(),
      ).rejects.toThrow(/CHECK/)
    }
  })

  it('keeps user colours to the product list and e-mails unique regardless of case', async () => {
    const user = { name: 'Ana', password_hash: 'x', terms_accepted_at: new Date().toISOString() }
    await db
      .insertInto('users')
      .values({ ...user, email: 'Case@Example.com' })
      .execute()
    await expect(
      db
        .insertInto('users')
        .values({ ...user, email: 'case@example.com' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/)
    const pink = 'pink' as unknown as 'black'
    await expect(
      db
        .insertInto('users')
        .values({ ...user, email: 'c2@example.com', color: pink })
        .execute(),
    ).rejects.toThrow(/CHECK/)
    const row = await db
      .selectFrom('users')
      .select('color')
      .where('email', '=', 'case@example.com')
      .executeTakeFirst()
    expect(row?.color).toBe('black')
  })

  it('deletes a user’s sessions with the user', async () => {
    const { id } = await db
      .insertInto('users')
      .values({ name: 'Bia', email: 'bia@example.com', password_hash: 'x', terms_accepted_at: 'now' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('sessions').values({ id: 's1', user_id: id, expires_at: '2999-01-01' }).execute()
    await db.deleteFrom('users').where('id', '=', id).execute()
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([])
  })
})
