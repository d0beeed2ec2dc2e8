// Issue 16: the judge celebrates an Accepted with what it earned. Learning answers the judge's reward question
// from the change its verdict listener recorded; the status API passes it to the owner only.
import { afterEach, describe, expect, it } from 'vitest'
import { saveVerdict } from '~/modules/judge/submissions/queue.server'
import { submissionStatus } from '~/modules/judge/submissions/status.server'
import { setVerdict, submitAs, useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeExercise, makeUser } from '~/tests/factories'
import { progressSettled, startProgress, stopProgress } from './index.server'
import { DAILY_BONUS_XP, EXERCISE_XP } from './rules'

useOwnJudgeDataDir()
afterEach(() => stopProgress())

const accepted = { status: 'accepted' as const, score: 100, errorOnSample: false, tests: [], log: [] }

async function judge(id: number, report: Parameters<typeof saveVerdict>[2]) {
  const startedAt = new Date().toISOString()
  await setVerdict(id, { status: 'judging', judge_started_at: startedAt })
  const { db } = await import('~/db/client.server')
  await saveVerdict(db, { id, startedAt }, report)
}

describe('the reward of an accepted submission', () => {
  it('is the XP (with the daily bonus) the verdict granted, to its owner only, once', async () => {
    startProgress()
    const owner = await makeUser('free')
    const exerciseId = await makeExercise({ difficulty: 'medium' })
    const first = await submitAs(owner, exerciseId)
    await judge(first, accepted)
    // Asked before the listener's transaction ends: the answer waits for it.
    const detail = await submissionStatus(owner.session, first, 'pt-BR')
    expect(detail?.reward).toEqual({ xp: EXERCISE_XP.medium + DAILY_BONUS_XP, level_ups: expect.any(Array) })
    await progressSettled()

    // Staff reading the same submission see no celebration of someone else's.
    const admin = await makeUser('admin')
    expect((await submissionStatus(admin.session, first, 'pt-BR'))?.reward).toBeNull()

    // Solving it again earns nothing: nothing to celebrate.
    const again = await submitAs(owner, exerciseId)
    await judge(again, accepted)
    expect((await submissionStatus(owner.session, again, 'pt-BR'))?.reward).toBeNull()

    // A wrong answer never has one.
    const wrong = await submitAs(owner, await makeExercise())
    await judge(wrong, { ...accepted, status: 'wrong_answer', score: 0 })
    expect((await submissionStatus(owner.session, wrong, 'pt-BR'))?.reward).toBeNull()
    await progressSettled()
  })

  it('is unknown without the learning module listening', async () => {
    const owner = await makeUser('free')
    const id = await submitAs(owner, await makeExercise())
    await judge(id, accepted)
    expect((await submissionStatus(owner.session, id, 'pt-BR'))?.reward).toBeNull()
  })
})
