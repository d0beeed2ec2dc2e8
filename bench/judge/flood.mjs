// Part 4 of bench/judge.mjs: submissions through the real queue (SQLite table + fair claim + piscina pool), on a
// seeded temporary database. Rows are inserted with better-sqlite3 directly, as the submit route would leave them.
import { spawn } from 'node:child_process'
import SQLite from 'better-sqlite3'
import { loadQueue } from './queue.mjs'
import { median, ms, p95, round, table } from './stats.mjs'

const SUM_C = `#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  printf("%lld\\n", a + b);
  return 0;
}
`

/** Liveness guard only (a hung judge must not hang the bench): not a performance threshold. */
const STALL_MS = 120_000

function seed(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['build/tools/db.js', 'seed'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))))
  })
}

export async function floodBench({ root, tmp, dbPath, scale, label = '' }) {
  const floodSize = Math.max(20, Math.round(200 * scale))
  const floodUsers = 20
  const burstSize = Math.max(10, Math.round(100 * scale))
  const singles = 10

  await seed({ ...process.env, DATABASE_PATH: dbPath })
  const sqlite = new SQLite(dbPath)
  sqlite.pragma('busy_timeout = 5000')
  const exercise = sqlite
    .prepare(
      `select e.id, e.test_count + (select count(*) from exercise_samples s where s.exercise_id = e.id) as tests
       from programming_exercises e where e.title_br = ?`,
    )
    .get('Soma de dois inteiros')
  if (!exercise) throw new Error('the seed has no "Soma de dois inteiros" exercise')

  let userSeq = 0
  const addUser = sqlite.prepare(
    `insert into users (name, email, password_hash, terms_accepted_at) values (?, ?, 'x', ?) returning id`,
  )
  const makeUsers = (n) =>
    Array.from({ length: n }, () => {
      userSeq++
      return addUser.get(`Bench ${userSeq}`, `bench${userSeq}@bench.invalid`, new Date().toISOString()).id
    })
  const addSubmission = sqlite.prepare(
    `insert into submissions (user_id, exercise_id, language, code, status) values (?, ?, 'c', ?, 'in_queue') returning id`,
  )
  let codeSeq = 0
  const insertAll = sqlite.transaction((userIds) =>
    userIds.map((u) => addSubmission.get(u, exercise.id, `${SUM_C}// submission ${++codeSeq}\n`).id),
  )

  const queue = await loadQueue(root, tmp)
  const conn = queue.createDb(dbPath)
  const started = await queue.startJudgeQueue({ db: conn })
  if (!started.ok) throw new Error(`the queue refused to start: ${started.reason}`)

  const order = []
  let waiter = null
  queue.onSubmissionJudged((s) => {
    order.push({ id: s.id, status: s.status, at: performance.now() })
    waiter?.()
  })

  /** Inserts rows for the given users (in that order, one transaction), wakes the judge, waits for all verdicts. */
  async function submitAndWait(userIds) {
    const from = order.length
    const t0 = performance.now()
    const ids = insertAll(userIds)
    queue.wakeJudge()
    const pending = new Set(ids)
    for (const e of order.slice(from)) pending.delete(e.id)
    let last = performance.now()
    while (pending.size) {
      await new Promise((resolve) => {
        waiter = resolve
        setTimeout(resolve, 1000)
      })
      waiter = null
      const fresh = order.slice(from).filter((e) => pending.has(e.id))
      for (const e of fresh) pending.delete(e.id)
      if (fresh.length) last = performance.now()
      else if (performance.now() - last > STALL_MS)
        throw new Error(`the queue stalled: ${ids.length - pending.size}/${ids.length} judged`)
    }
    const totalMs = performance.now() - t0
    const verdictOrder = order.slice(from).map((e) => e.id)
    const rows = sqlite
      .prepare(
        `select id, user_id, status, created_at, judge_started_at, judged_at, json_array_length(report) as tests, log
         from submissions where id in (select value from json_each(?))`,
      )
      .all(JSON.stringify(ids))
    return { ids, totalMs, verdictOrder, rows }
  }

  // Warm-up: both pool threads start, build their sandbox and probe it (a fresh server pays this once).
  const [warmUser] = makeUsers(1)
  await submitAndWait(Array(4).fill(warmUser))

  // The flood: N submissions from 20 users, interleaved, all queued at once.
  const users = makeUsers(floodUsers)
  const flood = await submitAndWait(Array.from({ length: floodSize }, (_, i) => users[i % floodUsers]))
  const statuses = {}
  for (const r of flood.rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1
  const tests = flood.rows.reduce((s, r) => s + (r.tests ?? 0), 0)
  const inQueue = flood.rows.map((r) => Date.parse(r.judged_at) - Date.parse(r.created_at))
  const waits = flood.rows.map((r) => Date.parse(r.judge_started_at) - Date.parse(r.created_at))
  const judging = flood.rows.map((r) => Date.parse(r.judged_at) - Date.parse(r.judge_started_at))
  const bad = flood.rows.find((r) => r.status !== 'accepted')

  // Fairness: one user queues a burst, then 10 other users send one each in the same instant (same transaction).
  const [flooder, ...others] = makeUsers(1 + singles)
  const fair = await submitAndWait([...Array(burstSize).fill(flooder), ...others])
  const singleIds = new Set(fair.ids.slice(burstSize))
  const positions = fair.verdictOrder.map((id, i) => (singleIds.has(id) ? i + 1 : 0)).filter(Boolean)
  const fairRows = new Map(fair.rows.map((r) => [r.id, r]))
  const turnaround = (id) => {
    const r = fairRows.get(id)
    return Date.parse(r.judged_at) - Date.parse(r.created_at)
  }
  const singleTurnaround = [...singleIds].map(turnaround)
  const burstTurnaround = fair.ids.slice(0, burstSize).map(turnaround)

  await queue.stopJudgeQueue()
  await conn.destroy()
  sqlite.close()

  const seconds = flood.totalMs / 1000
  console.log(
    `\n4. Flood through the real queue${label ? ` (${label})` : ''}: ${floodSize} C submissions of "Soma de dois inteiros" (${exercise.tests} tests each: samples + package) from ${floodUsers} users, queued at once; ${started.threads} pool thread(s)`,
  )
  table(
    ['figure', 'value'],
    [
      ['total (insert → last verdict)', `${seconds.toFixed(2)} s`],
      ['submissions/s', (floodSize / seconds).toFixed(1)],
      ['tests/s (judged tests, all submissions)', (tests / seconds).toFixed(1)],
      ['time in queue, judged_at − created_at: p50', `${ms(median(inQueue) / 1000)} s`],
      ['time in queue, judged_at − created_at: p95', `${ms(p95(inQueue) / 1000)} s`],
      ['wait before judging starts: p50', `${ms(median(waits) / 1000)} s`],
      ['judging one submission (compile + tests): p50', `${ms(median(judging), 0)} ms`],
      ['judging one submission (compile + tests): p95', `${ms(p95(judging), 0)} ms`],
      [
        'verdicts',
        Object.entries(statuses)
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
      ],
    ],
  )
  if (bad) console.log(`first non-accepted row: #${bad.id} ${bad.status}: ${(bad.log ?? '').slice(0, 400)}`)

  const plainFifo = `${burstSize + 1}–${burstSize + singles}`
  console.log(
    `\n   Fairness: user A queues ${burstSize}, then ${singles} other users queue 1 each in the same instant (${fair.totalMs >= 1000 ? `${(fair.totalMs / 1000).toFixed(1)} s` : `${fair.totalMs.toFixed(0)} ms`} to drain)`,
  )
  table(
    ['figure', 'value'],
    [
      ['verdict positions of the 10 single submissions', positions.join(', ')],
      ['plain FIFO would have put them at', plainFifo],
      [
        'singles: judged_at − created_at, p50 / max',
        `${ms(median(singleTurnaround), 0)} / ${ms(Math.max(...singleTurnaround), 0)} ms`,
      ],
      [
        "A's burst: judged_at − created_at, p50 / max",
        `${ms(median(burstTurnaround), 0)} / ${ms(Math.max(...burstTurnaround), 0)} ms`,
      ],
    ],
  )

  return {
    submissions: floodSize,
    users: floodUsers,
    threads: started.threads,
    testsPerSubmission: exercise.tests,
    totalS: round(seconds, 2),
    submissionsPerS: round(floodSize / seconds, 1),
    testsPerS: round(tests / seconds, 1),
    inQueueP50S: round(median(inQueue) / 1000, 2),
    inQueueP95S: round(p95(inQueue) / 1000, 2),
    judgingP50Ms: round(median(judging), 0),
    statuses,
    fairness: {
      burst: burstSize,
      singlePositions: positions,
      worstPosition: Math.max(...positions),
      singleTurnaroundP50Ms: round(median(singleTurnaround), 0),
    },
  }
}
