import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../constants'
import { isStarterCode, openingDraft, starterCode } from './starter-code'

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

  it("puts an exercise's own code before the template, and opens on it", () => {
    const own = { python3: 'n = int(input())\n' }
    expect(starterCode('python3', own)).toBe('n = int(input())\n')
    expect(starterCode('c', own)).toBe(starterCode('c'))
    expect(isStarterCode(' n = int(input())', own)).toBe(true)
    expect(isStarterCode('n = int(input())')).toBe(false)
    // Only Python has its own code: the editor opens on Python, not on the default C template.
    expect(openingDraft(own)).toEqual({ language: 'python3', code: 'n = int(input())\n' })
    expect(openingDraft({ c: 'int main(){}', python3: 'x' })).toEqual({ language: 'c', code: 'int main(){}' })
    expect(openingDraft({})).toEqual({ language: 'c', code: starterCode('c') })
  })
})
