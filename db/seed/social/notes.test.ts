import { describe, expect, it } from 'vitest'
import { listNotes } from '~/modules/social/notes/notes.server'
import { db } from '../../client.server'
import { DEMO_NOTES, DEMO_NOTES_EMAIL, seedNotes } from './notes'

describe('seedNotes', () => {
  it('does nothing without the PRO demo user', async () => {
    await seedNotes(db)
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([])
  })

  it('gives the PRO demo user two notes, once', async () => {
    const { id } = await db
      .insertInto('users')
      .values({
        name: 'Pro',
        email: DEMO_NOTES_EMAIL,
        password_hash: 'x',
        terms_accepted_at: '2026-01-01T00:00:00Z',
        is_pro: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await seedNotes(db)
    await seedNotes(db)
    const { notes } = await listNotes(id)
    expect(notes.map((n) => n.title).sort()).toEqual(DEMO_NOTES.map((n) => n.title).sort())
    expect(await db.selectFrom('notes').select('id').execute()).toHaveLength(2)
  })
})
