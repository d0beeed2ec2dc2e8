import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cgroupV2, detectCgroup } from './cgroup'
import { getSandbox, judgeWorkDir, sandboxAvailability } from './index'
import type { RunSpec, Sandbox, SandboxLimits } from './types'

const limits: SandboxLimits = {
  cpuMs: 1000,
  wallMs: 3000,
  memoryBytes: 64 << 20,
  pids: 16,
  stdoutBytes: 1 << 20,
  stderrBytes: 4096,
  fileBytes: 1 << 20,
}

let sandbox: Sandbox
let dir: string

beforeAll(async () => {
  sandbox = await getSandbox()
  dir = fs.mkdtempSync(path.join(judgeWorkDir(), 'test-'))
  fs.chmodSync(dir, 0o755)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const sh = (script: string, more: Partial<RunSpec> = {}) =>
  sandbox.run({ argv: ['/bin/sh', '-c', script], workDir: dir, workDirWritable: false, limits, ...more })

describe('bubblewrap sandbox on this host', () => {
  it('is available here (root, bubblewrap, cgroups) and says which cgroup version it uses', async () => {
    const a = await sandboxAvailability()
    expect(a).toMatchObject({ ok: true, backend: 'bubblewrap' })
  })

  it('runs as nobody with no capabilities, an empty environment and its own pid namespace', async () => {
    const r = await sh(
      'id -u; grep -E "^(CapEff|CapBnd|NoNewPrivs)" /proc/self/status; env | sort; echo pid=$$',
    )
    const out = r.stdout.toString()
    expect(r.exitCode).toBe(0)
    expect(out).toMatch(/^65534\n/)
    expect(out).toMatch(/CapEff:\s+0{16}/)
    expect(out).toMatch(/CapBnd:\s+0{16}/)
    expect(out).toMatch(/NoNewPrivs:\s+1/)
    expect(out).toContain('pid=1')
    expect(out).not.toMatch(/SESSION_SECRET|DATABASE_PATH|NODE_|npm_/)
  })

  it('keeps the root read-only, hides host files and offers a capped private /tmp', async () => {
    const r = await sh(
      'ls /root /home 2>&1; cat /etc/shadow 2>&1; touch /usr/x /etc/x /box/x 2>&1; echo hi > /tmp/ok && cat /tmp/ok',
    )
    const out = r.stdout.toString()
    expect(out).toMatch(/cannot access '\/root'/)
    expect(out).toMatch(/\/etc\/shadow: No such file/)
    expect(out.match(/Read-only file system/g)?.length).toBe(3)
    expect(out).toContain('hi')
  })

  it('feeds stdin from a host file it never binds into the box', async () => {
    const input = path.join(os.tmpdir(), `stdin-${process.pid}.txt`)
    fs.writeFileSync(input, '21 21\n')
    const r = await sh('read a b; echo $((a + b))', { stdinPath: input })
    fs.rmSync(input)
    expect(r.stdout.toString()).toBe('42\n')
  })

  it('measures CPU time from the cgroup and kills at the CPU limit', async () => {
    // A wall limit far above the CPU one: on a loaded machine (CI, parallel suites) a busy loop gets a small share
    // of a core, and it must still be the CPU limit that ends it.
    const bounds = { ...limits, cpuMs: 300, wallMs: 30_000 }
    const r = await sh('while :; do :; done', { limits: bounds })
    expect(r.cpuExceeded).toBe(true)
    expect(r.wallExceeded).toBe(false)
    expect(r.cpuMs).toBeGreaterThanOrEqual(bounds.cpuMs)
  })

  it('kills a sleeping program at the wall-clock limit without blaming the CPU', async () => {
    const r = await sh('sleep 30', { limits: { ...limits, wallMs: 500 } })
    expect(r.wallExceeded).toBe(true)
    expect(r.cpuExceeded).toBe(false)
  })

  it('reports an OOM kill from the memory cgroup with the peak memory', async () => {
    const r = await sandbox.run({
      argv: ['/usr/bin/python3', '-c', 'a = bytearray(200 << 20)'],
      workDir: dir,
      workDirWritable: false,
      limits,
    })
    expect(r.oomKilled).toBe(true)
    expect(r.memoryKiB).toBeGreaterThan(60 * 1024)
  })

  it('caps stdout by killing the run and truncates stderr', async () => {
    const r = await sh('yes x >&2 & yes', { limits: { ...limits, stdoutBytes: 100_000 } })
    expect(r.stdoutExceeded).toBe(true)
    expect(r.stdout.length).toBeLessThanOrEqual(100_000)
    expect(r.stderr.length).toBeLessThanOrEqual(limits.stderrBytes)
  })

  it('reports the exit code and the signal of a crash', async () => {
    expect((await sh('exit 3')).exitCode).toBe(3)
    // A real fault: the program is pid 1 of its namespace, so signals sent from inside would be ignored.
    const r = await sandbox.run({
      argv: ['/usr/bin/python3', '-c', 'import ctypes; ctypes.string_at(0)'],
      workDir: dir,
      workDirWritable: false,
      limits,
    })
    expect(r.signal).toBe('SIGSEGV')
    expect(r.exitCode).toBeNull()
  })

  it('leaves no cgroup behind', async () => {
    await sh('true')
    const left = fs
      .readdirSync('/sys/fs/cgroup/memory/trilha-judge')
      .filter((d) => d.startsWith(`r${process.pid}-`))
    expect(left).toEqual([])
  })
})

describe('cgroup v2 driver (on a fake hierarchy: this host mounts v1)', () => {
  it('enables controllers, writes limits and reads cpu.stat, memory.peak and memory.events', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cg2-'))
    fs.writeFileSync(path.join(root, 'cgroup.controllers'), 'cpuset cpu io memory pids\n')
    const driver = detectCgroup(root)
    expect(driver.version).toBe('v2')
    expect(fs.readFileSync(path.join(root, 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids +cpu')
    const g = driver.create('r1', { memoryBytes: 1 << 20, pids: 8 })
    const d = path.join(root, 'trilha-judge', 'r1')
    expect(fs.readFileSync(path.join(d, 'memory.max'), 'utf8')).toBe(String(1 << 20))
    expect(fs.readFileSync(path.join(d, 'pids.max'), 'utf8')).toBe('8')
    expect(g.procsFiles).toBe(path.join(d, 'cgroup.procs'))
    expect(g.clone3Dir).toBe(d)
    fs.writeFileSync(path.join(d, 'cpu.stat'), 'usage_usec 12500\nuser_usec 1\n')
    fs.writeFileSync(path.join(d, 'memory.peak'), String(3 << 20))
    fs.writeFileSync(path.join(d, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n')
    expect(g.stats()).toEqual({ cpuMs: 12.5, memoryKiB: 3072, oomKilled: true, oomKills: 1 })
    fs.rmSync(root, { recursive: true })
    expect(() => cgroupV2(root)).toThrow()
  })

  it('refuses a v2 hierarchy without the memory controller', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cg2-'))
    fs.writeFileSync(path.join(root, 'cgroup.controllers'), 'cpu pids\n')
    expect(() => detectCgroup(root)).toThrow(/memory/)
    fs.rmSync(root, { recursive: true })
  })
})
