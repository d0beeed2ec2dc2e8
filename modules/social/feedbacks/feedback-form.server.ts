// The feedback forms (zod + conform); messages are `feedbacks:errors.*` keys.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { FEEDBACK_STATUSES, FEEDBACK_TYPES, type FeedbackStatus, type FeedbackType } from '~/db/schema-social'

export const FEEDBACK_TITLE = { min: 4, max: 120 } as const
/** "the text must not be too short" (docs/product.md#social-feedbacks): under this the user is asked to explain what they want. */
export const FEEDBACK_TEXT = { min: 20, max: 5000 } as const
export const ANSWER_MAX = 5000

const lf = (text: string) => text.replace(/\r\n?/g, '\n')

export const feedbackSchema = z.object({
  title: z
    .string({ required_error: 'titleLength' })
    .trim()
    .min(FEEDBACK_TITLE.min, 'titleLength')
    .max(FEEDBACK_TITLE.max, 'titleLength'),
  text: z
    .string({ required_error: 'textShort' })
    .transform((s) => lf(s).trim())
    .refine((s) => s.length >= FEEDBACK_TEXT.min, 'textShort')
    .refine((s) => s.length <= FEEDBACK_TEXT.max, 'textLong'),
  type: z.enum(FEEDBACK_TYPES, { errorMap: () => ({ message: 'type' }) }),
})

export interface FeedbackFormValues {
  title: string
  text: string
  type: string
}

export type FeedbackFormErrors = Partial<Record<keyof FeedbackFormValues | 'image' | 'form', string[]>>

export const blankFeedbackValues = (): FeedbackFormValues => ({ title: '', text: '', type: 'bug' })

function errorsOf(error: Record<string, string[] | null> | null | undefined) {
  const clean: Record<string, string[]> = {}
  for (const [key, list] of Object.entries(error ?? {})) if (list?.length) clean[key] = list
  return clean
}

export function feedbackValues(formData: FormData): FeedbackFormValues {
  return {
    title: String(formData.get('title') ?? ''),
    text: String(formData.get('text') ?? ''),
    type: String(formData.get('type') ?? ''),
  }
}

export function parseFeedbackForm(
  formData: FormData,
):
  | { ok: true; input: { title: string; text: string; type: FeedbackType } }
  | { ok: false; errors: FeedbackFormErrors } {
  const submission = parseWithZod(formData, { schema: feedbackSchema })
  if (submission.status !== 'success') return { ok: false, errors: errorsOf(submission.error) }
  return { ok: true, input: submission.value }
}

/** Statuses an answer may leave a feedback in: an answer is never "new" or just "read". */
export const ANSWERED_STATUSES: readonly FeedbackStatus[] = ['waiting_for_answer', 'solved', 'not_a_problem']

export const reviewSchema = z
  .object({
    status: z.enum(FEEDBACK_STATUSES, { errorMap: () => ({ message: 'status' }) }),
    answer: z
      .string()
      .default('')
      .transform((s) => lf(s).trim())
      .refine((s) => s.length <= ANSWER_MAX, 'answerLong'),
  })
  .refine((r) => !r.answer || ANSWERED_STATUSES.includes(r.status), {
    message: 'answerStatus',
    path: ['status'],
  })

export interface ReviewFormValues {
  status: string
  answer: string
}

export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues | 'form', string[]>>

export function parseReviewForm(
  formData: FormData,
):
  | { ok: true; values: ReviewFormValues; input: { status: FeedbackStatus; answer: string } }
  | { ok: false; values: ReviewFormValues; errors: ReviewFormErrors } {
  const values = {
    status: String(formData.get('status') ?? ''),
    answer: String(formData.get('answer') ?? ''),
  }
  const submission = parseWithZod(formData, { schema: reviewSchema })
  if (submission.status !== 'success') return { ok: false, values, errors: errorsOf(submission.error) }
  return { ok: true, values, input: submission.value }
}

/** A feedback id from a query or a form: a positive integer, else null (answered as not found). */
export function feedbackIdOf(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

/** The staff list's status filter: one of the product's statuses, else none. */
export function statusFilterOf(value: string | null): FeedbackStatus | null {
  return FEEDBACK_STATUSES.find((s) => s === value) ?? null
}
