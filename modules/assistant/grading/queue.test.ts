import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { submitMathAnswer } from '~/modules/learning/math/math.server'
import { gradingRules } from '~/tests/fakes/grading-rules.mjs'
import type { ModelServer } from '~/tests/fakes/model-server.mjs'
import { useOwnMediaDir } from '~/tests/setup/helpers'
import { configureModel } from '../model/client.server'
import { gradeRow, gradingModelServer, jobRow, mathAnswer, useModel } from './grading-test-helpers'
import { enqueueAnswer, startGrading, stopGrading, whenGradingIdle } from './queue.server'

// The dispatcher as server.js runs it: started once, woken by learning's new answers, and a restart in the
// middle of a grading loses nothing.

useOwnMediaDir()
let server: ModelServer
beforeAll(async () => {
  server = await gradingModelServer()
})
afterAll(() => server.close())
afterEach(async () => {
  stopGrading()
  await whenGradingIdle()
  server.setHandler(gradingRules.trilha_math_grade)
  server.requests.length = 0
  configureModel(undefined)
})

const status = async (id: number) =>
  (await db.selectFrom('math_submissions').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status

describe('the grading queue', () => {
  it('survives a restart in the middle of a grading: the interrupted job and the next one are graded', async () => {
    useModel(server)
    const first = await mathAnswer({ text: '435' })
    const second = await mathAnswer({ text: '900' })
    await enqueueAnswer('math', first.id)
    await enqueueAnswer('math', second.id)
    server.setHandler(() => ({ hang: true })) // the model is still thinking when the server stops
    await startGrading()
    await expect.poll(() => server.completions.length).toBe(1)
    stopGrading()
    await whenGradingIdle()
    expect(await jobRow('math', first.id)).toMatchObject({ state: 'running', attempts: 1 })
    expect(await status(first.id)).toBe('under_review')
    await expect.poll(() => server.completions[0].aborted).toBe(true) // the call was aborted, not left open

    server.setHandler(gradingRules.trilha_math_grade)
    await startGrading()
    await expect.poll(() => status(second.id)).toBe('wrong_answer')
    expect(await status(first.id)).toBe('accepted')
    expect(await jobRow('math', first.id)).toMatchObject({ state: 'done', attempts: 2 })
  })

  it('takes up answers written while no grader ran, and is woken by every new answer', async () => {
    useModel(server)
    const before = await mathAnswer({ text: 'São 435.' })
    expect(await gradeRow('math', before.id)).toBeUndefined()
    await startGrading()
    await expect.poll(() => status(before.id)).toBe('accepted')

    const lesson = await db
      .selectFrom('math_submissions')
      .select('math_exercise_id')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow()
    const sent = await submitMathAnswer(
      before.student.id,
      lesson.math_exercise_id,
      { text: '30 × 29 / 2 = 435' },
      new Date(),
    )
    if (!sent.ok) throw new Error(sent.reason)
    await expect.poll(() => status(sent.id)).toBe('accepted')
    expect((await gradeRow('math', sent.id))?.grader).toBe('ai')
  })

  it('with no model configured, answers wait and say so, and nothing is asked', async () => {
    configureModel(null)
    const waiting = await mathAnswer({ text: '435' })
    await startGrading()
    await whenGradingIdle()
    expect(await gradeRow('math', waiting.id)).toMatchObject({ state: 'waiting_model' })
    expect(server.completions).toHaveLength(0)
  })
})
