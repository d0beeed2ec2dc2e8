import type { Updateable } from 'kysely'
import { db } from '~/db/client.server'
import type { SubmissionsTable } from '~/db/schema'
import { wakeJudge } from './queue.server'

/** Everything a verdict wrote, back to a fresh in_queue row (the code, author and times stay). */
const RESET: Updateable<SubmissionsTable> = {
  status: 'in_queue',
  score: null,
  judge_started_at: null,
  judged_at: null,
  attempts: 0,
  error_on_sample: 0,
  error_code: null,
  compilation_message: null,
  runtime_message: null,
  first_failed_test: null,
  max_cpu_ms: null,
  max_memory_kib: null,
  report: null,
  log: null,
}

export type RejudgeTarget = { submissionId: number } | { exerciseId: number } | { competitionId: number }

/** Queues submissions again (staff rejudge) and wakes the judge. Returns how many rows went back. */
async function requeue(target: RejudgeTarget): Promise<number> {
  let query = db.updateTable('submissions').set(RESET)
  if ('submissionId' in target) query = query.where('id', '=', target.submissionId)
  else if ('exerciseId' in target) query = query.where('exercise_id', '=', target.exerciseId)
  else query = query.where('competition_id', '=', target.competitionId)
  const result = await query.executeTakeFirst()
  const count = Number(result.numUpdatedRows)
  if (count > 0) wakeJudge()
  return count
}

export const requeueSubmission = (id: number) => requeue({ submissionId: id })
export const requeueExercise = (exerciseId: number) => requeue({ exerciseId })
export const requeueCompetition = (competitionId: number) => requeue({ competitionId })

/** The rejudge API: null when the submission, exercise or competition does not exist. */
export async function rejudge(target: RejudgeTarget): Promise<number | null> {
  const [table, id] =
    'submissionId' in target
      ? (['submissions', target.submissionId] as const)
      : 'exerciseId' in target
        ? (['programming_exercises', target.exerciseId] as const)
        : (['competitions', target.competitionId] as const)
  const exists = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
  return exists ? requeue(target) : null
}
