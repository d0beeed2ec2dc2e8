// Checkers: decide whether a test's output is right. Built-ins are pure functions over Buffers; a custom
// checker is compiled once and run in the sandbox (testlib contract, README.md).
import fs from 'node:fs/promises'
import path from 'node:path'
import { getSandbox, judgeWorkDir } from '../sandbox'
import type { Sandbox, SandboxLimits } from '../sandbox/types'
import type { CheckResult, CheckerSpec } from '../types'
import { type CheckerFiles, compileChecker, runCustomChecker } from './custom'
import { checkExact } from './exact'
import { checkFloat, checkTokens } from './tokens'

export {
  CHECKER_LIMITS,
  COMPILE_LIMITS,
  compileChecker,
  runCustomChecker,
  type CheckerCompilation,
  type CheckerFiles,
  type CheckerLanguage,
  type CompileCheckerOptions,
  type CompiledChecker,
} from './custom'
export { checkExact } from './exact'
export { interpretCheckerRun } from './testlib'
export { checkFloat, checkTokens, type FloatTolerance } from './tokens'

export type BuiltinCheckerSpec = Exclude<CheckerSpec, { kind: 'custom' }>

function assertTolerance(spec: CheckerSpec) {
  if (spec.kind !== 'float') return
  for (const value of [spec.absolute, spec.relative]) {
    if (!(Number.isFinite(value) && value >= 0)) throw new RangeError(`invalid float tolerance ${value}`)
  }
}

/** A built-in checker on the contestant output and the expected answer. */
export function checkBuffers(spec: BuiltinCheckerSpec, output: Buffer, answer: Buffer): CheckResult {
  switch (spec.kind) {
    case 'tokens':
      return checkTokens(output, answer)
    case 'exact':
      return checkExact(output, answer)
    case 'float':
      assertTolerance(spec)
      return checkFloat(output, answer, spec)
  }
}

export interface CheckerContext {
  /** Defaults to the judge's sandbox. */
  sandbox?: Sandbox
  /** Where compiled checkers are cached; defaults to <judge work dir>/checkers. */
  workDir?: string
  /** Headers the custom source includes (e.g. testlib.h uploaded by staff). */
  headers?: string[]
  compileLimits?: Partial<SandboxLimits>
  runLimits?: Partial<SandboxLimits>
}

export interface Checker {
  readonly spec: CheckerSpec
  /** Set when a custom checker does not compile: every check then says internal_error. */
  readonly compileError?: string
  check(files: CheckerFiles): Promise<CheckResult>
}

function internalError(message: string): CheckResult {
  return { verdict: 'internal_error', points: 0, message }
}

/**
 * One checker for a whole submission: a custom checker is compiled here (or taken from the cache), once,
 * and never blamed on the student when it fails to compile or run.
 */
export async function createChecker(spec: CheckerSpec, context: CheckerContext = {}): Promise<Checker> {
  if (spec.kind !== 'custom') {
    assertTolerance(spec)
    return {
      spec,
      async check(files) {
        try {
          const [output, answer] = await Promise.all([
            files.output ?? fs.readFile(files.outputPath),
            fs.readFile(files.answerPath),
          ])
          return checkBuffers(spec, output, answer)
        } catch (error) {
          return internalError(`checker could not read the test files: ${(error as Error).message}`)
        }
      },
    }
  }
  const sandbox = context.sandbox ?? (await getSandbox())
  const compilation = await compileChecker(
    sandbox,
    spec.sourcePath,
    context.workDir ?? path.join(judgeWorkDir(), 'checkers'),
    { language: spec.language, headers: context.headers, limits: context.compileLimits },
  )
  if (!compilation.ok) {
    const compileError = compilation.message
    return {
      spec,
      compileError,
      check: async () => internalError(`custom checker does not compile: ${compileError.slice(0, 1024)}`),
    }
  }
  return {
    spec,
    check: (files) => runCustomChecker(sandbox, compilation.checker, files, { limits: context.runLimits }),
  }
}

/** One-off check (the custom compile is cached, so this is cheap after the first call). */
export async function check(spec: CheckerSpec, files: CheckerFiles, context?: CheckerContext) {
  return (await createChecker(spec, context)).check(files)
}
