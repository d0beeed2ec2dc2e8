import type { Language } from './languages/types'
import type { RunResult, SandboxLimits } from './sandbox/types'
import type { JudgeJob, JudgeReport, TestCase, TestReport, TestVerdict } from './types'

/**
 * What a finished run says before any checker looks at its output. Order matters: an OOM kill is MLE even when
 * the program also overran its time (JUDGE-FACTS: MLE comes from the cgroup, never from the exit code).
 */
export function runVerdict(
  run: RunResult,
  language: Language,
): { verdict: TestVerdict; message: string } | null {
  if (run.oomKilled) return { verdict: 'memory_limit_exceeded', message: 'killed by the memory limit' }
  const classified = language.classifyRuntime?.(run.exitCode, run.stderr.toString('utf8', 0, 8192))
  if (classified) return { verdict: classified, message: 'the runtime ran out of memory' }
  if (run.cpuExceeded || run.signal === 'SIGXCPU')
    return { verdict: 'time_limit_exceeded', message: 'CPU time limit' }
  if (run.wallExceeded)
    return { verdict: 'time_limit_exceeded', message: 'wall-clock limit (sleeping or blocked?)' }
  if (run.stdoutExceeded || run.signal === 'SIGXFSZ') {
    return { verdict: 'output_limit_exceeded', message: 'output limit exceeded' }
  }
  if (run.signal) return { verdict: 'run_time_error', message: `killed by ${run.signal}` }
  if (run.exitCode !== 0) return { verdict: 'run_time_error', message: `exit code ${run.exitCode}` }
  return null
}

/**
 * Score 0–100: the share of non-sample points, or weighted groups (a group counts with its weakest test).
 * Samples only count when the package has nothing else. Tests in `notRun` were skipped and count as 0 points.
 */
export function scoreOf(
  tests: TestReport[],
  groupWeights?: Record<number, number>,
  notRun: Pick<TestCase, 'group' | 'sample'>[] = [],
): number {
  const all: Pick<TestReport, 'group' | 'sample' | 'points'>[] = [
    ...tests,
    ...notRun.map((t) => ({ group: t.group, sample: t.sample, points: 0 })),
  ]
  const graded = all.some((t) => !t.sample) ? all.filter((t) => !t.sample) : all
  if (graded.length === 0) return 0
  if (groupWeights && Object.keys(groupWeights).length > 0) {
    let total = 0
    let earned = 0
    for (const [group, weight] of Object.entries(groupWeights)) {
      const inGroup = graded.filter((t) => t.group === Number(group))
      if (inGroup.length === 0) continue
      total += weight
      earned += weight * Math.min(...inGroup.map((t) => t.points))
    }
    return total === 0 ? 0 : Math.round((earned / total) * 100)
  }
  return Math.round((graded.reduce((sum, t) => sum + t.points, 0) / graded.length) * 100)
}

/**
 * Early stop: whether running `test` can still change the score or the status, given the tests already
 * judged. With group weights a group scores its weakest test, so once one of its tests scored 0 the rest of
 * the group cannot change anything; a group without a weight never counts in the score, so after any failure
 * (the status is the first failure) it cannot either. Without weights every test is its own share: all run.
 * Samples always run (they decide "error on sample").
 */
export function canChangeOutcome(
  test: Pick<TestCase, 'group' | 'sample'>,
  done: TestReport[],
  groupWeights?: Record<number, number>,
): boolean {
  if (test.sample || !groupWeights || Object.keys(groupWeights).length === 0) return true
  if (!Object.hasOwn(groupWeights, String(test.group))) return !done.some((t) => t.verdict !== 'accepted')
  return !done.some((t) => !t.sample && t.group === test.group && t.points <= 0)
}

/** The submission's status: accepted only when every test is; otherwise the first failure, samples first. */
export function overallStatus(tests: TestReport[]): JudgeReport['status'] {
  if (tests.some((t) => t.verdict === 'internal_error')) return 'internal_error'
  const failed = tests.find((t) => t.verdict !== 'accepted')
  return failed ? failed.verdict : 'accepted'
}

/** A test lost to a crashed run box (or after one): the judge's failure, never the student's. */
export function crashReport(test: TestCase, reason: string): TestReport {
  return {
    name: test.name,
    group: test.group,
    sample: test.sample,
    verdict: 'internal_error',
    points: 0,
    cpuMs: 0,
    wallMs: 0,
    memoryKiB: 0,
    exitCode: null,
    signal: null,
    message: `the run box crashed: ${reason}`.slice(0, 300),
  }
}

/**
 * A test's limits cut to what is left of the submission's budget (the same object when nothing is cut), or
 * null when nothing is left.
 */
export function withinBudget(
  limits: SandboxLimits,
  budget: JudgeJob['budget'],
  spent: { cpuMs: number; wallMs: number },
): SandboxLimits | null {
  if (!budget) return limits
  const cpuLeft = Math.floor(budget.cpuMs - spent.cpuMs)
  const wallLeft = Math.floor(budget.wallMs - spent.wallMs)
  if (cpuLeft <= 0 || wallLeft <= 0) return null
  if (cpuLeft >= limits.cpuMs && wallLeft >= limits.wallMs) return limits
  return { ...limits, cpuMs: Math.min(limits.cpuMs, cpuLeft), wallMs: Math.min(limits.wallMs, wallLeft) }
}
