// Issue 15, item 2: shapes that overflowed the stack or blocked the event loop for minutes are refused by a
// linear pre-scan, and everything in between still renders (in the worker) without throwing.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS, checkBounds } from './bounds'
import { clearRichTextCache, prepareRichText, renderRichText, tryRenderRichText } from './index.server'
import { closeRichTextPool } from './pool.server'
import { elements, textOf } from './test-helpers'

beforeEach(() => clearRichTextCache())
afterAll(() => closeRichTextPool())

const lines = (n: number, line: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => line(i)).join('\n')

describe('checkBounds', () => {
  it.each([
    ['> × 90 000', '>'.repeat(90_000), 'tooDeep'],
    ['1. × 30 000', '1. '.repeat(30_000), 'tooDeep'],
    ['- × 33', '- '.repeat(33), 'tooDeep'],
    ['> - nested', '> - '.repeat(17), 'tooDeep'],
    ['indented lists', lines(40, (i) => `${'  '.repeat(i)}- x`), 'tooDeep'],
    ['<div> × 65', '<div>'.repeat(65), 'tooDeep'],
    ['<b> × 10 000', `x${'<b>'.repeat(10_000)}`, 'tooDeep'],
    ['[ × 33', '['.repeat(33), 'tooDeep'],
    ['[a]( × 20 000', '[a]('.repeat(20_000), 'tooComplex'],
    ['<div> on separate lines', '<div>\n\n'.repeat(65), 'tooDeep'],
    ['*a × 30 000', '*a'.repeat(30_000), 'tooComplex'],
    ['`a`` × 30 000', '`a``'.repeat(30_000), 'tooLong'],
    ['$a$$ per paragraph', `${'$a$$'.repeat(300)}\n\n`.repeat(20), 'tooComplex'],
    ['a 3 000-row table', `|a|\n|-|\n${'|x|\n'.repeat(3_000)}`, 'tooComplex'],
    ['over 100 000 characters', 'a'.repeat(100_001), 'tooLong'],
  ])('refuses %s', (_name, text, problem) => {
    expect(checkBounds(text)).toBe(problem)
  })

  it.each([
    [
      'a lesson with code, maths and a table',
      '# T\n\n> nota\n\n- a\n  - b\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n$x<y$',
    ],
    ['deeply indented code in a fence', `\`\`\`python\n${lines(60, (i) => `${'  '.repeat(i)}x`)}\n\`\`\``],
    ['32 quotes', `${'>'.repeat(32)} a`],
    ['many short paragraphs of markup', '*a* `b` [c](/d)\n\n'.repeat(500)],
    ['comparisons in prose', 'a <b e c < d, i<n; x <y\n\n'.repeat(100)],
  ])('accepts %s', (_name, text) => {
    expect(checkBounds(text)).toBeNull()
  })

  it('scans maximal texts of the worst shapes (linear; they took minutes in the renderer)', () => {
    for (const text of ['>'.repeat(99_999), '1. '.repeat(33_333), '['.repeat(99_999), '<b>'.repeat(33_333)])
      expect(checkBounds(text)).toBe('tooDeep')
    expect(checkBounds('<a'.repeat(49_999))).toBe('tooComplex')
  })
})

describe('renderRichText (worker, budget, fallback)', () => {
  it('renders in the worker', async () => {
    const html = await renderRichText('Olá, *mundo*', { prefix: 'br' })
    expect(elements(html, 'em').map(textOf)).toEqual(['mundo'])
  })

  it.each([
    ['> × 90 000', '>'.repeat(90_000)],
    ['1. × 30 000', '1. '.repeat(30_000)],
    ['<div> × 20 000', '<div>'.repeat(20_000)],
  ])('shows %s as escaped plain text with a note, never throwing', async (_name, text) => {
    const html = await renderRichText(`<script>x</script>\n\n${text}`, { prefix: 'gb' })
    expect(elements(html, 'script')).toHaveLength(0)
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('could not be formatted')
  })

  it('renders each shape at the largest size within the bounds without throwing', async () => {
    const shapes = [
      `${'*a'.repeat(499)}\n\n`.repeat(10),
      `${'>'.repeat(32)} a`,
      `${'1. '.repeat(32)}a`,
      '<div>'.repeat(64),
      ('['.repeat(32) + ']'.repeat(32)).repeat(10),
      `|${'a|'.repeat(50)}\n|${'-|'.repeat(50)}\n${`|${'x|'.repeat(50)}\n`.repeat(40)}`,
    ]
    for (const text of shapes) {
      expect(checkBounds(text)).toBeNull()
      const result = await tryRenderRichText(text, { prefix: 'br' })
      expect(result.ok).toBe(true)
    }
  })

  it('gives the fallback when a render overruns its budget (the worker is terminated)', async () => {
    const big = '*a* `b` $x$\n\n'.repeat(400)
    expect(checkBounds(big)).toBeNull()
    const slow = await tryRenderRichText(big, { prefix: 'br', budgetMs: 1 })
    expect(slow).toEqual({ ok: false, problem: 'tooSlow' })
    clearRichTextCache()
    const html = await renderRichText(big, { prefix: 'br', budgetMs: 1 })
    expect(html).toContain('não pôde ser formatado')
    // The pool works again afterwards.
    clearRichTextCache()
    expect(await renderRichText('*ok*', { prefix: 'br' })).toContain('<em>ok</em>')
  })
})

describe('prepareRichText', () => {
  it('refuses what cannot render, by field', async () => {
    const big = '*a* `b` $x$\n\n'.repeat(400)
    const problems = await prepareRichText({ a: 'fine', b: '>'.repeat(90_000), c: '' })
    expect(problems).toEqual({ b: 'tooDeep' })
    expect(await prepareRichText({ d: big }, { budgetMs: 1 })).toEqual({ d: 'tooSlow' })
  })

  it('stores both languages so a view reads them without rendering', async () => {
    const text = `Guardado ${Date.now()} [curso](course:python)`
    expect(await prepareRichText({ text })).toEqual({})
    clearRichTextCache()
    // A budget no render could meet: only the stored HTML can answer.
    expect(await renderRichText(text, { prefix: 'gb', budgetMs: 0 })).toContain('href="/gb/course/python"')
    expect(await renderRichText(text, { prefix: 'br', budgetMs: 0 })).toContain('href="/br/course/python"')
  })
})
