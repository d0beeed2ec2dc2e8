import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { createExercise } from '../exercises/exercises.server'
import {
  type Claim,
  MAX_ATTEMPTS,
  claimNext,
  finishJudging,
  perUserThreads,
  requeueInterrupted,
  saveVerdict,
} from './queue.server'

const row = (id: number) =>
  db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function exercise() {
  return createExercise({
    title_br: 'Soma',
    text_br: 'Some dois inteiros.',
    samples: [{ input: '1 2\n', output: '3\n' }],
  })
}

async function queue(userId: number, exerciseId: number, n: number) {
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const row = await db
      .insertInto('submissions')
      .values({ user_id: userId, exercise_id: exerciseId, language: 'c', code: 'int main(){}' })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  return ids
}

describe('judge queue', () => {
  beforeEach(async () => {
    await db.deleteFrom('submissions').execute()
  })

  it("serves every user's oldest row before anyone's second: a burst cannot starve others", async () => {
    const exerciseId = await exercise()
    const flooder = await createTestUser()
    const other = await createTestUser()
    const third = await createTestUser()
    const burst = await queue(flooder.id, exerciseId, 5)
    const [late] = await queue(other.id, exerciseId, 1)
    const [later] = await queue(third.id, exerciseId, 1)
    const order: number[] = []
    for (let c = await claimNext(db); c; c = await claimNext(db)) order.push(c.id)
    expect(order).toEqual([burst[0], late, later, ...burst.slice(1)])
    const statuses = await db.selectFrom('submissions').select(['status', 'attempts']).execute()
    expect(statuses.every((s) => s.status === 'judging' && s.attempts === 1)).toBe(true)
  })

  it('remembers who was just served: a finished burst still yields to a newcomer', async () => {
    const exerciseId = await exercise()
    const flooder = await createTestUser()
    const other = await createTestUser()
    const burst = await queue(flooder.id, exerciseId, 3)
    const first = await claimNext(db)
    await db.updateTable('submissions').set({ status: 'accepted' }).where('id', '=', burst[0]).execute()
    const [late] = await queue(other.id, exerciseId, 1)
    expect(first?.id).toBe(burst[0])
    expect((await claimNext(db))?.id).toBe(late)
    // A minute later the old burst no longer counts.
    await db.updateTable('submissions').set({ status: 'accepted' }).where('id', '=', late).execute()
    expect((await claimNext(db, Date.now() + 61_000))?.id).toBe(burst[1])
  })

  it('never gives one user more than their share of the threads (issue 15: two sleepers held the judge)', async () => {
    const exerciseId = await exercise()
    const sleeper = await createTestUser()
    const other = await createTestUser()
    const perUser = perUserThreads(2)
    expect(perUser).toBe(1)
    expect(perUserThreads(1)).toBe(1)
    expect(perUserThreads(4)).toBe(2)
    const slow = await queue(sleeper.id, exerciseId, 3)
    // The other user was served twice in the last minute, so by rounds alone the sleeper's second row is next.
    const served = await queue(other.id, exerciseId, 2)
    const startedAt = new Date().toISOString()
    await db
      .updateTable('submissions')
      .set({ status: 'accepted', judge_started_at: startedAt })
      .where('id', 'in', served)
      .execute()
    expect((await claimNext(db, Date.now(), perUser))?.id).toBe(slow[0])
    const [waiting] = await queue(other.id, exerciseId, 1)
    expect((await claimNext(db, Date.now(), perUser))?.id).toBe(waiting)
    // Nobody else waits now, yet the sleeper's second row stays queued: a student arriving a second later
    // must find a thread free, not wait for a sleeper's whole budget.
    expect(await claimNext(db, Date.now(), perUser)).toBeUndefined()
    const judging = await db
      .selectFrom('submissions')
      .select('id')
      .where('status', '=', 'judging')
      .where('user_id', '=', sleeper.id)
      .execute()
    expect(judging.map((r) => r.id)).toEqual([slow[0]])
  })

  it('lets only the pick-up that is still current write a verdict (a rejudge restarts the row)', async () => {
    const exerciseId = await exercise()
    const user = await createTestUser()
    const [id] = await queue(user.id, exerciseId, 1)
    const stale = (await claimNext(db)) as Claim
    await db
      .updateTable('submissions')
      .set({ status: 'in_queue', attempts: 0 })
      .where('id', '=', id)
      .execute()
    const fresh = (await claimNext(db, Date.now() + 1000)) as Claim
    const report = { status: 'wrong_answer' as const, score: 0, errorOnSample: false, tests: [], log: [] }
    await saveVerdict(db, stale, report)
    expect((await row(id)).status).toBe('judging')
    await saveVerdict(db, fresh, { ...report, status: 'accepted', score: 100 })
    expect(await row(id)).toMatchObject({ status: 'accepted', score: 100 })
  })

  it('puts rows left judging by a crash back in the queue, counting the attempt', async () => {
    const exerciseId = await exercise()
    const user = await createTestUser()
    const [id] = await queue(user.id, exerciseId, 1)
    const claimed = await claimNext(db)
    expect(claimed).toMatchObject({ id, attempts: 1 })
    expect(await requeueInterrupted(db)).toBe(1)
    const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.status).toBe('in_queue')
    expect(await claimNext(db)).toMatchObject({ id, attempts: 2 })
  })

  it('judges a submission again when its run box crashed, until the attempts run out (issue 23)', async () => {
    const exerciseId = await exercise()
    const user = await createTestUser()
    const [id] = await queue(user.id, exerciseId, 1)
    const crashed = {
      status: 'internal_error' as const,
      score: 0,
      errorOnSample: false,
      tests: [],
      log: ['run box crashed on 1/1'],
      retry: true,
    }
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const claim = (await claimNext(db, Date.now() + attempt)) as Claim
      expect(claim).toMatchObject({ id, attempts: attempt })
      await finishJudging(db, claim, crashed)
      expect(await row(id)).toMatchObject({ status: 'in_queue', judged_at: null })
    }
    const last = (await claimNext(db, Date.now() + MAX_ATTEMPTS)) as Claim
    await finishJudging(db, last, crashed)
    expect(await row(id)).toMatchObject({ status: 'internal_error', attempts: MAX_ATTEMPTS })
  })
})
