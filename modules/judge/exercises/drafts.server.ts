import { type DB, db, nowIso } from '~/db/client.server'
import { DEFAULT_LANGUAGE, type LanguageId, isLanguageId } from '../constants'

export interface SolutionDraft {
  exercise_id: number
  language: LanguageId
  code: string
}

/** The user's saved draft for an exercise, or null when they never saved one. */
export async function findDraft(
  userId: number,
  exerciseId: number,
  conn: DB = db,
): Promise<SolutionDraft | null> {
  const row = await conn
    .selectFrom('solution_drafts')
    .select(['language', 'code'])
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .executeTakeFirst()
  if (!row) return null
  return {
    exercise_id: exerciseId,
    language: isLanguageId(row.language) ? row.language : DEFAULT_LANGUAGE,
    code: row.code,
  }
}

/** The user's draft for an exercise; a fresh one is C with no code (docs/product.md#judge-submissions). */
export async function getDraft(userId: number, exerciseId: number, conn: DB = db): Promise<SolutionDraft> {
  return (
    (await findDraft(userId, exerciseId, conn)) ?? {
      exercise_id: exerciseId,
      language: DEFAULT_LANGUAGE,
      code: '',
    }
  )
}

export async function saveDraft(
  userId: number,
  exerciseId: number,
  draft: { language: LanguageId; code: string },
  conn: DB = db,
) {
  const updated_at = nowIso()
  await conn
    .insertInto('solution_drafts')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      language: draft.language,
      code: draft.code,
      updated_at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'exercise_id'])
        .doUpdateSet({ language: draft.language, code: draft.code, updated_at }),
    )
    .execute()
}
