// Joining a cgroup v2 group with clone3(CLONE_INTO_CGROUP) (issue 23). This host's controllers are v1, but it also
// mounts the unified (v2) hierarchy, and CLONE_INTO_CGROUP works there without controllers: the launcher is
// exercised for real against it — clone3, the cgroup.procs fallback when clone3 is refused, and the sandbox (a box
// per run and the run box) driven by a v2-shaped group there.
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBwrapSandbox } from './bwrap'
import { type CgroupDriver, cgroup2Mount } from './cgroup'
import { judgeWorkDir } from './index'
import { buildLauncher, buildRunner, joinArg } from './launcher'
import type { SandboxLimits } from './types'

const mount = cgroup2Mount()
const parent = mount && path.join(mount, 'trilha-judge')

const limits: SandboxLimits = {
  cpuMs: 2000,
  wallMs: 20_000,
  memoryBytes: 64 << 20,
  pids: 16,
  stdoutBytes: 1 << 20,
  stderrBytes: 4096,
  fileBytes: 1 << 20,
}

let launcher: string
let work: string
let seq = 0
const made: string[] = []

/** A fresh group named like the driver's (r<pid>-…), so a crashed run's leftovers are swept as stale. */
function group(): string {
  const dir = path.join(parent as string, `r${process.pid}-clone3-${++seq}`)
  fs.mkdirSync(dir, { recursive: true })
  made.push(dir)
  return dir
}

/** What /proc/self/cgroup says for the v2 hierarchy: the group's path from the mount's root. */
const v2Line = (dir: string) => `0::/${path.relative(mount as string, dir)}`

/**
 * Starts `command` (the launcher, or the seccomp wrapper in front of it) with a program that prints its pid and
 * its own /proc/self/cgroup, then waits on stdin: the test looks at the launcher's group while both are alive.
 */
async function launch(command: string, args: string[], join: string) {
  const child = spawn(
    command,
    [
      ...args,
      '0',
      String(1 << 20),
      String(8 << 20),
      '65534',
      join,
      '0',
      '--',
      '/bin/sh',
      '-c',
      'echo $$; cat /proc/self/cgroup; read x',
    ],
    { env: {} as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'pipe'] },
  )
  let out = ''
  let err = ''
  child.stdout.on('data', (c) => {
    out += c
  })
  child.stderr.on('data', (c) => {
    err += c
  })
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  // Printed once the program has run `cat`: its pid line and its cgroup lines end with the v2 line "0::…".
  await new Promise<void>((resolve, reject) => {
    const check = () => (/^0::.*\n/m.test(out) ? resolve() : undefined)
    child.stdout.on('data', check)
    exited.then(() => reject(new Error(`the launcher exited early: ${err || out}`)))
  })
  const launcherGroup = fs.readFileSync(`/proc/${child.pid}/cgroup`, 'utf8').match(/^0::(.*)$/m)?.[1]
  child.stdin.end('\n')
  const code = await exited
  const programPid = Number(out.split('\n')[0])
  return { code, err, programPid, launcherPid: child.pid, launcherGroup, program: out.match(/^0::.*$/m)?.[0] }
}

// A seccomp filter in front of the launcher that refuses clone3 with the errno given: the kernel's own "no".
const DENY_CLONE3 = String.raw`
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <unistd.h>
int main(int argc, char **argv) {
  struct sock_filter f[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 435 /* clone3 */, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (atoi(argv[1]) & SECCOMP_RET_DATA)),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = { sizeof f / sizeof f[0], f };
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog)) return 126;
  execv(argv[2], argv + 2);
  return 127;
}
`
let denyClone3: string

beforeAll(async () => {
  if (!mount) return
  // Reachable (x) by uid 65534, as the sandbox's init makes it.
  fs.mkdirSync(judgeWorkDir(), { recursive: true, mode: 0o711 })
  fs.chmodSync(judgeWorkDir(), 0o711)
  work = fs.mkdtempSync(path.join(judgeWorkDir(), 'clone3-'))
  fs.chmodSync(work, 0o755)
  launcher = await buildLauncher(path.join(judgeWorkDir(), 'bin'))
  denyClone3 = path.join(work, 'deny-clone3')
  fs.writeFileSync(`${denyClone3}.c`, DENY_CLONE3)
  await promisify(execFile)('/usr/bin/gcc', ['-O2', '-o', denyClone3, `${denyClone3}.c`])
})

afterAll(() => {
  for (const dir of made.reverse()) {
    try {
      fs.writeFileSync(path.join(dir, 'cgroup.kill'), '1')
      fs.rmdirSync(dir)
    } catch {}
  }
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

// Skipped only on a host with no cgroup2 hierarchy mounted at all (clone3 into a group needs one).
describe.skipIf(!mount)('the launcher on a cgroup v2 hierarchy', () => {
  it('clones the program into the group (clone3): it is there from its start, the launcher stays outside', async () => {
    const dir = group()
    const r = await launch(
      launcher,
      [],
      joinArg({ procsFiles: path.join(dir, 'cgroup.procs'), clone3Dir: dir }),
    )
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(r.program).toBe(v2Line(dir))
    // A child of the launcher (the only way into the group on this path is being born there).
    expect(r.programPid).not.toBe(r.launcherPid)
    expect(r.launcherGroup).not.toBe(v2Line(dir).slice(3))
  })

  it('passes the exit status and the signal of what it launched on to its parent', async () => {
    const run = (script: string) =>
      new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
        const dir = group()
        const child = spawn(
          launcher,
          ['0', '1048576', '8388608', '65534', `clone3:${dir}`, '0', '--', '/bin/sh', '-c', script],
          { env: {} as NodeJS.ProcessEnv, stdio: 'ignore' },
        )
        child.on('close', (code, signal) => resolve({ code, signal }))
      })
    expect(await run('exit 7')).toEqual({ code: 7, signal: null })
    expect(await run('kill -SEGV $$')).toEqual({ code: null, signal: 'SIGSEGV' })
  })

  it('takes the program down with it when the launcher is killed (the parent-death signal)', async () => {
    const dir = group()
    const child = spawn(
      launcher,
      [
        '0',
        '1048576',
        '8388608',
        '65534',
        `clone3:${dir}`,
        '0',
        '--',
        '/bin/sh',
        '-c',
        'echo up; exec sleep 3600',
      ],
      { env: {} as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'ignore'] },
    )
    await new Promise((resolve) => child.stdout.once('data', resolve))
    const procs = () => fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8')
    expect(procs()).not.toBe('')
    // What the judge does on a cap or a watchdog (Node only knows the launcher's pid).
    child.kill('SIGKILL')
    // Ends once the group is empty; a program left running (no parent-death signal) holds the test to its timeout.
    while (procs() !== '') await new Promise((r) => setTimeout(r, 5))
  })

  for (const [name, errno] of [
    ['ENOSYS', 38],
    ['EINVAL', 22],
    ['EPERM', 1],
  ] as const) {
    it(`falls back to writing cgroup.procs when clone3 fails with ${name}`, async () => {
      const dir = group()
      const r = await launch(denyClone3, [String(errno), launcher], `clone3:${dir}`)
      expect(r.err).toBe('')
      expect(r.code).toBe(0)
      expect(r.program).toBe(v2Line(dir))
      // No child: the launcher moved itself, then became the program.
      expect(r.programPid).toBe(r.launcherPid)
    })
  }

  it('refuses to start when clone3 fails otherwise (EACCES) rather than run outside the group', async () => {
    const dir = group()
    const r = await launch(denyClone3, ['13', launcher], `clone3:${dir}`).catch((e: Error) => e)
    expect(r).toBeInstanceOf(Error)
    expect((r as Error).message).toMatch(/trilha-launch: clone3: Permission denied/)
  })

  it('drives the sandbox into a v2 driver’s groups: a box per run and the run box', async () => {
    // A driver shaped like cgroupV2's (clone3Dir set), without limits: this hierarchy has no controllers. CPU time
    // comes from cpu.stat, which cgroup v2 keeps for every group: it proves the boxes ran inside.
    const cpuMs = (dir: string) =>
      Number(fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8').match(/^usage_usec (\d+)$/m)?.[1]) / 1000
    const groups: string[] = []
    const driver: CgroupDriver = {
      version: 'v2',
      detail: 'test',
      create() {
        const dir = group()
        groups.push(dir)
        const empty = () => fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8') === ''
        const drain = async () => {
          fs.writeFileSync(path.join(dir, 'cgroup.kill'), '1')
          while (!empty()) await new Promise((r) => setTimeout(r, 5))
        }
        return {
          // Not a file: a launcher sent the v1 way (procs files) instead of clone3 would fail to start the box.
          procsFiles: path.join(dir, 'not-cgroup.procs'),
          clone3Dir: dir,
          stats: () => ({ cpuMs: cpuMs(dir), memoryKiB: 0, oomKilled: false, oomKills: 0 }),
          resetPeak: () => {},
          drain,
          destroy: drain,
        }
      },
    }
    const runner = await buildRunner(path.join(judgeWorkDir(), 'bin'))
    const sandbox = createBwrapSandbox(launcher, driver, runner)
    const busy = ['/bin/sh', '-c', 'i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done; echo done']
    const one = await sandbox.run({ argv: busy, workDir: work, workDirWritable: false, limits })
    expect(one.stdout.toString()).toBe('done\n')
    expect(one.cpuMs).toBeGreaterThan(0)
    const input = path.join(work, 'in.txt')
    fs.writeFileSync(input, '')
    const box = await sandbox.openBox?.({ argv: busy, workDir: work, limits })
    const test = await box?.run({ stdinPath: input, limits })
    await box?.close()
    expect(test?.stdout.toString()).toBe('done\n')
    expect(test?.cpuMs).toBeGreaterThan(0)
    expect(groups).toHaveLength(2)
  })
})
