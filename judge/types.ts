// Shared vocabulary of the judge engine. No web code, no database: modules/judge maps these to rows and copy.

/** Verdicts the engine gives a test or a whole submission (docs/product.md#judge-submissions lists them). */
export const VERDICTS = [
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'output_limit_exceeded',
  'run_time_error',
  'compilation_error',
  'internal_error',
] as const
export type Verdict = (typeof VERDICTS)[number]

/** Worst-first order used when a submission fails several tests differently: the first failure wins. */
export type TestVerdict = Exclude<Verdict, 'compilation_error'>

export interface TestCase {
  /** Stable name shown in logs, e.g. "sample 1" or "2/03". */
  name: string
  /** Group number (numbered folder of the package); 0 for samples. */
  group: number
  sample: boolean
  /** Absolute host paths. */
  inputPath: string
  answerPath: string
}

/** Built-in checkers and the custom one (docs/product.md#judge-exercises). */
export type CheckerSpec =
  | { kind: 'tokens' }
  | { kind: 'exact' }
  | { kind: 'float'; absolute: number; relative: number }
  | { kind: 'custom'; sourcePath: string; language: 'c++' | 'c' }

export interface CheckResult {
  verdict: 'accepted' | 'wrong_answer' | 'internal_error'
  /** 0..1 share of the test's points (partial points from custom checkers). */
  points: number
  message: string
}

export interface JudgeLimits {
  /** CPU time per test in ms (before the language multiplier). */
  timeMs: number
  memoryMiB: number
}

export interface JudgeJob {
  language: string
  code: string
  limits: JudgeLimits
  tests: TestCase[]
  checker: CheckerSpec
  /** Optional weights per group number; absent = score is the share of non-sample tests passed. */
  groupWeights?: Record<number, number>
  /** Stop at the first failing non-sample test (fast feedback) — default false: run everything. */
  stopOnFirstFailure?: boolean
  /**
   * What the whole submission may spend running tests (compiling aside). Each test's limits are cut to what is
   * left; once it is spent the remaining tests are not run and count as failed. Absent: no total cap.
   */
  budget?: { cpuMs: number; wallMs: number }
}

export interface TestReport {
  name: string
  group: number
  sample: boolean
  verdict: TestVerdict
  points: number
  cpuMs: number
  wallMs: number
  memoryKiB: number
  exitCode: number | null
  signal: string | null
  /** Checker message or runtime detail (signal/exit code), short. */
  message: string
  /** A sample the checker refused: what the program printed (bounded, judge.ts SAMPLE_OUTPUT_CAP). Never for hidden tests. */
  output?: string
}

export interface JudgeReport {
  status: Verdict
  /** 0..100 */
  score: number
  /** Stable code for messages the product translates, e.g. 'java_main_class', 'language_unavailable'. */
  errorCode?: string
  compilationMessage?: string
  runtimeMessage?: string
  errorOnSample: boolean
  /** Name of the first failing non-sample test, if any. */
  firstFailedTest?: string
  /** Tests not run: the budget was spent, or they could no longer change the score (scoreOf counts them as 0). */
  notRun?: number
  tests: TestReport[]
  /** The judge failed, not the code (a run box crashed): the queue judges the submission again. */
  retry?: boolean
  /** Human log lines for staff (the judge's own faults are explained here). */
  log: string[]
}
