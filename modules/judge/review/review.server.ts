// Exercise visibility workflow (docs/product.md#judge-exercises): private → public (author or staff, on the edit page) → staff review
// once MORE than 5 distinct users have solved it → community. Keeping it public also closes the review.
import { sql } from 'kysely'
import { z } from 'zod'
import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db, nowIso } from '~/db/client.server'
import { isJudgeStaff } from '../access'
import { localized } from '../exercises/exercises.server'

/** docs/product.md#judge-exercises: "public exercise review after more than 5 solvers". */
export const REVIEW_MIN_SOLVERS_EXCLUSIVE = 5

function solversPerExercise(conn: DB) {
  return conn
    .selectFrom('submissions')
    .select(['exercise_id', sql<number>`count(distinct user_id)`.as('solvers')])
    .where('status', '=', 'accepted')
    .groupBy('exercise_id')
    .having(sql`count(distinct user_id)`, '>', REVIEW_MIN_SOLVERS_EXCLUSIVE)
}

export interface ReviewCandidate {
  id: number
  title: string
  solvers: number
  author: { id: number; name: string } | null
  created_at: string
}

/** Public exercises not reviewed yet that more than 5 distinct users have solved, oldest first. */
export async function reviewCandidates(lng: Lng = 'pt-BR', conn: DB = db): Promise<ReviewCandidate[]> {
  const rows = await conn
    .selectFrom('programming_exercises')
    .innerJoin(solversPerExercise(conn).as('s'), 's.exercise_id', 'programming_exercises.id')
    .leftJoin('users', 'users.id', 'programming_exercises.author_id')
    .select([
      'programming_exercises.id',
      'programming_exercises.title_br',
      'programming_exercises.title_gb',
      'programming_exercises.created_at',
      's.solvers',
      'users.id as author_id',
      'users.name as author_name',
    ])
    .where('programming_exercises.visibility', '=', 'public')
    .where('programming_exercises.reviewed_at', 'is', null)
    .orderBy('programming_exercises.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: localized(r.title_br, r.title_gb, lng),
    solvers: Number(r.solvers),
    author:
      r.author_id !== null && r.author_name ? { id: r.author_id, name: displayName(r.author_name) } : null,
    created_at: r.created_at,
  }))
}

export type ReviewDecision = 'approve' | 'keep_public'

export type ReviewResult =
  | { ok: true; visibility: 'community' | 'public' }
  | { ok: false; reason: 'forbidden' | 'not_found' | 'not_candidate' }

/**
 * Staff decision on a candidate: approve → community; keep public → stays public, no longer a candidate.
 * Both record who reviewed it and when. The candidate check runs inside the write so two staff members
 * deciding at once cannot both win.
 */
export async function reviewExercise(
  reviewer: SessionUser | null,
  exerciseId: number,
  decision: ReviewDecision,
  conn: DB = db,
): Promise<ReviewResult> {
  if (!reviewer || !isJudgeStaff(reviewer)) return { ok: false, reason: 'forbidden' }
  return conn.transaction().execute(async (trx) => {
    const exercise = await trx
      .selectFrom('programming_exercises')
      .select(['id', 'visibility', 'reviewed_at'])
      .where('id', '=', exerciseId)
      .executeTakeFirst()
    if (!exercise) return { ok: false, reason: 'not_found' } as const
    const result = await trx
      .updateTable('programming_exercises')
      .set({
        visibility: decision === 'approve' ? 'community' : 'public',
        reviewed_at: nowIso(),
        reviewed_by: reviewer.id,
        updated_at: nowIso(),
      })
      .where('id', '=', exerciseId)
      .where('visibility', '=', 'public')
      .where('reviewed_at', 'is', null)
      .where('id', 'in', solversPerExercise(trx).clearSelect().select('exercise_id'))
      .executeTakeFirst()
    if (result.numUpdatedRows === 0n) return { ok: false, reason: 'not_candidate' } as const
    return { ok: true, visibility: decision === 'approve' ? 'community' : 'public' } as const
  })
}

/** The review form: which exercise and what the staff member decided. */
export const reviewFormSchema = z.object({
  exercise_id: z.number().int().positive(),
  decision: z.enum(['approve', 'keep_public']),
})
