import { type StudyPlan, weeklyHours } from '~/app/kernel/people/study-plan'
import { studyPlanOf } from '~/app/kernel/people/study-plan.server'
import { db } from '~/db/client.server'
import { lessonsDoneBetween } from '~/modules/learning/index'
import { SCHEDULE_ZONE, addDays, dayIn, isoWeekday, zonedToUtc } from '../events/schedule'

// Study plans (issue 22): the student's days and hours (the read is the kernel's, study-plan.server.ts, so
// that learning's course page can estimate from it) and the dashboard's week, planned against done.

export async function saveStudyPlan(userId: number, plan: StudyPlan, now: Date): Promise<void> {
  const row = { days: plan.days.join(','), hours_per_day: plan.hoursPerDay, updated_at: now.toISOString() }
  await db
    .insertInto('study_plans')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute()
}

export interface StudyDay {
  /** YYYY-MM-DD in São Paulo. */
  day: string
  weekday: number
  /** Hours the plan asks for that day; 0 on a rest day. */
  planned: number
  lessons: number
  minutes: number
  today: boolean
}

export interface StudyWeek {
  plan: StudyPlan
  chosen: boolean
  days: StudyDay[]
  plannedHours: number
  doneMinutes: number
  lessons: number
}

/**
 * This week (Monday to Sunday in São Paulo, the product's zone: the schedule's too) of `userId`'s plan
 * against the lessons completed in it and the time they took.
 */
export async function studyWeek(userId: number, now: Date): Promise<StudyWeek> {
  const { plan, chosen } = await studyPlanOf(userId)
  const today = dayIn(now, SCHEDULE_ZONE)
  const monday = addDays(today, 1 - isoWeekday(today))
  const from = zonedToUtc(monday, '00:00', SCHEDULE_ZONE).toISOString()
  const to = zonedToUtc(addDays(monday, 7), '00:00', SCHEDULE_ZONE).toISOString()
  const done = await lessonsDoneBetween(userId, from, to)
  const days: StudyDay[] = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(monday, i)
    return {
      day,
      weekday: i + 1,
      planned: plan.days.includes(i + 1) ? plan.hoursPerDay : 0,
      lessons: 0,
      minutes: 0,
      today: day === today,
    }
  })
  for (const lesson of done) {
    const slot = days.find((d) => d.day === dayIn(new Date(lesson.completedAt), SCHEDULE_ZONE))
    if (!slot) continue
    slot.lessons += 1
    slot.minutes += lesson.minutes
  }
  return {
    plan,
    chosen,
    days,
    plannedHours: weeklyHours(plan),
    doneMinutes: days.reduce((sum, d) => sum + d.minutes, 0),
    lessons: done.length,
  }
}
