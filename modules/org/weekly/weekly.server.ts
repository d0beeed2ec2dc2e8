import { z } from 'zod'
import { dayInZone } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'

// The weekly self-assessment (docs/product.md#org: weekly forms): one answer per student, class and week. A
// week is named by its Monday in São Paulo (YYYY-MM-DD); answering again the same week replaces the answer.

/** The Monday (São Paulo) of the week `at` falls in. */
export function weekOf(at: Date): string {
  const day = dayInZone(at, 'pt-BR')
  const d = new Date(`${day}T12:00:00Z`)
  const back = (d.getUTCDay() + 6) % 7
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10)
}

export const weeklySchema = z.object({
  difficulty: z.coerce.number().int().min(1).max(5),
  effort_hours: z.coerce.number().int().min(0).max(100),
  plan: z.string().trim().max(2000).default(''),
  priority_subject: z.string().trim().max(200).default(''),
  team_feedback: z.string().trim().max(2000).default(''),
  mentorships: z.coerce.number().int().min(0).max(50).default(0),
  happiness: z.coerce.number().int().min(0).max(5),
})
export type WeeklyInput = z.infer<typeof weeklySchema>
export const WEEKLY_FIELDS = Object.keys(weeklySchema.shape) as (keyof WeeklyInput)[]

export async function saveWeeklyAnswer(classId: number, userId: number, at: Date, input: WeeklyInput) {
  const week = weekOf(at)
  await db
    .insertInto('org_weekly_answers')
    .values({ class_id: classId, user_id: userId, week, ...input, sent_at: at.toISOString() })
    .onConflict((oc) =>
      oc.columns(['class_id', 'user_id', 'week']).doUpdateSet({ ...input, sent_at: at.toISOString() }),
    )
    .execute()
}

const ANSWER = [
  'week',
  'difficulty',
  'effort_hours',
  'plan',
  'priority_subject',
  'team_feedback',
  'mentorships',
  'happiness',
  'sent_at',
] as const

export async function weeklyAnswersOf(classId: number, userId: number) {
  return db
    .selectFrom('org_weekly_answers')
    .select(ANSWER)
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .orderBy('week', 'desc')
    .limit(60)
    .execute()
}

/** The class's answers, newest week first, with who answered (teachers read them per week and per student). */
export async function classWeeklyAnswers(classId: number) {
  return db
    .selectFrom('org_weekly_answers as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(ANSWER.map((c) => `a.${c}` as const))
    .select(['u.id as user_id', 'u.name'])
    .where('a.class_id', '=', classId)
    .orderBy('a.week', 'desc')
    .orderBy('u.name')
    .limit(500)
    .execute()
}

export async function setWeeklyConfig(classId: number, formId: string | null, message: string | null) {
  await db
    .updateTable('org_classes')
    .set({ weekly_form_id: formId, weekly_message: message })
    .where('id', '=', classId)
    .execute()
}
