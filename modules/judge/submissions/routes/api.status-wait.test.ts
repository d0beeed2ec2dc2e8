// Issue 16: the status request may wait for a change (a bounded long poll), and the stages and a failed sample's
// comparison come with it. The 10 s bound runs on fake timers (never a wall-clock threshold).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { type User, call, get, json } from '../../route-test-helpers'
import { makeExercise, makeUser, setVerdict, submitAs, useOwnJudgeDataDir } from '../../test-helpers'
import {
  LONG_POLL_MAX_MS,
  MAX_WAITERS,
  MAX_WAITERS_PER_USER,
  PROGRESS_NOTIFY_MS,
  clearProgress,
  setProgress,
  waitForChange,
  waiterCount,
} from '../progress.server'
import { loader } from './api.submission-status'

vi.mock('../queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())
afterEach(() => vi.useRealTimers())

type Answer = { status: string; token: string; progress: unknown; sample_failure: unknown }

function ask(user: User, id: number, wait?: string) {
  const query = wait === undefined ? '' : `?wait=${encodeURIComponent(wait)}`
  return loader(
    call(get(`/api/programming-exercise/submission-status/${id}${query}`, user), { id: String(id) }),
  ).then(async (res) => ({ status: res.status, body: (await json(res)) as Answer }))
}

/** Lets the route's awaited reads run, without moving any timer. */
async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}

async function pending() {
  const owner = await makeUser('free')
  const exerciseId = await makeExercise()
  const id = await submitAs(owner, exerciseId)
  await setVerdict(id, { status: 'judging' })
  return { owner, exerciseId, id }
}

describe('GET …/submission-status/:id?wait=<token> (long poll)', () => {
  it('answers at once, with its token, when the status already differs from the one waited on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { owner, id } = await pending()
    await setVerdict(id, { status: 'accepted', score: 100 })
    const answer = await ask(owner, id, 'in_queue:queued')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'accepted', token: 'accepted', progress: null })
    expect(waiterCount()).toBe(0)
  })

  it('waits while nothing changes and answers as soon as the verdict is saved', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { owner, id } = await pending()
    let answered: Awaited<ReturnType<typeof ask>> | null = null
    const request = ask(owner, id, 'in_queue:queued').then((a) => {
      answered = a
    })
    await settle()
    expect(answered).toBeNull()
    expect(waiterCount()).toBe(1)
    // What the queue does after saveVerdict.
    await setVerdict(id, { status: 'wrong_answer', score: 0 })
    clearProgress(id)
    await request
    expect(answered!.body).toMatchObject({ status: 'wrong_answer', token: 'wrong_answer' })
    expect(waiterCount()).toBe(0)
  })

  it('answers with the stage when the judge reports one (compiling, then test k of n)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { owner, id } = await pending()
    const first = ask(owner, id, 'in_queue:queued')
    await settle()
    setProgress(id, { stage: 'compiling' })
    expect((await first).body).toMatchObject({
      status: 'in_queue',
      progress: { stage: 'compiling' },
      token: 'in_queue:compiling',
    })
    const second = ask(owner, id, 'in_queue:compiling')
    await settle()
    // Test progress wakes waiters at most every PROGRESS_NOTIFY_MS: the latest value goes when it ends.
    setProgress(id, { stage: 'testing', test: 1, tests: 4 })
    setProgress(id, { stage: 'testing', test: 2, tests: 4 })
    await vi.advanceTimersByTimeAsync(PROGRESS_NOTIFY_MS)
    expect((await second).body).toMatchObject({
      progress: { stage: 'testing', test: 2, tests: 4 },
      token: 'in_queue:testing:2/4',
    })
    clearProgress(id)
  })

  it('gives up after the bound with the same status and token; no wait is asked without ?wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { owner, id } = await pending()
    let answered: Awaited<ReturnType<typeof ask>> | null = null
    const request = ask(owner, id, 'in_queue:queued').then((a) => {
      answered = a
    })
    await settle()
    await vi.advanceTimersByTimeAsync(LONG_POLL_MAX_MS - 1)
    expect(answered).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    await request
    expect(answered!.body).toMatchObject({ status: 'in_queue', token: 'in_queue:queued' })
    // A plain request (the 4 s poll of docs/product.md#judge-submissions) never waits.
    expect((await ask(owner, id)).body).toMatchObject({ status: 'in_queue', progress: { stage: 'queued' } })
    expect(waiterCount()).toBe(0)
  })

  it('never holds more than MAX_WAITERS requests: past it a request answers at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { owner, id } = await pending()
    const controller = new AbortController()
    // Many users' requests (one user may hold only MAX_WAITERS_PER_USER).
    const held = Array.from({ length: MAX_WAITERS }, (_, i) =>
      waitForChange(-1, LONG_POLL_MAX_MS, controller.signal, undefined, 1_000_000 + i),
    )
    expect(waiterCount()).toBe(MAX_WAITERS)
    expect((await ask(owner, id, 'in_queue:queued')).body).toMatchObject({ status: 'in_queue' })
    // A client that leaves frees its place.
    controller.abort()
    expect(await Promise.all(held)).toEqual(Array(MAX_WAITERS).fill('aborted'))
    expect(waiterCount()).toBe(0)
  })

  it('holds at most MAX_WAITERS_PER_USER of one user’s requests, and never waits on a verdict', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { owner, id } = await pending()
    const controller = new AbortController()
    const held = Array.from({ length: MAX_WAITERS_PER_USER }, () =>
      waitForChange(id, LONG_POLL_MAX_MS, controller.signal, undefined, owner.id),
    )
    expect(waiterCount()).toBe(MAX_WAITERS_PER_USER)
    // The same user's next wait answers at once; someone else's still waits.
    expect(await waitForChange(id, LONG_POLL_MAX_MS, controller.signal, undefined, owner.id)).toBe('busy')
    const other = waitForChange(id, LONG_POLL_MAX_MS, controller.signal, undefined, owner.id + 1)
    expect(waiterCount()).toBe(MAX_WAITERS_PER_USER + 1)
    controller.abort()
    expect(await Promise.all([...held, other])).toEqual(Array(MAX_WAITERS_PER_USER + 1).fill('aborted'))
    // A judged submission answers at once, whatever token the client sends.
    await setVerdict(id, { status: 'accepted', score: 100 })
    expect((await ask(owner, id, 'accepted')).body).toMatchObject({ status: 'accepted' })
    expect(waiterCount()).toBe(0)
  })

  it('shows a failed sample beside its expected output, and never a hidden test', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise({
      samples: [
        { input: '1 1\n', output: '2\n' },
        { input: '2 3\n', output: '5\n' },
      ],
    })
    const id = await submitAs(owner, exerciseId)
    const report = [
      { name: 'sample 1', sample: true, verdict: 'accepted', cpuMs: 1, memoryKiB: 1 },
      { name: 'sample 2', sample: true, verdict: 'wrong_answer', cpuMs: 1, memoryKiB: 1, output: '6\n' },
      { name: '1/01', sample: false, verdict: 'wrong_answer', cpuMs: 1, memoryKiB: 1, output: 'secret' },
    ]
    await setVerdict(id, {
      status: 'wrong_answer',
      score: 0,
      error_on_sample: 1,
      report: JSON.stringify(report),
    })
    const { body } = await ask(owner, id)
    expect(body.sample_failure).toEqual({ sample: 2, input: '2 3\n', expected: '5\n', output: '6\n' })
    expect(JSON.stringify(body)).not.toContain('secret')

    // Only hidden tests failed: nothing to compare.
    const hidden = await submitAs(owner, exerciseId)
    await setVerdict(hidden, {
      status: 'wrong_answer',
      score: 0,
      error_on_sample: 0,
      report: JSON.stringify([report[2]]),
    })
    const other = await ask(owner, hidden)
    expect(other.body.sample_failure).toBeNull()
    expect(JSON.stringify(other.body)).not.toContain('secret')
  })
})
