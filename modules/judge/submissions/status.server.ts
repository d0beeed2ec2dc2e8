import { type SessionUser, can } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { Difficulty, Submission, SubmissionStatus } from '~/db/schema'
import { renderPortugolLog } from '~/judge/languages/portugol'
import { VERDICTS } from '~/judge/types'
import { canDownloadTests, isJudgeStaff } from '../access'
import { hiddenTestsLocked } from '../competition-gate.server'
import { NOTHING_YET, type PublicStatus } from '../constants'
import { judgeCopy } from '../copy.server'
import { exerciseSamples } from '../exercises/exercises.server'
import { solvedIds } from '../practice/solved.server'
import { type SubmissionProgress, submissionProgress } from './progress.server'
import { type SubmissionReward, submissionReward } from './reward.server'
import { isEngineWords, runtimeMessage } from './runtime-message.server'

/** One line of the student's log: no test data, no checker message (it may quote the answer). */
export interface LogLine {
  test: string
  sample: boolean
  verdict: Exclude<PublicStatus, 'in_queue' | 'frozen' | 'compilation_error'>
  /** The verdict in the caller's language. */
  label: string
  cpu_ms: number
  memory_kib: number
}

/** "Submission status detail" (docs/product.md#judge-submissions). */
export interface SubmissionStatusDetail {
  id: number
  exercise_id: number
  status: PublicStatus
  score: number | null
  can_download_test_case: boolean
  error_on_sample: boolean
  /** Id of the next visible exercise (by id) the owner has not solved, once the verdict is in; else null. */
  next_exercise: number | null
  compilation_error_message: string | null
  runtime_error_message: string | null
  log: LogLine[]
  level: Difficulty
  /** While in queue: waiting for a thread, compiling, or test k of n (issue 16); null otherwise. */
  progress: SubmissionProgress | null
  /** The first sample the program failed: its input, the expected output and the program's (issue 16). */
  sample_failure: SampleFailure | null
  /** Accepted, to its owner: the XP and level ups it earned, when the learning module knows (issue 16). */
  reward: SubmissionReward | null
}

/** Samples only: they are on the statement already. A hidden test never appears here. */
export interface SampleFailure {
  /** 1-based, as "Exemplo 1" on the page. */
  sample: number
  input: string
  expected: string
  /** What the program printed (bounded by the engine); null when it did not finish (time, memory, crash). */
  output: string | null
}

/**
 * The first failed sample of a stored report, with the exercise's sample text (`samples` in statement order,
 * as the queue numbered them "sample 1", "sample 2"…).
 */
export function sampleFailure(
  report: string | null,
  samples: { input: string; output: string }[],
): SampleFailure | null {
  for (const test of reportTests(report)) {
    if (test.sample !== true || test.verdict === 'accepted' || typeof test.name !== 'string') continue
    const n = Number(/(\d+)$/.exec(test.name)?.[1])
    const sample = samples[n - 1]
    if (!sample) return null
    return {
      sample: n,
      input: sample.input,
      expected: sample.output,
      output: typeof test.output === 'string' ? test.output : null,
    }
  }
  return null
}

/**
 * What a long poll compares (issue 16): the status and, while pending, the stage — "in_queue:testing:3/10".
 * A client sends the last token as `?wait=`; anything that changes it answers the waiting request.
 */
export function statusToken(detail: Pick<SubmissionStatusDetail, 'status' | 'progress'>): string {
  const p = detail.progress
  if (!p) return detail.status
  return p.stage === 'testing'
    ? `${detail.status}:testing:${p.test}/${p.tests}`
    : `${detail.status}:${p.stage}`
}

/** `judging` is the queue's own business: people see in_queue until the verdict. */
export function publicStatus(status: SubmissionStatus): PublicStatus {
  return status === 'judging' ? 'in_queue' : status
}

const PENDING: SubmissionStatus[] = ['in_queue', 'judging', 'frozen']

/** Owners and staff only: anyone else (and a missing id) gets null, so existence never leaks. */
export function canSeeSubmission(user: SessionUser | null, submission: Pick<Submission, 'user_id'>) {
  return !!user && (submission.user_id === user.id || isJudgeStaff(user))
}

/** The engine's per-test report as stored by the queue: an array of TestReport, or a JudgeReport. */
function reportTests(report: string | null): Record<string, unknown>[] {
  if (!report) return []
  try {
    const parsed = JSON.parse(report) as unknown
    const tests = Array.isArray(parsed) ? parsed : (parsed as { tests?: unknown })?.tests
    return Array.isArray(tests) ? tests.filter((t) => t && typeof t === 'object') : []
  } catch {
    return []
  }
}

// A test can end with any verdict but a compilation error (that one stops before the tests).
const TEST_VERDICTS = new Set<string>(VERDICTS.filter((v) => v !== 'compilation_error'))

export function logLines(report: string | null, lng: Lng): LogLine[] {
  const copy = judgeCopy(lng)
  return reportTests(report).flatMap((t) => {
    if (typeof t.verdict !== 'string' || !TEST_VERDICTS.has(t.verdict)) return []
    const verdict = t.verdict as LogLine['verdict']
    return [
      {
        test: typeof t.name === 'string' ? t.name : '',
        sample: t.sample === true,
        verdict,
        label: copy.verdicts[verdict],
        cpu_ms: typeof t.cpuMs === 'number' ? Math.round(t.cpuMs) : 0,
        memory_kib: typeof t.memoryKiB === 'number' ? Math.round(t.memoryKiB) : 0,
      },
    ]
  })
}

function errorCodeMessage(code: string | null, lng: Lng): string | null {
  if (!code) return null
  const codes = judgeCopy(lng).errorCodes as Record<string, string>
  return Object.hasOwn(codes, code) ? codes[code] : null
}

function joinLines(...parts: (string | null | undefined)[]) {
  const text = parts.filter((p) => p?.trim()).join('\n')
  return text || null
}

/** The next exercise (by id) that the owner can open and has not solved yet. */
async function nextExercise(ownerId: number, afterId: number, viewer: SessionUser) {
  let query = db
    .selectFrom('programming_exercises as e')
    .select('e.id')
    .where('e.visibility', 'in', ['public', 'community'])
    .where('e.id', '>', afterId)
    .where('e.id', 'not in', solvedIds(ownerId))
  if (!can(viewer, 'pro_or_admin') && !isJudgeStaff(viewer)) query = query.where('e.is_free', '=', 1)
  const row = await query.orderBy('e.id').limit(1).executeTakeFirst()
  return row?.id ?? null
}

/** GET /api/programming-exercise/submission-status/:id — null when missing or not the caller's. */
export async function submissionStatus(
  user: SessionUser | null,
  id: number,
  lng: Lng,
): Promise<SubmissionStatusDetail | null> {
  const row = await db
    .selectFrom('submissions as s')
    .innerJoin('programming_exercises as e', 'e.id', 's.exercise_id')
    .select([
      's.id',
      's.user_id',
      's.exercise_id',
      's.competition_id',
      's.status',
      's.language',
      's.score',
      's.error_on_sample',
      's.error_code',
      's.compilation_message',
      's.runtime_message',
      's.first_failed_test',
      's.report',
      'e.difficulty',
      'e.allow_test_download',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst()
  if (!row || !user || !canSeeSubmission(user, row)) return null

  const base = {
    id: row.id,
    exercise_id: row.exercise_id,
    status: publicStatus(row.status),
    level: row.difficulty,
  }
  // Waiting, or frozen (a competition hides verdicts until it ends): nothing else to tell yet.
  if (PENDING.includes(row.status)) {
    return {
      ...base,
      ...NOTHING_YET,
      log: [],
      progress: row.status === 'frozen' ? null : (submissionProgress(row.id) ?? { stage: 'queued' }),
    }
  }
  const codeMessage = errorCodeMessage(row.error_code, lng)
  // The engine may repeat the bare code as its message: the translation says it better. Our Portugol
  // compiler and runtime leave their errors as data, shown here in the viewer's language.
  const own = (message: string | null) => {
    if (codeMessage && message?.trim() === row.error_code) return null
    return message && row.language === 'portugol' ? renderPortugolLog(message, lng) : message
  }
  // Run-time errors: what the signal or exit code means, then a sample's own stderr (runtime-message.server.ts).
  const runtimeText = (message: string | null) => {
    if (codeMessage && message?.trim() === row.error_code) return null
    if (message && row.language === 'portugol' && !isEngineWords(message))
      return renderPortugolLog(message, lng)
    return runtimeMessage(message, row.report, lng)
  }
  const runtime = row.status === 'run_time_error'
  return {
    ...base,
    score: row.score,
    can_download_test_case:
      canDownloadFailedTest(user, row) && !(await hiddenTestsLocked({ user, exerciseId: row.exercise_id })),
    error_on_sample: row.error_on_sample === 1,
    // A competition is not the place to be sent to practice: the contest's own page lists its problems.
    next_exercise:
      row.competition_id === null ? await nextExercise(row.user_id, row.exercise_id, user) : null,
    compilation_error_message: runtime
      ? null
      : joinLines(codeMessage, row.status === 'compilation_error' ? own(row.compilation_message) : null),
    runtime_error_message: runtime ? joinLines(codeMessage, runtimeText(row.runtime_message)) : null,
    log: logLines(row.report, lng),
    progress: null,
    sample_failure:
      row.error_on_sample === 1 ? sampleFailure(row.report, await exerciseSamples(row.exercise_id)) : null,
    reward:
      row.status === 'accepted' && row.user_id === user.id
        ? await submissionReward({ submissionId: row.id, userId: row.user_id })
        : null,
  }
}

/**
 * PRO users and staff, when the exercise allows it and a non-sample test failed. Never for competition
 * submissions: the test data would leak while the contest runs. Callers also ask `hiddenTestsLocked`: a
 * practice submission of an exercise in a competition that has not ended gets no download either.
 */
export function canDownloadFailedTest(
  user: SessionUser | null,
  row: Pick<Submission, 'status' | 'first_failed_test' | 'competition_id'> & { allow_test_download: number },
) {
  return (
    canDownloadTests(user) &&
    row.allow_test_download === 1 &&
    !!row.first_failed_test &&
    row.competition_id === null &&
    !PENDING.includes(row.status)
  )
}
