import os from 'node:os'
import path from 'node:path'
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { JudgeProgress } from './judge'
import type { JudgeReport } from './types'
import type { WorkerTask } from './worker'

export interface JudgePool {
  readonly threads: number
  /** `onProgress` hears the stages (compiling, test k of n) from the worker thread. */
  run(task: WorkerTask, onProgress?: (progress: JudgeProgress) => void): Promise<JudgeReport>
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
    async run(task, onProgress) {
      if (!onProgress) return piscina.run(task)
      const { port1, port2 } = new MessageChannel()
      port1.on('message', onProgress)
      try {
        return await piscina.run({ ...task, progress: port2 }, { transferList: [port2] })
      } finally {
        port1.close()
      }
    },
    close: () => piscina.destroy(),
  }
}
