// The piscina worker: one judged submission per task. Built to build/judge/worker.js (piscina needs a real file).
import type { MessagePort } from 'node:worker_threads'
import { type JudgeOptions, judgeSubmission } from './judge'
import type { JudgeJob, JudgeReport } from './types'

export interface WorkerTask {
  job: JudgeJob
  settings?: JudgeOptions['settings']
  /** Where the stages go (compiling, test k of n); the pool transfers it with the task. */
  progress?: MessagePort
}

export default async function judgeTask(task: WorkerTask): Promise<JudgeReport> {
  const port = task.progress
  try {
    return await judgeSubmission(task.job, {
      settings: task.settings,
      onProgress: port ? (progress) => port.postMessage(progress) : undefined,
    })
  } finally {
    port?.close()
  }
}
