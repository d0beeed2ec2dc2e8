import { describe, expect, it, vi } from 'vitest'
import { db } from '~/db/client.server'
import {
  C_CODE as CODE,
  makeCompetition,
  makeExercise,
  makeUser,
  setVerdict,
  submitAs as submit,
  useOpenCompetitionGate,
  useOwnJudgeDataDir,
} from '../test-helpers'
import { wakeJudge } from './queue.server'
import { requeueCompetition, requeueExercise, requeueSubmission } from './rejudge.server'

vi.mock('./queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
useOpenCompetitionGate()

describe('rejudge', () => {
  const judged = {
    status: 'wrong_answer',
    score: 40,
    judge_started_at: '2026-01-01T00:00:00Z',
    judged_at: '2026-01-01T00:00:01Z',
    attempts: 2,
    error_on_sample: 1,
    error_code: 'x',
    compilation_message: 'c',
    runtime_message: 'r',
    first_failed_test: '1/01',
    max_cpu_ms: 10,
    max_memory_kib: 100,
    report: '[]',
    log: 'log',
  } as const

  it('puts one submission, an exercise or a competition back in the queue with its results cleared', async () => {
    const user = await makeUser('free')
    const a = await makeExercise()
    const b = await makeExercise()
    const competitionId = await makeCompetition()
    const s1 = await submit(user, a)
    const s2 = await submit(user, a)
    const s3 = await submit(user, b, { competitionId })
    const s4 = await submit(user, b)
    for (const id of [s1, s2, s3, s4]) await setVerdict(id, judged)
    vi.mocked(wakeJudge).mockClear()

    expect(await requeueSubmission(s1)).toBe(1)
    const row = await db.selectFrom('submissions').selectAll().where('id', '=', s1).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'in_queue',
      score: null,
      judge_started_at: null,
      judged_at: null,
      attempts: 0,
      error_on_sample: 0,
      error_code: null,
      compilation_message: null,
      runtime_message: null,
      first_failed_test: null,
      max_cpu_ms: null,
      max_memory_kib: null,
      report: null,
      log: null,
      code: CODE,
      user_id: user.id,
    })
    expect(wakeJudge).toHaveBeenCalledTimes(1)
    expect(await requeueExercise(a)).toBe(2)
    expect(await requeueCompetition(competitionId)).toBe(1)
    const statuses = await db
      .selectFrom('submissions')
      .select(['id', 'status'])
      .where('user_id', '=', user.id)
      .execute()
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [s1]: 'in_queue',
      [s2]: 'in_queue',
      [s3]: 'in_queue',
      [s4]: 'wrong_answer',
    })
    vi.mocked(wakeJudge).mockClear()
    expect(await requeueSubmission(999_999)).toBe(0)
    expect(wakeJudge).not.toHaveBeenCalled()
  })
})
