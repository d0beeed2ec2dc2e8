import fs from 'node:fs'
import path from 'node:path'

/**
 * A fresh cgroup per run, v1 or v2 (detected at start). Limits come from here, and so do the measurements the
 * verdicts rest on: CPU time, peak memory and the OOM-kill count (docs/judge-facts.md: never infer MLE from exit codes).
 */
export interface CgroupStats {
  cpuMs: number
  memoryKiB: number
  oomKilled: boolean
  /** OOM kills so far: a run box compares the counts before and after each test. */
  oomKills: number
}

export interface RunCgroup {
  /** Files the launcher writes its pid to, joined by commas. */
  procsFiles: string
  /** v2: the group's directory, which the launcher clones its child into (`launcher.ts` joinArg). */
  clone3Dir?: string
  stats(): CgroupStats
  /** Starts the peak memory over from the current usage (a run box, before each test; v2 needs Linux 6.12). */
  resetPeak(): void
  /** Kills whatever is left and waits until the group is empty (read stats after this). */
  drain(): Promise<void>
  /** Drains, then removes the group. */
  destroy(): Promise<void>
}

export interface CgroupDriver {
  version: 'v1' | 'v2'
  detail: string
  create(name: string, limits: { memoryBytes: number; pids: number }): RunCgroup
}

const PARENT = 'trilha-judge'

function read(file: string): string {
  return fs.readFileSync(file, 'utf8')
}

function readFd(fd: number): string {
  const buf = Buffer.alloc(64)
  return buf.toString('utf8', 0, fs.readSync(fd, buf, 0, buf.length, 0))
}

function write(file: string, value: string) {
  fs.writeFileSync(file, value)
}

function tryWrite(file: string, value: string) {
  try {
    write(file, value)
  } catch {}
}

function field(text: string, key: string): number {
  const m = text.match(new RegExp(`^${key} (\\d+)$`, 'm'))
  return m ? Number(m[1]) : 0
}

function pidsIn(dirs: string[]): number[] {
  const pids: number[] = []
  for (const dir of dirs) {
    try {
      for (const line of read(path.join(dir, 'cgroup.procs')).split('\n')) if (line) pids.push(Number(line))
    } catch {}
  }
  return pids
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function drain(dirs: string[], kill?: () => void) {
  for (let i = 0; i < 2000; i++) {
    const pids = pidsIn(dirs)
    if (pids.length === 0) break
    if (kill) kill()
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {}
    }
    await sleep(i < 20 ? 1 : 10)
  }
}

async function drainAndRemove(dirs: string[], kill?: () => void) {
  await drain(dirs, kill)
  for (const dir of dirs) {
    try {
      fs.rmdirSync(dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
}

/**
 * Groups are named r<pid>-<thread>-<n>. A server killed with -9 leaves its groups behind (its boxes died with it:
 * pdeathsig): remove those whose process is gone, and never touch a live process's groups.
 */
function sweepStale(parents: string[]) {
  for (const parent of parents) {
    let names: string[] = []
    try {
      names = fs.readdirSync(parent).filter((n) => /^r\d+-/.test(n))
    } catch {}
    for (const name of names) {
      const owner = Number(name.slice(1, name.indexOf('-')))
      if (owner === process.pid || alive(owner)) continue
      const dir = path.join(parent, name)
      for (const pid of pidsIn([dir])) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {}
      }
      try {
        fs.rmdirSync(dir)
      } catch {}
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function cgroupV1(root = '/sys/fs/cgroup'): CgroupDriver {
  const base = (controller: string) => path.join(root, controller, PARENT)
  for (const c of ['memory', 'pids', 'cpuacct']) fs.mkdirSync(base(c), { recursive: true })
  sweepStale(['memory', 'pids', 'cpuacct'].map(base))
  const swap = fs.existsSync(path.join(base('memory'), 'memory.memsw.limit_in_bytes'))
  return {
    version: 'v1',
    detail: `cgroup v1 (memory, pids, cpuacct${swap ? ', memsw' : ''}) at ${root}`,
    create(name, limits) {
      const mem = path.join(base('memory'), name)
      const pids = path.join(base('pids'), name)
      const cpu = path.join(base('cpuacct'), name)
      for (const dir of [mem, pids, cpu]) fs.mkdirSync(dir)
      write(path.join(mem, 'memory.limit_in_bytes'), String(limits.memoryBytes))
      if (swap) write(path.join(mem, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes))
      tryWrite(path.join(mem, 'memory.swappiness'), '0')
      write(path.join(pids, 'pids.max'), String(limits.pids))
      return {
        procsFiles: [mem, pids, cpu].map((d) => path.join(d, 'cgroup.procs')).join(','),
        stats: () => {
          const oomKills = field(read(path.join(mem, 'memory.oom_control')), 'oom_kill')
          return {
            cpuMs: Number(read(path.join(cpu, 'cpuacct.usage'))) / 1e6,
            memoryKiB: Math.round(Number(read(path.join(mem, 'memory.max_usage_in_bytes'))) / 1024),
            oomKilled: oomKills > 0,
            oomKills,
          }
        },
        resetPeak: () => write(path.join(mem, 'memory.max_usage_in_bytes'), '0'),
        drain: () => drain([mem, pids, cpu]),
        destroy: () => drainAndRemove([mem, pids, cpu]),
      }
    },
  }
}

export function cgroupV2(root = '/sys/fs/cgroup'): CgroupDriver {
  const parent = path.join(root, PARENT)
  const wanted = ['memory', 'pids', 'cpu']
  enableControllers(root, wanted)
  fs.mkdirSync(parent, { recursive: true })
  sweepStale([parent])
  write(path.join(parent, 'cgroup.subtree_control'), wanted.map((c) => `+${c}`).join(' '))
  return {
    version: 'v2',
    detail: `cgroup v2 (${wanted.join(', ')}) at ${root}`,
    create(name, limits) {
      const dir = path.join(parent, name)
      fs.mkdirSync(dir)
      write(path.join(dir, 'memory.max'), String(limits.memoryBytes))
      tryWrite(path.join(dir, 'memory.swap.max'), '0')
      write(path.join(dir, 'pids.max'), String(limits.pids))
      const peakFile = path.join(dir, 'memory.peak')
      let peakFd: number | undefined
      return {
        procsFiles: path.join(dir, 'cgroup.procs'),
        clone3Dir: dir,
        stats: () => {
          const oomKills = field(read(path.join(dir, 'memory.events')), 'oom_kill')
          return {
            cpuMs: field(read(path.join(dir, 'cpu.stat')), 'usage_usec') / 1000,
            // memory.peak appeared in Linux 5.19; older kernels only give the current usage.
            memoryKiB: Math.round(
              Number(
                peakFd !== undefined
                  ? readFd(peakFd)
                  : fs.existsSync(peakFile)
                    ? read(peakFile)
                    : read(path.join(dir, 'memory.current')),
              ) / 1024,
            ),
            oomKilled: oomKills > 0,
            oomKills,
          }
        },
        // Linux 6.12+ resets memory.peak on a write, for reads through the same descriptor (kept open here);
        // before that the write fails and a test's peak is the box's peak so far (never below the truth).
        resetPeak: () => {
          try {
            peakFd ??= fs.openSync(peakFile, 'r+')
            fs.writeSync(peakFd, 'reset\n')
          } catch {
            if (peakFd !== undefined) fs.closeSync(peakFd)
            peakFd = undefined
          }
        },
        drain: () => drain([dir], () => tryWrite(path.join(dir, 'cgroup.kill'), '1')),
        destroy: () => {
          if (peakFd !== undefined) fs.closeSync(peakFd)
          peakFd = undefined
          return drainAndRemove([dir], () => tryWrite(path.join(dir, 'cgroup.kill'), '1'))
        },
      }
    },
  }
}

/**
 * A v2 group that holds processes cannot hand controllers to children ("no internal processes"). When the
 * server runs in the root of a cgroup namespace (containers), move those processes to a leaf first.
 */
function enableControllers(root: string, wanted: string[]) {
  const control = path.join(root, 'cgroup.subtree_control')
  const line = wanted.map((c) => `+${c}`).join(' ')
  try {
    write(control, line)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error
    const leaf = path.join(root, 'trilha-init')
    fs.mkdirSync(leaf, { recursive: true })
    for (const pid of pidsIn([root])) tryWrite(path.join(leaf, 'cgroup.procs'), String(pid))
    write(control, line)
  }
}

/** The first cgroup2 mount: /sys/fs/cgroup on a v2 host, /sys/fs/cgroup/unified beside v1 controllers (this host). */
export function cgroup2Mount(): string | undefined {
  return read('/proc/mounts')
    .split('\n')
    .map((line) => line.split(' '))
    .find((f) => f[2] === 'cgroup2')?.[1]
}

/** v1 when its memory controller is mounted (this machine), else v2 with memory and pids available. */
export function detectCgroup(root = '/sys/fs/cgroup'): CgroupDriver {
  if (fs.existsSync(path.join(root, 'memory', 'memory.limit_in_bytes'))) return cgroupV1(root)
  const controllers = path.join(root, 'cgroup.controllers')
  if (fs.existsSync(controllers)) {
    const have = read(controllers).split(/\s+/)
    const missing = ['memory', 'pids', 'cpu'].filter((c) => !have.includes(c))
    if (missing.length === 0) return cgroupV2(root)
    throw new Error(`cgroup v2 at ${root} lacks the ${missing.join(', ')} controller(s)`)
  }
  throw new Error(`no usable cgroup hierarchy at ${root} (need v1 memory/pids/cpuacct or v2 memory/pids/cpu)`)
}
