import { beforeAll, describe, expect, it } from 'vitest'
import { makeExercise, useOwnJudgeDataDir } from '../test-helpers'
import { randomUnsolvedExercise } from './listing.server'
import { addSubmission, plainUser } from './practice-test-helpers'

useOwnJudgeDataDir()

const ex: Record<string, number> = {}

beforeAll(async () => {
  ex.free1 = await makeExercise({ difficulty: 'medium' })
  ex.free2 = await makeExercise({ difficulty: 'medium', visibility: 'community' })
  ex.pro = await makeExercise({ difficulty: 'medium', is_free: false })
  ex.private = await makeExercise({ difficulty: 'medium', visibility: 'private' })
  ex.noTests = await makeExercise({ difficulty: 'medium' }, null)
  ex.easy = await makeExercise({ difficulty: 'easy' })
})

/** Every exercise the random pick can return, found by drawing until the set stops growing. */
async function picks(userId: number | null, isPro: boolean) {
  const seen = new Set<number | null>()
  for (let i = 0; i < 60; i++) seen.add(await randomUnsolvedExercise(userId, 'medium', isPro))
  return [...seen].sort()
}

describe('randomUnsolvedExercise', () => {
  it('picks catalogue exercises with tests at that difficulty; PRO ones only for PRO', async () => {
    expect(await picks(null, false)).toEqual([ex.free1, ex.free2].sort())
    expect(await picks(null, true)).toEqual([ex.free1, ex.free2, ex.pro].sort())
  })

  it('never picks what the user solved, and answers null when everything is solved', async () => {
    const user = await plainUser()
    await addSubmission(user, ex.free1)
    await addSubmission(user, ex.free2, { status: 'wrong_answer' })
    expect(await picks(user, false)).toEqual([ex.free2])
    await addSubmission(user, ex.free2)
    expect(await randomUnsolvedExercise(user, 'medium', false)).toBeNull()
    expect(await randomUnsolvedExercise(user, 'medium', true)).toBe(ex.pro)
    expect(await randomUnsolvedExercise(user, 'easy', false)).toBe(ex.easy)
    expect(await randomUnsolvedExercise(user, 'very_hard', true)).toBeNull()
  })
})
