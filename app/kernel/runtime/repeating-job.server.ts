// A background job that runs now and then every `everyMs` (started and stopped through `whenPrimary`, ADR 018).
// A failed run is logged and left to the next one: each job's run is written so that retrying is safe.

export interface RepeatingJob {
  /** Runs once now (the promise ends with that run) and schedules the next runs; a second start does nothing. */
  start(): Promise<void>
  stop(): void
}

export function repeatingJob(name: string, everyMs: number, run: () => Promise<unknown>): RepeatingJob {
  let timer: ReturnType<typeof setInterval> | null = null
  const runLogged = async () => {
    try {
      await run()
    } catch (error) {
      console.error(`${name} job failed`, error)
    }
  }
  return {
    start() {
      if (!timer) {
        timer = setInterval(() => void runLogged(), everyMs)
        timer.unref()
      }
      return runLogged()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
