import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RunResult } from '../sandbox/types'
import { checkBuffers, createChecker } from './index'
import { checkerMessage, interpretCheckerRun } from './testlib'

const b = (s: string) => Buffer.from(s)
const tokens = (got: string, want: string) => checkBuffers({ kind: 'tokens' }, b(got), b(want))
const exact = (got: string, want: string) => checkBuffers({ kind: 'exact' }, b(got), b(want))
const float = (got: string, want: string, absolute = 1e-6, relative = 0) =>
  checkBuffers({ kind: 'float', absolute, relative }, b(got), b(want))

describe('tokens checker', () => {
  it('ignores all whitespace between tokens', () => {
    expect(tokens('1 2\n3', '1\n2   3\n\n')).toEqual({
      verdict: 'accepted',
      points: 1,
      message: 'ok, 3 tokens',
    })
    expect(tokens('\r\n\t 7 \r\n', '7')).toMatchObject({ verdict: 'accepted' })
    expect(tokens('', ' \n')).toMatchObject({ verdict: 'accepted', message: 'ok, 0 tokens' })
  })

  it('says which token differs', () => {
    expect(tokens('1 2 6', '1 2 5')).toEqual({
      verdict: 'wrong_answer',
      points: 0,
      message: 'token 3: expected "5", got "6"',
    })
    expect(tokens('1', '1 2').message).toBe('token 2: expected "2", got end of output')
    expect(tokens('1 2 x', '1 2').message).toBe('token 3: expected end of output, got "x"')
    expect(tokens('YES', 'yes').verdict).toBe('wrong_answer')
    expect(tokens('12', '1 2').verdict).toBe('wrong_answer')
  })

  it('cuts long tokens around the first difference and escapes what is not printable', () => {
    const want = `${'7'.repeat(5000)}1`
    const got = `${'7'.repeat(5000)}2`
    const { message } = tokens(got, want)
    expect(message.length).toBeLessThan(150)
    expect(message).toMatch(/^token 1: expected "…7+1", got "…7+2"$/)
    expect(tokens('a\u0001', 'a').message).toBe('token 1: expected "a", got "a\\u0001"')
  })

  it('is linear on outputs of tens of MiB', () => {
    const line = '123456 7890 42\n'
    const answer = Buffer.from(line.repeat(1_500_000)) // 22 MiB, 4.5 M tokens
    const output = Buffer.from(answer)
    output[output.length - 2] = '3'.charCodeAt(0)
    const started = performance.now()
    const result = checkBuffers({ kind: 'tokens' }, output, answer)
    expect(result.message).toBe('token 4500000: expected "42", got "43"')
    expect(performance.now() - started).toBeLessThan(3000)
    expect(checkBuffers({ kind: 'exact' }, answer, answer).verdict).toBe('accepted')
    expect(checkBuffers({ kind: 'float', absolute: 0, relative: 0 }, output, answer).verdict).toBe(
      'wrong_answer',
    )
  })
})

describe('exact checker', () => {
  it('tolerates CRLF against LF and a missing or extra final newline', () => {
    expect(exact('a b\r\nc\r\n', 'a b\nc\n')).toEqual({
      verdict: 'accepted',
      points: 1,
      message: 'ok, 2 lines',
    })
    expect(exact('a b\nc', 'a b\nc\n')).toMatchObject({ verdict: 'accepted' })
    expect(exact('a b\nc\n\n\n', 'a b\nc')).toMatchObject({ verdict: 'accepted' })
    expect(exact('', '\n')).toMatchObject({ verdict: 'accepted' })
  })

  it('counts everything else: trailing spaces, blank lines, case', () => {
    expect(exact('abc \n', 'abc\n').message).toBe('line 1, column 4: expected "abc", got "abc "')
    expect(exact('a\n\nb', 'a\nb').message).toBe('line 2, column 1: expected "b", got ""')
    expect(exact('x\nHello', 'x\nhello').message).toBe('line 2, column 1: expected "hello", got "Hello"')
    expect(exact('a', 'a\nb').message).toBe('line 2, column 1: expected "b", got end of output')
    expect(exact('a\nb\nc', 'a\nb').message).toBe('line 3, column 1: expected end of output, got "c"')
    expect(exact('a\rb', 'a\nb').verdict).toBe('wrong_answer')
  })
})

describe('float checker', () => {
  it('accepts numbers within the absolute or the relative tolerance', () => {
    expect(float('1.0000009', '1')).toMatchObject({ verdict: 'accepted', message: 'ok, 1 token' })
    expect(float('0.000001', '0')).toMatchObject({ verdict: 'accepted' })
    expect(float('1000000100', '1e9', 0, 1e-6)).toMatchObject({ verdict: 'accepted' })
    expect(float('1000002000', '1e9', 0, 1e-6).message).toBe(
      'token 1: expected "1e9", got "1000002000" (difference 2.00e+3)',
    )
    expect(float('1.1', '1').message).toBe('token 1: expected "1", got "1.1" (difference 0.100)')
    expect(float('0.30000000000000004', '0.3', 0, 0)).toMatchObject({ verdict: 'accepted' })
  })

  it('handles NaN and infinities', () => {
    expect(float('nan', 'NaN')).toMatchObject({ verdict: 'accepted' })
    expect(float('1', 'nan').verdict).toBe('wrong_answer')
    expect(float('nan', '1').verdict).toBe('wrong_answer')
    expect(float('Infinity', 'inf')).toMatchObject({ verdict: 'accepted' })
    expect(float('inf', '-inf').verdict).toBe('wrong_answer')
    expect(float('inf', '1e308').verdict).toBe('wrong_answer')
    expect(float('1e400', 'inf')).toMatchObject({ verdict: 'accepted' })
  })

  it('compares words exactly and refuses words where numbers are expected', () => {
    expect(float('YES 1.00000001', 'YES 1')).toMatchObject({ verdict: 'accepted', message: 'ok, 2 tokens' })
    expect(float('yes 1', 'YES 1').message).toBe('token 1: expected "YES", got "yes"')
    expect(float('abc', '1.5').message).toBe('token 1: expected "1.5", got "abc" (not a number)')
    expect(float('16', '0x10').verdict).toBe('wrong_answer')
  })

  it('refuses a nonsense tolerance', () => {
    expect(() => float('1', '1', -1)).toThrow(RangeError)
    expect(() => float('1', '1', 0, Number.NaN)).toThrow(RangeError)
  })
})

describe('createChecker (built-ins)', () => {
  it('reads the answer file and takes the output as bytes or a file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checker-'))
    try {
      fs.writeFileSync(path.join(dir, 'a.out'), '3\n')
      fs.writeFileSync(path.join(dir, 'got.txt'), '4')
      const checker = await createChecker({ kind: 'tokens' })
      const files = { inputPath: '/dev/null', answerPath: path.join(dir, 'a.out') }
      expect(await checker.check({ ...files, output: b('3') })).toMatchObject({ verdict: 'accepted' })
      expect(await checker.check({ ...files, outputPath: path.join(dir, 'got.txt') })).toMatchObject({
        verdict: 'wrong_answer',
        message: 'token 1: expected "3", got "4"',
      })
      expect(
        await checker.check({ ...files, answerPath: path.join(dir, 'missing'), output: b('') }),
      ).toMatchObject({
        verdict: 'internal_error',
      })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

function run(exitCode: number | null, stderr = '', more: Partial<RunResult> = {}): RunResult {
  return {
    exitCode,
    signal: null,
    cpuMs: 5,
    wallMs: 10,
    memoryKiB: 1000,
    oomKilled: false,
    cpuExceeded: false,
    wallExceeded: false,
    stdoutExceeded: false,
    stdout: Buffer.alloc(0),
    stderr: b(stderr),
    ...more,
  }
}

describe('testlib contract', () => {
  it('maps exit codes as testlib.h sets them', () => {
    expect(interpretCheckerRun(run(0, 'ok 3 numbers\n'))).toEqual({
      verdict: 'accepted',
      points: 1,
      message: 'ok 3 numbers',
    })
    expect(interpretCheckerRun(run(1, 'wrong answer 1st numbers differ - expected: 5, found: 6'))).toEqual({
      verdict: 'wrong_answer',
      points: 0,
      message: 'wrong answer 1st numbers differ - expected: 5, found: 6',
    })
    expect(interpretCheckerRun(run(2, 'wrong output format Unexpected end of file'))).toMatchObject({
      verdict: 'wrong_answer',
    })
    expect(interpretCheckerRun(run(3, 'FAIL answer file is broken'))).toEqual({
      verdict: 'internal_error',
      points: 0,
      message: 'custom checker failed: FAIL answer file is broken',
    })
    expect(interpretCheckerRun(run(42)).message).toBe('custom checker exited with unknown code 42')
  })

  it('reads partial points from "points <x>" (quitp), in [0, 1]', () => {
    expect(interpretCheckerRun(run(7, 'points 0.50 half of the pairs'))).toEqual({
      verdict: 'wrong_answer',
      points: 0.5,
      message: 'points 0.50 half of the pairs',
    })
    expect(interpretCheckerRun(run(7, 'debug line\npoints 1.0\n'))).toMatchObject({
      verdict: 'accepted',
      points: 1,
    })
    expect(interpretCheckerRun(run(7, 'points 0'))).toMatchObject({ verdict: 'wrong_answer', points: 0 })
    expect(interpretCheckerRun(run(7, 'points 1.5')).verdict).toBe('internal_error')
    expect(interpretCheckerRun(run(7, 'points nan')).verdict).toBe('internal_error')
    expect(interpretCheckerRun(run(7, 'partially')).verdict).toBe('internal_error')
  })

  it('never blames the student for a broken checker', () => {
    expect(interpretCheckerRun(run(null, '', { signal: 'SIGSEGV' })).message).toBe(
      'custom checker was killed by SIGSEGV',
    )
    expect(interpretCheckerRun(run(null, '', { signal: 'SIGKILL', cpuExceeded: true })).message).toMatch(
      /time limit/,
    )
    expect(interpretCheckerRun(run(0, '', { stdoutExceeded: true })).verdict).toBe('internal_error')
    expect(interpretCheckerRun(run(0, '', { oomKilled: true })).verdict).toBe('internal_error')
  })

  it('caps the message at 1 KiB of printable text', () => {
    const message = checkerMessage(b(`wrong answer ${'é'.repeat(2000)}\u0007`))
    expect(Buffer.byteLength(message)).toBeLessThanOrEqual(1024)
    expect(message.endsWith('…')).toBe(true)
    expect(message).not.toContain('\ufffd')
  })
})
