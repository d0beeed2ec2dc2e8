import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { addDays } from './days'
import { EMPTY_STREAK, type StreakState, advanceStreak, registerActivity, streakAsOf } from './streak.server'

/** Activity on each given day in turn, from an empty streak. */
function run(days: string[], from: StreakState = EMPTY_STREAK) {
  let state = from
  const covered: string[] = []
  for (const day of days) {
    const next = advanceStreak(state, day)
    state = next.state
    covered.push(...next.covered)
  }
  return { state, covered }
}

const consecutive = (first: string, n: number) => Array.from({ length: n }, (_, i) => addDays(first, i))

describe('streak', () => {
  it('counts consecutive UTC days and ignores a second activity on the same day', () => {
    const { state } = run(['2026-03-01', '2026-03-01', '2026-03-02', '2026-03-03'])
    expect(state).toMatchObject({ current: 3, longest: 3, last_day: '2026-03-03', frozen: 0 })
  })

  it('earns a frozen every 4 days of streak and holds at most 2', () => {
    expect(run(consecutive('2026-03-01', 3)).state.frozen).toBe(0)
    expect(run(consecutive('2026-03-01', 4)).state.frozen).toBe(1)
    expect(run(consecutive('2026-03-01', 8)).state.frozen).toBe(2)
    expect(run(consecutive('2026-03-01', 12)).state).toMatchObject({ current: 12, frozen: 2 })
  })

  it('covers a missed day with a frozen instead of breaking the streak', () => {
    const four = run(consecutive('2026-03-01', 4)).state // frozen: 1
    const { state, covered } = run(['2026-03-06'], four) // 03-05 missed
    expect(covered).toEqual(['2026-03-05'])
    expect(state).toMatchObject({ current: 5, frozen: 0, last_day: '2026-03-06' })
  })

  it('breaks the streak when a missed day has no frozen to cover it', () => {
    const three = run(consecutive('2026-03-01', 3)).state
    const { state, covered } = run(['2026-03-05'], three)
    expect(covered).toEqual([])
    expect(state).toMatchObject({ current: 1, longest: 3, frozen: 0 })
  })

  it('spends no frozen when the gap is longer than what is held', () => {
    const four = run(consecutive('2026-03-01', 4)).state // frozen: 1
    const { state, covered } = run(['2026-03-07'], four) // 03-05 and 03-06 missed
    expect(covered).toEqual([])
    expect(state).toMatchObject({ current: 1, frozen: 1, longest: 4 })
  })

  it('shows the streak as of today without writing', () => {
    const four = run(consecutive('2026-03-01', 4)).state
    expect(streakAsOf(four, '2026-03-04')).toMatchObject({ current: 4, frozen: 1, activeToday: true })
    expect(streakAsOf(four, '2026-03-05')).toMatchObject({ current: 4, frozen: 1, activeToday: false })
    expect(streakAsOf(four, '2026-03-06')).toMatchObject({ current: 4, frozen: 0 })
    expect(streakAsOf(four, '2026-03-07')).toMatchObject({ current: 0, frozen: 1, longest: 4 })
    expect(streakAsOf(EMPTY_STREAK, '2026-03-07').current).toBe(0)
  })

  it('writes activity days and marks the covered day frozen', async () => {
    const { id } = await createTestUser()
    for (const day of consecutive('2026-04-01', 4)) {
      await registerActivity(db, id, day, 'lessons')
    }
    await registerActivity(db, id, '2026-04-04', 'exercises')
    await registerActivity(db, id, '2026-04-06', 'exercises')
    const rows = await db
      .selectFrom('activity_days')
      .select(['day', 'lessons', 'exercises', 'frozen'])
      .where('user_id', '=', id)
      .orderBy('day')
      .execute()
    expect(rows.slice(3)).toEqual([
      { day: '2026-04-04', lessons: 1, exercises: 1, frozen: 0 },
      { day: '2026-04-05', lessons: 0, exercises: 0, frozen: 1 },
      { day: '2026-04-06', lessons: 0, exercises: 1, frozen: 0 },
    ])
    const streak = await db
      .selectFrom('streaks')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(streak).toMatchObject({ current: 5, longest: 5, frozen: 0, last_day: '2026-04-06' })
  })
})
