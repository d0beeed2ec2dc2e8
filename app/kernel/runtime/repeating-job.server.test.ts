import { afterEach, describe, expect, it, vi } from 'vitest'
import { repeatingJob } from './repeating-job.server'

afterEach(() => vi.useRealTimers())

describe('repeatingJob', () => {
  it('runs at start and then every period (a second start adds no second timer); a failed run is only logged', async () => {
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let runs = 0
    const job = repeatingJob('test', 1000, async () => {
      runs += 1
      if (runs === 2) throw new Error('boom')
    })
    await job.start()
    await job.start()
    expect(runs).toBe(2)
    expect(error).toHaveBeenCalledWith('test job failed', expect.any(Error))
    await vi.advanceTimersByTimeAsync(3000)
    expect(runs).toBe(5)
    job.stop()
    await vi.advanceTimersByTimeAsync(3000)
    expect(runs).toBe(5)
    error.mockRestore()
  })
})
