import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createBwrapSandbox } from './bwrap'
import { detectCgroup } from './cgroup'
import { buildLauncher, buildRunner } from './launcher'
import type { Availability, Sandbox } from './types'

export type { Availability, Bind, BoxSpec, RunBox, RunResult, RunSpec, Sandbox, SandboxLimits } from './types'
export { BoxCrashed } from './types'

/** Where runs, compiled launchers and checkers live; must be reachable (x) by uid 65534. */
export function judgeWorkDir(): string {
  return process.env.JUDGE_WORK_DIR ?? path.join(os.tmpdir(), 'trilha-judge')
}

let ready: Promise<{ sandbox: Sandbox; availability: Availability }> | undefined

/**
 * Checks what the sandbox needs and proves it with one boxed run. Refuses (never falls back to running code
 * unsandboxed) when something is missing, and says exactly what.
 */
function init() {
  ready ??= (async () => {
    const refuse = (reason: string) => ({
      sandbox: refusingSandbox(reason),
      availability: { ok: false, reason } as const,
    })
    if (process.platform !== 'linux') return refuse('the judge sandbox needs Linux')
    if (process.getuid?.() !== 0) {
      return refuse(
        'the judge sandbox needs root (it creates cgroups and drops to uid 65534); run the server as root',
      )
    }
    if (!fs.existsSync('/usr/bin/bwrap'))
      return refuse('bubblewrap is missing: apt-get install -y bubblewrap')
    if (!fs.existsSync('/usr/bin/gcc'))
      return refuse('gcc is missing (it builds the sandbox launcher): apt-get install -y gcc')
    let cgroups: ReturnType<typeof detectCgroup>
    try {
      cgroups = detectCgroup()
    } catch (error) {
      return refuse(`cgroups unusable: ${(error as Error).message}`)
    }
    const work = judgeWorkDir()
    fs.mkdirSync(work, { recursive: true, mode: 0o711 })
    fs.chmodSync(work, 0o711)
    let launcher: string
    let runner: string | undefined
    try {
      launcher = await buildLauncher(path.join(work, 'bin'))
      // JUDGE_RUN_BOX=0: every test in its own box, as before issue 23 (the bench's "before", a fallback).
      runner = process.env.JUDGE_RUN_BOX === '0' ? undefined : await buildRunner(path.join(work, 'bin'))
    } catch (error) {
      return refuse(`could not build the sandbox launcher or runner: ${(error as Error).message}`)
    }
    const sandbox = createBwrapSandbox(launcher, cgroups, runner)
    const probeDir = fs.mkdtempSync(path.join(work, 'probe-'))
    fs.chmodSync(probeDir, 0o755)
    try {
      const probe = await sandbox.run({
        argv: ['/usr/bin/id', '-u'],
        workDir: probeDir,
        workDirWritable: false,
        limits: {
          cpuMs: 2000,
          wallMs: 5000,
          memoryBytes: 64 << 20,
          pids: 8,
          stdoutBytes: 1024,
          stderrBytes: 4096,
          fileBytes: 1 << 20,
        },
      })
      const out = probe.stdout.toString().trim()
      if (probe.exitCode !== 0 || out !== '65534') {
        return refuse(
          `the sandbox probe failed (exit ${probe.exitCode}, ${probe.signal ?? 'no signal'}): ${probe.stderr.toString().trim() || out}`,
        )
      }
    } catch (error) {
      return refuse(`the sandbox probe failed: ${(error as Error).message}`)
    } finally {
      fs.rmSync(probeDir, { recursive: true, force: true })
    }
    const version = await promisify(execFile)('/usr/bin/bwrap', ['--version']).then(
      (r) => r.stdout.trim(),
      () => 'bwrap',
    )
    return {
      sandbox,
      availability: {
        ok: true,
        backend: 'bubblewrap',
        cgroup: cgroups.version,
        detail: `${version}, ${cgroups.detail}`,
      } as const,
    }
  })()
  return ready
}

function refusingSandbox(reason: string): Sandbox {
  return {
    backend: 'none',
    run: () => Promise.reject(new Error(`judge sandbox unavailable: ${reason}`)),
  }
}

export async function sandboxAvailability(): Promise<Availability> {
  return (await init()).availability
}

export async function getSandbox(): Promise<Sandbox> {
  return (await init()).sandbox
}
