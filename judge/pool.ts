import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import type { JudgeReport } from './types'
import type { WorkerTask } from './worker'

export interface JudgePool {
  readonly threads: number
  run(task: WorkerTask): Promise<JudgeReport>
  close(): Promise<void>
}

/** Where the built worker lives; tests and the CLI point elsewhere through JUDGE_WORKER. */
export function workerFile(): string {
  return path.resolve(process.env.JUDGE_WORKER ?? 'build/judge/worker.js')
}

/**
 * One thread per core: a judged test is a child process plus output comparison in the thread, so more threads
 * than cores would only make CPU-time measurements noisier.
 */
export function judgeConcurrency(): number {
  const configured = Number(process.env.JUDGE_CONCURRENCY)
  return configured > 0 ? configured : Math.max(1, os.availableParallelism())
}

export function createJudgePool(options: { filename?: string; threads?: number } = {}): JudgePool {
  const threads = options.threads ?? judgeConcurrency()
  const piscina = new Piscina<WorkerTask, JudgeReport>({
    filename: options.filename ?? workerFile(),
    minThreads: 1,
    maxThreads: threads,
    concurrentTasksPerWorker: 1,
    idleTimeout: 60_000,
    atomics: 'disabled',
  })
  return {
    threads,
    run: (task) => piscina.run(task),
    close: () => piscina.destroy(),
  }
}
