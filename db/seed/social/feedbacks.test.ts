import { describe, expect, it } from 'vitest'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { feedbackCount } from '~/modules/social'
import { db } from '../../client.server'
import { DEMO_FEEDBACK_AUTHOR, DEMO_FEEDBACK_STAFF, seedFeedbacks } from './feedbacks'

const addUser = async (email: string, permissions = '[]') =>
  (
    await db
      .insertInto('users')
      .values({
        name: email,
        email,
        password_hash: 'x',
        terms_accepted_at: '2026-01-01T00:00:00Z',
        permissions,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id

const as = (id: number, moderate = false): SessionUser => ({
  id,
  name: 'x',
  email: 'x',
  color: 'black',
  level: 0,
  isPro: false,
  isAdmin: false,
  permissions: moderate ? ['moderate'] : [],
  isJttMember: false,
  preferredLanguage: 'pt-BR',
  orgRoles: [],
})

describe('seedFeedbacks', () => {
  it('does nothing without the free demo user', async () => {
    await seedFeedbacks(db)
    expect(await db.selectFrom('feedbacks').select('id').execute()).toEqual([])
  })

  it('adds one new and one answered, unread feedback, once: both envelopes show a count', async () => {
    const author = await addUser(DEMO_FEEDBACK_AUTHOR)
    const staff = await addUser(DEMO_FEEDBACK_STAFF, '["moderate"]')
    await seedFeedbacks(db)
    await seedFeedbacks(db)
    const rows = await db
      .selectFrom('feedbacks')
      .select(['user_id', 'status', 'answer', 'answered_by', 'author_unread'])
      .orderBy('id')
      .execute()
    expect(rows).toHaveLength(2)
    expect(rows.every((r) => r.user_id === author)).toBe(true)
    expect(rows.map((r) => r.status).sort()).toEqual(['new', 'waiting_for_answer'])
    const answered = rows.find((r) => r.answer)!
    expect(answered).toMatchObject({ answered_by: staff, author_unread: 1 })
    expect(await feedbackCount(as(author))).toBe(1)
    expect(await feedbackCount(as(staff, true))).toBe(1)
  })
})
