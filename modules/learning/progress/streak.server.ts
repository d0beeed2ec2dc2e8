import type { DB } from '~/db/client.server'
import { addDays, daysBetween } from './days'
import { FROZEN_MAX, FROZEN_REFILL_DAYS } from './rules'

export interface StreakState {
  current: number
  longest: number
  /** Last UTC day with activity. */
  last_day: string | null
  /** "Frozen" days held (0–2). */
  frozen: number
  /** Day the count towards the next frozen refill started. */
  refill_from: string | null
}

export const EMPTY_STREAK: StreakState = {
  current: 0,
  longest: 0,
  last_day: null,
  frozen: 0,
  refill_from: null,
}

/**
 * The streak after activity on `day`. Missed days in between are covered by frozen days when enough are
 * held (all of them, or the streak breaks and none is spent); a covered day keeps the streak alive but does
 * not add to it. Every 4th day of streak earns a frozen, up to 2 held.
 */
export function advanceStreak(state: StreakState, day: string): { state: StreakState; covered: string[] } {
  if (state.last_day && daysBetween(state.last_day, day) <= 0) return { state, covered: [] }
  const next = { ...state }
  const covered: string[] = []
  const missed = state.last_day ? daysBetween(state.last_day, day) - 1 : Number.POSITIVE_INFINITY
  if (state.current > 0 && missed === 0) {
    next.current = state.current + 1
  } else if (state.current > 0 && missed <= state.frozen) {
    for (let i = 1; i <= missed; i++) covered.push(addDays(state.last_day as string, i))
    next.frozen = state.frozen - missed
    next.current = state.current + 1
  } else {
    next.current = 1
    next.refill_from = day
  }
  if (next.current % FROZEN_REFILL_DAYS === 0) {
    next.frozen = Math.min(FROZEN_MAX, next.frozen + 1)
    next.refill_from = addDays(day, 1)
  }
  next.last_day = day
  next.longest = Math.max(state.longest, next.current)
  return { state: next, covered }
}

/**
 * The streak as it stands on `today` without writing: alive if the last activity was today or yesterday,
 * or if the days missed since can still be covered by frozen days (which would then be spent).
 */
export function streakAsOf(
  state: StreakState,
  today: string,
): { current: number; longest: number; frozen: number; activeToday: boolean } {
  const base = { current: state.current, longest: state.longest, frozen: state.frozen, activeToday: false }
  if (!state.last_day || state.current === 0) return { ...base, current: 0 }
  const missed = daysBetween(state.last_day, today) - 1
  if (missed < 0) return { ...base, activeToday: true }
  if (missed === 0) return base
  if (missed <= state.frozen) return { ...base, frozen: state.frozen - missed }
  return { ...base, current: 0 }
}

export async function readStreak(conn: DB, userId: number): Promise<StreakState> {
  const row = await conn
    .selectFrom('streaks')
    .select(['current', 'longest', 'last_day', 'frozen', 'refill_from'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ?? EMPTY_STREAK
}

/**
 * Counts a lesson or an exercise on `day` (activity_days) and moves the streak, marking covered days as
 * frozen rows. Runs inside the caller's transaction.
 */
export async function registerActivity(
  conn: DB,
  userId: number,
  day: string,
  kind: 'lessons' | 'exercises',
): Promise<StreakState> {
  await conn
    .insertInto('activity_days')
    .values({ user_id: userId, day, [kind]: 1, frozen: 0 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet((eb) => ({ [kind]: eb(`activity_days.${kind}`, '+', 1), frozen: 0 })),
    )
    .execute()
  const { state, covered } = advanceStreak(await readStreak(conn, userId), day)
  for (const coveredDay of covered) {
    await conn
      .insertInto('activity_days')
      .values({ user_id: userId, day: coveredDay, frozen: 1 })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ frozen: 1 }))
      .execute()
  }
  await conn
    .insertInto('streaks')
    .values({ user_id: userId, ...state })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...state }))
    .execute()
  return state
}
