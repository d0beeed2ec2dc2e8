import { getIndentation } from '@codemirror/language'
import { EditorState } from '@codemirror/state'
import { classHighlighter, highlightTree, tagHighlighter, tags } from '@lezer/highlight'
import { describe, expect, it } from 'vitest'
import { portugol, portugolHighlightStyle, portugolLanguage } from './portugol-language'

// One class per tag we emit, most specific first so builtins are not reported as plain functions.
const highlighter = tagHighlighter([
  { tag: tags.keyword, class: 'keyword' },
  { tag: tags.typeName, class: 'typeName' },
  { tag: tags.bool, class: 'bool' },
  { tag: tags.operatorKeyword, class: 'operatorKeyword' },
  { tag: tags.number, class: 'number' },
  { tag: tags.string, class: 'string' },
  { tag: tags.character, class: 'character' },
  { tag: tags.lineComment, class: 'lineComment' },
  { tag: tags.blockComment, class: 'blockComment' },
  { tag: tags.standard(tags.function(tags.variableName)), class: 'builtin' },
  { tag: tags.namespace, class: 'namespace' },
  { tag: tags.function(tags.variableName), class: 'function' },
  { tag: tags.variableName, class: 'variableName' },
  { tag: tags.operator, class: 'operator' },
  { tag: tags.punctuation, class: 'punctuation' },
])

type Span = { text: string; cls: string }

function spans(code: string, using = highlighter): Span[] {
  const tree = portugolLanguage.parser.parse(code)
  const out: Span[] = []
  highlightTree(tree, using, (from, to, cls) => out.push({ text: code.slice(from, to), cls }))
  return out
}

const classOf = (code: string, text: string, using = highlighter) =>
  spans(code, using).find((s) => s.text === text)?.cls

const PROGRAM = `programa {
  inclua biblioteca Matematica --> mat
  funcao inicio() {
    inteiro n = 10
    logico ok = verdadeiro e nao falso
    caracter c = 'z'
    enquanto (n > 0) { n-- } // c
    /* linha um
       linha dois */
    escreva("x", mat.potencia(2.0, 3.0))
  }
}`

describe('portugolLanguage', () => {
  it('tags each kind of token', () => {
    const expected: [string, string][] = [
      ['programa', 'keyword'],
      ['enquanto', 'keyword'],
      ['inteiro', 'typeName'],
      ['verdadeiro', 'bool'],
      ['nao', 'operatorKeyword'],
      ['10', 'number'],
      ['"x"', 'string'],
      ["'z'", 'character'],
      ['// c', 'lineComment'],
      ['escreva', 'builtin'],
      ['Matematica', 'namespace'],
      ['mat', 'namespace'],
      ['potencia', 'function'],
      ['inicio', 'function'],
      ['n', 'variableName'],
      ['--', 'operator'],
      ['{', 'punctuation'],
    ]
    const found = spans(PROGRAM)
    for (const [text, cls] of expected) expect(found, `${text} → ${cls}`).toContainEqual({ text, cls })
  })

  it('keeps a block comment a comment on its second line', () => {
    const found = spans(PROGRAM)
    expect(found).toContainEqual({ text: '/* linha um', cls: 'blockComment' })
    expect(found).toContainEqual({ text: '       linha dois */', cls: 'blockComment' })
    // And the line after it is code again.
    expect(found).toContainEqual({ text: 'escreva', cls: 'builtin' })
  })

  it('works with the stock classHighlighter', () => {
    expect(classOf(PROGRAM, 'enquanto', classHighlighter)).toBe('tok-keyword')
    expect(classOf(PROGRAM, 'inteiro', classHighlighter)).toBe('tok-typeName')
    expect(classOf(PROGRAM, '"x"', classHighlighter)).toBe('tok-string')
    expect(classOf(PROGRAM, '// c', classHighlighter)).toBe('tok-comment')
    expect(classOf(PROGRAM, 'verdadeiro', classHighlighter)).toBe('tok-bool')
    expect(classOf(PROGRAM, '       linha dois */', classHighlighter)).toBe('tok-comment')
  })

  it('does not throw on broken code', () => {
    expect(() => spans('escreva("sem fim\n/* aberto\n@#$ 😀')).not.toThrow()
    expect(classOf('escreva("sem fim\nse', 'se')).toBe('keyword')
  })

  it('carries comment syntax, brackets and indentation in its language data', () => {
    const state = EditorState.create({ doc: 'programa {\n', extensions: [portugol()] })
    expect(state.languageDataAt('commentTokens', 0)).toContainEqual({
      line: '//',
      block: { open: '/*', close: '*/' },
    })
    expect(state.languageDataAt('closeBrackets', 0)[0]).toMatchObject({
      brackets: expect.arrayContaining(['{']),
    })
    const [indent] = state.languageDataAt<RegExp>('indentOnInput', 0)
    expect(indent.test('  }')).toBe(true)
  })

  it('indents by brace depth and dedents a closing brace', () => {
    const doc = 'programa {\n  funcao f() {\nx\n  }\n/* {\n*/\n}'
    const state = EditorState.create({ doc, extensions: [portugol()] })
    const at = (line: number) => getIndentation(state, state.doc.line(line).from)
    expect([1, 2, 3, 4, 5, 6, 7].map(at)).toEqual([0, 2, 4, 2, 2, null, 0])
  })

  it('has a highlight style for the editor', () => {
    expect(portugolHighlightStyle.module?.getRules()).toContain('--tok-keyword')
  })
})
