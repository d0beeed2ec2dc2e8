// The in-place status after a submit (spec §4): poll every POLL_INTERVAL_MS while in_queue, stop on any other
// status. Timers are injected so the rule is tested without a browser.

export type PollAnswer<T> = { ok: true; detail: T } | { ok: false; status: number }

export interface PollOptions<T> {
  fetchStatus: () => Promise<PollAnswer<T>>
  isPending: (detail: T) => boolean
  onDetail: (detail: T) => void
  /** 429, server errors and network failures (status 0) keep polling; 401 and 404 stop it. */
  onError: (status: number) => void
  interval: number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

const RETRYABLE = (status: number) => status === 0 || status === 429 || status >= 500

/** Starts polling after one interval; returns a function that stops it. */
export function pollStatus<T>(options: PollOptions<T>): () => void {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  let stopped = false
  let handle: unknown
  const schedule = () => {
    if (!stopped) handle = setTimer(tick, options.interval)
  }
  async function tick() {
    let answer: PollAnswer<T>
    try {
      answer = await options.fetchStatus()
    } catch {
      answer = { ok: false, status: 0 }
    }
    if (stopped) return
    if (answer.ok) {
      options.onDetail(answer.detail)
      if (options.isPending(answer.detail)) schedule()
      return
    }
    options.onError(answer.status)
    if (RETRYABLE(answer.status)) schedule()
  }
  schedule()
  return () => {
    stopped = true
    clearTimer(handle)
  }
}
