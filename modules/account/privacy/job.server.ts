import { now } from '~/app/kernel/runtime/clock.server'
import { repeatingJob } from '~/app/kernel/runtime/repeating-job.server'
import { runNewsBatch } from '../news/news.server'
import { runDueDeletions } from './deletion.server'
import { expireExports, runExportStep } from './export.server'

// The privacy job (primary only: server.js wraps it in whenPrimary). Every few seconds: a few export steps, one
// batch of news e-mails, erasures whose grace period ended, expired export files. Each piece records its progress in its
// row, so stopping the process at any point loses at most the step in flight, which the next run repeats.

const RUN_EVERY_MS = 5000
/** Steps per run: enough to finish a normal export in a run or two, few enough to keep a run short. */
const STEPS_PER_RUN = 4

let running = false

export async function runPrivacyJob(at = now()): Promise<void> {
  if (running) return
  running = true
  try {
    for (let i = 0; i < STEPS_PER_RUN; i++) if (!(await runExportStep(at))) break
    await runNewsBatch(at)
    await runDueDeletions(at)
    await expireExports(at)
  } finally {
    running = false
  }
}

const job = repeatingJob('privacy', RUN_EVERY_MS, () => runPrivacyJob())
export const startPrivacyJob = job.start
export const stopPrivacyJob = job.stop
