import { type DB, db } from '~/db/client.server'
import type { SubmissionStatus } from '~/db/schema'

export interface PersonSubmission {
  userId: number
  exerciseId: number
  status: SubmissionStatus
  score: number | null
  createdAt: string
}

/**
 * Every submission of these people to these exercises sent at or after `since` (ISO), oldest first: the
 * org module's class lists decide from them what counts inside a list's window (practice and competitions
 * alike, like "solved"). The judge's own faults (internal_error) are not the student's and are left out.
 */
export async function submissionsOfPeople(
  userIds: number[],
  exerciseIds: number[],
  since: string,
  conn: DB = db,
): Promise<PersonSubmission[]> {
  if (userIds.length === 0 || exerciseIds.length === 0) return []
  const rows = await conn
    .selectFrom('submissions')
    .select(['user_id', 'exercise_id', 'status', 'score', 'created_at'])
    .where('user_id', 'in', userIds)
    .where('exercise_id', 'in', exerciseIds)
    .where('created_at', '>=', since)
    .where('status', '!=', 'internal_error')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    userId: r.user_id,
    exerciseId: r.exercise_id,
    status: r.status,
    score: r.score,
    createdAt: r.created_at,
  }))
}
