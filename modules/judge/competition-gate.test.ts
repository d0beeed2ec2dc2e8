// Issue 15 item 9, the judge alone (the competitions module not loaded): its own answer to "are this
// exercise's tests hidden now?" is the safe one — any competition holding it that has not ended.
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { competitionGate, hiddenTestsLocked } from './competition-gate.server'
import { failedTestInput } from './packages/packages.server'
import { submitSolution } from './submissions/submissions.server'
import { makeExercise, makeUser, setVerdict, submitAs, useOwnJudgeDataDir } from './test-helpers'

useOwnJudgeDataDir()

const HOUR = 3_600_000

async function competitionWith(exerciseId: number, endsInMs: number) {
  const now = Date.now()
  const { id } = await db
    .insertInto('competitions')
    .values({
      title: 'Maratona',
      style: 'icpc',
      starts_at: new Date(now - 3 * HOUR).toISOString(),
      ends_at: new Date(now + endsInMs).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('competition_exercises')
    .values({ competition_id: id, exercise_id: exerciseId, position: 0 })
    .execute()
  return id
}

describe('hiddenTestsLocked without the competitions module', () => {
  it('locks the tests of an exercise in a competition that has not ended, and only those', async () => {
    const pro = await makeUser('pro')
    const running = await makeExercise()
    const past = await makeExercise()
    const free = await makeExercise()
    await competitionWith(running, HOUR)
    await competitionWith(past, -HOUR)
    expect(await hiddenTestsLocked({ user: pro.session, exerciseId: running })).toBe(true)
    expect(await hiddenTestsLocked({ user: pro.session, exerciseId: past })).toBe(false)
    expect(await hiddenTestsLocked({ user: null, exerciseId: free })).toBe(false)

    const id = await submitAs(pro, running)
    await setVerdict(id, { status: 'wrong_answer', score: 0, first_failed_test: '2/a' })
    expect(await failedTestInput(pro.session, id)).toEqual({ status: 'competition_running' })
  })
})

describe('competition submissions before the competitions module installs its rules (ADR 014)', () => {
  it('are refused: the judge alone never lets a solution into a competition', async () => {
    const user = await makeUser('free')
    const exerciseId = await makeExercise()
    const running = await competitionWith(exerciseId, HOUR)
    const send = (competitionId: number) =>
      submitSolution({ user: user.session, exerciseId, language: 'c', code: 'int main(){}', competitionId })
    expect(await send(running)).toEqual({ ok: false, reason: 'competition_not_running' })
    expect(await send(999_999)).toEqual({ ok: false, reason: 'competition_not_found' })
    const read = await competitionGate({
      user: user.session,
      competitionId: running,
      exerciseId,
      now: new Date(),
      intent: 'read',
    })
    expect(read.ok && read.context.canSubmit).toBe(false)
  })
})
