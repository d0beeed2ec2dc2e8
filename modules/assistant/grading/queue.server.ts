import { remember } from '@epic-web/remember'
import { sql } from 'kysely'
import { db } from '~/db/client.server'
import type { GradedKind } from '~/db/schema-grading'
import {
  answersNotTakenUp,
  mathAnswerForGrading,
  onAnswerSubmitted,
  projectAnswerForGrading,
  saveMathGrade,
  saveProjectGrade,
  setGradeState,
} from '~/modules/learning/index'
import { ModelUnavailableError, modelConfig } from '../model/client.server'
import { RepositoryRefusedError, RepositoryUnavailableError } from './files.server'
import { askMathGrade, planMathGrade } from './math.server'
import { askProjectGrade, planProjectGrade } from './project.server'

// The grader's queue (grading/README.md): `grading_jobs`, one row per answer, like the judge's queue is its submissions
// table. One job at a time (a model call is slow and the machine small). A job left `running` by a crash goes
// back to `queued` at start. A reply that is not a valid grade is retried with a growing wait and, after
// MAX_ATTEMPTS, left to staff; a model server that is down or not configured costs no attempt: the job waits.

export const GRADING_LIMITS = {
  maxAttempts: 5,
  backoffBaseMs: 30_000,
  backoffMaxMs: 30 * 60_000,
  /** A model server that does not answer is asked again after this (no attempt counted). */
  unavailableRetryMs: 2 * 60_000,
  /** The longest the dispatcher sleeps before looking again. */
  maxSleepMs: 10 * 60_000,
} as const

export type GradeOutcome =
  | 'graded'
  | 'staff_review'
  | 'retry'
  | 'waiting_model'
  | 'gone'
  | 'idle'
  | 'no_model'

interface Job {
  id: number
  kind: GradedKind
  submissionId: number
  attempts: number
}

const state = remember('trilha-grading-queue', () => ({
  started: false,
  busy: false,
  again: false,
  timer: null as NodeJS.Timeout | null,
  unfollow: null as (() => void) | null,
  inFlight: null as AbortController | null,
  idle: new Set<() => void>(),
}))

/** A new answer: queued (or waiting, with no model configured) and shown so. Idempotent. */
export async function enqueueAnswer(kind: GradedKind, submissionId: number, now = new Date()): Promise<void> {
  const at = now.toISOString()
  await db
    .insertInto('grading_jobs')
    .values({ kind, submission_id: submissionId, next_attempt_at: at, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['kind', 'submission_id']).doNothing())
    .execute()
  await setGradeState(kind, submissionId, modelConfig() ? 'queued' : 'waiting_model', now)
}

/** Answers written while no grader ran (or just before a crash) join the queue. */
export async function sweepNotTakenUp(now = new Date()): Promise<number> {
  const answers = await answersNotTakenUp()
  for (const a of answers) await enqueueAnswer(a.kind, a.id, now)
  return answers.length
}

export async function requeueInterrupted(): Promise<number> {
  const result = await db
    .updateTable('grading_jobs')
    .set({ state: 'queued' })
    .where('state', '=', 'running')
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function claimNextJob(now: Date): Promise<Job | null> {
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('grading_jobs')
      .select(['id', 'kind', 'submission_id', 'attempts'])
      .where('state', '=', 'queued')
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    if (!next) return null
    await trx
      .updateTable('grading_jobs')
      .set({ state: 'running', attempts: next.attempts + 1, updated_at: now.toISOString() })
      .where('id', '=', next.id)
      .execute()
    return { id: next.id, kind: next.kind, submissionId: next.submission_id, attempts: next.attempts + 1 }
  })
}

async function finish(job: Job, jobState: 'done' | 'staff_review' | 'queued', now: Date, extra = {}) {
  await db
    .updateTable('grading_jobs')
    .set({ state: jobState, updated_at: now.toISOString(), ...extra })
    .where('id', '=', job.id)
    .execute()
}

const backoff = (attempts: number) =>
  Math.min(GRADING_LIMITS.backoffBaseMs * 2 ** (attempts - 1), GRADING_LIMITS.backoffMaxMs)

/** Grades one claimed job; errors are the caller's. */
async function gradeJob(job: Job, now: Date, signal: AbortSignal): Promise<GradeOutcome> {
  if (job.kind === 'math') {
    const answer = await mathAnswerForGrading(job.submissionId)
    if (!answer) return 'gone'
    const plan = await planMathGrade(answer)
    if (plan.action === 'staff') return 'staff_review'
    const grade = await askMathGrade(answer, plan.messages, signal)
    await saveMathGrade(job.submissionId, grade, { grader: 'ai' }, new Date(now))
    return 'graded'
  }
  const answer = await projectAnswerForGrading(job.submissionId)
  if (!answer) return 'gone'
  const plan = await planProjectGrade(answer)
  if (plan.action === 'staff') return 'staff_review'
  const grade = plan.action === 'done' ? plan.grade : await askProjectGrade(answer, plan.messages, signal)
  await saveProjectGrade(job.submissionId, grade, { grader: 'ai' }, now)
  return 'graded'
}

/**
 * Claims the next due job and grades it. `now` decides what is due (tests pass their own clock). With no model
 * configured nothing is claimed: the answers wait, shown as waiting for the AI.
 */
export async function gradeNext(now = new Date()): Promise<GradeOutcome> {
  if (!modelConfig()) return 'no_model'
  const job = await claimNextJob(now)
  if (!job) return 'idle'
  const controller = new AbortController()
  state.inFlight = controller
  try {
    const outcome = await gradeJob(job, now, controller.signal)
    if (outcome === 'staff_review') {
      await setGradeState(job.kind, job.submissionId, 'staff_review', now)
      await finish(job, 'staff_review', now)
    } else await finish(job, 'done', now, { last_error: null })
    return outcome
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000)
    if (controller.signal.aborted) return 'waiting_model' // stopping: the job stays running, queued at start
    // GitHub refusing (private, off-GitHub redirect) will not change by waiting; a person looks at it.
    const giveUp =
      error instanceof RepositoryRefusedError ||
      (error instanceof RepositoryUnavailableError && job.attempts >= GRADING_LIMITS.maxAttempts)
    if (giveUp) {
      await setGradeState(job.kind, job.submissionId, 'staff_review', now)
      await finish(job, 'staff_review', now, { last_error: message })
      return 'staff_review'
    }
    if (error instanceof RepositoryUnavailableError) {
      // Unlike the model server, GitHub out of reach costs an attempt: a filtered network never ends otherwise.
      const wait = Math.max(
        GRADING_LIMITS.unavailableRetryMs,
        (error.retryAt?.getTime() ?? 0) - now.getTime(),
      )
      await setGradeState(job.kind, job.submissionId, 'waiting_model', now)
      await finish(job, 'queued', now, {
        next_attempt_at: new Date(now.getTime() + wait).toISOString(),
        last_error: message,
      })
      return 'waiting_model'
    }
    if (error instanceof ModelUnavailableError) {
      const retryAt = new Date(now.getTime() + GRADING_LIMITS.unavailableRetryMs).toISOString()
      await setGradeState(job.kind, job.submissionId, 'waiting_model', now)
      await finish(job, 'queued', now, {
        attempts: job.attempts - 1,
        next_attempt_at: retryAt,
        last_error: message,
      })
      return 'waiting_model'
    }
    // Not a valid grade (or the answer could not be read): "feedback unavailable", tried again later.
    if (job.attempts >= GRADING_LIMITS.maxAttempts) {
      await setGradeState(job.kind, job.submissionId, 'staff_review', now)
      await finish(job, 'staff_review', now, { last_error: message })
      return 'staff_review'
    }
    const retryAt = new Date(now.getTime() + backoff(job.attempts)).toISOString()
    await setGradeState(job.kind, job.submissionId, 'feedback_unavailable', now)
    await finish(job, 'queued', now, { next_attempt_at: retryAt, last_error: message })
    return 'retry'
  } finally {
    if (state.inFlight === controller) state.inFlight = null
  }
}

/** Starts the dispatcher once: interrupted jobs queued again, answers not taken up swept in, then work. */
export async function startGrading(): Promise<void> {
  if (state.started) return
  state.started = true
  state.unfollow = onAnswerSubmitted((kind, id) => {
    enqueueAnswer(kind, id)
      .then(wakeGrader)
      .catch((error) => console.error('grading: could not queue an answer', error))
  })
  const requeued = await requeueInterrupted()
  const swept = await sweepNotTakenUp()
  if (requeued || swept) console.log(`grading: ${requeued} interrupted and ${swept} waiting answer(s) queued`)
  if (!modelConfig())
    console.log('grading: no model configured (OPENAI_BASE_URL / OPENAI_API_KEY): answers wait')
  wakeGrader()
}

/** Stops taking jobs; a call in flight is aborted and its job, left `running`, is queued at the next start. */
export function stopGrading(): void {
  state.started = false
  state.unfollow?.()
  state.unfollow = null
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
  state.inFlight?.abort()
}

export function wakeGrader(): void {
  if (!state.started) return
  if (state.busy) {
    state.again = true
    return
  }
  state.busy = true
  state.again = false
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
  setImmediate(() => void pump())
}

async function pump() {
  let last: GradeOutcome = 'idle'
  try {
    while (state.started) {
      last = await gradeNext(new Date())
      if (last === 'idle' || last === 'no_model') break
    }
  } catch (error) {
    console.error('grading: the dispatcher failed', error)
  } finally {
    state.busy = false
    if (state.again) wakeGrader()
    else {
      if (last !== 'no_model') await scheduleNext().catch(() => {})
      for (const resolve of state.idle) resolve()
      state.idle.clear()
    }
  }
}

/** Sleeps until the next retry is due (bounded), so a backoff needs no wake from outside. */
async function scheduleNext() {
  if (!state.started) return
  const row = await db
    .selectFrom('grading_jobs')
    .select(sql<string | null>`min(next_attempt_at)`.as('next'))
    .where('state', '=', 'queued')
    .executeTakeFirst()
  if (!row?.next) return
  const delay = Math.min(Math.max(Date.parse(row.next) - Date.now(), 1000), GRADING_LIMITS.maxSleepMs)
  if (state.timer) clearTimeout(state.timer)
  state.timer = setTimeout(wakeGrader, delay)
  state.timer.unref()
}

/** Resolves when the dispatcher has nothing running (tests, shutdown). */
export function whenGradingIdle(): Promise<void> {
  if (!state.busy) return Promise.resolve()
  return new Promise((resolve) => state.idle.add(resolve))
}
