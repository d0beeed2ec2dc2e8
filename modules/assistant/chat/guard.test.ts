import { describe, expect, it } from 'vitest'
import { MAX_CODE_LINES, SolutionFilter, withholdSolutions } from './guard'

const program = (n: number) =>
  ['```python', ...Array.from({ length: n }, (_, i) => `x${i} = ${i}`), '```', ''].join('\n')

describe('the solution filter', () => {
  it('lets text and short examples through, and withholds a whole program', () => {
    const short = `Try a loop:\n${program(3)}Then print.`
    expect(withholdSolutions(short, 'NOTE')).toBe(short)
    const long = `Here it is:\n${program(MAX_CODE_LINES + 1)}Done.`
    const out = withholdSolutions(long, 'NOTE')
    expect(out).toContain('NOTE')
    expect(out).not.toContain('x10 = 10')
    expect(out).toContain('Here it is:')
    expect(out).toContain('Done.')
  })

  it('holds a block while it streams, one character at a time, and judges an unclosed block at the end', () => {
    const filter = new SolutionFilter('NOTE')
    let shown = ''
    for (const ch of `Intro\n${program(MAX_CODE_LINES + 2)}`) shown += filter.push(ch)
    shown += filter.end()
    expect(shown).not.toContain('x1 = 1')
    expect(filter.withheld).toBe(1)
    expect(filter.shown).toBe(shown)

    const open = new SolutionFilter('NOTE')
    const text = `${['```', ...Array.from({ length: 20 }, (_, i) => `line ${i}`)].join('\n')}`
    const streamed = open.push(text) + open.end()
    expect(streamed).not.toContain('line 3')
  })

  it('shows text before a line ends, but never a fence that starts a line', () => {
    const filter = new SolutionFilter('NOTE')
    expect(filter.push('Use ')).toBe('Use ')
    expect(filter.push('`len` and ```inline```')).toBe('`len` and ```inline```')
    expect(filter.push('\n``')).toBe('\n')
  })
})

describe('the solution filter: every fence shape a renderer shows as code', () => {
  const body = Array.from({ length: MAX_CODE_LINES + 2 }, (_, i) => `y${i} = ${i}`)
  const shapes: Record<string, string[]> = {
    'indented one space': [' ```python', ...body, ' ```'],
    'indented three spaces': ['   ```', ...body, '   ```'],
    'four backticks': ['````js', ...body, '````'],
    'four backticks holding a three-backtick line': ['````', '```', ...body, '```', '````'],
    tildes: ['~~~', ...body, '~~~'],
    'five tildes, closed by more': ['~~~~~ python', ...body, '~~~~~~~'],
    'in a list item': ['- ```python', ...body.map((l) => `  ${l}`), '  ```'],
    'in a numbered list item': ['1. ~~~~', ...body.map((l) => `   ${l}`), '   ~~~~'],
    'in a block quote': ['> ```', ...body.map((l) => `> ${l}`), '> ```'],
    unclosed: ['  ````', ...body],
    'indented four spaces (no fence)': ['', ...body.map((l) => `    ${l}`)],
    'indented by a tab, blank lines inside': [
      '',
      ...body.slice(0, 6).map((l) => `\t${l}`),
      '',
      ...body.slice(6).map((l) => `\t${l}`),
    ],
  }
  for (const [name, lines] of Object.entries(shapes)) {
    it(`withholds a long block ${name}, whole or streamed a character at a time`, () => {
      const text = `Look:\n${lines.join('\n')}\nThe end.`
      const whole = withholdSolutions(text, 'NOTE')
      expect(whole).toContain('NOTE')
      expect(whole).not.toContain('y5 = 5')
      expect(whole).toContain('Look:')
      const filter = new SolutionFilter('NOTE')
      let shown = ''
      for (const ch of text) {
        const out = filter.push(ch)
        expect(out).not.toContain('y')
        shown += out
      }
      shown += filter.end()
      expect(shown).not.toContain('y5 = 5')
      expect(filter.withheld).toBe(1)
    })
  }

  it('does not close a four-backtick block on three, nor a tilde block on backticks', () => {
    const text = ['````', 'a', '```', ...body, '````', 'after'].join('\n')
    expect(withholdSolutions(text, 'NOTE')).toBe('\n> NOTE\n\nafter')
    const mixed = ['~~~', '```', ...body, '```', '~~~'].join('\n')
    expect(withholdSolutions(mixed, 'NOTE')).not.toContain('y0')
  })

  it('lets short blocks of every shape and ordinary lines through unchanged', () => {
    const text = ['- item one', '1. first', '> quoted', '   ~~~~', '   short()', '   ~~~~', '```a`b```'].join(
      '\n',
    )
    expect(withholdSolutions(text, 'NOTE')).toBe(text)
    const indented = ['A loop:', '', '    for i in range(3):', '        print(i)', '', 'Then run it.'].join(
      '\n',
    )
    expect(withholdSolutions(indented, 'NOTE')).toBe(indented)
    const filter = new SolutionFilter('NOTE')
    expect(filter.push('- a list item')).toBe('- a list item')
    expect(filter.push('\n> ``')).toBe('\n')
    expect(filter.push('x')).toBe('> ``x')
  })
})
