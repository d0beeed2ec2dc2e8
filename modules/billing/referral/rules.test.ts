import { describe, expect, it } from 'vitest'
import { monthToClose, startOfSaoPauloDay } from './month.server'
import { isCloseDay } from './payouts-job.server'
import { meetsSignupThreshold, payableAfterWindow } from './rules'

describe('referral rules', () => {
  it('the signup reward needs 3 lessons and 1 accepted exercise', () => {
    expect(meetsSignupThreshold({ lessons: 3, exercises: 1 })).toBe(true)
    expect(meetsSignupThreshold({ lessons: 2, exercises: 5 })).toBe(false)
    expect(meetsSignupThreshold({ lessons: 10, exercises: 0 })).toBe(false)
  })

  it('a payment commission is payable 7 days after the payment', () => {
    expect(payableAfterWindow(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-11-08T12:00:00.000Z',
    )
  })

  it("São Paulo's day starts at 03:00 UTC", () => {
    expect(startOfSaoPauloDay('2026-11-30').toISOString()).toBe('2026-11-30T03:00:00.000Z')
  })

  it('on the last day (São Paulo) the month closes itself; on other days the month before', () => {
    // 30 Nov 02:59 UTC is still the 29th in São Paulo: October.
    expect(monthToClose(new Date('2026-11-30T02:59:00Z'))).toEqual({
      month: '2026-10',
      cutoff: new Date('2026-10-31T03:00:00Z'),
    })
    expect(monthToClose(new Date('2026-11-30T03:00:00Z'))).toEqual({
      month: '2026-11',
      cutoff: new Date('2026-11-30T03:00:00Z'),
    })
    // 1 Dec 01:00 UTC is 30 Nov 22:00 in São Paulo: still November's last day.
    expect(monthToClose(new Date('2026-12-01T01:00:00Z')).month).toBe('2026-11')
    expect(monthToClose(new Date('2027-01-15T12:00:00Z')).month).toBe('2026-12')
    expect(monthToClose(new Date('2028-02-29T12:00:00Z')).month).toBe('2028-02')
  })
})

describe('the payouts job', () => {
  it('closes only on a month’s last day in São Paulo', () => {
    expect(isCloseDay(new Date('2026-11-30T03:00:00Z'))).toBe(true)
    expect(isCloseDay(new Date('2026-11-30T02:59:00Z'))).toBe(false)
    expect(isCloseDay(new Date('2026-12-01T02:59:00Z'))).toBe(true)
    expect(isCloseDay(new Date('2026-12-15T12:00:00Z'))).toBe(false)
  })
})
