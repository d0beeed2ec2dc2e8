// Custom checkers: staff C/C++ source compiled and run inside the same sandbox as student code — a checker
// is untrusted code too (a typo can loop forever, a hostile one can try anything a submission can).
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Sandbox, SandboxLimits } from '../sandbox/types'
import type { CheckResult } from '../types'
import { interpretCheckerRun } from './testlib'

export type CheckerLanguage = 'c++' | 'c'

export interface CompiledChecker {
  /** sha256 of compiler command + source (+ headers): the cache key. */
  hash: string
  /** Host path of the binary, workDir/<hash>/checker (root-owned, 0755). */
  binaryPath: string
}

export type CheckerCompilation =
  | { ok: true; checker: CompiledChecker; cached: boolean }
  | { ok: false; message: string }

export interface CompileCheckerOptions {
  language?: CheckerLanguage
  /** Extra headers copied beside the source, e.g. the staff's testlib.h (we do not ship one). */
  headers?: string[]
  limits?: Partial<SandboxLimits>
}

/** The test's files; the contestant output is a host file or the bytes the sandbox captured. */
export type CheckerFiles = { inputPath: string; answerPath: string } & (
  | { outputPath: string; output?: undefined }
  | { output: Buffer; outputPath?: undefined }
)

// Uid the sandbox runs everything as (docs/judge-facts.md): it must own the dir a compile writes into.
const BOX_UID = 65534

const COMPILERS: Record<CheckerLanguage, { source: string; argv: string[] }> = {
  'c++': {
    source: 'checker.cpp',
    argv: ['/usr/bin/g++', '-std=c++20', '-O2', '-o', 'checker', 'checker.cpp'],
  },
  c: {
    source: 'checker.c',
    argv: ['/usr/bin/gcc', '-std=gnu17', '-O2', '-o', 'checker', 'checker.c', '-lm'],
  },
}

// g++ with heavy headers peaks at ~220 MiB and takes ~2 s (docs/judge-facts.md); testlib.h is heavier still.
export const COMPILE_LIMITS: SandboxLimits = {
  cpuMs: 30_000,
  wallMs: 60_000,
  memoryBytes: 1024 << 20,
  pids: 64,
  stdoutBytes: 64 << 10,
  stderrBytes: 64 << 10,
  fileBytes: 256 << 20,
}

export const CHECKER_LIMITS: SandboxLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryBytes: 512 << 20,
  pids: 16,
  // testlib writes nothing on stdout; more than this is a flood and kills the run.
  stdoutBytes: 64 << 10,
  stderrBytes: 4 << 10,
  fileBytes: 16 << 20,
}

const COMPILE_MESSAGE_BYTES = 4096

function isErrno(error: unknown, ...codes: string[]) {
  return codes.includes((error as NodeJS.ErrnoException)?.code ?? '')
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  )
}

/**
 * Compiles once per distinct source: the binary is cached at workDir/<sha256>/checker and reused across
 * submissions and workers. A compile error is returned, not thrown (staff fix it; never cached).
 */
export async function compileChecker(
  sandbox: Sandbox,
  sourcePath: string,
  workDir: string,
  options: CompileCheckerOptions = {},
): Promise<CheckerCompilation> {
  const compiler = COMPILERS[options.language ?? 'c++']
  const source = await fs.readFile(sourcePath)
  const headers = await Promise.all(
    (options.headers ?? []).map(async (file) => ({
      name: path.basename(file),
      data: await fs.readFile(file),
    })),
  )
  const hash = crypto.createHash('sha256').update(JSON.stringify(compiler.argv)).update(source)
  for (const header of headers) hash.update(`\0${header.name}\0`).update(header.data)
  const digest = hash.digest('hex')
  const root = path.resolve(workDir)
  const finalDir = path.join(root, digest)
  const checker: CompiledChecker = { hash: digest, binaryPath: path.join(finalDir, 'checker') }
  if (await exists(checker.binaryPath)) return { ok: true, checker, cached: true }

  await fs.mkdir(root, { recursive: true, mode: 0o711 })
  const build = await fs.mkdtemp(path.join(root, `${digest}.build-`))
  try {
    await fs.writeFile(path.join(build, compiler.source), source, { mode: 0o644 })
    for (const header of headers)
      await fs.writeFile(path.join(build, header.name), header.data, { mode: 0o644 })
    // The compiler runs as the box uid and writes the binary into /box.
    if (process.getuid?.() === 0) await fs.chown(build, BOX_UID, BOX_UID)
    await fs.chmod(build, 0o755)
    const run = await sandbox.run({
      argv: compiler.argv,
      workDir: build,
      workDirWritable: true,
      env: { TMPDIR: '/tmp' },
      limits: { ...COMPILE_LIMITS, ...options.limits },
    })
    const built = path.join(build, 'checker')
    if (run.exitCode !== 0 || !(await exists(built))) {
      return { ok: false, message: compileFailure(run) }
    }
    // A root-owned copy: the box uid that produced the binary must not be able to change it later.
    const staging = await fs.mkdtemp(path.join(root, `${digest}.tmp-`))
    await fs.copyFile(built, path.join(staging, 'checker'))
    await fs.chmod(path.join(staging, 'checker'), 0o755)
    await fs.chmod(staging, 0o755)
    try {
      await fs.rename(staging, finalDir)
    } catch (error) {
      // Another worker compiled the same source first: its binary is as good.
      await fs.rm(staging, { recursive: true, force: true })
      if (!isErrno(error, 'EEXIST', 'ENOTEMPTY')) throw error
    }
    return { ok: true, checker, cached: false }
  } finally {
    await fs.rm(build, { recursive: true, force: true })
  }
}

function compileFailure(run: Awaited<ReturnType<Sandbox['run']>>): string {
  if (run.cpuExceeded || run.wallExceeded) return 'the checker compilation exceeded its time limit'
  if (run.oomKilled) return 'the checker compilation exceeded its memory limit'
  const text = Buffer.concat([run.stderr, run.stdout]).toString('utf8').trim()
  const detail = text.length > COMPILE_MESSAGE_BYTES ? `${text.slice(0, COMPILE_MESSAGE_BYTES)}…` : text
  return detail || `the compiler exited with ${run.exitCode ?? run.signal}`
}

/** Hard link when possible (package files can be large); a copy when on another file system. */
async function place(source: string, target: string) {
  try {
    await fs.link(source, target)
    if (((await fs.stat(target)).mode & 0o004) !== 0) return
    await fs.unlink(target) // not readable by the box uid: a private copy instead
  } catch (error) {
    if (!isErrno(error, 'EXDEV', 'EPERM', 'EMLINK')) throw error
  }
  await fs.copyFile(source, target, fs.constants.COPYFILE_FICLONE)
  await fs.chmod(target, 0o644)
}

/**
 * Runs `checker input.txt output.txt answer.txt` in a fresh read-only /box holding just those files and the
 * binary. Never throws: the judge's own trouble comes back as internal_error.
 */
export async function runCustomChecker(
  sandbox: Sandbox,
  compiled: CompiledChecker,
  files: CheckerFiles,
  options: { limits?: Partial<SandboxLimits> } = {},
): Promise<CheckResult> {
  const runs = path.join(path.dirname(path.dirname(compiled.binaryPath)), 'runs')
  let dir: string | undefined
  try {
    await fs.mkdir(runs, { recursive: true, mode: 0o711 })
    dir = await fs.mkdtemp(path.join(runs, 'check-'))
    await fs.chmod(dir, 0o755)
    await place(compiled.binaryPath, path.join(dir, 'checker'))
    await place(files.inputPath, path.join(dir, 'input.txt'))
    await place(files.answerPath, path.join(dir, 'answer.txt'))
    const output = path.join(dir, 'output.txt')
    if (files.output) {
      await fs.writeFile(output, files.output)
      await fs.chmod(output, 0o644)
    } else await place(files.outputPath, output)
    const run = await sandbox.run({
      argv: ['/box/checker', 'input.txt', 'output.txt', 'answer.txt'],
      workDir: dir,
      workDirWritable: false,
      limits: { ...CHECKER_LIMITS, ...options.limits },
    })
    return interpretCheckerRun(run)
  } catch (error) {
    return {
      verdict: 'internal_error',
      points: 0,
      message: `custom checker could not run: ${(error as Error).message}`,
    }
  } finally {
    if (dir) await fs.rm(dir, { recursive: true, force: true }).catch(() => {})
  }
}
