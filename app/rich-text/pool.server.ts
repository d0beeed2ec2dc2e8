// Renders in a piscina pool with a time budget: a text that takes too long costs a worker thread (terminated
// when the budget runs out), never the server's event loop.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import type { Prefix } from '~/app/kernel/locale'
import { render } from './pipeline.server'
import type { RenderTask } from './worker'

/** A render's wall-clock budget, queueing included. A text within the bounds renders in well under it. */
export const RENDER_BUDGET_MS = 2_000

export type RenderOutcome = { ok: true; html: string } | { ok: false; reason: 'timeout' | 'error' }

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
  })
  return pool
}

/** Markdown → HTML in a worker, or `timeout`/`error` (the worker's stack overflowed, it was terminated…). */
export async function renderInWorker(
  markdown: string,
  prefix: Prefix,
  budgetMs = RENDER_BUDGET_MS,
): Promise<RenderOutcome> {
  const workers = getPool()
  try {
    if (!workers) return { ok: true, html: render(markdown, prefix) }
    // Aborting a running task makes piscina terminate its thread (and start a fresh one).
    const html = await workers.run({ markdown, prefix }, { signal: AbortSignal.timeout(budgetMs) })
    return { ok: true, html }
  } catch (error) {
    const aborted = error instanceof Error && (error.name === 'AbortError' || /abort/i.test(error.message))
    return { ok: false, reason: aborted ? 'timeout' : 'error' }
  }
}

/** For tests: stop the threads so the process can exit. */
export async function closeRichTextPool(): Promise<void> {
  const closing = pool
  pool = null
  await closing?.destroy()
}
