import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import { threadId } from 'node:worker_threads'
import { openRunBox } from './box'
import type { CgroupDriver } from './cgroup'
import { SECCOMP_FD, joinArg } from './launcher'
import type { RunResult, RunSpec, Sandbox, SandboxLimits } from './types'

export const NOBODY = 65534
const BWRAP = '/usr/bin/bwrap'

/** System files programs need; everything else of the host stays invisible. */
const ETC_FILES = ['/etc/ld.so.cache', '/etc/alternatives', '/etc/java-17-openjdk', '/etc/localtime']

let counter = 0

/** The bwrap argv: policy of docs/judge-facts.md, each flag there for an attack it stopped. */
export function bwrapArgs(spec: Omit<RunSpec, 'limits'>): string[] {
  const args = [
    BWRAP,
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/sbin',
    '/sbin',
  ]
  for (const file of ETC_FILES) args.push('--ro-bind-try', file, file)
  args.push(
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(16 << 20),
    '--tmpfs',
    '/dev/shm',
    '--remount-ro',
    '/dev',
    '--size',
    String(64 << 20),
    '--tmpfs',
    '/tmp',
    spec.workDirWritable ? '--bind' : '--ro-bind',
    spec.workDir,
    '/box',
  )
  for (const b of spec.binds ?? []) args.push(b.writable ? '--bind' : '--ro-bind', b.host, b.box)
  args.push('--chdir', '/box', '--remount-ro', '/', '--uid', String(NOBODY), '--gid', String(NOBODY))
  args.push('--hostname', 'judge', '--clearenv')
  const env = { PATH: '/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8', ...spec.env }
  for (const [k, v] of Object.entries(env)) args.push('--setenv', k, v)
  // The filter the launcher wrote to SECCOMP_FD (seccomp.ts); bwrap installs it just before the exec.
  args.push('--seccomp', String(SECCOMP_FD), '--as-pid-1', '--', ...spec.argv)
  return args
}

/** `runner`: the run box's pid 1 (runner.ts); without it every test gets its own box, as before issue 23. */
export function createBwrapSandbox(launcher: string, cgroups: CgroupDriver, runner?: string): Sandbox {
  return {
    backend: 'bubblewrap',
    run: (spec) => runBoxed(launcher, cgroups, spec),
    ...(runner ? { openBox: (spec) => openRunBox({ launcher, runner, cgroups }, spec) } : {}),
  }
}

async function runBoxed(launcher: string, cgroups: CgroupDriver, spec: RunSpec): Promise<RunResult> {
  const { limits } = spec
  const group = cgroups.create(`r${process.pid}-${threadId}-${++counter}`, limits)
  const stdinFd = spec.stdinPath ? fs.openSync(spec.stdinPath, 'r') : undefined
  const started = performance.now()
  try {
    const cpuSeconds = Math.ceil(limits.cpuMs / 1000) + 1
    const child: ChildProcess = spawn(
      launcher,
      [
        String(cpuSeconds),
        String(limits.fileBytes),
        String(limits.stackBytes ?? limits.memoryBytes),
        String(NOBODY),
        joinArg(group),
        '0',
        '--',
        ...bwrapArgs(spec),
      ],
      // An EMPTY environment: bwrap's helper exposes it in /proc/1/environ (secrets!).
      { env: {} as NodeJS.ProcessEnv, stdio: [stdinFd ?? 'pipe', 'pipe', 'pipe'] },
    )
    const stdout: Buffer[] = []
    const stderr: Buffer[] = []
    let outBytes = 0
    let errBytes = 0
    let stdoutExceeded = false
    let wallExceeded = false
    const kill = () => child.kill('SIGKILL')
    child.stdout?.on('data', (chunk: Buffer) => {
      if (stdoutExceeded) return
      outBytes += chunk.length
      if (outBytes > limits.stdoutBytes) {
        stdoutExceeded = true
        kill()
      } else stdout.push(chunk)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      if (errBytes >= limits.stderrBytes) return
      stderr.push(chunk.subarray(0, limits.stderrBytes - errBytes))
      errBytes += chunk.length
    })
    if (child.stdin) {
      child.stdin.on('error', () => {}) // the program may exit without reading its input
      child.stdin.end(spec.stdin ?? '')
    }
    const stopWatchdogs = watchdogs(
      limits,
      () => group.stats().cpuMs,
      kill,
      () => {
        wallExceeded = true
      },
    )
    const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve, reject) => {
        child.on('error', reject)
        child.on('close', (code, signal) => resolve({ code, signal }))
      },
    )
    stopWatchdogs()
    const wallMs = performance.now() - started
    await group.drain()
    const stats = group.stats()
    // bwrap reports a program's death by signal N as exit status 128+N.
    const bySignal = code !== null && code > 128 && code < 160 ? signalName(code - 128) : null
    return {
      exitCode: signal || bySignal ? null : code,
      signal: signal ?? bySignal,
      cpuMs: Math.round(stats.cpuMs * 10) / 10,
      wallMs: Math.round(wallMs * 10) / 10,
      memoryKiB: stats.memoryKiB,
      oomKilled: stats.oomKilled,
      cpuExceeded: stats.cpuMs > limits.cpuMs,
      wallExceeded,
      stdoutExceeded,
      stdout: Buffer.concat(stdout),
      stderr: Buffer.concat(stderr),
    }
  } finally {
    if (stdinFd !== undefined) fs.closeSync(stdinFd)
    await group.destroy().catch(() => {})
  }
}

/**
 * The wall-clock and CPU watchdogs of a run: `kill` once the wall limit passes (after `onWall`) or the cgroup's
 * CPU time (`cpuMs`, this run's) goes over the limit — RLIMIT_CPU only fires on whole seconds and per process,
 * the cgroup counts every thread and child. Returns the function that stops both.
 */
export function watchdogs(
  limits: Pick<SandboxLimits, 'cpuMs' | 'wallMs'>,
  cpuMs: () => number,
  kill: () => void,
  onWall: () => void,
): () => void {
  const wall = setTimeout(() => {
    onWall()
    kill()
  }, limits.wallMs)
  let watchdog: NodeJS.Timeout | undefined
  const watch = (delay: number) => {
    watchdog = setTimeout(() => {
      let used = 0
      try {
        used = cpuMs()
      } catch {}
      if (used > limits.cpuMs) kill()
      else watch(Math.max(10, (limits.cpuMs - used) / 2))
    }, delay)
  }
  watch(limits.cpuMs / 2)
  return () => {
    clearTimeout(wall)
    clearTimeout(watchdog)
  }
}

const SIGNALS: Record<number, string> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  3: 'SIGQUIT',
  4: 'SIGILL',
  5: 'SIGTRAP',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  14: 'SIGALRM',
  15: 'SIGTERM',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  31: 'SIGSYS',
}

export function signalName(n: number): string {
  return SIGNALS[n] ?? `SIG${n}`
}
