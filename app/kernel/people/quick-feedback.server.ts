import { z } from 'zod'
import { db } from '~/db/client.server'
import { createFlash } from '../requests/flash.server'
import { QUICK_FEEDBACK_COMMENT_MAX } from '../requests/limits'

// Quick feedback (docs/product.md#kernel-requests-and-errors): a like/dislike and an optional comment on a lesson or an exercise. Here, below both
// the judge and learning (ADR 014), because both pages embed it; the table is learning's (migration
// 0003-learning), the form is `app/ui/QuickFeedback.tsx`, the route `app/routes/quick-feedback.tsx`.

export type QuickFeedbackTarget = 'lesson' | 'exercise'

export interface QuickFeedbackValue {
  value: 'like' | 'dislike'
  comment: string | null
}

// Messages are keys of the common namespace, translated where they are shown.
export const quickFeedbackSchema = z.object({
  target_type: z.enum(['lesson', 'exercise'], {
    errorMap: () => ({ message: 'quickFeedback.errors.target' }),
  }),
  target_id: z.coerce
    .number({ invalid_type_error: 'quickFeedback.errors.target' })
    .int('quickFeedback.errors.target')
    .positive('quickFeedback.errors.target'),
  value: z.enum(['like', 'dislike'], { errorMap: () => ({ message: 'quickFeedback.errors.value' }) }),
  comment: z
    .string()
    .trim()
    .max(QUICK_FEEDBACK_COMMENT_MAX, 'quickFeedback.errors.commentTooLong')
    .optional(),
  redirect_to: z.string().max(2000).optional(),
})
export type QuickFeedbackInput = z.infer<typeof quickFeedbackSchema>

/** The student's like/dislike (and comment) on a lesson or an exercise, or null. */
export async function quickFeedbackOf(
  userId: number,
  targetType: QuickFeedbackTarget,
  targetId: number,
): Promise<QuickFeedbackValue | null> {
  const row = await db
    .selectFrom('quick_feedback')
    .select(['value', 'comment'])
    .where('user_id', '=', userId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .executeTakeFirst()
  return row ?? null
}

async function targetExists(type: QuickFeedbackTarget, id: number) {
  const row =
    type === 'lesson'
      ? await db.selectFrom('lessons').select('id').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('programming_exercises').select('id').where('id', '=', id).executeTakeFirst()
  return !!row
}

/** One feedback per student and target: a new one replaces the old (false when the target does not exist). */
export async function saveQuickFeedback(userId: number, input: QuickFeedbackInput, now = new Date()) {
  if (!(await targetExists(input.target_type, input.target_id))) return false
  const comment = input.comment ?? null
  await db
    .insertInto('quick_feedback')
    .values({
      user_id: userId,
      target_type: input.target_type,
      target_id: input.target_id,
      value: input.value,
      comment,
      created_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'target_type', 'target_id']).doUpdateSet({ value: input.value, comment }),
    )
    .execute()
  return true
}

/** A refused feedback on its way back to its page: common-namespace error keys and what was typed. */
export interface FeedbackRefusal {
  errors: string[]
  value: string
  comment: string
}

/** A cookie holds about 4 KB; a refused comment is cut so the signed, base64 value stays under it. */
const COMMENT_MAX_BYTES = 2000

const channel = createFlash(
  'trilha_feedback',
  (v): v is FeedbackRefusal =>
    !!v && typeof v === 'object' && Array.isArray((v as { errors?: unknown }).errors),
)

function cutToBytes(text: string, max: number) {
  let out = text
  while (Buffer.byteLength(out) > max) out = out.slice(0, Math.floor(out.length * 0.9))
  return out
}

/** The Set-Cookie header that brings `refusal` back to `target`'s next GET, once (the kernel's flash). */
export function setFeedbackRefusal(target: string, refusal: FeedbackRefusal): Promise<string> {
  return channel.set(target, { ...refusal, comment: cutToBytes(refusal.comment, COMMENT_MAX_BYTES) })
}

/**
 * For a page that embeds QuickFeedback: the feedback refused for this page, if any (errors and what was
 * typed), and the headers to send with the page (they clear the flash).
 */
export async function takeFeedbackRefusal(request: Request) {
  const { flash, headers } = await channel.take(request)
  if (!flash) return { refused: null, headers }
  const value: 'like' | 'dislike' | null =
    flash.value === 'like' || flash.value === 'dislike' ? flash.value : null
  return { refused: { errors: flash.errors, current: { value, comment: flash.comment } }, headers }
}
