import { describe, expect, it } from 'vitest'
import { MAX_OPEN_MS, startedAt } from './enrollment.server'

describe('startedAt (the opening time a lesson form sends)', () => {
  const now = new Date('2026-04-01T12:00:00.000Z')
  it('keeps a plausible opening time and clamps the rest to [now − 6 h, now]', () => {
    expect(startedAt('2026-04-01T11:40:00.000Z', now)).toBe('2026-04-01T11:40:00.000Z')
    expect(startedAt('2026-03-01T00:00:00.000Z', now)).toBe(
      new Date(now.getTime() - MAX_OPEN_MS).toISOString(),
    )
    expect(startedAt('2026-04-02T00:00:00.000Z', now)).toBe(now.toISOString())
    expect(startedAt('yesterday', now)).toBe(now.toISOString())
    expect(startedAt(null, now)).toBe(now.toISOString())
  })
})
