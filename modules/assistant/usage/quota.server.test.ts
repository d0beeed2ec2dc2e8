import { describe, expect, it } from 'vitest'
import { makeUser } from '~/tests/factories'
import { DAILY_LIMIT, questionsLeft, quotaDay, releaseQuestion, reserveQuestion } from './quota.server'

describe('the daily quota', () => {
  it('counts on São Paulo’s day: 01:30 UTC is still the day before there', () => {
    expect(quotaDay(new Date('2026-11-27T01:30:00Z'))).toBe('2026-11-26')
    expect(quotaDay(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-27')
  })

  it('gives a free user 3 slots a day, a new day new slots, and a released slot back', async () => {
    const user = await makeUser()
    const evening = new Date('2026-11-27T01:00:00Z') // 22:00 in São Paulo, the 26th
    const ids: number[] = []
    for (let i = 0; i < DAILY_LIMIT; i++) {
      const id = await reserveQuestion({ userId: user.id, text: `q${i}`, path: null }, false, evening)
      expect(id).not.toBeNull()
      ids.push(id!)
    }
    expect(await reserveQuestion({ userId: user.id, text: 'q4', path: null }, false, evening)).toBeNull()
    expect(await questionsLeft(user.id, false, evening)).toBe(0)
    // Four hours later it is the 27th in São Paulo.
    const morning = new Date('2026-11-27T05:00:00Z')
    expect(await questionsLeft(user.id, false, morning)).toBe(DAILY_LIMIT)
    await releaseQuestion(ids[0])
    expect(await questionsLeft(user.id, false, evening)).toBe(1)
    expect(
      await reserveQuestion({ userId: user.id, text: 'again', path: null }, false, evening),
    ).not.toBeNull()
    // PRO: always a slot, no count shown.
    expect(await reserveQuestion({ userId: user.id, text: 'pro', path: null }, true, evening)).not.toBeNull()
    expect(await questionsLeft(user.id, true, evening)).toBeNull()
  })
})
