import { describe, expect, it } from 'vitest'
import { db } from '../client.server'

const base = { title_br: 'A', text_br: 'B' }

async function user() {
  const row = await db
    .insertInto('users')
    .values({
      name: 'Ana',
      email: `a${Math.random()}@example.com`,
      password_hash: 'x',
      terms_accepted_at: 'now',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe('migration 0002-judge', () => {
  it('keeps limits, kinds and statuses to their lists', async () => {
    const bad: Record<string, unknown>[] = [
      { time_limit_ms: 99 },
      { time_limit_ms: 20_001 },
      { memory_limit_mib: 15 },
      { memory_limit_mib: 2049 },
      { difficulty: 'trivial' },
      { visibility: 'secret' },
      { checker_kind: 'regex' },
      { checker_kind: 'float' },
      { checker_kind: 'custom' },
      { group_weights: '[1,2]' },
      { is_free: 2 },
    ]
    for (const values of bad) {
      await expect(
        db
          .insertInto('programming_exercises')
          .values({ ...base, ...values } as typeof base)
          .execute(),
        JSON.stringify(values),
      ).rejects.toThrow(/CHECK/)
    }
    const { id } = await db
      .insertInto('programming_exercises')
      .values({ ...base, checker_kind: 'float', checker_abs: 1e-6, group_weights: '{"1":50}' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const userId = await user()
    const submission = { user_id: userId, exercise_id: id, language: 'c', code: 'x' }
    await expect(
      db
        .insertInto('submissions')
        .values({ ...submission, status: 'pending' as 'in_queue' })
        .execute(),
    ).rejects.toThrow(/CHECK/)
    await expect(
      db
        .insertInto('submissions')
        .values({ ...submission, score: 101 })
        .execute(),
    ).rejects.toThrow(/CHECK/)
    await expect(
      db.insertInto('judge_language_settings').values({ language: 'java', time_multiplier: 0 }).execute(),
    ).rejects.toThrow(/CHECK/)
    await expect(
      db.insertInto('judge_language_settings').values({ language: 'java', time_multiplier: 10.5 }).execute(),
    ).rejects.toThrow(/CHECK/)
    await db.insertInto('judge_language_settings').values({ language: 'java', time_multiplier: 2 }).execute()
  })

  it('deletes drafts and submissions with their user, and refuses to delete an exercise with submissions', async () => {
    const userId = await user()
    const { id } = await db
      .insertInto('programming_exercises')
      .values(base)
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('solution_drafts').values({ user_id: userId, exercise_id: id }).execute()
    await db
      .insertInto('submissions')
      .values({ user_id: userId, exercise_id: id, language: 'c', code: 'x' })
      .execute()
    await expect(db.deleteFrom('programming_exercises').where('id', '=', id).execute()).rejects.toThrow(
      /FOREIGN KEY/,
    )
    await db.deleteFrom('users').where('id', '=', userId).execute()
    expect(
      await db.selectFrom('solution_drafts').selectAll().where('exercise_id', '=', id).execute(),
    ).toEqual([])
    expect(await db.selectFrom('submissions').selectAll().where('exercise_id', '=', id).execute()).toEqual([])
    await db.deleteFrom('programming_exercises').where('id', '=', id).execute()
  })
})
