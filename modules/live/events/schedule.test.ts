import { describe, expect, it } from 'vitest'
import { monthGrid, occurrences, zonedToUtc } from './schedule'

describe('the live schedule', () => {
  it('puts the PRO classes on Tuesdays and Thursdays at 19:00 and the founder stream on Wednesdays at 14:00, São Paulo time', () => {
    // Monday 30 November 2026, noon UTC.
    const week = occurrences(new Date('2026-11-30T12:00:00Z'), 6)
    expect(week).toEqual([
      { series: 'pro_class', startsAt: '2026-12-01T22:00:00.000Z', endsAt: '2026-12-01T23:30:00.000Z' },
      { series: 'founder_stream', startsAt: '2026-12-02T17:00:00.000Z', endsAt: '2026-12-02T19:00:00.000Z' },
      { series: 'pro_class', startsAt: '2026-12-03T22:00:00.000Z', endsAt: '2026-12-03T23:30:00.000Z' },
    ])
  })

  it('converts wall-clock times across a daylight-saving change (London)', () => {
    expect(zonedToUtc('2026-07-01', '19:00', 'Europe/London').toISOString()).toBe('2026-07-01T18:00:00.000Z')
    expect(zonedToUtc('2026-12-01', '19:00', 'Europe/London').toISOString()).toBe('2026-12-01T19:00:00.000Z')
  })

  it('lays a month out Monday first, with the neighbouring months', () => {
    const grid = monthGrid('2026-11')
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(grid.weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(grid.weeks.at(-1)?.[0]).toBe('2026-11-30')
    expect(grid.weeks.flat().filter(Boolean)).toHaveLength(30)
    expect(grid.previous).toBe('2026-10')
    expect(monthGrid('2026-12').next).toBe('2027-01')
  })
})
