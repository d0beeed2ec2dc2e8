import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { sumSubmitter } from './cluster-processes'

// kill -9 of the built server while it judges, a restart, and every submission still ends with a verdict.
const dir = path.resolve('tests/.tmp/judge-crash')
const dbPath = path.join(dir, 'trilha.db')
const env = {
  ...process.env,
  PUBLIC_URL: 'http://localhost',
  DATABASE_PATH: dbPath,
  PORT: '0',
  HOST: '127.0.0.1',
  JUDGE_CONCURRENCY: '2',
}
let server: ChildProcess | undefined

afterAll(() => server?.kill('SIGKILL'))

function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (/listening on/.test(chunk.toString())) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

async function until<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('condition not reached in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

// Burns ~0.1 s of CPU per test so the server is surely mid-judging when it is killed.
const SLOW_SUM = `#include <stdio.h>
int main(){volatile long x=0;for(long i=0;i<60000000;i++)x+=i;long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);}`

describe('judge crash safety', () => {
  it('requeues what a kill -9 interrupted and judges every submission after the restart', async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    execFileSync(process.execPath, ['build/tools/db.js', 'migrate'], { env })
    execFileSync(process.execPath, ['build/tools/db.js', 'seed'], { env, stdio: 'ignore' })
    const sqlite = new SQLite(dbPath)
    const ours = sumSubmitter(sqlite)(SLOW_SUM, 8)
    const statuses = () =>
      sqlite.prepare('select status, count(*) n from submissions group by status').all() as {
        status: string
        n: number
      }[]

    server = await start()
    const pid = server.pid as number
    await until(() => (statuses().some((s) => s.status === 'judging') ? true : undefined), 30_000)
    server.kill('SIGKILL')
    await new Promise((r) => server?.once('exit', r))
    const interrupted = statuses().find((s) => s.status === 'judging')?.n ?? 0
    expect(interrupted).toBeGreaterThan(0)

    // The boxes died with the server (pdeathsig + --die-with-parent): its cgroups hold no process.
    const groups = '/sys/fs/cgroup/pids/trilha-judge'
    if (fs.existsSync(groups)) {
      await until(() => {
        const mine = fs.readdirSync(groups).filter((g) => g.startsWith(`r${pid}-`))
        const busy = mine.some(
          (g) => fs.readFileSync(path.join(groups, g, 'cgroup.procs'), 'utf8').trim() !== '',
        )
        return busy ? undefined : true
      }, 5_000)
    }

    server = await start()
    const rows = await until(() => {
      // The demo seed's own submissions are judged already; only these eight are ours.
      const all = sqlite
        .prepare(`select id, status, score, attempts from submissions where id in (${ours.join(', ')})`)
        .all() as {
        status: string
        score: number
        attempts: number
      }[]
      return all.every((r) => !['in_queue', 'judging'].includes(r.status)) ? all : undefined
    }, 120_000)
    expect(rows).toHaveLength(8)
    for (const row of rows) expect(row).toMatchObject({ status: 'accepted', score: 100 })
    expect(Math.max(...rows.map((r) => r.attempts))).toBe(2)
    sqlite.close()
  }, 180_000)
})
