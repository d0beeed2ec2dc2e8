// The piscina worker: one judged submission per task. Built to build/judge/worker.js (piscina needs a real file).
import { type JudgeOptions, judgeSubmission } from './judge'
import type { JudgeJob, JudgeReport } from './types'

export interface WorkerTask {
  job: JudgeJob
  settings?: JudgeOptions['settings']
}

export default function judgeTask(task: WorkerTask): Promise<JudgeReport> {
  return judgeSubmission(task.job, { settings: task.settings })
}
