// A student's study plan (issue 22; docs/product.md#learning-courses): the weekdays they study and the hours a
// day. Client-safe and pure: the plan page (modules/live) validates with these bounds, the course page
// (modules/learning) and the dashboard estimate with the same arithmetic. The read is study-plan.server.ts.

/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/** Hours a day: half-hour steps from 30 minutes to 12 hours (migration 0017 checks 0 < h ≤ 12). */
export const HOURS_MIN = 0.5
export const HOURS_MAX = 12
export const HOURS_STEP = 0.5

export interface StudyPlan {
  /** ISO weekdays, ascending, at least one. */
  days: number[]
  hoursPerDay: number
}

/**
 * docs/product.md#learning-courses: the time estimate assumes 3 days a week, 2 hours a day. The days (Monday,
 * Wednesday, Friday) only matter for the dashboard's week and the form's first values.
 */
export const DEFAULT_STUDY_PLAN: StudyPlan = { days: [1, 3, 5], hoursPerDay: 2 }

export const weeklyHours = (plan: StudyPlan) => plan.days.length * plan.hoursPerDay

/** The stored "1,3,5" as weekdays; anything that is not a weekday is dropped, duplicates too. */
export function parseDays(text: string): number[] {
  const days = new Set<number>()
  for (const part of text.split(',')) {
    const day = Number(part.trim())
    if (Number.isInteger(day) && day >= 1 && day <= 7) days.add(day)
  }
  return [...days].sort((a, b) => a - b)
}

export interface FinishEstimate {
  /** Minutes of study left. */
  minutes: number
  /** Study days at the plan's hours a day. */
  sessions: number
  /** Weeks at the plan's days a week. */
  weeks: number
}

/** How long `minutes` of study take at `plan`: whole study days, then whole weeks. Nothing left → null. */
export function estimateFinish(minutes: number, plan: StudyPlan): FinishEstimate | null {
  if (!(minutes > 0) || plan.days.length === 0 || !(plan.hoursPerDay > 0)) return null
  const sessions = Math.ceil(minutes / (plan.hoursPerDay * 60))
  return { minutes, sessions, weeks: Math.ceil(sessions / plan.days.length) }
}
