import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { type Checker, createChecker } from './checkers'
import {
  type LanguageSettings,
  compileLimits,
  effectiveSettings,
  getLanguage,
  languageAvailability,
} from './languages'
import type { Language } from './languages/types'
import { NOBODY } from './sandbox/bwrap'
import { getSandbox, judgeWorkDir } from './sandbox/index'
import { BoxCrashed, type RunBox, type RunResult, type Sandbox, type SandboxLimits } from './sandbox/types'
import type { JudgeJob, JudgeReport, TestCase, TestReport } from './types'
import { canChangeOutcome, crashReport, overallStatus, runVerdict, scoreOf, withinBudget } from './verdict'

export interface JudgeOptions {
  sandbox?: Sandbox
  /** Staff settings for the job's language (time multiplier, compile limits). */
  settings?: LanguageSettings
  /** Called after each test (progress, benchmarks). */
  onTest?: (test: TestReport) => void
  /** Progress for the student (issue 16): compiling, then running test k of n (k counts from 1). */
  onProgress?: (progress: JudgeProgress) => void
}

export type JudgeProgress = { stage: 'compiling' } | { stage: 'testing'; test: number; tests: number }

const COMPILE_MESSAGE_CAP = 8 * 1024
const RUNTIME_MESSAGE_CAP = 2 * 1024
/** A failed sample's output shown beside the expected one: enough to compare, bounded in the stored report. */
export const SAMPLE_OUTPUT_CAP = 4 * 1024
export const OUTPUT_CAP = 64 << 20
const MiB = 1024 * 1024

/** Compiles once, runs every test in its own box, checks, scores. Never throws for the student's code. */
export async function judgeSubmission(job: JudgeJob, options: JudgeOptions = {}): Promise<JudgeReport> {
  const report = emptyReport()
  const language = getLanguage(job.language)
  const availability = language ? await languageAvailability(language.id) : null
  if (!language || !availability?.available) {
    report.status = 'internal_error'
    report.errorCode = 'language_unavailable'
    report.log.push(
      `language ${job.language} is not available here: ${availability?.reason ?? 'unknown language'}`,
    )
    return report
  }
  const sourceError = language.checkSource?.(job.code)
  if (sourceError) {
    return { ...report, status: 'compilation_error', errorCode: sourceError, compilationMessage: sourceError }
  }
  const sandbox = options.sandbox ?? (await getSandbox())
  const dir = await runDir()
  try {
    await fs.writeFile(path.join(dir, language.sourceFile), job.code, { mode: 0o644 })
    if (language.compile) {
      options.onProgress?.({ stage: 'compiling' })
      const failure = await compile(sandbox, language, dir, options.settings)
      if (failure) return { ...report, ...failure }
    }
    let checker: Checker
    try {
      checker = await createChecker(job.checker, { sandbox })
      if (checker.compileError) throw new Error(`custom checker does not compile: ${checker.compileError}`)
    } catch (error) {
      report.status = 'internal_error'
      report.log.push(`checker could not be prepared: ${(error as Error).message}`)
      return report
    }
    await runTests(sandbox, language, dir, job, checker, report, options)
    return report
  } catch (error) {
    report.status = 'internal_error'
    report.log.push(`judge failure: ${(error as Error).stack ?? error}`)
    return report
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/** A fresh folder for one run's source and build (mounted at /box); the caller removes it. */
export async function runDir(): Promise<string> {
  const dir = path.join(judgeWorkDir(), 'runs', randomUUID())
  await fs.mkdir(dir, { recursive: true, mode: 0o755 })
  return dir
}

function emptyReport(): JudgeReport {
  return { status: 'accepted', score: 0, errorOnSample: false, tests: [], log: [] }
}

export async function compile(
  sandbox: Sandbox,
  language: Language,
  dir: string,
  settings?: LanguageSettings,
) {
  const step = language.compile
  if (!step) return null
  // The compiler runs as nobody and must write its artifacts; the tests later see /box read-only.
  await fs.chown(dir, NOBODY, NOBODY)
  const limits = compileLimits(language, settings)
  const run = await sandbox.run({
    argv: step.argv,
    env: step.env,
    workDir: dir,
    workDirWritable: true,
    binds: languageBinds(language),
    limits,
  })
  await fs.chown(dir, 0, 0)
  if (run.exitCode === 0 && !run.cpuExceeded && !run.wallExceeded && !run.oomKilled) return null
  let message = Buffer.concat([run.stdout, run.stderr]).toString('utf8').trim()
  if (run.cpuExceeded || run.wallExceeded)
    message = `compilation took longer than ${limits.cpuMs / 1000} s\n${message}`
  else if (run.oomKilled)
    message = `the compiler ran out of memory (${limits.memoryBytes >> 20} MiB)\n${message}`
  return {
    status: 'compilation_error' as const,
    // Paths inside the box are noise to a student.
    compilationMessage: capped(message.replaceAll('/box/', ''), COMPILE_MESSAGE_CAP),
    log: [`compile: ${run.signal ?? `exit ${run.exitCode}`}`],
  }
}

export function testLimits(language: Language, job: JudgeJob, settings?: LanguageSettings): SandboxLimits {
  const cpuMs = Math.round(job.limits.timeMs * effectiveSettings(language, settings).timeMultiplier)
  return {
    cpuMs,
    // The verdict is CPU time; the wall limit only catches sleepers (a sleeper costs the judge this much per
    // test, issue 15), with room for a busy host not to fail a correct program.
    wallMs: cpuMs * 2 + 1000,
    memoryBytes: (job.limits.memoryMiB + (language.memoryOverheadMiB ?? 0)) * MiB,
    pids: Math.max(16, language.minPids ?? 0),
    stdoutBytes: OUTPUT_CAP,
    stderrBytes: 16 * 1024,
    fileBytes: 64 * MiB,
    stackBytes: job.limits.memoryMiB * MiB,
  }
}

async function runTests(
  sandbox: Sandbox,
  language: Language,
  dir: string,
  job: JudgeJob,
  checker: Checker,
  report: JudgeReport,
  options: JudgeOptions,
) {
  const limits = testLimits(language, job, options.settings)
  const step = language.run({ memoryMiB: job.limits.memoryMiB })
  const ordered = [...job.tests.filter((t) => t.sample), ...job.tests.filter((t) => !t.sample)]
  const spent = { cpuMs: 0, wallMs: 0 }
  let budgetSpent = false
  let stopped = false
  let crashed: string | null = null
  const notRun: TestCase[] = []
  // One box for all the tests (issue 23): bubblewrap starts once, the runner in it runs each test.
  const box: RunBox | null = sandbox.openBox
    ? await sandbox.openBox({
        argv: step.argv,
        env: step.env,
        workDir: dir,
        binds: languageBinds(language),
        limits,
      })
    : null
  try {
    for (const test of ordered) {
      if (crashed) {
        report.tests.push(crashReport(test, crashed))
        continue
      }
      if (budgetSpent || stopped || !canChangeOutcome(test, report.tests, job.groupWeights)) {
        notRun.push(test)
        continue
      }
      options.onProgress?.({ stage: 'testing', test: report.tests.length + 1, tests: job.tests.length })
      const cut = withinBudget(limits, job.budget, spent)
      if (!cut) {
        budgetSpent = true
        notRun.push(test)
        continue
      }
      let run: RunResult
      try {
        run = box
          ? await box.run({ stdinPath: test.inputPath, limits: cut })
          : await runCompiled(
              sandbox,
              language,
              dir,
              { stdinPath: test.inputPath },
              cut,
              job.limits.memoryMiB,
            )
      } catch (error) {
        if (!(error instanceof BoxCrashed)) throw error
        // Not the program's doing: this and the remaining tests are the judge's failure, judged again later.
        crashed = error.message
        report.retry = true
        report.log.push(`run box crashed on ${test.name}: ${error.message}`)
        report.tests.push(crashReport(test, crashed))
        continue
      }
      spent.cpuMs += run.cpuMs
      spent.wallMs += run.wallMs
      const base = {
        name: test.name,
        group: test.group,
        sample: test.sample,
        cpuMs: run.cpuMs,
        wallMs: run.wallMs,
        memoryKiB: run.memoryKiB,
        exitCode: run.exitCode,
        signal: run.signal,
      }
      const early = runVerdict(run, language)
      let result: TestReport
      if (early) {
        result = { ...base, verdict: early.verdict, points: 0, message: early.message }
        // Only a sample's stderr is shown: a hidden test's could carry its input back to the student.
        if (early.verdict === 'run_time_error' && report.runtimeMessage === undefined) {
          const stderr = capped(run.stderr.toString('utf8'), RUNTIME_MESSAGE_CAP)
          report.runtimeMessage = test.sample ? stderr || early.message : early.message
          // Students read a translated explanation; the staff log keeps the raw signal and any stderr.
          report.log.push(`run-time error on ${test.name}: ${early.message}${stderr ? `\n${stderr}` : ''}`)
        }
        // Cut short by what was left of the submission's budget, not by its own limit: nothing more runs.
        if (early.verdict === 'time_limit_exceeded' && cut !== limits) {
          budgetSpent = true
          result.message = 'submission time budget spent'
        }
      } else {
        const check = await checker.check({
          inputPath: test.inputPath,
          answerPath: test.answerPath,
          output: run.stdout,
        })
        result = {
          ...base,
          verdict: check.verdict,
          points: check.verdict === 'accepted' ? 1 : check.points,
          message: check.message,
        }
        // Samples only (their expected output is on the statement): a hidden test's output could leak its data.
        if (test.sample && check.verdict !== 'accepted') {
          result.output = sampleOutput(run.stdout)
        }
        if (check.verdict === 'internal_error')
          report.log.push(`checker failed on ${test.name}: ${check.message}`)
      }
      report.tests.push(result)
      options.onTest?.(result)
      if (result.verdict !== 'accepted') {
        if (test.sample) report.errorOnSample = true
        else report.firstFailedTest ??= test.name
        if (job.stopOnFirstFailure) stopped = true
      }
    }
  } finally {
    await box?.close()
  }
  report.status = overallStatus(report.tests)
  // Every test run passed but the budget ran out before the others: the submission did not finish in time.
  if (budgetSpent && report.status === 'accepted') report.status = 'time_limit_exceeded'
  report.score = scoreOf(report.tests, job.groupWeights, notRun)
  if (notRun.length) {
    report.notRun = notRun.length
    report.log.push(
      budgetSpent
        ? `submission budget spent (${Math.round(spent.cpuMs)} ms CPU, ${Math.round(spent.wallMs)} ms wall): ${notRun.length} test(s) not run`
        : `${notRun.length} test(s) not run: they could not change the score`,
    )
  }
}

/** One run of the compiled program in a fresh box: /box read-only, stdin from a file or given text. */
export function runCompiled(
  sandbox: Sandbox,
  language: Language,
  dir: string,
  stdin: { stdinPath: string } | { stdin: string },
  limits: SandboxLimits,
  memoryMiB: number,
) {
  const step = language.run({ memoryMiB })
  return sandbox.run({
    argv: step.argv,
    env: step.env,
    workDir: dir,
    workDirWritable: false,
    binds: languageBinds(language),
    ...stdin,
    limits,
  })
}

/** Host paths a language needs beyond /usr (e.g. our Portugol compiler), read-only at the same path. */
function languageBinds(language: Language) {
  return language.extraBinds?.map((host) => ({ host, box: host }))
}

/** The program's output for a failed sample: UTF-8, cut at SAMPLE_OUTPUT_CAP characters (marked by "…"). */
export function sampleOutput(stdout: Buffer): string {
  const text = stdout.subarray(0, SAMPLE_OUTPUT_CAP * 4).toString('utf8')
  return text.length > SAMPLE_OUTPUT_CAP ? `${text.slice(0, SAMPLE_OUTPUT_CAP)}\n…` : text
}

export function capped(text: string, cap: number): string {
  const t = text.trim()
  return t.length > cap ? `${t.slice(0, cap)}\n…` : t
}

export type { TestCase }
