import { describe, expect, it } from 'vitest'
import { DEFAULT_STUDY_PLAN, estimateFinish, parseDays, weeklyHours } from './study-plan'

describe('study plan arithmetic (issue 22)', () => {
  it('defaults to 3 days × 2 hours', () => {
    expect(DEFAULT_STUDY_PLAN.days).toHaveLength(3)
    expect(weeklyHours(DEFAULT_STUDY_PLAN)).toBe(6)
  })

  it('turns minutes into whole study days, then whole weeks', () => {
    // 24 h at the default plan: 12 days of 2 h, 4 weeks of 3 days.
    expect(estimateFinish(24 * 60, DEFAULT_STUDY_PLAN)).toEqual({ minutes: 1440, sessions: 12, weeks: 4 })
    // 121 minutes need a second day; 4 days at 3 a week need a second week.
    expect(estimateFinish(121, DEFAULT_STUDY_PLAN)).toEqual({ minutes: 121, sessions: 2, weeks: 1 })
    expect(estimateFinish(7 * 60, { days: [1, 2, 3], hoursPerDay: 1 })).toMatchObject({
      sessions: 7,
      weeks: 3,
    })
    expect(estimateFinish(90, { days: [6], hoursPerDay: 0.5 })).toMatchObject({ sessions: 3, weeks: 3 })
  })

  it('has nothing to estimate when nothing is left or the plan is empty', () => {
    expect(estimateFinish(0, DEFAULT_STUDY_PLAN)).toBeNull()
    expect(estimateFinish(60, { days: [], hoursPerDay: 2 })).toBeNull()
  })

  it('reads stored days, dropping what is not a weekday', () => {
    expect(parseDays('5,1,3')).toEqual([1, 3, 5])
    expect(parseDays('1, 1,8,0,x,7')).toEqual([1, 7])
    expect(parseDays('')).toEqual([])
  })
})
