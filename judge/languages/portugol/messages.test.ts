import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MESSAGES, formatDiagnostic } from './diagnostics'

/** Every error code the compiler and runtime can raise, read from their source. */
function raisedCodes(): Set<string> {
  const files = [
    ...fs.readdirSync(__dirname).map((f) => path.join(__dirname, f)),
    ...fs.readdirSync(path.join(__dirname, 'runtime')).map((f) => path.join(__dirname, 'runtime', f)),
  ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  const codes = new Set<string>()
  const pattern = /(?:report|error|fail|unclosedAtEnd|CompileError)\(\s*'([a-z_]+)'/g
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) codes.add(match[1])
  }
  return codes
}

describe('the Portugol error catalogue', () => {
  it('has both languages for every code the compiler or runtime raises', () => {
    const raised = raisedCodes()
    expect(raised.size).toBeGreaterThan(60)
    for (const code of raised) expect(Object.keys(MESSAGES), code).toContain(code)
  })

  it('fills every message in both languages, with no placeholder left unfilled', () => {
    const params = {
      name: 'soma',
      type: 'inteiro',
      got: 'real',
      to: 'inteiro',
      from: 'real',
      op: '+',
      left: 'inteiro',
      right: 'logico',
      line: 3,
      column: 2,
      n: 1,
      expected: 2,
      found: 'x',
      library: 'Texto',
      value: '7',
      size: 3,
      index: 5,
      count: 4,
      word: 'Se',
      param: 'x',
      bracket: '(',
      alias: 'm',
      min: 1,
      max: 0,
      start: 0,
      end: 9,
      length: 3,
      base: 7,
      escape: '\\q',
      text: 'ab',
      char: '@',
    }
    for (const [code, message] of Object.entries(MESSAGES)) {
      for (const text of [message.pt(params), message.en(params)]) {
        expect(text, code).not.toMatch(/undefined|NaN|\$\{/)
        expect(text.length, code).toBeGreaterThan(15)
      }
      expect(message.pt(params), code).not.toBe(message.en(params))
    }
  })

  it('says where: line and column for compile errors, the line for run-time ones', () => {
    expect(formatDiagnostic({ code: 'division_by_zero', line: 4 }, 'en-GB')).toMatch(
      /^Line 4: division by zero/,
    )
    expect(formatDiagnostic({ code: 'pare_outside_loop', line: 2, column: 9 })).toMatch(
      /^Linha 2, coluna 9: 'pare'/,
    )
  })
})
