import { type SessionUser, can } from '~/app/kernel/auth/policy'
import type { ExerciseVisibility } from '~/db/schema'

/** Staff of the practice domain: content creators (create_content) and admins (who hold every permission). */
export function isJudgeStaff(user: SessionUser | null): boolean {
  return can(user, 'create_content')
}

interface ExerciseAccessFields {
  visibility: ExerciseVisibility
  is_free: number
  author_id: number | null
}

function isAuthor(user: SessionUser | null, exercise: ExerciseAccessFields) {
  return !!user && exercise.author_id !== null && exercise.author_id === user.id
}

/** Private exercises: their author and staff only; public and community: everyone, visitors included. */
export function canSeeExercise(user: SessionUser | null, exercise: ExerciseAccessFields): boolean {
  if (exercise.visibility !== 'private') return true
  return isAuthor(user, exercise) || isJudgeStaff(user)
}

/**
 * What a person may do with an exercise: `not_found` hides it (no leak of private ones), `pro_needed` means
 * it exists but its statement is PRO content (docs/product.md#judge-exercises: PRO-only content; staff and the author always read it).
 */
export function exerciseAccess(
  user: SessionUser | null,
  exercise: ExerciseAccessFields | undefined,
): 'ok' | 'not_found' | 'pro_needed' {
  if (!exercise || !canSeeExercise(user, exercise)) return 'not_found'
  if (exercise.is_free === 1 || can(user, 'pro_or_admin') || isJudgeStaff(user) || isAuthor(user, exercise))
    return 'ok'
  return 'pro_needed'
}

/** Downloading the first failing test: PRO users and staff (docs/product.md#judge-exercises). */
export function canDownloadTests(user: SessionUser | null): boolean {
  return can(user, 'download_failing_test') || isJudgeStaff(user)
}
