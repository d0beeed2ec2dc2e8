// Every verdict for every installed language, through the whole pipeline (judgeSubmission) on the real sandbox.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { judgeSubmission } from '../judge'
import type { JudgeJob, TestCase } from '../types'
import { getLanguage } from './index'
import { PROGRAMS } from './programs'
import { writeTestCase } from './testkit'

const INSTALLED = ['c', 'c++', 'python3', 'pypy', 'javascript', 'java', 'rust', 'go']

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-verdicts-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const testCase = (name: string, input: string, answer: string, sample = false) =>
  writeTestCase(root, name, input, answer, sample)

/** A sample and two package tests of the "hello, world + sum" problem. */
const SUM_TESTS = [
  testCase('sample-1', '1 2\n', 'hello, world\n3\n', true),
  testCase('1-1', '40 2\n', 'hello, world\n42\n'),
  testCase('1-2', '-5\n1000000000000\n', 'hello, world\n999999999995\n'),
]
/** One test only for the runs that burn their whole CPU or memory budget. */
const ONE_TEST = [SUM_TESTS[1]]

function job(language: string, code: string, tests: TestCase[]): JudgeJob {
  return {
    language,
    code,
    // Before the language's time multiplier (×1 for native, ×2 Java/JS/PyPy, ×3 CPython).
    limits: { timeMs: 500, memoryMiB: 64 },
    tests,
    checker: { kind: 'tokens' },
  }
}

describe.concurrent.each(INSTALLED)('%s verdicts through judgeSubmission', (id) => {
  const programs = PROGRAMS[id]
  const language = getLanguage(id)!

  it('accepted', async () => {
    const report = await judgeSubmission(job(id, programs.ok, SUM_TESTS))
    expect(report.status, JSON.stringify(report)).toBe('accepted')
    expect(report.score).toBe(100)
    expect(report.tests.map((t) => t.verdict)).toEqual(['accepted', 'accepted', 'accepted'])
    for (const t of report.tests)
      expect(t.memoryKiB).toBeLessThan((64 + (language.memoryOverheadMiB ?? 0)) * 1024)
  })

  it('wrong_answer', async () => {
    const report = await judgeSubmission(job(id, programs.wrong, SUM_TESTS))
    expect(report.status, JSON.stringify(report)).toBe('wrong_answer')
    expect(report).toMatchObject({ score: 0, errorOnSample: true, firstFailedTest: '1-1' })
  })

  it('compilation_error', async () => {
    const report = await judgeSubmission(job(id, programs.syntax, SUM_TESTS))
    expect(report.status, JSON.stringify(report)).toBe('compilation_error')
    expect(report.compilationMessage).toContain(language.sourceFile)
    expect(report.compilationMessage).not.toContain('/box/')
    expect(report.tests).toEqual([])
  })

  it('run_time_error', async () => {
    const report = await judgeSubmission(job(id, programs.crash, SUM_TESTS))
    expect(report.status, JSON.stringify(report)).toBe('run_time_error')
    expect(report.errorOnSample).toBe(true)
    expect(report.runtimeMessage).toBeTruthy()
  })

  it('time_limit_exceeded', async () => {
    const report = await judgeSubmission(job(id, programs.loop, ONE_TEST))
    expect(report.status, JSON.stringify(report)).toBe('time_limit_exceeded')
    // The CPU limit, or on a busy host (this suite runs 5 boxes at once) the wall limit (2 × CPU + 1 s) first.
    const [test] = report.tests
    if (!/wall/.test(test.message))
      expect(test.cpuMs).toBeGreaterThanOrEqual(500 * (language.timeMultiplier ?? 1))
  })

  it('memory_limit_exceeded', async () => {
    const report = await judgeSubmission(job(id, programs.memory, ONE_TEST))
    expect(report.status, JSON.stringify(report)).toBe('memory_limit_exceeded')
  })
})

describe('java: a class other than Main is refused before compiling, with its code', () => {
  it('java_main_class', async () => {
    const code = 'public class Solution { public static void main(String[] a) { System.out.println(1); } }\n'
    const report = await judgeSubmission(job('java', code, SUM_TESTS))
    expect(report).toMatchObject({ status: 'compilation_error', errorCode: 'java_main_class' })
  })
})

describe('go: a package other than main is a compilation error, not a run-time one', () => {
  it('go_package_main', async () => {
    const code = 'package solution\n\nimport "fmt"\n\nfunc main() { fmt.Println(1) }\n'
    const report = await judgeSubmission(job('go', code, SUM_TESTS))
    expect(report).toMatchObject({ status: 'compilation_error', errorCode: 'go_package_main', tests: [] })
  })
})
