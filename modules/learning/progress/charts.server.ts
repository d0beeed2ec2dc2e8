// The numbers behind the dashboard's and profile's charts (issue 16): XP over the last weeks and exercises
// solved per category. Read-only. "Solved" is the judge's (`solvedExercises`): this file adds no rule of its own.
import { sql } from 'kysely'
import { type DB, db } from '~/db/client.server'
import { SUBJECT_CATEGORIES, type SubjectCategory } from '~/db/schema'
import { solvedExercises } from '~/modules/judge/index'
import { addDays, utcDay } from './days'
import { type ConsistencyDay, consistency } from './stats.server'

export const XP_WEEKS = 12

export interface XpWeek {
  /** The week's last UTC day (the last week ends today). */
  end: string
  /** XP earned in the week's 7 days. */
  gained: number
  /** The user's XP at the end of that day (what the line shows). */
  total: number
}

export interface SolvedByCategory {
  category: SubjectCategory
  solved: number
}

export interface ProgressCharts {
  xpWeeks: XpWeek[]
  /** Every category, in the catalogue's order (an exercise counts once in each of its categories). */
  solvedByCategory: SolvedByCategory[]
  /** Solved exercises whose subjects have no category (or that have no subject): in no bar. */
  uncategorised: number
  solvedTotal: number
}

/** XP at the end of each of the last `weeks` 7-day spans ending today (UTC days, as xp_events.day). */
export async function xpWeeks(userId: number, now: Date, weeks = XP_WEEKS, conn: DB = db): Promise<XpWeek[]> {
  const today = utcDay(now)
  const first = addDays(today, -(weeks * 7 - 1))
  const [before, rows] = await Promise.all([
    conn
      .selectFrom('xp_events')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('xp'))
      .where('user_id', '=', userId)
      .where('day', '<', first)
      .executeTakeFirstOrThrow(),
    conn
      .selectFrom('xp_events')
      .select(['day', sql<number>`sum(amount)`.as('xp')])
      .where('user_id', '=', userId)
      .where('day', '>=', first)
      .where('day', '<=', today)
      .groupBy('day')
      .execute(),
  ])
  let total = Number(before.xp)
  const result: XpWeek[] = []
  for (let w = 0; w < weeks; w++) {
    const start = addDays(first, w * 7)
    const end = addDays(start, 6)
    const gained = rows.filter((r) => r.day >= start && r.day <= end).reduce((s, r) => s + Number(r.xp), 0)
    total += gained
    result.push({ end, gained, total })
  }
  return result
}

export async function progressCharts(userId: number, now: Date = new Date()): Promise<ProgressCharts> {
  const [weeks, solved] = await Promise.all([xpWeeks(userId, now), solvedExercises(userId)])
  const counts = new Map<SubjectCategory, number>(SUBJECT_CATEGORIES.map((c) => [c, 0]))
  let uncategorised = 0
  for (const exercise of solved) {
    if (exercise.categories.length === 0) uncategorised += 1
    for (const c of exercise.categories) counts.set(c, (counts.get(c) ?? 0) + 1)
  }
  return {
    xpWeeks: weeks,
    solvedByCategory: SUBJECT_CATEGORIES.map((category) => ({ category, solved: counts.get(category) ?? 0 })),
    uncategorised,
    solvedTotal: solved.length,
  }
}

/** The consistency calendar's year (as `profileStats().consistency`), for pages that show only the calendar. */
export async function activityYear(userId: number, now: Date = new Date()): Promise<ConsistencyDay[]> {
  return consistency(userId, utcDay(now))
}
