// Test helpers: one language's compile and run steps straight on the real sandbox (no pipeline, no checker).
import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { NOBODY } from '../sandbox/bwrap'
import { getSandbox, judgeWorkDir } from '../sandbox/index'
import type { RunResult, SandboxLimits } from '../sandbox/types'
import type { TestCase } from '../types'
import { type LanguageSettings, compileLimits } from './index'
import type { Language } from './types'

/** A fresh work dir (0755, reachable by nobody) holding the source as the language names it. */
export async function makeBox(language: Language, code: string): Promise<string> {
  const root = path.join(judgeWorkDir(), 'language-tests')
  await fs.mkdir(root, { recursive: true, mode: 0o711 })
  const dir = await fs.mkdtemp(path.join(root, `${language.id.replace(/\W/g, '_')}-`))
  await fs.chmod(dir, 0o755)
  await fs.writeFile(path.join(dir, language.sourceFile), code, { mode: 0o644 })
  return dir
}

/**
 * The compile step as the pipeline runs it: the dir is handed to nobody (the compiler writes its artifacts
 * into /box), then given back to root; the runs that follow see /box read-only.
 */
export async function compileIn(
  language: Language,
  dir: string,
  settings?: LanguageSettings,
): Promise<RunResult> {
  if (!language.compile) throw new Error(`${language.id} has no compile step`)
  const sandbox = await getSandbox()
  await fs.chown(dir, NOBODY, NOBODY)
  try {
    return await sandbox.run({
      argv: language.compile.argv,
      env: language.compile.env,
      workDir: dir,
      workDirWritable: true,
      binds: language.extraBinds?.map((host) => ({ host, box: host })),
      limits: compileLimits(language, settings),
    })
  } finally {
    await fs.chown(dir, 0, 0)
  }
}

/** Test-run limits shaped like the pipeline's: the student's memory plus the runtime's overhead. */
export function runLimits(language: Language, timeMs: number, memoryMiB: number): SandboxLimits {
  const cpuMs = Math.round(timeMs * (language.timeMultiplier ?? 1))
  return {
    cpuMs,
    wallMs: cpuMs * 2 + 1000,
    memoryBytes: (memoryMiB + (language.memoryOverheadMiB ?? 0)) * 1024 * 1024,
    pids: Math.max(16, language.minPids ?? 0),
    stdoutBytes: 1 << 20,
    stderrBytes: 16 * 1024,
    fileBytes: 1 << 20,
    stackBytes: memoryMiB * 1024 * 1024,
  }
}

export async function runIn(
  language: Language,
  dir: string,
  stdin = '',
  { timeMs = 5000, memoryMiB = 256 } = {},
): Promise<RunResult> {
  const sandbox = await getSandbox()
  const step = language.run({ memoryMiB })
  return sandbox.run({
    argv: step.argv,
    env: step.env,
    workDir: dir,
    workDirWritable: false,
    binds: language.extraBinds?.map((host) => ({ host, box: host })),
    stdin,
    limits: runLimits(language, timeMs, memoryMiB),
  })
}

export function removeBox(dir: string): Promise<void> {
  return fs.rm(dir, { recursive: true, force: true })
}

/** A test case written to `root` as name.in / name.out (group 0 for samples, 1 otherwise). */
export function writeTestCase(
  root: string,
  name: string,
  input: string,
  answer: string,
  sample = false,
): TestCase {
  const inputPath = path.join(root, `${name}.in`)
  const answerPath = path.join(root, `${name}.out`)
  fsSync.writeFileSync(inputPath, input)
  fsSync.writeFileSync(answerPath, answer)
  return { name, group: sample ? 0 : 1, sample, inputPath, answerPath }
}
