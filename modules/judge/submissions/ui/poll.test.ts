import { describe, expect, it } from 'vitest'
import { type PollAnswer, pollStatus } from './poll'

type Detail = { status: string }

/** Timers we fire by hand, recording the delay each was set with. */
function manualTimers() {
  const queue: { fn: () => void; ms: number }[] = []
  return {
    delays: [] as number[],
    setTimer(fn: () => void, ms: number) {
      queue.push({ fn, ms })
      this.delays.push(ms)
      return queue.length
    },
    pending: () => queue.length,
    async fire() {
      const next = queue.shift()
      if (!next) throw new Error('no timer pending')
      next.fn()
      // Let the awaited fetch and the handlers run.
      for (let i = 0; i < 5; i++) await Promise.resolve()
    },
  }
}

function start(answers: PollAnswer<Detail>[], timers = manualTimers()) {
  const seen: string[] = []
  const errors: number[] = []
  let calls = 0
  const stop = pollStatus<Detail>({
    fetchStatus: async () => {
      const answer = answers[calls++]
      if (!answer) throw new Error('offline')
      return answer
    },
    isPending: (d) => d.status === 'in_queue',
    onDetail: (d) => seen.push(d.status),
    onError: (s) => errors.push(s),
    interval: 4000,
    setTimer: (fn, ms) => timers.setTimer(fn, ms),
    clearTimer: () => {},
  })
  return { seen, errors, timers, stop, calls: () => calls }
}

const ok = (status: string): PollAnswer<Detail> => ({ ok: true, detail: { status } })

describe('pollStatus', () => {
  it('polls every interval while in queue and stops at the first other status', async () => {
    const run = start([ok('in_queue'), ok('in_queue'), ok('accepted'), ok('in_queue')])
    expect(run.calls()).toBe(0)
    await run.timers.fire()
    await run.timers.fire()
    await run.timers.fire()
    expect(run.seen).toEqual(['in_queue', 'in_queue', 'accepted'])
    expect(run.timers.pending()).toBe(0)
    expect(run.timers.delays).toEqual([4000, 4000, 4000])
  })

  it('keeps polling through 429, server errors and network failures, and stops on 401 or 404', async () => {
    const run = start([{ ok: false, status: 429 }, { ok: false, status: 503 }, undefined as never])
    await run.timers.fire()
    await run.timers.fire()
    await run.timers.fire()
    expect(run.errors).toEqual([429, 503, 0])
    expect(run.timers.pending()).toBe(1)

    const gone = start([{ ok: false, status: 404 }])
    await gone.timers.fire()
    expect(gone.errors).toEqual([404])
    expect(gone.timers.pending()).toBe(0)
  })

  it('does nothing more once stopped', async () => {
    const run = start([ok('in_queue')])
    run.stop()
    await run.timers.fire()
    expect(run.seen).toEqual([])
    expect(run.timers.pending()).toBe(0)
  })
})

describe('pollStatus with a long poll (issue 16)', () => {
  function startLong(answers: PollAnswer<Detail & { token: string }>[], timers = manualTimers()) {
    const waits: (string | undefined)[] = []
    const seen: string[] = []
    let calls = 0
    pollStatus<Detail & { token: string }>({
      fetchStatus: async (wait) => {
        waits.push(wait)
        const answer = answers[calls++]
        if (!answer) throw new Error('offline')
        return answer
      },
      isPending: (d) => d.status === 'in_queue',
      onDetail: (d) => seen.push(d.token),
      onError: () => {},
      interval: 4000,
      token: (d) => d.token,
      initialToken: 'in_queue:queued',
      setTimer: (fn, ms) => timers.setTimer(fn, ms),
      clearTimer: () => {},
    })
    return { timers, waits, seen }
  }
  const pending = (token: string) => ({ ok: true as const, detail: { status: 'in_queue', token } })

  it('asks at once, again at once after a change, after the interval when nothing changed, and stops on a verdict', async () => {
    const { timers, waits, seen } = startLong([
      pending('in_queue:compiling'),
      pending('in_queue:compiling'),
      pending('in_queue:testing:1/3'),
      { ok: true, detail: { status: 'accepted', token: 'accepted' } },
    ])
    expect(timers.delays).toEqual([0])
    await timers.fire()
    await timers.fire()
    await timers.fire()
    await timers.fire()
    expect(waits).toEqual([
      'in_queue:queued',
      'in_queue:compiling',
      'in_queue:compiling',
      'in_queue:testing:1/3',
    ])
    // The unchanged answer (the server's wait ran out) waits the 4 s of docs/product.md#judge-submissions before the next request.
    expect(timers.delays).toEqual([0, 0, 4000, 0])
    expect(seen).toEqual(['in_queue:compiling', 'in_queue:compiling', 'in_queue:testing:1/3', 'accepted'])
    expect(timers.pending()).toBe(0)
  })
})
