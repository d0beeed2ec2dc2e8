// Notes (docs/product.md#social-notes: "Anotações"): personal texts only their author ever reads. Every query is scoped by the
// author's id, so a note of someone else is indistinguishable from one that does not exist.
import { db } from '~/db/client.server'

export const NOTES_PER_PAGE = 30

export interface NoteSummary {
  id: number
  title: string
  updatedAt: string
}

export interface Note extends NoteSummary {
  text: string
  createdAt: string
}

export interface NoteInput {
  title: string
  text: string
}

export interface NotePage {
  notes: NoteSummary[]
  page: number
  pages: number
}

/** The author's notes, most recently changed first; `page` is clamped to the pages there are. */
export async function listNotes(userId: number, page = 1): Promise<NotePage> {
  const total = await db
    .selectFrom('notes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst()
  const pages = Math.max(1, Math.ceil(Number(total?.n ?? 0) / NOTES_PER_PAGE))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  const rows = await db
    .selectFrom('notes')
    .select(['id', 'title', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTES_PER_PAGE)
    .offset((current - 1) * NOTES_PER_PAGE)
    .execute()
  return {
    notes: rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updated_at })),
    page: current,
    pages,
  }
}

/** The note when `userId` wrote it; null otherwise (unknown and foreign look the same). */
export async function findNote(userId: number, noteId: number): Promise<Note | null> {
  const row = await db
    .selectFrom('notes')
    .select(['id', 'title', 'text', 'created_at', 'updated_at'])
    .where('id', '=', noteId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function createNote(userId: number, input: NoteInput): Promise<number> {
  const row = await db
    .insertInto('notes')
    .values({ user_id: userId, title: input.title, text: input.text })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** False when the note is not the author's (or does not exist): nothing changes. */
export async function updateNote(userId: number, noteId: number, input: NoteInput): Promise<boolean> {
  const result = await db
    .updateTable('notes')
    .set({ title: input.title, text: input.text, updated_at: new Date().toISOString() })
    .where('id', '=', noteId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteNote(userId: number, noteId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('notes')
    .where('id', '=', noteId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
