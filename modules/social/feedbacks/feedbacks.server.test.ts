import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { getRequest } from '~/tests/setup/helpers'
import { feedbackCount } from './count.server'
import {
  feedbackFor,
  insertFeedback,
  isFeedbackStaff,
  listFeedbacks,
  markFeedbackOpened,
  reviewFeedback,
} from './feedbacks.server'

async function viewer(overrides: Parameters<typeof createTestUser>[0] = {}) {
  const made = await createTestUser(overrides)
  const user = (await sessionUser(getRequest('/br', made))) as SessionUser
  return user
}

const send = (userId: number, title = 'Botão quebrado') =>
  insertFeedback({ userId, title, text: 'O botão de enviar não responde.', type: 'bug' })

const row = (id: number) =>
  db
    .selectFrom('feedbacks')
    .select(['status', 'answer', 'answered_by', 'answered_at', 'author_unread'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('feedbacks service', () => {
  it('counts staff as moderators and admins', async () => {
    expect(isFeedbackStaff(await viewer({ permissions: '["moderate"]' }))).toBe(true)
    expect(isFeedbackStaff(await viewer({ is_admin: 1 }))).toBe(true)
    expect(isFeedbackStaff(await viewer({ permissions: '["create_content"]', is_pro: 1 }))).toBe(false)
    expect(isFeedbackStaff(null)).toBe(false)
  })

  it('shows a feedback to its author and staff only', async () => {
    const author = await viewer()
    const other = await viewer()
    const staff = await viewer({ permissions: '["moderate"]' })
    const id = await send(author.id)
    expect((await feedbackFor(author, id))?.title).toBe('Botão quebrado')
    expect((await feedbackFor(staff, id))?.authorId).toBe(author.id)
    expect(await feedbackFor(other, id)).toBeNull()
    expect(await feedbackFor(staff, 99_999_999)).toBeNull()
  })

  it('walks the answer flow: new → read by staff → answered (author unread) → opened by the author', async () => {
    const author = await viewer()
    const staff = await viewer({ permissions: '["moderate"]' })
    const staffBefore = await feedbackCount(staff)
    const id = await send(author.id)
    expect(await row(id)).toMatchObject({ status: 'new', author_unread: 0 })
    expect(await feedbackCount(staff)).toBe(staffBefore + 1)
    expect(await feedbackCount(author)).toBe(0)

    // Staff open it: new → read, the staff envelope drops.
    await markFeedbackOpened(staff, (await feedbackFor(staff, id))!)
    expect((await row(id)).status).toBe('read')
    expect(await feedbackCount(staff)).toBe(staffBefore)

    // A status change alone does not notify the author.
    expect(await reviewFeedback(id, staff.id, { status: 'read', answer: '' })).toBe(true)
    expect(await feedbackCount(author)).toBe(0)

    // An answer: signed, and the author's envelope lights up.
    await reviewFeedback(id, staff.id, {
      status: 'waiting_for_answer',
      answer: '  Qual navegador você usa?  ',
    })
    const answered = await row(id)
    expect(answered).toMatchObject({
      status: 'waiting_for_answer',
      answer: 'Qual navegador você usa?',
      answered_by: staff.id,
      author_unread: 1,
    })
    expect(answered.answered_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(await feedbackCount(author)).toBe(1)
    const mine = await listFeedbacks({ authorId: author.id })
    expect(mine.items.map((f) => [f.id, f.unread, f.answered])).toEqual([[id, true, true]])

    // Staff opening it again clears nothing of the author's.
    await markFeedbackOpened(staff, (await feedbackFor(staff, id))!)
    expect(await feedbackCount(author)).toBe(1)

    // The author opens it: the receipt clears their count.
    await markFeedbackOpened(author, (await feedbackFor(author, id))!)
    expect((await row(id)).author_unread).toBe(0)
    expect(await feedbackCount(author)).toBe(0)

    // Saving the same answer with another status does not light the envelope again; a new answer does.
    await reviewFeedback(id, staff.id, { status: 'solved', answer: 'Qual navegador você usa?' })
    expect(await row(id)).toMatchObject({ status: 'solved', author_unread: 0 })
    await reviewFeedback(id, staff.id, { status: 'solved', answer: 'Corrigido na versão nova.' })
    expect(await row(id)).toMatchObject({
      status: 'solved',
      author_unread: 1,
      answer: 'Corrigido na versão nova.',
    })
    expect(await reviewFeedback(99_999_999, staff.id, { status: 'solved', answer: '' })).toBe(false)
  })

  it('lists an author’s own feedbacks newest first and filters the staff list by status', async () => {
    const author = await viewer()
    const someone = await viewer()
    const first = await send(author.id, 'Primeiro feedback')
    const second = await send(author.id, 'Segundo feedback')
    await send(someone.id, 'De outra pessoa')
    // created_at is written once by the database; the test ages a row directly.
    await sql`UPDATE feedbacks SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ${first}`.execute(db)
    const mine = await listFeedbacks({ authorId: author.id })
    expect(mine.items.map((f) => f.id)).toEqual([second, first])
    await db.updateTable('feedbacks').set({ status: 'not_a_problem' }).where('id', '=', second).execute()
    const filtered = await listFeedbacks({ status: 'not_a_problem' })
    expect(filtered.items.map((f) => f.id)).toEqual([second])
    expect(filtered.items[0].authorName).toMatch(/^Test User/)
    const all = await listFeedbacks({})
    expect(all.items.length).toBeGreaterThanOrEqual(3)
  })
})
