import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { DB } from '~/db/client.server'
import type { JudgeReport } from '~/judge/types'
import { packageDir } from '../packages/paths.server'
import { buildTask } from '../submissions/job.server'
import { clearProgress, setProgress } from '../submissions/progress.server'
import {
  type Claim,
  MAX_ATTEMPTS,
  claimNext,
  finishJudging,
  perUserThreads,
  saveVerdict,
} from '../submissions/queue.server'
import type { ClaimAnswer, FileRef, WireTask } from './wire'

// The primary's side of judge workers over HTTP (README.md, ADR 021). A claim is the queue's own claim
// (claimNext: one UPDATE … WHERE status = 'in_queue', fair order) plus a judge_claims row: a random token and
// a lease. The worker renews the lease with heartbeats; a lease that runs out puts the row back in the queue
// (checked at every claim), and a verdict is taken only with the token of the claim that still holds the row.

/** How long a claim lasts without a heartbeat (JUDGE_LEASE_MS; workers beat every third of it). */
export function leaseMs(): number {
  const configured = Number(process.env.JUDGE_LEASE_MS)
  return configured >= 100 ? configured : 60_000
}

/** Rows one user may have judging at once across the workers: half of JUDGE_REMOTE_THREADS (default 4). */
const perUser = () => perUserThreads(Number(process.env.JUDGE_REMOTE_THREADS) || 4)

/** Leases that ran out: their rows go back to the queue (if that pick-up still holds them) and the claims go. */
export async function expireLeases(conn: DB, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString()
  return conn.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('judge_claims')
      .select(['submission_id', 'started_at', 'worker'])
      .where('lease_expires_at', '<=', at)
      .execute()
    let requeued = 0
    for (const claim of expired) {
      const result = await trx
        .updateTable('submissions')
        .set({ status: 'in_queue', judge_started_at: null })
        .where('id', '=', claim.submission_id)
        .where('status', '=', 'judging')
        .where('judge_started_at', '=', claim.started_at)
        .executeTakeFirst()
      if (result.numUpdatedRows) {
        requeued++
        console.error(
          `judge: ${claim.worker}'s lease on submission ${claim.submission_id} ran out; queued again`,
        )
      }
    }
    if (expired.length) await trx.deleteFrom('judge_claims').where('lease_expires_at', '<=', at).execute()
    return requeued
  })
}

/** The next submission for `worker`, with its token and its job, or null when the queue is empty. */
export async function claimForWorker(
  conn: DB,
  worker: string,
  now = Date.now(),
): Promise<ClaimAnswer | null> {
  await expireLeases(conn, now)
  for (;;) {
    const token = crypto.randomBytes(32).toString('hex')
    const ms = leaseMs()
    const claim = await claimNext(conn, now, perUser(), { token, worker, ms })
    if (!claim) return null
    // As the in-process queue does: a row that keeps losing its judge ends as internal_error; so does one whose
    // exercise or package is gone. Then the next row.
    const task = claim.attempts > MAX_ATTEMPTS ? null : await wireTaskFor(conn, claim.id)
    if (!task) {
      await saveVerdict(conn, claim, failure(claim.attempts > MAX_ATTEMPTS ? 'gave up' : 'missing'))
      await conn.deleteFrom('judge_claims').where('submission_id', '=', claim.id).execute()
      continue
    }
    setProgress(claim.id, { stage: 'queued' })
    return { id: claim.id, token, leaseMs: ms, task }
  }
}

function failure(why: 'gave up' | 'missing'): JudgeReport {
  const message =
    why === 'gave up'
      ? `gave up after ${MAX_ATTEMPTS} interrupted attempts`
      : 'exercise or test package missing'
  return { status: 'internal_error', score: 0, errorOnSample: false, tests: [], log: [message] }
}

/** The claim `token` holds on submission `id`, if it is still the one holding the row. */
async function liveClaim(conn: DB, id: number, token: string): Promise<Claim | null> {
  const row = await conn
    .selectFrom('judge_claims as c')
    .innerJoin('submissions as s', 's.id', 'c.submission_id')
    .select(['c.token', 'c.started_at', 's.attempts', 's.status', 's.judge_started_at'])
    .where('c.submission_id', '=', id)
    .executeTakeFirst()
  if (!row || !sameToken(row.token, token)) return null
  if (row.status !== 'judging' || row.judge_started_at !== row.started_at) return null // rejudged meanwhile
  return { id, attempts: row.attempts, startedAt: row.started_at }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/** A heartbeat: the lease runs again from now, and the stage reached shows on the status API. */
export async function renewClaim(
  conn: DB,
  id: number,
  token: string,
  progress?: Parameters<typeof setProgress>[1],
  now = Date.now(),
): Promise<boolean> {
  const claim = await liveClaim(conn, id, token)
  if (!claim) return false
  const result = await conn
    .updateTable('judge_claims')
    .set({ lease_expires_at: new Date(now + leaseMs()).toISOString() })
    .where('submission_id', '=', id)
    .where('token', '=', token)
    .executeTakeFirst()
  if (!result.numUpdatedRows) return false
  if (progress) setProgress(id, progress, now)
  return true
}

/**
 * A worker's verdict: saved (or the row queued again when the judge failed, as in process) only with the token
 * that still holds the row. A late verdict — the lease ran out and the row went back or to another worker, or a
 * rejudge restarted it — is refused: 'stale'.
 */
export async function finishClaim(
  conn: DB,
  id: number,
  token: string,
  report: JudgeReport,
): Promise<'saved' | 'stale'> {
  const claim = await liveClaim(conn, id, token)
  if (!claim) return 'stale'
  try {
    await finishJudging(conn, claim, report)
  } finally {
    await conn.deleteFrom('judge_claims').where('submission_id', '=', id).where('token', '=', token).execute()
    clearProgress(id)
  }
  return 'saved'
}

/**
 * The package file `key` of the submission a live claim holds, as a path on this node; null otherwise (a
 * worker may read the tests of what it judges, nothing else).
 */
export async function claimedFile(conn: DB, id: number, token: string, key: string): Promise<string | null> {
  if (!(await liveClaim(conn, id, token))) return null
  const task = await wireTaskFor(conn, id)
  const wanted = task?.job.tests.flatMap((t) => [t.input, t.answer]).find((f) => 'key' in f && f.key === key)
  if (!wanted) return null
  const exerciseId = await exerciseOf(conn, id)
  return exerciseId === null ? null : path.join(packageDir(exerciseId), key.slice(key.indexOf('/') + 1))
}

async function exerciseOf(conn: DB, id: number): Promise<number | null> {
  const row = await conn
    .selectFrom('submissions')
    .select('exercise_id')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.exercise_id ?? null
}

/** The queue's job for a submission (buildTask), with files named for the wire. */
export async function wireTaskFor(conn: DB, id: number): Promise<WireTask | null> {
  const built = await buildTask(conn, id)
  if (!built) return null
  const exercise = await conn
    .selectFrom('submissions as s')
    .innerJoin('programming_exercises as e', 'e.id', 's.exercise_id')
    .select(['e.id', 'e.package_hash'])
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow()
  const dir = packageDir(exercise.id)
  const ref = async (file: string, sample: boolean): Promise<FileRef> => {
    if (sample || !exercise.package_hash) return { text: await fs.readFile(file, 'utf8') }
    const { size } = await fs.stat(file)
    return { key: `${exercise.package_hash}/${path.relative(dir, file)}`, bytes: size }
  }
  const { job } = built
  const checker =
    job.checker.kind === 'custom'
      ? {
          kind: 'custom' as const,
          language: job.checker.language,
          source: await fs.readFile(job.checker.sourcePath, 'utf8'),
        }
      : job.checker
  const tests = []
  for (const t of job.tests) {
    tests.push({
      name: t.name,
      group: t.group,
      sample: t.sample,
      input: await ref(t.inputPath, t.sample),
      answer: await ref(t.answerPath, t.sample),
    })
  }
  return {
    job: {
      language: job.language,
      code: job.code,
      limits: job.limits,
      budget: job.budget,
      groupWeights: job.groupWeights as Record<string, number> | undefined,
      checker,
      tests,
    },
    settings: built.settings,
  }
}
