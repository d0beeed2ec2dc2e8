import { z } from 'zod'

// Messages are translation keys of the learning namespace, translated where they are shown.
const openedAt = z.string().max(40).optional()

export const INTENTS = ['understood', 'answer', 'math', 'project'] as const
export type LessonIntent = (typeof INTENTS)[number]

export const understoodSchema = z.object({ intent: z.literal('understood'), opened_at: openedAt })

/** The theoretical form: one radio group per question, named q{questionId}; every question answered. */
export function theoreticalSchema(questionIds: number[]) {
  const option = z
    .number({ required_error: 'theoretical.unanswered', invalid_type_error: 'errors.invalid' })
    .int('errors.invalid')
    .positive('errors.invalid')
  const answers = Object.fromEntries(questionIds.map((id) => [`q${id}`, option]))
  return z.object({ intent: z.literal('answer'), opened_at: openedAt, ...answers })
}

export const MATH_TEXT_MAX = 10_000

export const mathAnswerSchema = z.object({
  intent: z.literal('math'),
  opened_at: openedAt,
  text_answer: z.string().max(MATH_TEXT_MAX, 'math.errors.textTooLong').optional(),
})

export const projectSubmissionSchema = z.object({
  intent: z.literal('project'),
  opened_at: openedAt,
  repository_url: z.string().trim().max(300, 'project.errors.link').optional(),
})

export const startCourseSchema = z.object({ intent: z.literal('start') })
