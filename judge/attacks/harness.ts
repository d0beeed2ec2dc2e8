// Shared by the attack suite (issue 3, "Proof"): hostile programs go through the real pipeline
// (`judgeSubmission` on the real sandbox) and the tests look at the host from outside, as root.
//   limits.test.ts      output and stderr floods, memory bombs (C, Python, Java), deep recursion, loop, sleep
//   processes.test.ts   fork and thread bombs, daemons, kill(-1)/kill(1), ptrace/unshare/mount/setuid, fds
//   network.test.ts     outside addresses, the app's own port, abstract unix sockets, DNS, raw sockets
//   filesystem.test.ts  host files and answers, another run's files, writes outside the box, /tmp, /dev/shm
//   descriptors.test.ts descriptors the judge process inherited (a pipe as fd 100) reaching the box
//   secrets.test.ts     the server's environment
// Zip bombs and path traversal in packages: judge/packages/zip.test.ts. A hostile custom checker:
// judge/checkers/custom.test.ts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { judgeSubmission } from '../judge'
import { getSandbox } from '../sandbox/index'
import type { RunResult, RunSpec, Sandbox } from '../sandbox/types'
import type { JudgeLimits, JudgeReport, TestCase } from '../types'

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const NOBODY_UID = 65534

/** A test package dir laid out as installed packages are: 0755 dirs and 0644 files, world-readable. */
export function packageDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-pkg-'))
  fs.chmodSync(dir, 0o755)
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

let counter = 0
export function testCase(
  dir: string,
  input: string,
  answer: string,
  opts: { sample?: boolean; group?: number } = {},
): TestCase {
  const n = ++counter
  const inputPath = path.join(dir, `${n}.in`)
  const answerPath = path.join(dir, `${n}.out`)
  fs.writeFileSync(inputPath, input, { mode: 0o644 })
  fs.writeFileSync(answerPath, answer, { mode: 0o644 })
  return {
    name: opts.sample ? `sample ${n}` : `1/${n}`,
    group: opts.sample ? 0 : (opts.group ?? 1),
    sample: !!opts.sample,
    inputPath,
    answerPath,
  }
}

export interface Attack {
  report: JudgeReport
  /** The sandbox's results of the test runs, in order (stdout/stderr as the judge read them). */
  runs: RunResult[]
}

export interface AttackOptions {
  limits?: Partial<JudgeLimits>
  /** Called when a test run is handed to the sandbox. */
  onRun?: (spec: RunSpec) => void
  /** Each test in its own box (the judge before issue 23, what checkers still get). */
  boxPerTest?: boolean
}

/**
 * Judges `code` as the pipeline does, through a sandbox that delegates to the real one and keeps the raw run
 * results: the report is what the student sees, the runs are what the program printed.
 */
export async function attack(
  language: string,
  code: string,
  tests: TestCase[],
  options: AttackOptions = {},
): Promise<Attack> {
  const real = await getSandbox()
  const runs: RunResult[] = []
  const keep = (result: RunResult) => {
    runs.push(result)
    return result
  }
  const sandbox: Sandbox = {
    backend: real.backend,
    async run(spec) {
      if (spec.workDirWritable) return real.run(spec)
      options.onRun?.(spec)
      return keep(await real.run(spec))
    },
  }
  // The tests run as the judge runs them: in one run box per submission (issue 23), unless asked otherwise.
  const openBox = real.openBox?.bind(real)
  if (openBox && !options.boxPerTest) {
    sandbox.openBox = async (spec) => {
      const box = await openBox(spec)
      return {
        async run(test) {
          options.onRun?.({ ...spec, workDirWritable: false, ...test })
          return keep(await box.run(test))
        },
        close: () => box.close(),
      }
    }
  }
  const report = await judgeSubmission(
    {
      language,
      code,
      limits: { timeMs: 1000, memoryMiB: 64, ...options.limits },
      tests,
      checker: { kind: 'exact' },
    },
    { sandbox },
  )
  return { report, runs }
}

export const lines = (buf: Buffer) => buf.toString('utf8').trimEnd().split('\n')

/** The stdout lines of test run `i`; a program that never ran (compile error, judge failure) says why. */
export function outputLines({ report, runs }: Attack, i = 0): string[] {
  const run = runs[i]
  if (!run) {
    const why = report.compilationMessage ?? report.log.join('\n')
    throw new Error(`test run ${i} never happened (${report.status}): ${why}`)
  }
  return lines(run.stdout)
}

/** C prelude of the probes: `R("what", call)` prints the call's result as `what ok` or `what ERRNO_NAME`. */
export const C_PRELUDE = String.raw`#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
static const char *err(long r) { return r < 0 ? strerrorname_np(errno) : "ok"; }
#define R(what, call) do { errno = 0; long r_ = (long)(call); printf("%s %s\n", what, err(r_)); } while (0)
static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
/* Sorted names of a directory on one line (without . and ..), or its errno name. */
static void list(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) { printf("ls %s %s\n", dir, strerrorname_np(errno)); return; }
  char *names[512]; int n = 0; struct dirent *e;
  while ((e = readdir(d)) && n < 512) if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) names[n++] = strdup(e->d_name);
  closedir(d);
  qsort(names, n, sizeof *names, cmp);
  printf("ls %s:", dir);
  for (int i = 0; i < n; i++) printf(" %s", names[i]);
  printf("\n");
}
`

/** Quotes a host string as a C string literal. */
export const cString = (s: string) => JSON.stringify(s)

// ---- the host's view ----------------------------------------------------------------------------------------

/** Marks this process's run cgroups: r<pid>-<thread>-<n> (judge/sandbox/bwrap.ts). */
const ourPrefix = () => `r${process.pid}-`

/** Where the pids controller's groups of the judge live (v1 on this host; v2 elsewhere). */
function pidsParents(): string[] {
  return ['/sys/fs/cgroup/pids/trilha-judge', '/sys/fs/cgroup/trilha-judge'].filter((d) =>
    fs.existsSync(path.join(d, 'cgroup.procs')),
  )
}

/** Run cgroups of this test process still present, in any controller. */
export function ourCgroups(): string[] {
  const parents = [
    '/sys/fs/cgroup/memory/trilha-judge',
    '/sys/fs/cgroup/pids/trilha-judge',
    '/sys/fs/cgroup/cpuacct/trilha-judge',
    '/sys/fs/cgroup/trilha-judge',
  ]
  const found: string[] = []
  for (const parent of parents) {
    let names: string[] = []
    try {
      names = fs.readdirSync(parent)
    } catch {}
    for (const name of names) if (name.startsWith(ourPrefix())) found.push(path.join(parent, name))
  }
  return found
}

function readOr(file: string, fallback = ''): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return fallback
  }
}

/** Host pids of processes running as nobody inside one of this test process's run cgroups. */
export function ourBoxProcesses(): number[] {
  const pids: number[] = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const status = readOr(`/proc/${name}/status`)
    if (!new RegExp(`^Uid:\\s+${NOBODY_UID}\\b`, 'm').test(status)) continue
    if (readOr(`/proc/${name}/cgroup`).includes(`/trilha-judge/${ourPrefix()}`)) pids.push(Number(name))
  }
  return pids
}

/** Host pid of a box process of ours that created /tmp/<marker> inside its box (seen through /proc/<pid>/root). */
export function boxWithMarker(marker: string): number | null {
  for (const pid of ourBoxProcesses()) {
    if (fs.existsSync(`/proc/${pid}/root/tmp/${marker}`)) return pid
  }
  return null
}

export async function waitFor<T>(probe: () => T | null, what: string, tries = 1000): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = probe()
    if (value !== null) return value
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

export interface PidsWatch {
  /** Per run cgroup of ours seen while watching: its pids.max, the highest pids.peak and the refused forks. */
  groups(): { max: number; peak: number; refused: number }[]
  stop(): void
}

/** Polls the pids controller of our run cgroups while a run is going (they are removed when it ends). */
export function watchPids(): PidsWatch {
  const seen = new Map<string, { max: number; peak: number; refused: number }>()
  const poll = () => {
    for (const parent of pidsParents()) {
      let names: string[] = []
      try {
        names = fs.readdirSync(parent).filter((n) => n.startsWith(ourPrefix()))
      } catch {}
      for (const name of names) {
        const dir = path.join(parent, name)
        const max = Number(readOr(path.join(dir, 'pids.max'), 'NaN'))
        const peak = Number(readOr(path.join(dir, 'pids.peak'), readOr(path.join(dir, 'pids.current'), '0')))
        const refused = Number(readOr(path.join(dir, 'pids.events')).match(/^max (\d+)/m)?.[1] ?? 0)
        if (Number.isNaN(max)) continue
        const old = seen.get(dir)
        seen.set(dir, {
          max,
          peak: Math.max(old?.peak ?? 0, peak),
          refused: Math.max(old?.refused ?? 0, refused),
        })
      }
    }
  }
  const timer = setInterval(poll, 5)
  return {
    groups: () => [...seen.values()],
    stop: () => clearInterval(timer),
  }
}
