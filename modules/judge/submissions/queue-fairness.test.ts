// Issue 15 item 6, through the real queue: the dispatcher, the piscina pool (the built worker) and the sandbox.
// One user's sleepers must not take both threads while another user's row waits.
import fs from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createJudgePool, workerFile } from '~/judge/pool'
import { C_CODE, makeExercise, makeUser, submitAs, useOwnJudgeDataDir } from '../test-helpers'
import { startJudgeQueue, stopJudgeQueue } from './queue.server'

useOwnJudgeDataDir()
afterAll(() => stopJudgeQueue())

const SLEEPER = '#include <unistd.h>\nint main(){sleep(30);return 0;}\n'

describe('the judge queue with two threads', () => {
  it("serves another user's row before a sleeper's second one, though the rounds alone would not", async () => {
    if (!fs.existsSync(workerFile())) throw new Error('build missing: run `npm run build` first')
    const exerciseId = await makeExercise({ time_limit_ms: 100 }, { 1: { a: ['1 1\n', '2\n'] } })
    const sleeper = await makeUser('free')
    const other = await makeUser('free')
    const s1 = await submitAs(sleeper, exerciseId, { code: SLEEPER })
    const s2 = await submitAs(sleeper, exerciseId, { code: SLEEPER })
    // The other user was served twice in the last minute: by rounds their new row comes after the sleeper's second.
    const served = [await submitAs(other, exerciseId), await submitAs(other, exerciseId)]
    await db
      .updateTable('submissions')
      .set({ status: 'accepted', judge_started_at: new Date().toISOString() })
      .where('id', 'in', served)
      .execute()
    const waiting = await submitAs(other, exerciseId, { code: C_CODE })

    const started = await startJudgeQueue({ pool: createJudgePool({ threads: 2 }) })
    expect(started).toMatchObject({ ok: true, threads: 2 })
    const pending = async () =>
      (
        await db
          .selectFrom('submissions')
          .select('id')
          .where('status', 'in', ['in_queue', 'judging'])
          .execute()
      ).length
    while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 100))

    const rows = await db
      .selectFrom('submissions')
      .select(['id', 'status', 'judge_started_at'])
      .where('id', 'in', [s1, s2, waiting])
      .execute()
    const row = (id: number) => rows.find((r) => r.id === id)!
    expect(row(s1).status).toBe('time_limit_exceeded')
    expect(row(s2).status).toBe('time_limit_exceeded')
    expect(row(waiting).status).toBe('accepted')
    // Picked up in this order: the sleeper's first, the other user's, and only then the sleeper's second.
    const order = [s1, s2, waiting].sort((a, b) =>
      String(row(a).judge_started_at).localeCompare(String(row(b).judge_started_at)),
    )
    expect(order.indexOf(waiting)).toBeLessThan(order.indexOf(s2))
  })
})
