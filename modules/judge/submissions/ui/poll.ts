// The in-place status after a submit (docs/product.md#judge-submissions): poll every POLL_INTERVAL_MS while in_queue, stop on any other
// status. With `token` (issue 16) each request asks the server to wait for a change (`?wait=`, a bounded long
// poll): a changed answer is followed by the next request at once, an unchanged one (the server's wait ran out,
// or it was too busy to wait) by the usual interval, so a client never asks more often than docs/product.md#judge-submissions says
// unless something changed. Timers are injected so the rule is tested without a browser.

export type PollAnswer<T> = { ok: true; detail: T } | { ok: false; status: number }

export interface PollOptions<T> {
  /** `wait`: the token of the last answer (long poll), or undefined for a plain request. */
  fetchStatus: (wait?: string) => Promise<PollAnswer<T>>
  isPending: (detail: T) => boolean
  onDetail: (detail: T) => void
  /** 429, server errors and network failures (status 0) keep polling; 401 and 404 stop it. */
  onError: (status: number) => void
  interval: number
  /** Long poll: what a detail reads as, and the token of the state the client starts from. */
  token?: (detail: T) => string
  initialToken?: string
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

const RETRYABLE = (status: number) => status === 0 || status === 429 || status >= 500

/** Starts polling (at once with a long poll, else after one interval); returns a function that stops it. */
export function pollStatus<T>(options: PollOptions<T>): () => void {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  const longPoll = !!options.token
  let last = options.initialToken
  let stopped = false
  let handle: unknown
  const schedule = (ms: number) => {
    if (!stopped) handle = setTimer(tick, ms)
  }
  async function tick() {
    let answer: PollAnswer<T>
    try {
      answer = await options.fetchStatus(longPoll ? last : undefined)
    } catch {
      answer = { ok: false, status: 0 }
    }
    if (stopped) return
    if (answer.ok) {
      options.onDetail(answer.detail)
      if (!options.isPending(answer.detail)) return
      const token = options.token?.(answer.detail)
      const changed = longPoll && token !== last
      last = token
      schedule(changed ? 0 : options.interval)
      return
    }
    options.onError(answer.status)
    if (RETRYABLE(answer.status)) schedule(options.interval)
  }
  schedule(longPoll ? 0 : options.interval)
  return () => {
    stopped = true
    clearTimer(handle)
  }
}
