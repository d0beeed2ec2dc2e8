import { remember } from '@epic-web/remember'
import { type DB, db as defaultDb, nowIso } from '~/db/client.server'
import { type JudgePool, createJudgePool } from '~/judge/pool'
import { sandboxAvailability } from '~/judge/sandbox/index'
import type { JudgeReport } from '~/judge/types'
import { type Claim, claimNext, perUserThreads } from './claim.server'
import { buildTask } from './job.server'
import { clearProgress, setProgress } from './progress.server'

/**
 * The queue is the submissions table: in_queue → judging → verdict. The dispatcher claims rows fairly (one
 * per user per round), hands them to the piscina pool and writes the verdict. A crash or kill -9 loses nothing:
 * on start, rows left `judging` go back to `in_queue`.
 */
export interface JudgedSubmission {
  id: number
  userId: number
  exerciseId: number
  competitionId: number | null
  status: JudgeReport['status']
  score: number
}

type Listener = (s: JudgedSubmission) => void

interface QueueState {
  db: DB
  pool: JudgePool | null
  running: number
  capacity: number
  pumping: boolean
  /** A wake that arrived while pumping: the pump may have looked before the new row existed. */
  wokenWhilePumping: boolean
  listeners: Set<Listener>
  idle: Set<() => void>
}

/** After this many pick-ups without a verdict (each one a crash), the judge gives up on the row. */
export const MAX_ATTEMPTS = 3

const state = remember(
  'trilha-judge-queue',
  (): QueueState => ({
    db: defaultDb,
    pool: null,
    running: 0,
    capacity: 0,
    pumping: false,
    wokenWhilePumping: false,
    listeners: new Set(),
    idle: new Set(),
  }),
)

/** Other modules (progress, competitions) learn about verdicts here. */
export function onSubmissionJudged(listener: Listener): () => void {
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}

/** Starts the dispatcher once; refuses (and says why) when the host cannot sandbox. */
export async function startJudgeQueue(options: { db?: DB; pool?: JudgePool } = {}) {
  if (state.pool) return { ok: true as const, threads: state.capacity }
  state.db = options.db ?? defaultDb
  // Judge machines (ADR 021): JUDGE_MODE=remote hands the queue to workers over HTTP (../remote); this process
  // judges nothing. Rows a worker holds under a live lease stay theirs across this restart.
  if (process.env.JUDGE_MODE === 'remote') {
    const requeued = await requeueInterrupted(state.db)
    console.log(`judge: remote workers claim submissions (/internal/judge); ${requeued} requeued`)
    return { ok: true as const, threads: 0 }
  }
  const availability = await sandboxAvailability()
  if (!availability.ok) {
    console.error(`judge: refusing to run submissions — ${availability.reason}`)
    return { ok: false as const, reason: availability.reason }
  }
  const requeued = await requeueInterrupted(state.db)
  if (requeued) console.log(`judge: ${requeued} interrupted submission(s) queued again`)
  state.pool = options.pool ?? createJudgePool()
  state.capacity = state.pool.threads
  console.log(`judge: ${availability.detail}; ${state.capacity} thread(s)`)
  wakeJudge()
  return { ok: true as const, threads: state.capacity }
}

export async function stopJudgeQueue() {
  const pool = state.pool
  state.pool = null
  await whenIdle()
  await pool?.close()
}

/**
 * Rows left `judging` by a stopped process go back to the queue, except those a judge worker holds with a lease
 * still running (remote/claims.server.ts): a restarted primary does not take a live worker's submission away.
 */
export async function requeueInterrupted(conn: DB, now = Date.now()): Promise<number> {
  const result = await conn
    .updateTable('submissions')
    .set({ status: 'in_queue', judge_started_at: null })
    .where('status', '=', 'judging')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('judge_claims as c')
            .select('c.submission_id')
            .whereRef('c.submission_id', '=', 'submissions.id')
            .whereRef('c.started_at', '=', 'submissions.judge_started_at')
            .where('c.lease_expires_at', '>', new Date(now).toISOString()),
        ),
      ),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export function wakeJudge(): void {
  if (!state.pool) return
  if (state.pumping) {
    state.wokenWhilePumping = true
    return
  }
  state.pumping = true
  state.wokenWhilePumping = false
  setImmediate(() => {
    pump().finally(() => {
      state.pumping = false
      if (state.wokenWhilePumping) wakeJudge()
    })
  })
}

/** Resolves when nothing is being judged (tests, shutdown). */
export function whenIdle(): Promise<void> {
  if (state.running === 0) return Promise.resolve()
  return new Promise((resolve) => state.idle.add(resolve))
}

async function pump() {
  while (state.pool && state.running < state.capacity) {
    const pool = state.pool
    const claimed = await claimNext(state.db, Date.now(), perUserThreads(state.capacity))
    if (!claimed) break
    state.running++
    judgeOne(pool, claimed).finally(() => {
      state.running--
      if (state.running === 0) {
        for (const resolve of state.idle) resolve()
        state.idle.clear()
      }
      wakeJudge()
    })
  }
}

export { type Claim, type ClaimLease, FAIRNESS_WINDOW_MS, claimNext, perUserThreads } from './claim.server'

/** `pool` is the one the row was claimed for: a stop meanwhile must not turn the row into internal_error. */
async function judgeOne(pool: JudgePool, claimed: Claim) {
  const conn = state.db
  let report: JudgeReport
  setProgress(claimed.id, { stage: 'queued' })
  try {
    if (claimed.attempts > MAX_ATTEMPTS) {
      report = failure(`gave up after ${MAX_ATTEMPTS} interrupted attempts`)
    } else {
      const task = await buildTask(conn, claimed.id)
      report = task
        ? await pool.run(task, (progress) => setProgress(claimed.id, progress))
        : failure('exercise or test package missing')
    }
  } catch (error) {
    report = failure(`judge failure: ${(error as Error).message}`)
  }
  try {
    await finishJudging(conn, claimed, report)
  } finally {
    // Whoever waits on this submission reads the verdict now (or the row as it is, if a rejudge took it).
    clearProgress(claimed.id)
  }
}

/**
 * Saves the verdict, or, when the judge failed and not the code (a run box crashed, issue 23), queues the row
 * again like an interrupted one, until its attempts run out (then the internal error stands).
 */
export async function finishJudging(conn: DB, claim: Claim, report: JudgeReport) {
  if (report.retry && claim.attempts < MAX_ATTEMPTS) await retryLater(conn, claim, report)
  else await saveVerdict(conn, claim, report)
}

async function retryLater(conn: DB, claim: Claim, report: JudgeReport) {
  console.error(`judge: submission ${claim.id} queued again: ${report.log.join('; ').slice(0, 500)}`)
  await conn
    .updateTable('submissions')
    .set({ status: 'in_queue', judge_started_at: null })
    .where('id', '=', claim.id)
    .where('status', '=', 'judging')
    .where('judge_started_at', '=', claim.startedAt)
    .execute()
}

function failure(message: string): JudgeReport {
  return { status: 'internal_error', score: 0, errorOnSample: false, tests: [], log: [message] }
}

export async function saveVerdict(conn: DB, claim: Pick<Claim, 'id' | 'startedAt'>, report: JudgeReport) {
  const row = await conn
    .updateTable('submissions')
    .set({
      status: report.status,
      score: report.score,
      judged_at: nowIso(),
      error_on_sample: report.errorOnSample ? 1 : 0,
      error_code: report.errorCode ?? null,
      compilation_message: report.compilationMessage ?? null,
      runtime_message: report.runtimeMessage ?? null,
      first_failed_test: report.firstFailedTest ?? null,
      max_cpu_ms: report.tests.length ? Math.round(Math.max(...report.tests.map((t) => t.cpuMs))) : null,
      max_memory_kib: report.tests.length ? Math.max(...report.tests.map((t) => t.memoryKiB)) : null,
      report: JSON.stringify(report.tests),
      log: report.log.join('\n') || null,
    })
    .where('id', '=', claim.id)
    // A rejudge may have queued (or even started) the row again meanwhile: only this pick-up may close it.
    .where('status', '=', 'judging')
    .where('judge_started_at', '=', claim.startedAt)
    .returning(['id', 'user_id', 'exercise_id', 'competition_id'])
    .executeTakeFirst()
  if (!row) return
  const judged: JudgedSubmission = {
    id: row.id,
    userId: row.user_id,
    exerciseId: row.exercise_id,
    competitionId: row.competition_id,
    status: report.status,
    score: report.score,
  }
  for (const listener of state.listeners) {
    try {
      listener(judged)
    } catch (error) {
      console.error('judge: a verdict listener failed', error)
    }
  }
}
