// Mutated corpus programs: the compiler never crashes (every failure is a Portugol message with a line), and
// whatever it accepts is valid JavaScript.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { compilePortugol } from './compiler'

const OK = path.join(__dirname, 'corpus', 'ok')
const sources = fs
  .readdirSync(OK)
  .filter((f) => f.endsWith('.por'))
  .map((f) => fs.readFileSync(path.join(OK, f), 'utf8'))

/** Deterministic: the same mutations on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state % n
  }
}

const SNIPPETS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ';',
  ',',
  '=',
  '==',
  '++',
  '"',
  "'",
  '/*',
  '.',
  '&',
  'se',
  'senao',
  'pare',
  'retorne',
  'inteiro',
  'funcao',
  '-->',
  '0x',
  '1.',
  'e',
  'nao',
  '\n',
]

function mutate(source: string, next: (n: number) => number): string {
  let text = source
  for (let k = 1 + next(3); k > 0; k--) {
    const at = next(text.length + 1)
    switch (next(4)) {
      case 0:
        text = text.slice(0, at) + text.slice(at + 1 + next(8))
        break
      case 1:
        text = text.slice(0, at) + SNIPPETS[next(SNIPPETS.length)] + text.slice(at)
        break
      case 2: {
        const lines = text.split('\n')
        const i = next(lines.length)
        lines.splice(next(lines.length), 0, lines[i])
        text = lines.join('\n')
        break
      }
      default:
        text = text.slice(0, at) + text.slice(next(text.length + 1))
    }
  }
  return text
}

describe('the compiler on mutated programs', () => {
  it('answers every one with JavaScript that parses or with located messages', () => {
    const next = random(20261121)
    let accepted = 0
    let refused = 0
    for (const source of sources) {
      for (let round = 0; round < 25; round++) {
        const text = mutate(source, next)
        const result = compilePortugol(text, '/runtime.cjs')
        if (result.ok) {
          accepted++
          expect(() => new vm.Script(result.js), text).not.toThrow()
        } else {
          refused++
          for (const e of result.errors) expect(e.line, `${e.code}\n${text}`).toBeGreaterThan(0)
        }
      }
    }
    expect(accepted).toBeGreaterThan(0)
    expect(refused).toBeGreaterThan(0)
  })
})
