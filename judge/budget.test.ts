// Issue 15 item 6: one submission may not hold a judge thread for hours. A sleeper ends at a small multiple of
// its time limit, a submission stops when its total budget is spent, and tests that can no longer change the
// score are not run. Real sandbox, real gcc.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { judgeSubmission, testLimits } from './judge'
import { getLanguage } from './languages'
import type { JudgeJob, TestCase } from './types'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-budget-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

let n = 0
function testCase(input: string, answer: string, group = 1): TestCase {
  n++
  const inputPath = path.join(root, `${n}.in`)
  const answerPath = path.join(root, `${n}.out`)
  fs.writeFileSync(inputPath, input)
  fs.writeFileSync(answerPath, answer)
  return { name: `${group}/${n}`, group, sample: false, inputPath, answerPath }
}

// Adds two numbers; sleeps (no CPU) when the first one is 0: the attacker's program of issue 15.
const SLEEPY_SUM =
  '#include <stdio.h>\n#include <unistd.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);if(a==0)sleep(30);printf("%ld\\n",a+b);return 0;}\n'

function job(tests: TestCase[], more: Partial<JudgeJob> = {}): JudgeJob {
  return {
    language: 'c',
    code: SLEEPY_SUM,
    limits: { timeMs: 500, memoryMiB: 64 },
    tests,
    checker: { kind: 'tokens' },
    ...more,
  }
}

describe('what one submission may cost the judge', () => {
  it("gives a test a wall-clock limit of twice its CPU limit plus one second (a sleeper's whole cost)", () => {
    const c = getLanguage('c')!
    const python = getLanguage('python3')!
    expect(testLimits(c, job([]))).toMatchObject({ cpuMs: 500, wallMs: 2000 })
    // The language's time factor is part of the CPU limit, so of the wall limit too.
    expect(testLimits(python, job([]))).toMatchObject({ cpuMs: 1500, wallMs: 4000 })
  })

  it('ends a sleeper as Time Limit Exceeded by the wall clock', async () => {
    const report = await judgeSubmission(job([testCase('0 0', '0')]))
    expect(report.status).toBe('time_limit_exceeded')
    expect(report.tests[0]).toMatchObject({ verdict: 'time_limit_exceeded' })
    expect(report.tests[0].message).toMatch(/wall-clock/)
  })

  it('stops when the submission budget is spent: the rest is not run and counts as failed', async () => {
    const tests = [
      testCase('1 2', '3'),
      testCase('0 0', '0'),
      testCase('2 2', '4'),
      testCase('3 3', '6'),
      testCase('4 4', '8'),
    ]
    // Each test may take 2 s of wall clock; the whole submission only 1.5 s.
    const report = await judgeSubmission(job(tests, { budget: { cpuMs: 10_000, wallMs: 1500 } }))
    expect(report.status).toBe('time_limit_exceeded')
    expect(report.tests.map((t) => t.verdict)).toEqual(['accepted', 'time_limit_exceeded'])
    expect(report.notRun).toBe(3)
    // One test of five passed: the tests never run score nothing (not 1 of the 2 run).
    expect(report.score).toBe(20)
    expect(report.firstFailedTest).toBe(tests[1].name)
    expect(report.log.join('\n')).toMatch(/budget/)
  })

  it('skips the rest of a weighted group once one of its tests scores 0 (the group counts with its weakest)', async () => {
    const tests = [
      testCase('1 1', '3', 1), // wrong answer: group 1 is worth 0 from here on
      testCase('0 0', '0', 1), // would sleep: never run
      testCase('2 2', '4', 1),
      testCase('1 2', '3', 2),
      testCase('5 5', '10', 2),
      testCase('0 0', '0', 3), // group 3 has no weight: it cannot change the score, and the status is set
    ]
    const report = await judgeSubmission(job(tests, { groupWeights: { 1: 40, 2: 60 } }))
    expect(report.tests.map((t) => t.name)).toEqual([tests[0].name, tests[3].name, tests[4].name])
    expect(report).toMatchObject({ status: 'wrong_answer', score: 60, notRun: 3 })
    expect(report.firstFailedTest).toBe(tests[0].name)
  })

  it('runs every test when each one is its own share of the score (no group weights)', async () => {
    const tests = [testCase('1 1', '3'), testCase('2 2', '4'), testCase('3 3', '6')]
    const report = await judgeSubmission(job(tests))
    expect(report.tests).toHaveLength(3)
    expect(report).toMatchObject({ status: 'wrong_answer', score: 67 })
    expect(report.notRun ?? 0).toBe(0)
  })
})
