import { db } from '~/db/client.server'
import { DEFAULT_STUDY_PLAN, type StudyPlan, parseDays } from './study-plan'

// The study plan's read (issue 22). The plan page and its writes are modules/live's, but the course page
// (learning) estimates from the plan and sits below live (ADR 014): like the people lookups
// (people.server.ts), the one read every module may need lives here, so no start-up hook is needed and a
// course page can never show the default because a hook was not installed.

export interface UserStudyPlan {
  plan: StudyPlan
  /** False: the user has not made a plan (or is a visitor) and `plan` is the default. */
  chosen: boolean
}

export async function studyPlanOf(userId: number | null | undefined): Promise<UserStudyPlan> {
  if (!userId) return { plan: DEFAULT_STUDY_PLAN, chosen: false }
  const row = await db
    .selectFrom('study_plans')
    .select(['days', 'hours_per_day'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  const days = row ? parseDays(row.days) : []
  if (!row || days.length === 0) return { plan: DEFAULT_STUDY_PLAN, chosen: false }
  return { plan: { days, hoursPerDay: Number(row.hours_per_day) }, chosen: true }
}
