import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import type { Readable, Writable } from 'node:stream'
import { threadId } from 'node:worker_threads'
import { NOBODY, bwrapArgs, signalName, watchdogs } from './bwrap'
import type { CgroupDriver, RunCgroup } from './cgroup'
import { joinArg } from './launcher'
import { BoxCrashed, type BoxSpec, type RunBox, type RunResult, type SandboxLimits } from './types'

/**
 * A submission's run box (issue 23): bubblewrap starts once, with the runner (runner.ts) as its pid 1, and each
 * test is one `run` command on its pipes. The parent keeps what it did for one-run boxes: the cgroup's CPU time
 * (diffed per test), peak memory (reset per test) and OOM kills (diffed), the CPU and wall watchdogs (a `kill`
 * command), and the output caps (the runner relays at most the cap; the parent takes exactly the announced bytes).
 */
export interface BoxTools {
  launcher: string
  runner: string
  cgroups: CgroupDriver
}

/** Where the runner sits in the box (a read-only bind of the host's binary). */
const RUNNER_IN_BOX = '/.trilha-runner'
/** After a `kill`, how long the runner may take to answer before the box is taken for dead. */
const KILL_GRACE_MS = 10_000

let counter = 0

export async function openRunBox(tools: BoxTools, spec: BoxSpec): Promise<RunBox> {
  let live: LiveBox | null = null
  return {
    async run(test) {
      live ??= await startBox(tools, spec)
      const box = live
      try {
        const { result, reusable } = await box.test(test.stdinPath, test.limits)
        if (!reusable) {
          live = null
          await box.close()
        }
        return result
      } catch (error) {
        live = null
        await box.close()
        throw error
      }
    },
    async close() {
      const box = live
      live = null
      await box?.close()
    },
  }
}

interface LiveBox {
  test(stdinPath: string, limits: SandboxLimits): Promise<{ result: RunResult; reusable: boolean }>
  close(): Promise<void>
}

async function startBox(tools: BoxTools, spec: BoxSpec): Promise<LiveBox> {
  const { limits } = spec
  // One more pid than a test may use: the runner (bwrap's outer process counted as before).
  const group = tools.cgroups.create(`r${process.pid}-${threadId}-b${++counter}`, {
    memoryBytes: limits.memoryBytes,
    pids: limits.pids + 1,
  })
  let child: ChildProcess
  try {
    const args = bwrapArgs({
      argv: [RUNNER_IN_BOX, '--', ...spec.argv],
      workDir: spec.workDir,
      workDirWritable: false,
      binds: [...(spec.binds ?? []), { host: tools.runner, box: RUNNER_IN_BOX }],
      env: spec.env,
    })
    child = spawn(
      tools.launcher,
      [
        '0', // no CPU rlimit for the runner: it sets one per test on the program
        String(limits.fileBytes),
        String(limits.stackBytes ?? limits.memoryBytes),
        String(NOBODY),
        joinArg(group),
        '2', // fds 3 and 4: commands and results
        '--',
        ...args,
      ],
      // An EMPTY environment: bwrap's helper would expose it in /proc (secrets!).
      { env: {} as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe'] },
    )
  } catch (error) {
    await group.destroy().catch(() => {})
    throw error
  }
  const box = new Channels(child)
  try {
    const ready = await box.nextResult()
    if (ready !== 'ready') throw new BoxCrashed(`run box did not start: ${ready}`)
  } catch (error) {
    await shutdown(child, group)
    throw error instanceof BoxCrashed ? new BoxCrashed(`${error.message}: ${box.stderrText()}`) : error
  }
  return {
    test: (stdinPath, testLimits) => runTest(box, group, stdinPath, testLimits),
    close: () => shutdown(child, group),
  }
}

/** The box's pipes: results line by line, and the program's relayed stdout/stderr for the current test. */
class Channels {
  readonly commands: Writable
  private lines: string[] = []
  private buffered = ''
  private waiter: (() => void) | null = null
  exited = false
  out: Buffer[] = []
  outBytes = 0
  err: Buffer[] = []
  errBytes = 0
  private startupErr = ''

  constructor(readonly child: ChildProcess) {
    this.commands = child.stdio[3] as Writable
    this.commands.on('error', () => {})
    child.stdin?.on('error', () => {})
    const results = child.stdio[4] as Readable
    results.setEncoding('utf8')
    results.on('data', (chunk: string) => {
      this.buffered += chunk
      const parts = this.buffered.split('\n')
      this.buffered = parts.pop() ?? ''
      this.lines.push(...parts)
      this.wake()
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      this.out.push(chunk)
      this.outBytes += chunk.length
      this.wake()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      this.err.push(chunk)
      this.errBytes += chunk.length
      if (this.startupErr.length < 4096) this.startupErr += chunk.toString('utf8')
      this.wake()
    })
    child.on('close', () => {
      this.exited = true
      this.wake()
    })
    child.on('error', () => {
      this.exited = true
      this.wake()
    })
  }

  private wake() {
    const w = this.waiter
    this.waiter = null
    w?.()
  }

  /** Resolves when `ready()` holds; rejects with BoxCrashed when the box is gone first. */
  async until<T>(ready: () => T | undefined): Promise<T> {
    for (;;) {
      const value = ready()
      if (value !== undefined) return value
      if (this.exited) throw new BoxCrashed('the run box exited')
      await new Promise<void>((resolve) => {
        this.waiter = resolve
      })
    }
  }

  nextResult(): Promise<string> {
    return this.until(() => this.lines.shift())
  }

  stderrText(): string {
    return this.startupErr.trim().slice(0, 2000)
  }
}

async function runTest(
  box: Channels,
  group: RunCgroup,
  stdinPath: string,
  limits: SandboxLimits,
): Promise<{ result: RunResult; reusable: boolean }> {
  const input = fs.openSync(stdinPath, 'r')
  const size = fs.fstatSync(input).size
  box.out = []
  box.outBytes = 0
  box.err = []
  box.errBytes = 0
  group.resetPeak()
  const before = group.stats()
  const cpuSeconds = Math.ceil(limits.cpuMs / 1000) + 1
  const stack = limits.stackBytes ?? limits.memoryBytes
  box.commands.write(
    `run ${size} ${cpuSeconds} ${limits.fileBytes} ${stack} 64 ${limits.stdoutBytes} ${limits.stderrBytes}\n`,
  )
  const stdin = box.child.stdin as Writable
  if (size > 0) fs.createReadStream('', { fd: input, start: 0, end: size - 1 }).pipe(stdin, { end: false })
  else fs.closeSync(input)
  let wallExceeded = false
  let killed = false
  let grace: NodeJS.Timeout | undefined
  const kill = () => {
    if (killed) return
    killed = true
    box.commands.write('kill\n')
    // A runner that does not answer its kill is broken: the box goes, the test is the judge's failure.
    grace = setTimeout(() => box.child.kill('SIGKILL'), KILL_GRACE_MS)
  }
  const stopWatchdogs = watchdogs(
    limits,
    () => group.stats().cpuMs - before.cpuMs,
    kill,
    () => {
      wallExceeded = true
    },
  )
  try {
    const line = await box.nextResult()
    const m = line.match(/^done (\d+) (\d+) (\d+) ([01]) (\d+) ([01])$/)
    if (!m) throw new BoxCrashed(`the runner answered ${JSON.stringify(line.slice(0, 200))}`)
    const [status, outBytes, errBytes, outExceeded, wallUs, clean] = m.slice(1).map(Number)
    // Exactly what the runner announced, never more (it relays at most the caps).
    if (outBytes > limits.stdoutBytes || errBytes > limits.stderrBytes)
      throw new BoxCrashed('the runner relayed more than the caps')
    await box.until(() => (box.outBytes >= outBytes && box.errBytes >= errBytes ? true : undefined))
    if (box.outBytes !== outBytes || box.errBytes !== errBytes)
      throw new BoxCrashed('the relayed output does not match the runner')
    const after = group.stats()
    const termSignal = status & 0x7f
    const cpuMs = after.cpuMs - before.cpuMs
    return {
      reusable: clean === 1,
      result: {
        exitCode: termSignal ? null : (status >> 8) & 0xff,
        signal: termSignal ? signalName(termSignal) : null,
        cpuMs: Math.round(cpuMs * 10) / 10,
        wallMs: Math.round(wallUs / 100) / 10,
        memoryKiB: after.memoryKiB,
        oomKilled: after.oomKills > before.oomKills,
        cpuExceeded: cpuMs > limits.cpuMs,
        wallExceeded,
        stdoutExceeded: outExceeded === 1,
        stdout: Buffer.concat(box.out),
        stderr: Buffer.concat(box.err),
      },
    }
  } catch (error) {
    // The memory cgroup may pick the runner or bwrap when a test fills tmpfs (files have no process to blame):
    // that box died of the program's memory, so the test is an MLE and the next test gets a fresh box.
    let stats: ReturnType<RunCgroup['stats']> | undefined
    try {
      stats = group.stats()
    } catch {}
    if (error instanceof BoxCrashed && stats && stats.oomKills > before.oomKills) {
      return { reusable: false, result: oomResult(stats, before.cpuMs, wallExceeded) }
    }
    throw error
  } finally {
    stopWatchdogs()
    clearTimeout(grace)
  }
}

function oomResult(stats: { cpuMs: number; memoryKiB: number }, cpuBefore: number, wallExceeded: boolean) {
  return {
    exitCode: null,
    signal: 'SIGKILL',
    cpuMs: Math.round((stats.cpuMs - cpuBefore) * 10) / 10,
    wallMs: 0,
    memoryKiB: stats.memoryKiB,
    oomKilled: true,
    cpuExceeded: false,
    wallExceeded,
    stdoutExceeded: false,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
  }
}

async function shutdown(child: ChildProcess, group: RunCgroup) {
  // End of commands: the runner kills what is left and exits; the cgroup drain is the backstop.
  ;(child.stdio[3] as Writable | null)?.end()
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await group.destroy().catch(() => {})
}
