// Portugol through the whole judge (judgeSubmission on the real sandbox): every verdict, and errors that
// leave the box as PORTUGOL lines the product renders in the viewer's language.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { judgeSubmission } from '../../judge'
import type { JudgeJob, TestCase } from '../../types'
import { languageAvailability } from '../index'
import { writeTestCase } from '../testkit'
import { renderPortugolLog } from './index'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-portugol-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const testCase = (name: string, input: string, answer: string, sample = false) =>
  writeTestCase(root, name, input, answer, sample)

const TESTS = [
  testCase('sample-1', '1 2\n', 'soma = 3\n', true),
  testCase('1-1', '40 2\n', 'soma = 42\n'),
  testCase('1-2', '-5\n2000000000\n', 'soma = 1999999995\n'),
]

const job = (code: string, tests = TESTS): JudgeJob => ({
  language: 'portugol',
  code,
  limits: { timeMs: 500, memoryMiB: 64 },
  tests,
  checker: { kind: 'tokens' },
})

const program = (body: string) => `programa {\n  funcao inicio() {\n${body}\n  }\n}\n`
const SUM = program('    inteiro a, b\n    leia(a, b)\n    escreva("soma = ", a + b, "\\n")')

describe('portugol in the judge', () => {
  it('is available, labelled with our compiler version', async () => {
    const info = await languageAvailability('portugol')
    expect(info).toMatchObject({ available: true })
    expect(info?.label).toMatch(/^Portugol \(Trilha \d+\.\d+\.\d+, Portugol Studio\)$/)
  })

  it('accepts a right answer', async () => {
    const report = await judgeSubmission(job(SUM))
    expect(report.status, JSON.stringify(report)).toBe('accepted')
    expect(report.score).toBe(100)
  })

  it('gives wrong_answer, naming the first failed test', async () => {
    const wrong = program('    inteiro a, b\n    leia(a, b)\n    escreva("soma = ", a - b)')
    const report = await judgeSubmission(job(wrong))
    expect(report).toMatchObject({ status: 'wrong_answer', errorOnSample: true, firstFailedTest: '1-1' })
  })

  it('reports compile errors with line and column, in either language', async () => {
    const report = await judgeSubmission(job(program('    inteiro soma = 0\n    escreva(som)')))
    expect(report.status).toBe('compilation_error')
    expect(report.tests).toEqual([])
    const log = report.compilationMessage ?? ''
    expect(log).toMatch(/^PORTUGOL \{/)
    expect(renderPortugolLog(log, 'pt-BR')).toBe(
      "Linha 4, coluna 13: a variável 'som' não foi declarada. Você quis dizer 'soma'? Declare-a antes de usar, por exemplo: inteiro som",
    )
    expect(renderPortugolLog(log, 'en-GB')).toMatch(
      /^Line 4, column 13: the variable 'som' has not been declared/,
    )
  })

  it('reports a run-time error with its Portugol line and no JavaScript trace', async () => {
    const crash = program('    inteiro a, b\n    leia(a, b)\n    escreva(a / (b - b))')
    const report = await judgeSubmission(job(crash))
    expect(report).toMatchObject({ status: 'run_time_error', errorOnSample: true })
    const text = renderPortugolLog(report.runtimeMessage ?? '', 'pt-BR')
    expect(text).toMatch(/^Linha 5: divisão por zero\./)
    expect(text).not.toMatch(/at |\.js|node:/)
  })

  it('turns runaway recursion into a run-time error on the recursive line', async () => {
    const code = `programa {
  funcao inteiro f(inteiro n) {
    retorne f(n + 1) + 1
  }
  funcao inicio() {
    escreva(f(0))
  }
}
`
    const report = await judgeSubmission(job(code, [TESTS[0]]))
    expect(report.status, JSON.stringify(report)).toBe('run_time_error')
    expect(renderPortugolLog(report.runtimeMessage ?? '', 'en-GB')).toMatch(
      /^Line 3: the function called itself/,
    )
  })

  it('stops a loop at the time limit', async () => {
    const report = await judgeSubmission(
      job(program('    inteiro x = 0\n    enquanto (verdadeiro) { x = (x + 1) % 7 }'), [TESTS[1]]),
    )
    expect(report.status, JSON.stringify(report)).toBe('time_limit_exceeded')
  })

  it('stops a program that fills memory at the memory limit', async () => {
    const report = await judgeSubmission(job(program('    real v[50000000]\n    escreva(v[7])'), [TESTS[1]]))
    expect(report.status, JSON.stringify(report)).toBe('memory_limit_exceeded')
  })
})
