// A custom test (issue 21): the student's program on the student's own input, once, in the same sandbox and
// with the same limits a judged test gets. No checker and no expected answer: what it printed, its time, memory.
import fs from 'node:fs/promises'
import path from 'node:path'
import { capped, compile, runCompiled, runDir, testLimits } from './judge'
import { type LanguageSettings, getLanguage, languageAvailability } from './languages'
import { getSandbox } from './sandbox/index'
import type { Sandbox } from './sandbox/types'
import type { JudgeLimits } from './types'
import { runVerdict } from './verdict'

/** What a custom run shows: enough to read, bounded for the page and the stored row. */
export const CUSTOM_OUTPUT_CAP = 64 * 1024
const CUSTOM_STDERR_CAP = 4 * 1024

export type CustomRunStatus =
  | 'ok'
  | 'compilation_error'
  | 'time_limit_exceeded'
  | 'memory_limit_exceeded'
  | 'output_limit_exceeded'
  | 'run_time_error'
  | 'internal_error'

export interface CustomRunJob {
  language: string
  code: string
  input: string
  limits: JudgeLimits
}

export interface CustomRunReport {
  status: CustomRunStatus
  stdout: string
  stderr: string
  compilationMessage: string | null
  errorCode: string | null
  cpuMs: number | null
  memoryKiB: number | null
}

const empty = (status: CustomRunStatus): CustomRunReport => ({
  status,
  stdout: '',
  stderr: '',
  compilationMessage: null,
  errorCode: null,
  cpuMs: null,
  memoryKiB: null,
})

/** Compiles and runs once; like judgeSubmission it never throws for the student's code. */
export async function runCustom(
  job: CustomRunJob,
  options: { sandbox?: Sandbox; settings?: LanguageSettings } = {},
): Promise<CustomRunReport> {
  const language = getLanguage(job.language)
  const availability = language ? await languageAvailability(language.id) : null
  if (!language || !availability?.available)
    return { ...empty('internal_error'), errorCode: 'language_unavailable' }
  const sourceError = language.checkSource?.(job.code)
  if (sourceError) {
    return { ...empty('compilation_error'), errorCode: sourceError, compilationMessage: sourceError }
  }
  const sandbox = options.sandbox ?? (await getSandbox())
  const dir = await runDir()
  try {
    await fs.writeFile(path.join(dir, language.sourceFile), job.code, { mode: 0o644 })
    if (language.compile) {
      const failure = await compile(sandbox, language, dir, options.settings)
      if (failure) return { ...empty('compilation_error'), compilationMessage: failure.compilationMessage }
    }
    // Output is capped lower than a judged test's: it is shown, not compared.
    const judged = testLimits(language, { ...job, tests: [], checker: { kind: 'tokens' } }, options.settings)
    const limits = { ...judged, stdoutBytes: CUSTOM_OUTPUT_CAP }
    const run = await runCompiled(sandbox, language, dir, { stdin: job.input }, limits, job.limits.memoryMiB)
    const early = runVerdict(run, language)
    return {
      // runVerdict only names limits and crashes; no checker runs, so anything else is a finished run.
      status: early ? (early.verdict as CustomRunStatus) : 'ok',
      stdout: run.stdout.subarray(0, CUSTOM_OUTPUT_CAP).toString('utf8'),
      stderr: capped(run.stderr.toString('utf8'), CUSTOM_STDERR_CAP).replaceAll('/box/', ''),
      compilationMessage: null,
      errorCode: null,
      cpuMs: Math.round(run.cpuMs),
      memoryKiB: run.memoryKiB,
    }
  } catch (error) {
    console.error('custom run failed', error)
    return empty('internal_error')
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}
