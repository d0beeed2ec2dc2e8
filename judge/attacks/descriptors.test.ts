// Attack suite: descriptors. Whatever the judge process holds open without O_CLOEXEC (inherited from whoever
// started the server) must not be reachable from the box: it could be a log file, a lock, a listening socket.
import { spawn } from 'node:child_process'
import type { Readable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import type { JudgeReport } from '../types'
import { C_PRELUDE, REPO, packageDir, testCase } from './harness'

const pkg = packageDir()
afterAll(() => pkg.remove())

describe('attack: descriptors inherited by the server', () => {
  it('a descriptor the judge process inherited without O_CLOEXEC (fd 100) does not reach the box', async () => {
    // A fresh Node process runs the judge worker with a pipe to this test as fd 100, not close-on-exec, as a
    // server started by a supervisor, a shell redirection or socket activation would hold one. (Node marks
    // the lowest fds close-on-exec at start-up, not fd 100.) The boxed program looks for it and writes to it.
    const worker = process.env.JUDGE_WORKER
    expect(worker, 'the vitest global setup builds the judge worker').toBeTruthy()
    const expected = ['fd 100 EBADF', 'write fd 100 EBADF']
    const code = `${C_PRELUDE}
int main(void) {
  R("fd 100", fcntl(100, F_GETFD));
  R("write fd 100", write(100, "LEAK\\n", 5));
  return 0;
}
`
    const job = {
      language: 'c',
      code,
      limits: { timeMs: 1000, memoryMiB: 64 },
      tests: [testCase(pkg.dir, '', `${expected.join('\n')}\n`)],
      checker: { kind: 'exact' },
    }
    const script = `const { default: judgeTask } = await import(${JSON.stringify(worker)})
const report = await judgeTask({ job: JSON.parse(process.env.ATTACK_JOB) })
process.stdout.write(JSON.stringify(report))`
    const child = spawn(
      '/bin/bash',
      ['-c', 'exec "$0" --input-type=module -e "$1" 100>&3 3>&-', process.execPath, script],
      {
        cwd: REPO,
        env: { PATH: process.env.PATH, ATTACK_JOB: JSON.stringify(job) } as unknown as NodeJS.ProcessEnv,
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    let leaked = ''
    child.stdout?.on('data', (d: Buffer) => {
      out += d
    })
    child.stderr?.on('data', (d: Buffer) => {
      err += d
    })
    ;(child.stdio[3] as Readable).on('data', (d: Buffer) => {
      leaked += d
    })
    const exitCode = await new Promise((resolve) => child.on('close', resolve))
    expect(exitCode, err).toBe(0)
    const report = JSON.parse(out) as JudgeReport
    expect(
      { leaked, status: report.status, message: report.tests[0]?.message },
      report.log.join('\n'),
    ).toEqual({
      leaked: '',
      status: 'accepted',
      message: 'ok, 2 lines',
    })
  })
})
