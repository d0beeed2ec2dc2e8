import { describe, expect, it } from 'vitest'
import { makeUser } from '~/tests/factories'
import {
  DAILY_LIMIT,
  PER_MINUTE_LIMIT,
  questionsLeft,
  quotaDay,
  releaseQuestion,
  reserveQuestion,
} from './quota.server'

const idOf = (slot: { id: number } | { refused: string }) => ('id' in slot ? slot.id : null)

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
      const id = idOf(await reserveQuestion({ userId: user.id, text: `q${i}`, path: null }, false, evening))
      expect(id).not.toBeNull()
      ids.push(id as number)
    }
    expect(await reserveQuestion({ userId: user.id, text: 'q4', path: null }, false, evening)).toEqual({
      refused: 'DAILY_LIMIT',
    })
    expect(await questionsLeft(user.id, false, evening)).toBe(0)
    // Four hours later it is the 27th in São Paulo.
    const morning = new Date('2026-11-27T05:00:00Z')
    expect(await questionsLeft(user.id, false, morning)).toBe(DAILY_LIMIT)
    await releaseQuestion(ids[0])
    expect(await questionsLeft(user.id, false, evening)).toBe(1)
    expect(
      idOf(await reserveQuestion({ userId: user.id, text: 'again', path: null }, false, evening)),
    ).not.toBeNull()
    // PRO: always a slot, no count shown.
    expect(
      idOf(await reserveQuestion({ userId: user.id, text: 'pro', path: null }, true, evening)),
    ).not.toBeNull()
    expect(await questionsLeft(user.id, true, evening)).toBeNull()
  })
})

describe('the per-minute limit', () => {
  it(`lets anyone, PRO too, ask ${PER_MINUTE_LIMIT} questions a minute, even all at once, and more the next minute`, async () => {
    const user = await makeUser()
    const t0 = new Date('2026-11-27T15:00:00Z')
    const ask = (at: Date, i: number) =>
      reserveQuestion({ userId: user.id, text: `q${i}`, path: null }, true, at)
    const burst = await Promise.all(Array.from({ length: PER_MINUTE_LIMIT + 3 }, (_, i) => ask(t0, i)))
    expect(burst.filter((slot) => 'id' in slot)).toHaveLength(PER_MINUTE_LIMIT)
    expect(burst.filter((slot) => 'refused' in slot)).toEqual(
      Array.from({ length: 3 }, () => ({ refused: 'RATE_LIMIT' })),
    )
    // 59 seconds later the burst still counts; a minute later it does not.
    expect(await ask(new Date(t0.getTime() + 59_000), 99)).toEqual({ refused: 'RATE_LIMIT' })
    expect('id' in (await ask(new Date(t0.getTime() + 60_000), 100))).toBe(true)
  })

  it('tells a free user at the end of the day DAILY_LIMIT, not RATE_LIMIT', async () => {
    const user = await makeUser()
    const t0 = new Date('2026-11-27T15:00:00Z')
    for (let i = 0; i < DAILY_LIMIT; i++)
      await reserveQuestion({ userId: user.id, text: `q${i}`, path: null }, false, t0)
    expect(await reserveQuestion({ userId: user.id, text: 'x', path: null }, false, t0)).toEqual({
      refused: 'DAILY_LIMIT',
    })
  })
})
