import { type DB, db } from '~/db/client.server'
import { solvedExercises } from '~/modules/judge/index'
import { addDays, utcDay } from './days'
import { scoresFrom } from './levels.server'
import type { CategoryProgress } from './rules'
import { readStreak, streakAsOf } from './streak.server'

export const CONSISTENCY_DAYS = 365

export interface ConsistencyDay {
  day: string
  lessons: number
  exercises: number
  frozen: boolean
}

export interface ProfileStats {
  exercisesSolved: number
  lessonsCompleted: number
  xp: number
  level: number
  categories: CategoryProgress[]
  /** One entry per UTC day, oldest first, the last 365 days up to today (days without activity are zeros). */
  consistency: ConsistencyDay[]
  /** As of today: a streak whose missed days cannot be covered shows 0. */
  streak: { current: number; longest: number; frozen: number }
}

export async function lessonsCompleted(userId: number, conn: DB = db): Promise<number> {
  const row = await conn
    .selectFrom('lesson_progress')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function consistency(userId: number, today: string, conn: DB = db): Promise<ConsistencyDay[]> {
  const first = addDays(today, -(CONSISTENCY_DAYS - 1))
  const rows = await conn
    .selectFrom('activity_days')
    .select(['day', 'lessons', 'exercises', 'frozen'])
    .where('user_id', '=', userId)
    .where('day', '>=', first)
    .where('day', '<=', today)
    .execute()
  const byDay = new Map(rows.map((r) => [r.day, r]))
  const days: ConsistencyDay[] = []
  const start = Date.parse(`${first}T00:00:00Z`)
  for (let i = 0; i < CONSISTENCY_DAYS; i++) {
    // A year of days on every dashboard and profile: stepped from one parsed date, not parsed 365 times.
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10)
    const row = byDay.get(day)
    days.push({ day, lessons: row?.lessons ?? 0, exercises: row?.exercises ?? 0, frozen: row?.frozen === 1 })
  }
  return days
}

/** What the public profile shows (docs/product.md#learning-progress: "progression by category, consistency calendar", profile stats). */
export async function profileStats(userId: number, now: Date = new Date()): Promise<ProfileStats> {
  const today = utcDay(now)
  const user = await db
    .selectFrom('users')
    .select(['xp', 'level'])
    .where('id', '=', userId)
    .executeTakeFirst()
  const solved = await solvedExercises(userId)
  const streak = streakAsOf(await readStreak(db, userId), today)
  return {
    exercisesSolved: solved.length,
    lessonsCompleted: await lessonsCompleted(userId),
    xp: user?.xp ?? 0,
    level: user?.level ?? 0,
    categories: scoresFrom(solved),
    consistency: await consistency(userId, today),
    streak: { current: streak.current, longest: streak.longest, frozen: streak.frozen },
  }
}
