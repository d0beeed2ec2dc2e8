import { describe, expect, it } from 'vitest'
import { ageBand, ageOn } from './age'

describe('ageOn (São Paulo calendar day)', () => {
  it('counts whole years, the birthday starting at midnight in São Paulo', () => {
    // 02:59 UTC on the 15th is still the 14th in São Paulo (UTC−3): not yet 12.
    expect(ageOn('2014-03-15', new Date('2026-03-15T02:59:00Z'))).toBe(11)
    expect(ageOn('2014-03-15', new Date('2026-03-15T03:00:00Z'))).toBe(12)
    expect(ageOn('2014-03-16', new Date('2026-03-15T12:00:00Z'))).toBe(11)
  })

  it('turns someone born on 29 February a year older on 1 March of a common year', () => {
    expect(ageOn('2012-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(13)
    expect(ageOn('2012-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(14)
  })

  it('refuses dates that do not exist or lie in the future', () => {
    expect(ageOn('2014-02-30', new Date('2026-03-15T12:00:00Z'))).toBeNull()
    expect(ageOn('not a date', new Date('2026-03-15T12:00:00Z'))).toBeNull()
    expect(ageOn('2026-03-16', new Date('2026-03-15T12:00:00Z'))).toBeNull()
  })

  it('puts 9 below, 10 to 13 under a guardian, 14 on their own', () => {
    expect([9, 10, 13, 14, 40].map(ageBand)).toEqual([
      'too_young',
      'supervised',
      'supervised',
      'autonomous',
      'autonomous',
    ])
  })
})
