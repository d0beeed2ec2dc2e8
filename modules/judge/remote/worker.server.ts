import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type JudgePool, createJudgePool } from '~/judge/pool'
import { judgeWorkDir, sandboxAvailability } from '~/judge/sandbox/index'
import type { JudgeJob, JudgeReport, TestCase } from '~/judge/types'
import { checkerSourceFile } from '../content/checker-compile.server'
import { type ClaimAnswer, type FileRef, JUDGE_SECRET_HEADER, type WireTask, claimAnswer } from './wire'

// A judge worker (README.md, ADR 021): a process with the sandbox and the compilers but no database, on its own
// machine. Each of its slots (one per core) asks the primary for a submission, fetches the package files it
// lacks (kept by content hash), judges with the engine's pool, beats every third of the lease (with the stage
// reached) and posts the verdict. It never decides anything about a row: a refused heartbeat or verdict (409)
// means the row is someone else's now, and the worker drops it.

export interface WorkerOptions {
  primaryUrl: string
  secret: string
  name?: string
  slots?: number
  pool?: JudgePool
  /** How long an empty queue is left alone before asking again (JUDGE_POLL_MS, default 1 s). */
  pollMs?: number
}

export function startJudgeWorker(options: WorkerOptions): { stop: () => Promise<void> } {
  const pool = options.pool ?? createJudgePool({ threads: options.slots })
  const name = options.name ?? `${os.hostname()}-${process.pid}`
  const pollMs = options.pollMs ?? (Number(process.env.JUDGE_POLL_MS) || 1000)
  let stopping = false
  let unreachable = false
  const call = (route: string, init: RequestInit = {}) =>
    fetch(new URL(`/internal/judge/${route}`, options.primaryUrl), {
      ...init,
      headers: { [JUDGE_SECRET_HEADER]: options.secret, 'content-type': 'application/json', ...init.headers },
    })
  const post = (route: string, body: unknown) => call(route, { method: 'POST', body: JSON.stringify(body) })

  async function slot() {
    while (!stopping) {
      let claim: ClaimAnswer | null = null
      try {
        const res = await post('claim', { worker: name })
        if (res.status === 200) claim = claimAnswer.parse(await res.json())
        else await res.arrayBuffer()
        if (res.status !== 200 && res.status !== 204)
          console.error(`judge worker: claim answered ${res.status}`)
        unreachable = false
      } catch (error) {
        // Said once per outage, not once per try.
        if (!unreachable)
          console.error(`judge worker: the primary is unreachable (${(error as Error).message})`)
        unreachable = true
      }
      if (!claim) {
        await sleep(pollMs)
        continue
      }
      await judgeClaim(claim)
    }
  }

  async function judgeClaim(claim: ClaimAnswer) {
    const held = { id: claim.id, token: claim.token }
    let lost = false
    let progress: unknown
    let lastBeat = 0
    const beat = async () => {
      lastBeat = Date.now()
      const res = await post('heartbeat', { ...held, progress }).catch(() => null)
      if (res?.status === 409) lost = true
    }
    const timer = setInterval(beat, Math.max(50, Math.floor(claim.leaseMs / 3)))
    let report: JudgeReport
    try {
      const job = await materialize(claim, call)
      report = await pool.run(job, (p) => {
        progress = p
        // A new stage shows on the status page soon, not at the next beat (test k of n at most twice a second).
        if (Date.now() - lastBeat >= 500) void beat()
      })
    } catch (error) {
      // The worker failed, not the code: the primary queues the row again (at most MAX_ATTEMPTS pick-ups).
      report = {
        status: 'internal_error',
        score: 0,
        errorOnSample: false,
        tests: [],
        log: [`judge worker ${name}: ${(error as Error).message}`],
        retry: true,
      }
    } finally {
      clearInterval(timer)
    }
    if (lost) return
    // The verdict is worth a few tries: the primary may be restarting. Past the lease it would be refused anyway.
    const until = Date.now() + claim.leaseMs
    for (let wait = 200; Date.now() < until && !stopping; wait = Math.min(wait * 2, 5000)) {
      const res = await post('verdict', { ...held, report }).catch(() => null)
      if (res && res.status < 500) {
        if (res.status !== 204) console.error(`judge worker: verdict of ${claim.id} refused (${res.status})`)
        return
      }
      await sleep(wait)
    }
  }

  const running = Promise.all(Array.from({ length: pool.threads }, () => slot()))
  return {
    async stop() {
      stopping = true
      await running
      if (!options.pool) await pool.close()
    },
  }
}

/** The wire task as the engine's job: inline text and fetched package files written where the sandbox reads. */
async function materialize(
  claim: ClaimAnswer,
  call: (route: string) => Promise<Response>,
): Promise<{ job: JudgeJob; settings: WireTask['settings'] }> {
  const { job } = claim.task
  const root = path.join(judgeWorkDir(), 'remote')
  const place = async (ref: FileRef): Promise<string> => {
    if ('text' in ref) {
      const file = path.join(root, 'inline', createHash('sha256').update(ref.text).digest('hex'))
      await writeOnce(file, ref.text)
      return file
    }
    const file = path.join(root, 'packages', ref.key)
    if (await exists(file)) return file
    const query = new URLSearchParams({ id: String(claim.id), token: claim.token, key: ref.key })
    const res = await call(`file?${query}`)
    if (res.status !== 200) throw new Error(`package file ${ref.key}: the primary answered ${res.status}`)
    const bytes = Buffer.from(await res.arrayBuffer())
    if (bytes.length !== ref.bytes)
      throw new Error(`package file ${ref.key}: ${bytes.length} of ${ref.bytes} bytes`)
    await writeOnce(file, bytes)
    return file
  }
  const tests: TestCase[] = []
  for (const t of job.tests) {
    tests.push({
      name: t.name,
      group: t.group,
      sample: t.sample,
      inputPath: await place(t.input),
      answerPath: await place(t.answer),
    })
  }
  const checker =
    job.checker.kind === 'custom'
      ? {
          kind: 'custom' as const,
          language: job.checker.language,
          sourcePath: await checkerSourceFile(job.checker.source),
        }
      : job.checker
  return {
    job: { ...job, groupWeights: job.groupWeights as JudgeJob['groupWeights'], checker, tests },
    settings: claim.task.settings,
  }
}

/** Written beside, then renamed: a file present is complete (a cache hit never reads half a test). */
async function writeOnce(file: string, content: string | Buffer) {
  if (await exists(file)) return
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o755 })
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
  await fs.writeFile(tmp, content, { mode: 0o644 })
  await fs.rename(tmp, file)
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  )
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The worker process (build/judge/remote-worker.js): refuses, saying why, without the sandbox or the settings. */
export async function runJudgeWorkerProcess() {
  const primaryUrl = process.env.PRIMARY_URL
  const secret = process.env.JUDGE_SECRET
  if (!primaryUrl || !secret || secret.length < 16) {
    console.error('judge worker: needs PRIMARY_URL and JUDGE_SECRET (16 characters or more)')
    process.exit(1)
  }
  const availability = await sandboxAvailability()
  if (!availability.ok) {
    console.error(`judge worker: refusing to judge — ${availability.reason}`)
    process.exit(1)
  }
  const worker = startJudgeWorker({ primaryUrl, secret })
  console.log(`judge worker: ${availability.detail}; claiming from ${primaryUrl}`)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // What is being judged is left to its lease: the primary offers it again when the lease runs out.
    process.on(signal, () => process.exit(0))
  }
  return worker
}
