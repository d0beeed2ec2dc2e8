import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { type User, call } from '../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../test-helpers'
import { findDraft, getDraft, saveDraft } from './drafts.server'
import { action } from './routes/exercise'

vi.mock('./queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())

const rows = (userId: number) =>
  db
    .selectFrom('solution_drafts')
    .select(['exercise_id', 'language', 'code'])
    .where('user_id', '=', userId)
    .execute()

describe('the drafts service', () => {
  it('keeps one draft per person and exercise, the last save winning', async () => {
    const [ana, bia] = [await makeUser('free'), await makeUser('free')]
    const [one, two] = [await makeExercise(), await makeExercise()]
    expect(await findDraft(ana.id, one)).toBeNull()
    await saveDraft(ana.id, one, { language: 'c', code: 'a' })
    await saveDraft(ana.id, one, { language: 'python3', code: 'b' })
    await saveDraft(ana.id, two, { language: 'go', code: 'c' })
    await saveDraft(bia.id, one, { language: 'java', code: 'd' })
    expect(await rows(ana.id)).toEqual([
      { exercise_id: one, language: 'python3', code: 'b' },
      { exercise_id: two, language: 'go', code: 'c' },
    ])
    expect(await findDraft(bia.id, one)).toEqual({ exercise_id: one, language: 'java', code: 'd' })
  })

  it('reads a language the judge no longer has as the default one, keeping the code', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    await db
      .insertInto('solution_drafts')
      .values({ user_id: user.id, exercise_id: id, language: 'pascal', code: 'begin end.', updated_at: '' })
      .execute()
    expect(await getDraft(user.id, id)).toEqual({ exercise_id: id, language: 'c', code: 'begin end.' })
  })

  it('saves inside the caller’s transaction: a rollback leaves no draft', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    await db
      .transaction()
      .execute(async (trx) => {
        await saveDraft(user.id, id, { language: 'c', code: 'x' }, trx)
        throw new Error('rollback')
      })
      .catch(() => {})
    expect(await findDraft(user.id, id)).toBeNull()
  })
})

function post(id: number, fields: Record<string, string>, user: User) {
  const request = new Request(`http://test/gb/exercise/${id}`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'submit', ...fields }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie },
  })
  return action(call(request, { id: String(id) }))
}

describe('the exercise form saves what was typed through the service', () => {
  it('when the solution is queued, and when the judge refuses it', async () => {
    const user = await makeUser('free')
    const judged = await makeExercise()
    const untested = await makeExercise({}, null)
    await post(judged, { language: 'python3', code: 'print(2)' }, user)
    await post(untested, { language: 'go', code: 'package main' }, user)
    expect(await findDraft(user.id, judged)).toMatchObject({ language: 'python3', code: 'print(2)' })
    // no_tests: nothing is queued, the code stays.
    expect(await findDraft(user.id, untested)).toMatchObject({ language: 'go', code: 'package main' })
    const queued = await db
      .selectFrom('submissions')
      .select('exercise_id')
      .where('user_id', '=', user.id)
      .execute()
    expect(queued).toEqual([{ exercise_id: judged }])
  })

  it('but not when the form is refused before it is read (a PRO exercise for a free user)', async () => {
    const user = await makeUser('free')
    const pro = await makeExercise({ is_free: false })
    await post(pro, { language: 'c', code: 'secret' }, user)
    expect(await findDraft(user.id, pro)).toBeNull()
  })
})
