import { remember } from '@epic-web/remember'
import type { JudgeProgress } from '~/judge/judge'

// Where a submission being judged is (issue 16): the queue writes here as the engine's worker reports, the status
// API reads it, and a status request may wait here for the next change (a bounded long poll) instead of the
// client asking again in 4 s. In memory: the queue and the routes share this process (entry.server), and a
// restart loses nothing that matters (the rows go back to in_queue, and a waiter answers with the row).

/** What the status API says of a pending submission: waiting for a thread, compiling, or test k of n. */
export type SubmissionProgress = { stage: 'queued' } | JudgeProgress

/** Longest a status request waits for a change; clients keep their 4 s poll as the fallback (docs/product.md#judge-submissions). */
export const LONG_POLL_MAX_MS = 10_000
/** At most this many requests wait at once; past it a request answers at once (the client polls again). */
export const MAX_WAITERS = 200
/** …and at most this many of one user's, so one account cannot take every place (a few tabs are fine). */
export const MAX_WAITERS_PER_USER = 4
/** Test progress wakes the waiters at most this often (a fast solution passes hundreds of tests a second). */
export const PROGRESS_NOTIFY_MS = 300

interface State {
  progress: Map<number, SubmissionProgress>
  waiters: Map<number, Set<() => void>>
  count: number
  perUser: Map<number, number>
  lastNotify: Map<number, number>
  timers: Map<number, ReturnType<typeof setTimeout>>
  /** A counter of changes, and the value at each submission's last change (bounded: oldest dropped). */
  epoch: number
  changed: Map<number, number>
}

const CHANGES_KEPT = 10_000

const state = remember(
  'trilha-judge-progress',
  (): State => ({
    progress: new Map(),
    waiters: new Map(),
    count: 0,
    perUser: new Map(),
    lastNotify: new Map(),
    timers: new Map(),
    epoch: 0,
    changed: new Map(),
  }),
)

export function submissionProgress(id: number): SubmissionProgress | null {
  return state.progress.get(id) ?? null
}

/** The queue took the row (stage "queued" until the worker compiles) or the worker reported. */
export function setProgress(id: number, progress: SubmissionProgress, now = Date.now()): void {
  state.progress.set(id, progress)
  // Stage changes are news at once; test k → k+1 is throttled (the latest value is sent when the timer fires).
  if (progress.stage !== 'testing') {
    submissionChanged(id, now)
    return
  }
  if (state.timers.has(id)) return
  const wait = (state.lastNotify.get(id) ?? 0) + PROGRESS_NOTIFY_MS - now
  if (wait <= 0) {
    submissionChanged(id, now)
    return
  }
  state.timers.set(
    id,
    setTimeout(() => {
      state.timers.delete(id)
      submissionChanged(id)
    }, wait),
  )
}

/** The verdict is saved (or the row went back to the queue): no progress any more; waiters answer now. */
export function clearProgress(id: number): void {
  state.progress.delete(id)
  state.lastNotify.delete(id)
  submissionChanged(id)
}

/**
 * A mark taken before reading the row: `waitForChange(id, ms, signal, mark)` returns at once if the submission
 * changed after it (no change is lost between the read and the wait).
 */
export function changeMark(): number {
  return state.epoch
}

/** Wakes every request waiting on this submission. */
export function submissionChanged(id: number, now = Date.now()): void {
  const timer = state.timers.get(id)
  if (timer) clearTimeout(timer)
  state.timers.delete(id)
  if (state.progress.has(id)) state.lastNotify.set(id, now)
  state.epoch++
  state.changed.delete(id)
  state.changed.set(id, state.epoch)
  if (state.changed.size > CHANGES_KEPT) state.changed.delete(state.changed.keys().next().value as number)
  const waiting = state.waiters.get(id)
  if (!waiting) return
  state.waiters.delete(id)
  for (const wake of [...waiting]) wake()
}

/**
 * Resolves 'changed' when the submission changes, 'timeout' after `ms`, 'aborted' when the client left, or
 * 'busy' at once when MAX_WAITERS requests (or MAX_WAITERS_PER_USER of `userId`'s) already wait. Holds no
 * database connection or transaction.
 */
export function waitForChange(
  id: number,
  ms: number,
  signal?: AbortSignal,
  since?: number,
  userId = 0,
): Promise<'changed' | 'timeout' | 'aborted' | 'busy'> {
  if (since !== undefined && (state.changed.get(id) ?? 0) > since) return Promise.resolve('changed')
  // A holder remembered from before the per-user count existed (dev reloads) gets its map.
  state.perUser ??= new Map()
  const mine = state.perUser.get(userId) ?? 0
  if (state.count >= MAX_WAITERS || mine >= MAX_WAITERS_PER_USER) return Promise.resolve('busy')
  if (signal?.aborted) return Promise.resolve('aborted')
  return new Promise((resolve) => {
    state.count++
    state.perUser.set(userId, mine + 1)
    let set = state.waiters.get(id)
    if (!set) {
      set = new Set()
      state.waiters.set(id, set)
    }
    const waiters = set
    let done = false
    const finish = (outcome: 'changed' | 'timeout' | 'aborted') => {
      if (done) return
      done = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      if (waiters.delete(wake) && waiters.size === 0 && state.waiters.get(id) === waiters)
        state.waiters.delete(id)
      state.count--
      const left = (state.perUser.get(userId) ?? 1) - 1
      if (left > 0) state.perUser.set(userId, left)
      else state.perUser.delete(userId)
      resolve(outcome)
    }
    const wake = () => finish('changed')
    const onAbort = () => finish('aborted')
    const timer = setTimeout(() => finish('timeout'), ms)
    signal?.addEventListener('abort', onAbort, { once: true })
    waiters.add(wake)
  })
}

/** How many requests wait now (tests). */
export function waiterCount(): number {
  return state.count
}
