import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { NOTES_PER_PAGE, createNote, deleteNote, findNote, listNotes, updateNote } from './notes.server'

describe('notes service', () => {
  it('pages the author’s notes and clamps the page number', async () => {
    const user = await createTestUser()
    await db
      .insertInto('notes')
      .values(
        Array.from({ length: NOTES_PER_PAGE + 1 }, (_, i) => ({
          user_id: user.id,
          title: `Nota ${i}`,
          updated_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
        })),
      )
      .execute()
    const first = await listNotes(user.id, 1)
    expect([first.page, first.pages, first.notes.length]).toEqual([1, 2, NOTES_PER_PAGE])
    expect(first.notes[0].title).toBe(`Nota ${NOTES_PER_PAGE}`)
    const last = await listNotes(user.id, 99)
    expect([last.page, last.notes.map((n) => n.title)]).toEqual([2, ['Nota 0']])
    expect((await listNotes(user.id, Number.NaN)).page).toBe(1)
  })

  it('scopes every read and write to the author', async () => {
    const author = await createTestUser()
    const other = await createTestUser()
    const id = await createNote(author.id, { title: 'Minha', text: 'só minha' })
    expect(await findNote(other.id, id)).toBeNull()
    expect(await updateNote(other.id, id, { title: 'Dele', text: '' })).toBe(false)
    expect(await deleteNote(other.id, id)).toBe(false)
    expect(await findNote(author.id, id)).toMatchObject({ title: 'Minha', text: 'só minha' })
    expect(await deleteNote(author.id, id)).toBe(true)
    expect(await findNote(author.id, id)).toBeNull()
  })
})
