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
