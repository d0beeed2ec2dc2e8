import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SAMPLE_OUTPUT_CAP, judgeSubmission, sampleOutput } from './judge'
import { getSandbox } from './sandbox/index'
import { BoxCrashed, type Sandbox } from './sandbox/types'
import type { JudgeJob, TestCase } from './types'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-pipeline-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

let n = 0
function testCase(input: string, answer: string, opts: { sample?: boolean; group?: number } = {}): TestCase {
  n++
  const inputPath = path.join(root, `${n}.in`)
  const answerPath = path.join(root, `${n}.out`)
  fs.writeFileSync(inputPath, input)
  fs.writeFileSync(answerPath, answer)
  return {
    name: opts.sample ? `sample ${n}` : `${opts.group ?? 1}/${n}`,
    group: opts.sample ? 0 : (opts.group ?? 1),
    sample: !!opts.sample,
    inputPath,
    answerPath,
  }
}

const SUM = '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n'

function job(code: string, tests: TestCase[], more: Partial<JudgeJob> = {}): JudgeJob {
  return {
    language: 'c',
    code,
    limits: { timeMs: 1000, memoryMiB: 64 },
    tests,
    checker: { kind: 'tokens' },
    ...more,
  }
}

describe('judgeSubmission (C through the real sandbox)', () => {
  it('accepts a right answer on samples and package tests, with per-test measurements', async () => {
    const tests = [testCase('1 2\n', '3\n', { sample: true }), testCase('5 5', '10'), testCase('-1 1', '0')]
    const report = await judgeSubmission(job(SUM, tests))
    expect(report).toMatchObject({ status: 'accepted', score: 100, errorOnSample: false })
    expect(report.tests).toHaveLength(3)
    expect(report.tests[0].sample).toBe(true)
    for (const t of report.tests) {
      expect(t.cpuMs).toBeGreaterThan(0)
      expect(t.memoryKiB).toBeGreaterThan(0)
    }
  })

  it('gives the share of tests passed, names the first failure and flags a sample failure', async () => {
    const tests = [
      testCase('1 1', '3', { sample: true }),
      testCase('1 1', '2'),
      testCase('2 2', '5'),
      testCase('3 3', '6'),
      testCase('0 0', '1'),
    ]
    const report = await judgeSubmission(job(SUM, tests))
    expect(report.status).toBe('wrong_answer')
    expect(report.errorOnSample).toBe(true)
    expect(report.score).toBe(50)
    expect(report.firstFailedTest).toBe(tests[2].name)
  })

  it('keeps a failed sample’s output (bounded) and never a hidden test’s; reports compiling and test k of n', async () => {
    const tests = [
      testCase('1 1', '2', { sample: true }),
      testCase('2 2', '5', { sample: true }),
      testCase('3 3', '7'),
    ]
    const progress: unknown[] = []
    const report = await judgeSubmission(job(SUM, tests), { onProgress: (p) => progress.push(p) })
    expect(report.tests.map((t) => t.output)).toEqual([undefined, '4\n', undefined])
    expect(progress).toEqual([
      { stage: 'compiling' },
      { stage: 'testing', test: 1, tests: 3 },
      { stage: 'testing', test: 2, tests: 3 },
      { stage: 'testing', test: 3, tests: 3 },
    ])
    expect(sampleOutput(Buffer.from('x'.repeat(SAMPLE_OUTPUT_CAP + 10)))).toBe(
      `${'x'.repeat(SAMPLE_OUTPUT_CAP)}\n…`,
    )
  })

  it('scores weighted groups by their weakest test', async () => {
    const tests = [
      testCase('1 1', '2', { group: 1 }),
      testCase('2 2', '4', { group: 1 }),
      testCase('1 1', '9', { group: 2 }),
    ]
    const report = await judgeSubmission(job(SUM, tests, { groupWeights: { 1: 30, 2: 70 } }))
    expect(report.score).toBe(30)
  })

  it('returns the compiler message without box paths on a compilation error', async () => {
    const report = await judgeSubmission(job('int main( { return 0; }', [testCase('', '')]))
    expect(report.status).toBe('compilation_error')
    expect(report.compilationMessage).toMatch(/main\.c:1/)
    expect(report.compilationMessage).not.toContain('/box/')
    expect(report.tests).toEqual([])
  })

  it("shows a sample's stderr but never a hidden test's (it could carry the input back)", async () => {
    const leak =
      '#include <stdio.h>\nint main(){char s[64];fgets(s,64,stdin);fprintf(stderr,"INPUT:%s",s);return 3;}\n'
    const hidden = await judgeSubmission(job(leak, [testCase('secret 42\n', '0')]))
    expect(hidden.status).toBe('run_time_error')
    expect(hidden.runtimeMessage).toBe('exit code 3')
    // The staff log keeps the raw detail, hidden test's stderr included.
    expect(hidden.log.join('\n')).toContain('run-time error on ')
    expect(hidden.log.join('\n')).toMatch(/exit code 3\nINPUT:secret 42/)
    const sample = await judgeSubmission(job(leak, [testCase('visible 1\n', '0', { sample: true })]))
    expect(sample.runtimeMessage).toContain('INPUT:visible 1')
  })

  it('stops at the first failure when asked (ICPC style)', async () => {
    const tests = [testCase('1 1', '5'), testCase('1 1', '2'), testCase('1 1', '2')]
    const report = await judgeSubmission(job(SUM, tests, { stopOnFirstFailure: true }))
    expect(report.tests).toHaveLength(1)
    expect(report.status).toBe('wrong_answer')
  })

  it('refuses an unknown or unavailable language as the judge’s own problem, not the student’s', async () => {
    for (const language of ['cobol', 'dart']) {
      const report = await judgeSubmission(job(SUM, [testCase('1 1', '2')], { language }))
      expect(report).toMatchObject({ status: 'internal_error', errorCode: 'language_unavailable' })
    }
  })

  it('reports a custom checker that does not compile as internal_error', async () => {
    const src = path.join(root, 'broken-checker.cpp')
    fs.writeFileSync(src, 'this is not C++')
    const report = await judgeSubmission(
      job(SUM, [testCase('1 1', '2')], { checker: { kind: 'custom', sourcePath: src, language: 'c++' } }),
    )
    expect(report.status).toBe('internal_error')
    expect(report.log.join('\n')).toMatch(/checker/)
  })

  it('a run box that crashes fails that test and the rest as internal errors, to be judged again', async () => {
    const real = await getSandbox()
    let runs = 0
    // The real sandbox, whose box dies under the second test (as if the runner had been killed).
    const sandbox: Sandbox = {
      backend: real.backend,
      run: (spec) => real.run(spec),
      async openBox(spec) {
        const box = await real.openBox!(spec)
        return {
          run: (test) =>
            ++runs === 2 ? Promise.reject(new BoxCrashed('the run box exited')) : box.run(test),
          close: () => box.close(),
        }
      },
    }
    const tests = [testCase('1 1', '2'), testCase('2 2', '4'), testCase('3 3', '6')]
    const report = await judgeSubmission(job(SUM, tests), { sandbox })
    expect(report.tests.map((t) => t.verdict)).toEqual(['accepted', 'internal_error', 'internal_error'])
    expect(report).toMatchObject({ status: 'internal_error', retry: true })
    expect(report.log.join('\n')).toMatch(/run box crashed on 1\/\d+: the run box exited/)
    expect(runs).toBe(2)
  })
})
