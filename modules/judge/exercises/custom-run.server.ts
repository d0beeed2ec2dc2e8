// Custom tests (issue 21, docs/product.md#judge-exercises: a PRO feature): the student's code on the student's
// own input, once, in the real sandbox with the exercise's limits; nothing is submitted or judged. Each run is a
// row, so the form without JavaScript can go POST → 303 → GET of the run; a user keeps their last KEEP_PER_USER.
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { type RateRule, hit } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import type { CustomRun } from '~/db/schema-workshop'
import { type CustomRunReport, runCustom } from '~/judge/custom-run'
import { inLine, lineLength } from '../one-at-a-time.server'
import { exerciseRunLimits } from '../submissions/job.server'
import type { CustomRunView } from './workspace-types'

/** Runs are quick but each is a sandbox on a 2-core host: a student trying inputs, not a flood. */
export const CUSTOM_RUN_RULE: RateRule = { bucket: 'custom-run', limit: 10, windowMs: 60_000 }
export const MAX_INPUT_BYTES = 64 * 1024
const KEEP_PER_USER = 20
/** Runs share the host with the judge's queue: one at a time, a few waiting; past that the answer is 429. */
const MAX_WAITING = 4

export type CustomRunRefusal = 'custom_run_not_pro' | 'too_many_requests' | 'input_too_long' | 'not_found'

/** One run at a time in this process (the queue keeps its own threads); null when too many wait already. */
async function oneAtATime<T>(work: () => Promise<T>): Promise<T | null> {
  if (lineLength('custom-run') >= MAX_WAITING) return null
  return inLine('custom-run', work)
}

export function mayRunCustomTests(user: SessionUser | null): boolean {
  return can(user, 'pro_or_admin')
}

/** The caller has checked that the user may read the exercise (its page's access rules). */
export async function startCustomRun(input: {
  user: SessionUser
  exerciseId: number
  language: string
  code: string
  stdin: string
}): Promise<{ ok: true; run: CustomRun } | { ok: false; reason: CustomRunRefusal; retryAfter?: number }> {
  const { user, exerciseId, language, code, stdin } = input
  if (!mayRunCustomTests(user)) return { ok: false, reason: 'custom_run_not_pro' }
  if (Buffer.byteLength(stdin, 'utf8') > MAX_INPUT_BYTES) return { ok: false, reason: 'input_too_long' }
  const limit = hit(CUSTOM_RUN_RULE, String(user.id))
  if (!limit.ok) return { ok: false, reason: 'too_many_requests', retryAfter: limit.retryAfterSeconds }
  const bounds = await exerciseRunLimits(db, exerciseId, language)
  if (!bounds) return { ok: false, reason: 'not_found' }
  const report = await oneAtATime(() =>
    runCustom({ language, code, input: stdin, limits: bounds.limits }, { settings: bounds.settings }),
  )
  if (!report) return { ok: false, reason: 'too_many_requests', retryAfter: 5 }
  const run = await storeRun(user.id, exerciseId, { language, code, stdin }, bounds.limits, report)
  return { ok: true, run }
}

async function storeRun(
  userId: number,
  exerciseId: number,
  typed: { language: string; code: string; stdin: string },
  limits: { timeMs: number; memoryMiB: number },
  report: CustomRunReport,
) {
  return db.transaction().execute(async (trx) => {
    const run = await trx
      .insertInto('custom_runs')
      .values({
        user_id: userId,
        exercise_id: exerciseId,
        language: typed.language,
        code: typed.code,
        input: typed.stdin,
        status: report.status,
        stdout: report.stdout,
        stderr: report.stderr,
        compilation_message: report.compilationMessage,
        error_code: report.errorCode,
        cpu_ms: report.cpuMs,
        memory_kib: report.memoryKiB,
        time_limit_ms: limits.timeMs,
        memory_limit_mib: limits.memoryMiB,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const keep = trx
      .selectFrom('custom_runs')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(KEEP_PER_USER)
    await trx.deleteFrom('custom_runs').where('user_id', '=', userId).where('id', 'not in', keep).execute()
    return run
  })
}

/** A run, to its owner only (anyone else gets nothing: a run holds their code). */
export async function findCustomRun(userId: number, exerciseId: number, runId: number) {
  return db
    .selectFrom('custom_runs')
    .selectAll()
    .where('id', '=', runId)
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .executeTakeFirst()
}

export function customRunView(run: CustomRun): CustomRunView {
  return {
    id: run.id,
    language: run.language,
    input: run.input,
    code: run.code,
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    compilationMessage: run.compilation_message,
    cpuMs: run.cpu_ms,
    memoryKiB: run.memory_kib,
    timeLimitMs: run.time_limit_ms,
    memoryLimitMib: run.memory_limit_mib,
    createdAt: run.created_at,
  }
}

export const customRunPath = (prefix: string, exerciseId: number, runId: number) =>
  `/${prefix}/exercise/${exerciseId}/run/${runId}`
