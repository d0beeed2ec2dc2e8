// Renders in a piscina pool with a time budget: a text that takes too long costs a worker thread (terminated
// when the budget runs out), never the server's event loop.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { render } from './pipeline.server'
import type { RenderTask } from './worker'

/**
 * A render's wall-clock budget, counted from the moment a thread starts it (a text within the bounds renders in
 * well under it, even on a loaded machine). The wait for a free thread has its own, longer cap: a busy server
 * is not a reason to call a text too complex.
 */
export const RENDER_BUDGET_MS = 2_000
export const QUEUE_WAIT_MS = 10_000
/** Renders waiting beyond this many get the fallback at once instead of queueing (bounded memory). */
const MAX_QUEUE = 256

export type RenderOutcome = { ok: true; html: string } | { ok: false; reason: 'timeout' | 'busy' | 'error' }

/** Where the built worker lives; vitest points RICH_TEXT_WORKER at its own bundle (tests/setup). */
export function richTextWorkerFile(): string {
  return path.resolve(process.env.RICH_TEXT_WORKER ?? 'build/rich-text/worker.js')
}

let pool: Piscina<RenderTask, string> | null = null
let inThread = false

function getPool(): Piscina<RenderTask, string> | null {
  if (pool || inThread) return pool
  const filename = richTextWorkerFile()
  if (!fs.existsSync(filename)) {
    // `remix vite:dev` before `node scripts/build-tools.mjs`: render in this thread (the bounds still apply).
    console.warn(`rich-text: ${filename} is missing, rendering on the main thread (run npm run build)`)
    inThread = true
    return null
  }
  pool = new Piscina<RenderTask, string>({
    filename,
    minThreads: 1,
    // One core stays the event loop's: renders on every core starved it (the bench saw /healthz wait 2.5 s).
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    idleTimeout: 60_000,
    atomics: 'disabled',
    maxQueue: MAX_QUEUE,
  })
  return pool
}

/**
 * Markdown → HTML in a worker, or why not: `timeout` (it ran past the budget and its thread was terminated),
 * `busy` (no thread took it within QUEUE_WAIT_MS, or the queue is full), `error` (its stack overflowed…).
 */
export async function renderInWorker(
  markdown: string,
  prefix: Prefix,
  budgetMs = RENDER_BUDGET_MS,
): Promise<RenderOutcome> {
  const workers = getPool()
  if (!workers) {
    try {
      return { ok: true, html: render(markdown, prefix) }
    } catch {
      return { ok: false, reason: 'error' }
    }
  }
  const abort = new AbortController()
  let running = false
  let timer = setTimeout(() => abort.abort(), QUEUE_WAIT_MS)
  const { port1, port2 } = new MessageChannel()
  port1.once('message', () => {
    running = true
    clearTimeout(timer)
    timer = setTimeout(() => abort.abort(), budgetMs)
  })
  try {
    // Aborting a running task makes piscina terminate its thread (and start a fresh one).
    const html = await workers.run(
      { markdown, prefix, started: port2 },
      { signal: abort.signal, transferList: [port2] },
    )
    return { ok: true, html }
  } catch (error) {
    if (abort.signal.aborted) return { ok: false, reason: running ? 'timeout' : 'busy' }
    const full = error instanceof Error && /queue/i.test(error.message)
    return { ok: false, reason: full ? 'busy' : 'error' }
  } finally {
    clearTimeout(timer)
    port1.close()
  }
}

/** For tests: stop the threads so the process can exit. */
export async function closeRichTextPool(): Promise<void> {
  const closing = pool
  pool = null
  await closing?.destroy()
}
