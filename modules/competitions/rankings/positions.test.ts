import { describe, expect, it } from 'vitest'
import { isPeriod, monthDays, monthOf, pageOf, pageOfIndex, previousMonth, rank } from './positions'

describe('rank', () => {
  it('orders by score and lets equal scores share a position (1, 1, 3)', () => {
    const ranked = rank([
      { id: 4, score: 10, solved: 0 },
      { id: 1, score: 30, solved: 1 },
      { id: 2, score: 30, solved: 3 },
      { id: 3, score: 20, solved: 0 },
      { id: 5, score: 10, solved: 0 },
    ])
    expect(ranked.map((r) => [r.id, r.position])).toEqual([
      [2, 1],
      [1, 1],
      [3, 3],
      [4, 4],
      [5, 4],
    ])
  })
})

describe('periods', () => {
  it('reads UTC months and their days', () => {
    expect(monthOf(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03')
    expect(monthOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04')
    expect(previousMonth('2026-01')).toBe('2025-12')
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' })
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-03-01' })
    expect(isPeriod('2026-13')).toBe(false)
    expect(isPeriod('2026-1')).toBe(false)
    expect(isPeriod('2026-01')).toBe(true)
  })
})

describe('pages of 50', () => {
  it('reads ?page leniently and clamps it', () => {
    expect(pageOf(null, 120)).toEqual({ page: 1, pages: 3, offset: 0 })
    expect(pageOf('2', 120)).toEqual({ page: 2, pages: 3, offset: 50 })
    expect(pageOf('9', 120)).toEqual({ page: 3, pages: 3, offset: 100 })
    expect(pageOf('abc', 120).page).toBe(1)
    expect(pageOf('0', 0)).toEqual({ page: 1, pages: 1, offset: 0 })
    expect(pageOfIndex(0)).toBe(1)
    expect(pageOfIndex(49)).toBe(1)
    expect(pageOfIndex(50)).toBe(2)
  })
})
