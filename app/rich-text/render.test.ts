import { beforeEach, describe, expect, it } from 'vitest'
import { clearRichTextCache, renderRichText } from './index.server'
import { render } from './pipeline.server'
import { classesOf, elements, textOf } from './test-helpers'

const br = (md: string) => render(md, 'br')
const gb = (md: string) => render(md, 'gb')

beforeEach(() => clearRichTextCache())

describe('markdown', () => {
  it('renders paragraphs, emphasis and lists', () => {
    const html = br('Olá, *mundo* e **todos**.\n\n- um\n- dois\n\n1. primeiro')
    expect(elements(html, 'em').map(textOf)).toEqual(['mundo'])
    expect(elements(html, 'strong').map(textOf)).toEqual(['todos'])
    expect(elements(html, 'li').map(textOf)).toEqual(['um', 'dois', 'primeiro'])
  })

  it('outlines headings from <h2> (the page owns its <h1>) without skipping a level', () => {
    const html = br('# Um\n\n## Dois\n\n###### Seis\n\n# Sete')
    expect(elements(html, 'h1')).toHaveLength(0)
    expect(elements(html, 'h2').map(textOf)).toEqual(['Um', 'Sete'])
    expect(elements(html, 'h3').map(textOf)).toEqual(['Dois'])
    // Six levels down from Dois would jump h3 → h6: it goes one below.
    expect(elements(html, 'h4').map(textOf)).toEqual(['Seis'])
  })

  it('starts a text whose first sections are "##" at <h2>, not <h3> under the page title (issue 16)', () => {
    const html = br('## Entrada\n\nUm número.\n\n### Limites\n\n## Saída')
    expect(elements(html, 'h2').map(textOf)).toEqual(['Entrada', 'Saída'])
    expect(elements(html, 'h3').map(textOf)).toEqual(['Limites'])
    expect(elements(html, 'h4')).toHaveLength(0)
  })

  it('renders GFM tables with alignment', () => {
    const html = br('| a | b |\n|---|:-:|\n| 1 | 2 |')
    expect(elements(html, 'th').map(textOf)).toEqual(['a', 'b'])
    expect(elements(html, 'td').map((td) => td.properties.align ?? null)).toEqual([null, 'center'])
  })

  it('renders strikethrough, task lists and autolinks', () => {
    const html = br(
      '~~velho~~\n\n- [x] feito\n- [ ] a fazer\n\nVeja www.example.com e https://example.org/a.',
    )
    expect(elements(html, 'del').map(textOf)).toEqual(['velho'])
    const boxes = elements(html, 'input')
    expect(
      boxes.map((b) => [b.properties.type, b.properties.disabled, b.properties.checked ?? false]),
    ).toEqual([
      ['checkbox', true, true],
      ['checkbox', true, false],
    ])
    expect(elements(html, 'a').map((a) => a.properties.href)).toEqual([
      'http://www.example.com',
      'https://example.org/a',
    ])
  })

  it('links footnotes to their prefixed ids, with the label in the page language', () => {
    const html = br('Texto[^n].\n\n[^n]: A nota.')
    const ids = new Set(
      elements(html)
        .map((el) => el.properties.id)
        .filter(Boolean),
    )
    const fragments = elements(html, 'a').map((a) => String(a.properties.href))
    expect(fragments.length).toBe(2)
    for (const href of fragments) expect(ids.has(href.slice(1))).toBe(true)
    expect(textOf(elements(html, 'section')[0])).toContain('Notas de rodapé')
    expect(textOf(elements(gb('Text[^n].\n\n[^n]: A note.'), 'section')[0])).toContain('Footnotes')
  })

  it('keeps a small set of author HTML and drops the rest of the markup', () => {
    const html = br(
      'H<sub>2</sub>O, x<sup>2</sup>, <kbd>Ctrl</kbd><br><details><summary>Ver</summary>dica</details>',
    )
    for (const tag of ['sub', 'sup', 'kbd', 'br', 'details', 'summary'])
      expect(elements(html, tag)).toHaveLength(1)
    const unwrapped = br('<div class="x" id="y"><font color="red">texto</font></div>')
    expect(elements(unwrapped, 'font')).toHaveLength(0)
    expect(elements(unwrapped).some((el) => classesOf(el).includes('x'))).toBe(false)
    expect(unwrapped).toContain('texto')
  })

  it('returns an empty string for empty input', () => {
    expect(br('')).toBe('')
  })
})

describe('math', () => {
  it('renders inline and display maths as MathML on the server', () => {
    const html = br('A área é $\\pi r^2$.\n\n$$\n\\frac{a}{b}\n$$')
    const maths = elements(html, 'math')
    expect(maths).toHaveLength(2)
    expect(maths[0].properties.display).toBeUndefined()
    expect(maths[1].properties.display).toBe('block')
    expect(elements(html, 'mfrac')).toHaveLength(1)
    expect(elements(html).filter((el) => classesOf(el).includes('math-display'))).toHaveLength(1)
    expect(elements(html, 'annotation').map(textOf)).toEqual(['\\pi r^2', '\\frac{a}{b}'])
  })

  it('renders ```math blocks as display maths', () => {
    expect(elements(br('```math\nx^2\n```'), 'math')[0].properties.display).toBe('block')
  })

  it('renders a paragraph that is only $$…$$ or \\[…\\] as display maths, and keeps $$ inside text inline', () => {
    const displayed = (md: string) =>
      elements(br(md), 'math').map((m) => [
        m.properties.display ?? 'inline',
        textOf(elements(br(md), 'annotation')[0] ?? m),
      ])
    expect(displayed('$$x^2$$')).toEqual([['block', 'x^2']])
    expect(displayed('  $$ \\frac{a}{b} $$  ')[0][0]).toBe('block')
    expect(displayed('\\[a_1 + b_1\\]')).toEqual([['block', 'a_1 + b_1']])
    expect(displayed('\\[\na^2 + b^2 = c^2\n\\]')).toEqual([['block', 'a^2 + b^2 = c^2']])
    expect(displayed('> $$y$$')[0][0]).toBe('block')
    // Beside other text it stays inline, and escaped brackets in a sentence stay text.
    expect(displayed('Então $$y$$ cresce.')).toEqual([['inline', 'y']])
    expect(elements(br('Use \\[colchetes\\] aqui.'), 'math')).toHaveLength(0)
    expect(elements(br('`$$x$$`'), 'math')).toHaveLength(0)
    // The source between \\[ and \\] is TeX for KaTeX (trust: false), never HTML.
    const hostile = br('\\[<img src=x onerror=alert(1)> \\href{javascript:alert(1)}{x}\\]')
    expect(elements(hostile, 'img')).toHaveLength(0)
    expect(elements(hostile).some((el) => 'onerror' in el.properties || 'href' in el.properties)).toBe(false)
    const html = br('$$x$$')
    expect(elements(html).filter((el) => classesOf(el).includes('math-display'))).toHaveLength(1)
    expect(elements(html, 'p')).toHaveLength(0)
  })

  it('shows a broken formula as its source, marked as an error, without inline styles', () => {
    const html = br('Veja $\\frac{a$ aqui.')
    const errors = elements(html).filter((el) => classesOf(el).includes('katex-error'))
    expect(errors).toHaveLength(1)
    expect(textOf(errors[0])).toBe('\\frac{a')
    expect(elements(html).some((el) => el.properties.style !== undefined)).toBe(false)
  })

  it('marks unsupported commands with a class instead of a colour', () => {
    const html = br('$\\href{https://example.com}{x}$')
    expect(elements(html).some((el) => classesOf(el).includes('katex-error'))).toBe(true)
    expect(html).not.toMatch(/mathcolor/i)
  })
})

describe('code highlighting', () => {
  it.each([
    ['python', 'def f(x):\n    return 1', 'hljs-keyword'],
    ['c', '#include <stdio.h>\nint main() { return 0; }', 'hljs-meta'],
    ['cpp', 'int main() { return 0; }', 'hljs-type'],
    ['java', 'public class Main {}', 'hljs-keyword'],
    ['javascript', 'const x = "a"', 'hljs-string'],
    ['rust', 'fn main() { let x = 1; }', 'hljs-keyword'],
    ['go', 'func main() { return }', 'hljs-keyword'],
    ['dart', 'void main() { print(1); }', 'hljs-built_in'],
    ['js', 'let y = 2', 'hljs-keyword'],
    ['c++', 'int x;', 'hljs-type'],
  ])('colours %s with hljs classes', (lang, code, cls) => {
    const html = br(`\`\`\`${lang}\n${code}\n\`\`\``)
    const [codeEl] = elements(html, 'code')
    expect(classesOf(codeEl)).toEqual(['hljs', `language-${lang}`])
    expect(elements(html, 'span').some((s) => classesOf(s).includes(cls))).toBe(true)
    expect(textOf(codeEl)).toBe(`${code}\n`)
  })

  it('colours Portugol with the tok-* classes of the editor', () => {
    const code = 'programa {\n  funcao inicio() {\n    escreva("Olá")\n  }\n}'
    const html = br(`\`\`\`portugol\n${code}\n\`\`\``)
    const spans = elements(html, 'span')
    expect(spans.some((s) => classesOf(s).includes('tok-keyword') && textOf(s) === 'programa')).toBe(true)
    expect(spans.some((s) => classesOf(s).includes('tok-builtin') && textOf(s) === 'escreva')).toBe(true)
    expect(spans.some((s) => classesOf(s).includes('tok-string'))).toBe(true)
    expect(textOf(elements(html, 'code')[0])).toBe(`${code}\n`)
  })

  it('leaves unknown or missing languages as plain escaped code', () => {
    for (const md of ['```cobol\n<b>x</b> & y\n```', '```\n<b>x</b> & y\n```']) {
      const html = br(md)
      expect(elements(html, 'span')).toHaveLength(0)
      expect(elements(html, 'b')).toHaveLength(0)
      expect(textOf(elements(html, 'code')[0])).toBe('<b>x</b> & y\n')
    }
  })

  it('does not colour inline code', () => {
    expect(elements(br('Use `int x = 1;` aqui'), 'span')).toHaveLength(0)
  })
})

describe('cache', () => {
  it('returns the same HTML for the same source and prefix, and separates prefixes', async () => {
    const md = '![video](https://youtu.be/abc)'
    const first = await renderRichText(md, { prefix: 'br' })
    expect(first).toBe(br(md))
    expect(await renderRichText(md, { prefix: 'br' })).toBe(first)
    expect(await renderRichText(md, { prefix: 'gb' })).not.toBe(first)
    clearRichTextCache()
    expect(await renderRichText(md, { prefix: 'br' })).toBe(first)
  })
})
