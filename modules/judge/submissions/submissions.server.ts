import type { SessionUser } from '~/app/kernel/auth/policy'
import { db, nowIso } from '~/db/client.server'
import { languageAvailability } from '~/judge/languages'
import { exerciseAccess } from '../access'
import { type CompetitionRefusal, competitionGate } from '../competition-gate.server'
import { type LanguageId, MAX_CODE_BYTES, isLanguageId } from '../constants'
import { saveDraft } from '../exercises/drafts.server'
import { findExercise } from '../exercises/exercises.server'
import { acceptedSubmissions } from '../practice/solved.server'
import { wakeJudge } from './queue.server'

export interface SubmitInput {
  user: SessionUser
  exerciseId: number
  language: unknown
  code: unknown
  competitionId?: number | null
  /** The payload's submittingTime (ISO string or epoch ms); kept for competitions. */
  submittingTime?: unknown
}

export type SubmitRefusal =
  | 'invalid_language'
  | 'language_unavailable'
  | 'empty_code'
  | 'code_too_long'
  | 'not_found'
  | 'pro_needed'
  | CompetitionRefusal
  | 'no_tests'

export type SubmitResult = { ok: true; id: number; status: 'in_queue' } | { ok: false; reason: SubmitRefusal }

/** Checks the code a student sends: a judge language, non-empty, at most 64 KiB of UTF-8. */
export function checkSolution(
  language: unknown,
  code: unknown,
): { ok: true; language: LanguageId; code: string } | { ok: false; reason: SubmitRefusal } {
  if (!isLanguageId(language)) return { ok: false, reason: 'invalid_language' }
  if (typeof code !== 'string' || code.trim() === '') return { ok: false, reason: 'empty_code' }
  if (Buffer.byteLength(code, 'utf8') > MAX_CODE_BYTES) return { ok: false, reason: 'code_too_long' }
  return { ok: true, language, code }
}

function submittingTimeIso(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * Queues a solution (docs/product.md#judge-submissions: submit payload → {id, status}): validates it, inserts an in_queue row,
 * keeps the code as the user's draft and wakes the judge.
 */
export async function submitSolution(input: SubmitInput): Promise<SubmitResult> {
  const solution = checkSolution(input.language, input.code)
  if (!solution.ok) return solution
  // A language this host cannot judge (Dart: no Debian package) would only fail later as an internal error.
  if (!(await languageAvailability(solution.language))?.available)
    return { ok: false, reason: 'language_unavailable' }
  const exercise = await findExercise(input.exerciseId)
  if (!exercise) return { ok: false, reason: 'not_found' }
  if (input.competitionId != null) {
    // A competition's rules replace the exercise's visibility: its private problems open to participants.
    const gate = await competitionGate({
      user: input.user,
      competitionId: input.competitionId,
      exerciseId: exercise.id,
      now: new Date(),
      intent: 'submit',
    })
    if (!gate.ok) return gate
    if (!gate.context.canSubmit) return { ok: false, reason: 'competition_not_running' }
  } else {
    const access = exerciseAccess(input.user, exercise)
    if (access !== 'ok') return { ok: false, reason: access }
  }
  if (exercise.package_hash === null) return { ok: false, reason: 'no_tests' }

  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('submissions')
      .values({
        user_id: input.user.id,
        exercise_id: exercise.id,
        competition_id: input.competitionId ?? null,
        language: solution.language,
        code: solution.code,
        status: 'in_queue',
        created_at: nowIso(),
        client_submitting_time: submittingTimeIso(input.submittingTime),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await saveDraft(input.user.id, exercise.id, solution, trx)
    return row.id
  })
  wakeJudge()
  return { ok: true, id, status: 'in_queue' }
}

/** Whether a user has solved an exercise (the rule of solved.server.ts: any accepted submission). */
export async function hasSolved(userId: number, exerciseId: number) {
  const row = await acceptedSubmissions(userId)
    .select('submissions.id')
    .where('submissions.exercise_id', '=', exerciseId)
    .limit(1)
    .executeTakeFirst()
  return !!row
}
