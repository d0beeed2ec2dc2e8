// Submissions for tests (not a test file itself): rows as the queue leaves them, no judge involved.
import type { Insertable } from 'kysely'
import { db } from '~/db/client.server'
import type { SubmissionStatus, SubmissionsTable } from '~/db/schema'

const WAITING: SubmissionStatus[] = ['in_queue', 'judging', 'frozen']

/**
 * A submission row (accepted C by default). Its score follows the status unless given: 100 accepted, none
 * while waiting for a verdict, 0 otherwise.
 */
export async function addSubmission(
  userId: number,
  exerciseId: number,
  fields: Partial<Insertable<SubmissionsTable>> = {},
): Promise<number> {
  const status = fields.status ?? 'accepted'
  const row = await db
    .insertInto('submissions')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      language: 'c',
      code: 'int main(){}',
      status,
      score: status === 'accepted' ? 100 : WAITING.includes(status) ? null : 0,
      // A field given as undefined keeps the default (a helper passing its own optional argument on).
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
