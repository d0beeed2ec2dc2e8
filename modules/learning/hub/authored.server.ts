// Projects and math exercises outside lessons (issue 21) follow one rule of who sees and who edits them; a
// row a course's lesson uses is read in that lesson, behind the course's PRO and schedule rules (lessonAccess).
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'

interface Authored {
  id: number
  author_id: number | null
  visibility: string
}

/** Editors (the manage card, the edit form): content creators, and its author. */
export function canEditAuthored(user: SessionUser | null, row: { author_id: number | null }) {
  return !!user && (can(user, 'create_content') || (row.author_id !== null && row.author_id === user.id))
}

/** Private rows: their editors only (to anyone else they do not exist). */
export function canSeeAuthored(user: SessionUser | null, row: Omit<Authored, 'id'>) {
  return row.visibility !== 'private' || canEditAuthored(user, row)
}

/** The lesson column that points at each kind of row. */
export type LessonColumn = 'project_id' | 'math_exercise_id'

/** Whether this person may open the row on its own page (null: it does not exist). */
export async function openOutsideLessons(
  user: SessionUser | null,
  row: Authored | undefined,
  column: LessonColumn,
): Promise<boolean> {
  if (!row || !canSeeAuthored(user, row)) return false
  if (can(user, 'create_content')) return true
  const inLesson = await db.selectFrom('lessons').select('id').where(column, '=', row.id).executeTakeFirst()
  return !inLesson
}

/** ':id' of these pages: digits only, else 0 (which no row has: a 404). */
export const rowIdParam = (param: string | undefined) => (/^\d{1,9}$/.test(param ?? '') ? Number(param) : 0)
