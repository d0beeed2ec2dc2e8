// Issue 15 item 6: the judge itself holds an exercise to its author's bounds, whatever the row says (rows saved
// before the bounds, or by an author who lost the staff permission).
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { MEMBER_LIMITS, STAFF_LIMITS } from '../content/author-limits'
import { makeExercise, makeUser, submitAs, useOwnJudgeDataDir } from '../test-helpers'
import { buildTask } from './job.server'

useOwnJudgeDataDir()

describe('buildTask', () => {
  it("gives a non-staff author's exercise at most 5 s, 512 MiB and the member budget per submission", async () => {
    const author = await makeUser('free')
    const student = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, time_limit_ms: 20_000, memory_limit_mib: 2048 })
    const task = await buildTask(db, await submitAs(student, id))
    expect(task?.job.limits).toEqual({ timeMs: 5_000, memoryMiB: 512 })
    expect(task?.job.budget).toEqual(MEMBER_LIMITS.budget)
  })

  it('keeps the larger, still finite, bounds for staff and for exercises without an author', async () => {
    const staff = await makeUser('author')
    const student = await makeUser('free')
    for (const author_id of [staff.id, null]) {
      const id = await makeExercise({ author_id, time_limit_ms: 20_000, memory_limit_mib: 2048 })
      const task = await buildTask(db, await submitAs(student, id))
      expect(task?.job.limits).toEqual({ timeMs: 20_000, memoryMiB: 2048 })
      expect(task?.job.budget).toEqual(STAFF_LIMITS.budget)
    }
  })
})
