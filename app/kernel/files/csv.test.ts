import { describe, expect, it } from 'vitest'
import { csvCell, csvLines, escapeFormula } from './csv'

describe('csv', () => {
  it('keeps formulas as text and quotes what would split a cell or a line', () => {
    expect(['=1', '+1', '-1', '@a', '\t1', '\r1', 'ok'].map(escapeFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\t1",
      "'\r1",
      'ok',
    ])
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('a;b', ';')).toBe('"a;b"')
    expect(csvCell('a;b', ',')).toBe('a;b')
    expect(csvCell('a,b', ',')).toBe('"a,b"')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })

  it('ends every line in CRLF with the separator asked for', () => {
    expect(
      csvLines(
        [
          ['a', 'b'],
          ['1,5', 'c'],
        ],
        ';',
      ),
    ).toBe('a;b\r\n1,5;c\r\n')
    expect(
      csvLines([
        ['a', 'b'],
        ['1,5', 'c'],
      ]),
    ).toBe('a,b\r\n"1,5",c\r\n')
  })
})
