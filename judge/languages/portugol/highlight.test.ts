import { describe, expect, it } from 'vitest'
import { type TokenClass, highlightPortugol, readToken, startState, tokenizePortugol } from './highlight'

const classed = (code: string) =>
  tokenizePortugol(code)
    .filter((t) => t.cls !== null)
    .map((t) => [t.text, t.cls] as const)

const classOf = (code: string, text: string): TokenClass | null | undefined =>
  tokenizePortugol(code).find((t) => t.text === text)?.cls

const PROGRAM = `programa {
  inclua biblioteca Matematica --> mat
  const inteiro LIMITE = 0x1F
  /* soma os números
     até o limite */
  funcao inicio() {
    inteiro total = 0
    real media = 2.5e3
    caracter letra = 'a'
    cadeia nome = "Ana"
    logico ok = verdadeiro e nao falso ou ok
    para (inteiro i = 0; i < LIMITE; i++) {
      se (i % 2 == 0) { total += i } senao { pare }
    }
    enquanto (falso) { }
    faca { limpa() } enquanto (falso)
    escolha (total) { caso 1: pare caso contrario: escreva("outro") }
    leia(nome)
    escreva(mat.potencia(2.0, 3.0), dobro(total)) // fim
  }
  funcao vazio nada() { retorne }
}`

describe('highlightPortugol tokens', () => {
  it('classifies every kind of token in a realistic program', () => {
    const expected: [string, TokenClass][] = [
      ['programa', 'keyword'],
      ['inclua', 'keyword'],
      ['biblioteca', 'keyword'],
      ['Matematica', 'library'],
      ['-->', 'operator'],
      ['mat', 'library'],
      ['const', 'keyword'],
      ['inteiro', 'type'],
      ['LIMITE', 'variable'],
      ['0x1F', 'number'],
      ['/* soma os números', 'comment'],
      ['     até o limite */', 'comment'],
      ['funcao', 'keyword'],
      ['inicio', 'function'],
      ['(', 'punctuation'],
      ['{', 'punctuation'],
      ['real', 'type'],
      ['2.5e3', 'number'],
      ['caracter', 'type'],
      ["'a'", 'char'],
      ['cadeia', 'type'],
      ['"Ana"', 'string'],
      ['logico', 'type'],
      ['verdadeiro', 'atom'],
      ['e', 'operatorWord'],
      ['nao', 'operatorWord'],
      ['falso', 'atom'],
      ['ou', 'operatorWord'],
      ['para', 'keyword'],
      [';', 'punctuation'],
      ['<', 'operator'],
      ['++', 'operator'],
      ['se', 'keyword'],
      ['%', 'operator'],
      ['==', 'operator'],
      ['+=', 'operator'],
      ['senao', 'keyword'],
      ['pare', 'keyword'],
      ['enquanto', 'keyword'],
      ['faca', 'keyword'],
      ['limpa', 'builtin'],
      ['escolha', 'keyword'],
      ['caso', 'keyword'],
      ['contrario', 'keyword'],
      [':', 'punctuation'],
      ['escreva', 'builtin'],
      ['"outro"', 'string'],
      ['leia', 'builtin'],
      ['.', 'punctuation'],
      ['potencia', 'function'],
      ['dobro', 'function'],
      ['// fim', 'comment'],
      ['vazio', 'type'],
      ['nada', 'function'],
      ['retorne', 'keyword'],
    ]
    const tokens = classed(PROGRAM)
    for (const [text, cls] of expected) {
      expect(tokens, `${text} → ${cls}`).toContainEqual([text, cls])
    }
    const seen = new Set(tokens.map(([, cls]) => cls))
    expect([...seen].sort()).toEqual(
      [
        'atom',
        'builtin',
        'char',
        'comment',
        'function',
        'keyword',
        'library',
        'number',
        'operator',
        'operatorWord',
        'punctuation',
        'string',
        'type',
        'variable',
      ].sort(),
    )
  })

  it('gives `mat.potencia(` a library, a dot and a function', () => {
    expect(classed('x = mat.potencia(2, 3)').slice(2, 5)).toEqual([
      ['mat', 'library'],
      ['.', 'punctuation'],
      ['potencia', 'function'],
    ])
    expect(classOf('Texto.caixa_alta (s)', 'caixa_alta')).toBe('function')
    expect(classOf('y = Matematica.PI', 'PI')).toBe('variable')
  })

  it('reads numbers in all their forms', () => {
    for (const n of ['0', '42', '0xff', '0XA0', '3.14', '1e9', '2.5E-3']) {
      expect(classed(`x = ${n}`)[2], n).toEqual([n, 'number'])
    }
    // Not an exponent: the `e` is the operator word.
    expect(classed('1 e 2').map(([, c]) => c)).toEqual(['number', 'operatorWord', 'number'])
  })

  it('keeps escaped quotes inside strings and chars', () => {
    expect(classed('escreva("a \\"b\\" c", \'\\\'\')')).toEqual([
      ['escreva', 'builtin'],
      ['(', 'punctuation'],
      ['"a \\"b\\" c"', 'string'],
      [',', 'punctuation'],
      ["'\\''", 'char'],
      [')', 'punctuation'],
    ])
  })
})

describe('highlightPortugol HTML', () => {
  it('escapes HTML in and out of tokens', () => {
    expect(highlightPortugol('escreva("<b>&")')).toBe(
      '<span class="tok-builtin">escreva</span><span class="tok-punctuation">(</span>' +
        '<span class="tok-string">&quot;&lt;b&gt;&amp;&quot;</span><span class="tok-punctuation">)</span>',
    )
    expect(highlightPortugol("c = '<'")).toContain('<span class="tok-char">&#39;&lt;&#39;</span>')
    expect(highlightPortugol('x @ <')).not.toMatch(/<(?!\/?span)/)
  })

  it('preserves whitespace and newlines outside spans', () => {
    const html = highlightPortugol('se (x)\n\t\tpare\r\n')
    expect(html).toBe(
      '<span class="tok-keyword">se</span> <span class="tok-punctuation">(</span>' +
        '<span class="tok-variable">x</span><span class="tok-punctuation">)</span>\n\t\t' +
        '<span class="tok-keyword">pare</span>\r\n',
    )
  })

  it('returns an empty string for empty input', () => {
    expect(highlightPortugol('')).toBe('')
  })
})

describe('tolerance', () => {
  it('runs an unterminated string to the end of its line and highlights the next', () => {
    const tokens = classed('escreva("oi\nse (x) { pare }')
    expect(tokens).toContainEqual(['"oi', 'string'])
    expect(tokens).toContainEqual(['se', 'keyword'])
    expect(tokens).toContainEqual(['pare', 'keyword'])
  })

  it('runs an unterminated block comment to the end of the text', () => {
    const tokens = classed('inteiro x /* nunca\nfecha se\n\nenquanto')
    expect(tokens).toEqual([
      ['inteiro', 'type'],
      ['x', 'variable'],
      ['/* nunca', 'comment'],
      ['fecha se', 'comment'],
      ['enquanto', 'comment'],
    ])
  })

  it('resumes after a block comment that closes on a later line', () => {
    const tokens = classed('/* a\n b */ se /* c */ senao')
    expect(tokens).toEqual([
      ['/* a', 'comment'],
      [' b */', 'comment'],
      ['se', 'keyword'],
      ['/* c */', 'comment'],
      ['senao', 'keyword'],
    ])
  })

  it('leaves unknown characters unclassed without losing them', () => {
    expect(tokenizePortugol('x # $ 😀 y')).toEqual([
      { text: 'x', cls: 'variable' },
      { text: ' ', cls: null },
      { text: '#', cls: null },
      { text: ' ', cls: null },
      { text: '$', cls: null },
      { text: ' ', cls: null },
      { text: '😀', cls: null },
      { text: ' ', cls: null },
      { text: 'y', cls: 'variable' },
    ])
  })

  it('always advances and reproduces any input exactly (property test)', () => {
    // A seeded generator keeps a failure reproducible.
    let seed = 20240601
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pieces = ['/*', '*/', '//', '"', "'", '\\', '\n', '\r', '\t', ' ', '-->', '0x', '1.', 'e', '.', '(']
    const alphabet = 'abcxyzé_0129+-*/%=<>!&|^~()[]{},;:.#@$?`ç\u00a0\uFEFF\ud83d\ude00\ud800'
    for (let run = 0; run < 500; run++) {
      let code = ''
      const length = Math.floor(random() * 60)
      for (let k = 0; k < length; k++) {
        code +=
          random() < 0.3
            ? pieces[Math.floor(random() * pieces.length)]
            : alphabet[Math.floor(random() * alphabet.length)]
      }
      const tokens = tokenizePortugol(code)
      expect(tokens.map((t) => t.text).join('')).toBe(code)
      expect(tokens.every((t) => t.text.length > 0)).toBe(true)
      expect(() => highlightPortugol(code)).not.toThrow()
    }
  })

  it('readToken moves forward from every position of a line', () => {
    const line = 'a"b\\\'c/*d*/e//f 0x1.2 -->g'
    for (let pos = 0; pos < line.length; pos++) {
      const { end } = readToken(line, pos, startState())
      expect(end).toBeGreaterThan(pos)
      expect(end).toBeLessThanOrEqual(line.length)
    }
  })
})
