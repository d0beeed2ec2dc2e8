import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import {
  type Node,
  freePort,
  freshDatabase,
  startServer,
  startWorker,
  sumSubmitter,
  until,
} from './cluster-processes'

// Judge machines (issue 25, ADR 021), proved with real processes on loopback: the built server as the primary
// (JUDGE_MODE=remote: it judges nothing itself) and judge worker processes claiming over HTTP. A short lease
// (JUDGE_LEASE_MS) so a dead worker's submission comes back within the test.
const SECRET = 'judge-secret-of-the-test-cluster'
const LEASE_MS = 4000
const { dir, dbPath } = freshDatabase('judge-workers')
const sqlite = new SQLite(dbPath)
const nodes: Node[] = []
afterAll(async () => {
  for (const node of nodes) await node.kill()
  sqlite.close()
})

const FAST = `#include <stdio.h>
int main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);}`
// A quarter of a second asleep per test: the worker is surely mid-judging when the test kills something.
const SLOW = `#include <stdio.h>
#include <unistd.h>
int main(){usleep(250000);long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);}`

const submit = sumSubmitter(sqlite)
type Row = { id: number; status: string; score: number; attempts: number }
const rows = (ids: number[]) =>
  sqlite
    .prepare(`select id, status, score, attempts from submissions where id in (${ids.join(',')})`)
    .all() as Row[]
const judged = (ids: number[]) => {
  const all = rows(ids)
  return all.every((r) => !['in_queue', 'judging'].includes(r.status)) ? all : undefined
}
const claimOf = (id: number) =>
  sqlite
    .prepare('select worker, token, lease_expires_at from judge_claims where submission_id = ?')
    .get(id) as { worker: string; token: string; lease_expires_at: string } | undefined

const primaryEnv = (lease: number) => ({
  DATABASE_PATH: dbPath,
  JUDGE_MODE: 'remote',
  JUDGE_SECRET: SECRET,
  JUDGE_LEASE_MS: String(lease),
  JUDGE_WORK_DIR: path.join(dir, 'primary-work'),
})

describe('judge workers over HTTP against one primary', () => {
  it('one claim per submission, leases, stale verdicts refused, a dead worker and a primary restart lose nothing', async () => {
    const port = await freePort()
    let primary = await startServer(primaryEnv(LEASE_MS), port)
    nodes.push(primary)
    const base = primary.base
    const post = (route: string, body: unknown, secret = SECRET) =>
      fetch(`${base}/internal/judge/${route}`, {
        method: 'POST',
        headers: { 'x-judge-secret': secret, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })

    // Without the secret the endpoints do not exist.
    expect((await post('claim', { worker: 'x' }, 'not-the-secret-at-all')).status).toBe(404)
    expect((await fetch(`${base}/internal/judge/claim`, { method: 'POST', body: '{}' })).status).toBe(404)
    expect((await post('claim', { worker: 'x'.repeat(5000) })).status).toBe(413)

    // Twelve claims at once for three queued rows: three distinct rows, each claimed once; the rest get nothing.
    const first = submit(FAST, 3)
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('claim', { worker: 'probe' })))
    const claims = await Promise.all(answers.filter((a) => a.status === 200).map((a) => a.json()))
    expect(answers.filter((a) => a.status === 204)).toHaveLength(9)
    expect(claims.map((c) => c.id).sort()).toEqual([...first].sort())
    expect(claims[0].task.job.tests.some((t: { input: object }) => 'key' in t.input)).toBe(true)
    expect((await post('heartbeat', { id: claims[0].id, token: claims[0].token })).status).toBe(204)

    // The leases run out: the rows are offered again, with new tokens; the old ones are refused.
    const expiry = Math.max(...first.map((id) => Date.parse(claimOf(id)?.lease_expires_at ?? '')))
    await until(() => (Date.now() > expiry ? true : undefined), 'the leases to run out')
    const again = await Promise.all(first.map(() => post('claim', { worker: 'probe' })))
    const renewed = await Promise.all(again.map((a) => a.json()))
    expect(renewed.map((c) => c.id).sort()).toEqual([...first].sort())
    const stale = claims[0]
    const report = { status: 'accepted', score: 100, errorOnSample: false, tests: [], log: [] }
    expect((await post('verdict', { id: stale.id, token: stale.token, report })).status).toBe(409)
    expect((await post('heartbeat', { id: stale.id, token: stale.token })).status).toBe(409)
    expect(rows([stale.id])[0]).toMatchObject({ status: 'judging', attempts: 2 })
    // The current holders give up ("the judge failed"): the rows go back to the queue for the real workers.
    for (const c of renewed) {
      const retry = { ...report, status: 'internal_error', score: 0, retry: true, log: ['probe'] }
      expect((await post('verdict', { id: c.id, token: c.token, report: retry })).status).toBe(204)
    }
    expect(rows(first).map((r) => r.status)).toEqual(['in_queue', 'in_queue', 'in_queue'])

    // Two worker processes judge everything, each submission once.
    const workerEnv = (n: number) => ({
      PRIMARY_URL: base,
      JUDGE_SECRET: SECRET,
      JUDGE_CONCURRENCY: '1',
      JUDGE_POLL_MS: '100',
      JUDGE_WORK_DIR: path.join(dir, `worker-${n}`),
    })
    const workers = [await startWorker(workerEnv(1)), await startWorker(workerEnv(2))]
    nodes.push(...workers)
    const batch = submit(FAST, 6)
    const done = await until(() => judged([...first, ...batch]), 'the first batch')
    for (const row of done) expect(row).toMatchObject({ status: 'accepted', score: 100 })
    expect(rows(batch).map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1, 1])
    expect(rows(first).map((r) => r.attempts)).toEqual([3, 3, 3])

    // A worker killed mid-judging: its submission waits out the lease, then the other worker judges it.
    const [slow] = submit(SLOW, 1)
    const holder = await until(() => claimOf(slow)?.worker, 'a worker to claim the slow submission')
    const victim = workers.find((w) => holder.endsWith(`-${w.child.pid}`))
    expect(victim).toBeDefined()
    await victim?.kill('SIGKILL')
    const [afterKill] = await until(() => judged([slow]), 'the dead worker’s submission')
    expect(afterKill).toMatchObject({ status: 'accepted', score: 100, attempts: 2 })
    const survivor = workers.find((w) => w !== victim) as Node

    // The primary killed and restarted while the survivor holds a claim (a lease longer than the restart): the
    // restart leaves the claim alone, and the survivor's verdict arrives once the primary is back.
    await primary.kill('SIGKILL')
    primary = await startServer(primaryEnv(60_000), port)
    nodes.push(primary)
    const [held] = submit(SLOW, 1)
    // Claimed, and the claim reached the worker: its first heartbeat (at the compile stage) moved the lease.
    // (Killed between its commit and its answer, the claim would be the worker's only after the lease.)
    const claimed = await until(() => claimOf(held), 'the survivor to claim')
    await until(
      () => (claimOf(held)?.lease_expires_at !== claimed.lease_expires_at ? true : undefined),
      'the survivor’s first heartbeat',
    )
    await primary.kill('SIGKILL')
    expect(rows([held])[0].status).toBe('judging')
    primary = await startServer(primaryEnv(60_000), port)
    nodes.push(primary)
    const [afterRestart] = await until(() => judged([held]), 'the verdict after the restart')
    expect(afterRestart).toMatchObject({ status: 'accepted', score: 100, attempts: 1 })
    expect(primary.output()).toMatch(/remote workers claim submissions .*; 0 requeued/)
    expect(survivor.output()).not.toMatch(/refused/)
    // Each claim goes once its verdict is saved (just after the row changes).
    const left = () => sqlite.prepare('select submission_id, worker from judge_claims').all()
    await until(
      () => (left().length === 0 ? true : undefined),
      `no claim left, found ${JSON.stringify(left())}`,
    )
  }, 300_000)
})
