// The stages a worker thread reports reach the pool's caller (issue 16: the student sees compiling, test k of n).
// Runs the built worker (`npm run build`), like the queue tests.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { JudgeProgress } from './judge'
import { createJudgePool, workerFile } from './pool'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-pool-'))
const pool = createJudgePool({ threads: 1 })
afterAll(async () => {
  await pool.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('createJudgePool', () => {
  it('passes the worker’s progress to run()’s listener, and judges the same without one', async () => {
    if (!fs.existsSync(workerFile())) throw new Error('build missing: run `npm run build` first')
    fs.writeFileSync(path.join(root, '1.in'), '1 2\n')
    fs.writeFileSync(path.join(root, '1.out'), '3\n')
    fs.writeFileSync(path.join(root, '2.in'), '2 2\n')
    fs.writeFileSync(path.join(root, '2.out'), '4\n')
    const job = {
      language: 'c',
      code: '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);}\n',
      limits: { timeMs: 1000, memoryMiB: 64 },
      checker: { kind: 'tokens' as const },
      tests: [1, 2].map((n) => ({
        name: `1/${n}`,
        group: 1,
        sample: false,
        inputPath: path.join(root, `${n}.in`),
        answerPath: path.join(root, `${n}.out`),
      })),
    }
    const seen: JudgeProgress[] = []
    const report = await pool.run({ job }, (p) => seen.push(p))
    expect(report.status).toBe('accepted')
    // The last stage may cross the result on its way (two ports, no order between them): the first two cannot,
    // the whole run of test 1 lies between them and the result.
    expect(seen.slice(0, 2)).toEqual([{ stage: 'compiling' }, { stage: 'testing', test: 1, tests: 2 }])
    expect((await pool.run({ job })).status).toBe('accepted')
  })
})
