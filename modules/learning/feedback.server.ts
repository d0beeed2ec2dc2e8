import { db } from '~/db/client.server'
import type { QuickFeedbackInput } from './schemas'

export type QuickFeedbackTarget = 'lesson' | 'exercise'

export interface QuickFeedbackValue {
  value: 'like' | 'dislike'
  comment: string | null
}

/** The student's like/dislike (and comment) on a lesson or an exercise, or null (spec §3 quick feedback). */
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
