// The judge worker process (ADR 021; fly.toml's `judge` group): `node build/judge/remote-worker.js` with
// PRIMARY_URL and JUDGE_SECRET. Bundled by scripts/build-tools.mjs; the pool's threads load build/judge/worker.js.
import { runJudgeWorkerProcess } from './worker.server'

process.env.JUDGE_MODE = 'worker'
await runJudgeWorkerProcess()
