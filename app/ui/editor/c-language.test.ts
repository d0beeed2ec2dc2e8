import { getIndentation, indentUnit } from '@codemirror/language'
import { EditorState } from '@codemirror/state'
import { highlightTree, tagHighlighter, tags } from '@lezer/highlight'
import { describe, expect, it } from 'vitest'
import { c, cLanguage, cpp, cppLanguage } from './c-language'
import { codeHighlightStyle } from './theme'

// One class per tag the tokenizer emits, most specific first.
const highlighter = tagHighlighter([
  { tag: tags.keyword, class: 'keyword' },
  { tag: tags.typeName, class: 'type' },
  { tag: tags.bool, class: 'atom' },
  { tag: tags.number, class: 'number' },
  { tag: tags.string, class: 'string' },
  { tag: tags.character, class: 'char' },
  { tag: tags.lineComment, class: 'lineComment' },
  { tag: tags.blockComment, class: 'blockComment' },
  { tag: tags.processingInstruction, class: 'directive' },
  { tag: tags.function(tags.variableName), class: 'function' },
  { tag: tags.variableName, class: 'variable' },
  { tag: tags.operator, class: 'operator' },
  { tag: tags.punctuation, class: 'punctuation' },
])

type Span = { text: string; cls: string }

function spans(code: string, language = cLanguage): Span[] {
  const tree = language.parser.parse(code)
  const out: Span[] = []
  highlightTree(tree, highlighter, (from, to, cls) => out.push({ text: code.slice(from, to), cls }))
  return out
}

const C_PROGRAM = `#include <stdio.h>
#define MAX 100

/* soma
   dois números */
int main(void) {
    unsigned long n = 0x1F;
    double x = 3.5e-2;
    char c = '\\n';
    if (scanf("%d", &n) != 1) return 0; // nada
    printf("%lu \\"%c\\"\\n", n, c);
    return NULL == 0 ? 0 : 1;
}`

describe('cLanguage', () => {
  it('tags keywords, types, strings, chars, numbers, comments and directives', () => {
    const expected: [string, string][] = [
      ['#include', 'directive'],
      ['<stdio.h>', 'string'],
      ['#define', 'directive'],
      ['MAX', 'variable'],
      ['100', 'number'],
      ['int', 'type'],
      ['main', 'function'],
      ['void', 'type'],
      ['unsigned', 'type'],
      ['long', 'type'],
      ['0x1F', 'number'],
      ['3.5e-2', 'number'],
      ["'\\n'", 'char'],
      ['if', 'keyword'],
      ['scanf', 'function'],
      ['"%d"', 'string'],
      ['!=', 'operator'],
      ['return', 'keyword'],
      ['// nada', 'lineComment'],
      ['"%lu \\"%c\\"\\n"', 'string'],
      ['NULL', 'atom'],
      ['{', 'punctuation'],
      [';', 'punctuation'],
    ]
    const found = spans(C_PROGRAM)
    for (const [text, cls] of expected) expect(found, `${text} → ${cls}`).toContainEqual({ text, cls })
  })

  it('keeps a block comment a comment across lines, and code after it', () => {
    const found = spans(C_PROGRAM)
    expect(found).toContainEqual({ text: '/* soma', cls: 'blockComment' })
    expect(found).toContainEqual({ text: '   dois números */', cls: 'blockComment' })
    expect(found).toContainEqual({ text: 'main', cls: 'function' })
  })

  it('reads C++ words as plain names in C', () => {
    expect(spans('int class = new;')).toContainEqual({ text: 'class', cls: 'variable' })
  })

  it('does not throw on broken code, and an unclosed string ends with its line', () => {
    expect(() => spans('printf("sem fim\n/* aberto\n@#$ 😀 \'x')).not.toThrow()
    expect(spans('x = "sem fim\nif')).toContainEqual({ text: 'if', cls: 'keyword' })
  })

  it('indents after an opening brace and dedents a closing one, leaving comments alone', () => {
    const doc = 'int main() {\n    if (x) {\ny;\n    }\n/* {\n*/\n}'
    const state = EditorState.create({ doc, extensions: [c(), indentUnit.of('    ')] })
    const at = (line: number) => getIndentation(state, state.doc.line(line).from)
    expect([1, 2, 3, 4, 5, 6, 7].map(at)).toEqual([0, 4, 8, 4, 4, null, 0])
  })

  it('carries comment syntax, brackets and indent-on-input in its language data', () => {
    const state = EditorState.create({ doc: 'int x;\n', extensions: [c()] })
    expect(state.languageDataAt('commentTokens', 0)).toContainEqual({
      line: '//',
      block: { open: '/*', close: '*/' },
    })
    const [indent] = state.languageDataAt<RegExp>('indentOnInput', 0)
    expect(indent.test('    }')).toBe(true)
  })

  it('has a colour in the editor for every tag it emits', () => {
    for (const tag of [
      tags.keyword,
      tags.typeName,
      tags.bool,
      tags.number,
      tags.string,
      tags.character,
      tags.lineComment,
      tags.blockComment,
      tags.processingInstruction,
      tags.function(tags.variableName),
      tags.operator,
      tags.punctuation,
    ])
      expect(codeHighlightStyle.style([tag]), String(tag)).toBeTruthy()
  })
})

describe('cppLanguage', () => {
  const CPP = `#include <bits/stdc++.h>
using namespace std;
template <typename T> class Pilha { public: vector<T> v; };
int main() {
    string s = R"(linha "um"
linha dois)";
    auto p = nullptr;
    cout << s << endl;
}`

  it('adds C++ keywords, library types and atoms', () => {
    const found = spans(CPP, cppLanguage)
    for (const [text, cls] of [
      ['using', 'keyword'],
      ['namespace', 'keyword'],
      ['template', 'keyword'],
      ['typename', 'keyword'],
      ['class', 'keyword'],
      ['public', 'keyword'],
      ['vector', 'type'],
      ['string', 'type'],
      ['nullptr', 'atom'],
      ['<<', 'operator'],
      ['<bits/stdc++.h>', 'string'],
    ])
      expect(found, `${text} → ${cls}`).toContainEqual({ text, cls })
  })

  it('keeps a raw string a string across lines', () => {
    const found = spans(CPP, cppLanguage)
    expect(found).toContainEqual({ text: 'R"(linha "um"', cls: 'string' })
    expect(found).toContainEqual({ text: 'linha dois)"', cls: 'string' })
    expect(found).toContainEqual({ text: 'auto', cls: 'keyword' })
  })

  it('indents by braces like C', () => {
    const state = EditorState.create({ doc: 'int main() {\nx;\n}', extensions: [cpp()] })
    // CodeMirror's default unit: two spaces.
    expect(getIndentation(state, state.doc.line(2).from)).toBe(2)
  })
})
