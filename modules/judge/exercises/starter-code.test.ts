import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../constants'
import { isStarterCode, starterCode } from './starter-code'

describe('starter code (issue 16)', () => {
  it('has a template for every judge language, reading standard input', () => {
    for (const id of LANGUAGE_IDS) expect(starterCode(id), id).not.toBe('')
    expect(starterCode('java')).toContain('public class Main')
    expect(starterCode('c')).toContain('scanf')
    expect(starterCode('python3')).toContain('sys.stdin')
    expect(starterCode('portugol')).toContain('leia(')
    expect(starterCode('go')).toContain('os.Stdin')
    expect(starterCode('rust')).toContain('io::stdin()')
    expect(starterCode('cobol')).toBe('')
  })

  it('knows an untouched template (or nothing) from code the student wrote', () => {
    expect(isStarterCode(starterCode('rust'))).toBe(true)
    expect(isStarterCode(`  ${starterCode('c')}\n\n`)).toBe(true)
    expect(isStarterCode('')).toBe(true)
    expect(isStarterCode(`${starterCode('c')}// mine`)).toBe(false)
    expect(isStarterCode('print(1)')).toBe(false)
  })
})
