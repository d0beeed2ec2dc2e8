// Portugol for CodeMirror 6. A stream mode over the same tokenizer the lesson HTML uses, so the editor and
// the lessons can never disagree about what a word is. Nothing here touches the DOM at import: the editor
// island loads this lazily and tests import it under Node.
import {
  HighlightStyle,
  LanguageSupport,
  StreamLanguage,
  type StreamParser,
  syntaxHighlighting,
} from '@codemirror/language'
import { type Tag, tags } from '@lezer/highlight'
import {
  type PortugolState,
  type TokenClass,
  copyState,
  readToken,
  startState,
} from '~/judge/languages/portugol/highlight'
import { BRACE_LANGUAGE_DATA, braceIndent } from './braces'

// Names the stream returns. They must not be CodeMirror's legacy token names (`builtin`, `variable`,
// `type`…), which its token table resolves before ours; hence `standardFunction`, `libraryName` etc.
const TOKEN_TAGS: Record<string, Tag> = {
  keyword: tags.keyword,
  typeName: tags.typeName,
  bool: tags.bool,
  operatorKeyword: tags.operatorKeyword,
  number: tags.number,
  string: tags.string,
  character: tags.character,
  lineComment: tags.lineComment,
  blockComment: tags.blockComment,
  standardFunction: tags.standard(tags.function(tags.variableName)),
  libraryName: tags.namespace,
  functionName: tags.function(tags.variableName),
  variableName: tags.variableName,
  operator: tags.operator,
  punctuation: tags.punctuation,
}

const TOKEN_NAME: Record<Exclude<TokenClass, 'comment'>, string> = {
  keyword: 'keyword',
  type: 'typeName',
  atom: 'bool',
  operatorWord: 'operatorKeyword',
  number: 'number',
  string: 'string',
  char: 'character',
  builtin: 'standardFunction',
  library: 'libraryName',
  function: 'functionName',
  variable: 'variableName',
  operator: 'operator',
  punctuation: 'punctuation',
}

const parser: StreamParser<PortugolState> = {
  name: 'portugol',
  startState,
  copyState,
  token(stream, state) {
    const wasInComment = state.inComment
    const { end, cls } = readToken(stream.string, stream.pos, state)
    const text = stream.string.slice(stream.pos, end)
    stream.pos = end
    if (cls === null) return null
    if (cls === 'comment') return !wasInComment && text.startsWith('//') ? 'lineComment' : 'blockComment'
    return TOKEN_NAME[cls]
  },
  indent(state, textAfter, context) {
    // Inside a block comment the author's own layout wins.
    if (state.inComment) return null
    const closing = /^\s*\}/.test(textAfter) ? 1 : 0
    return Math.max(0, state.depth - closing) * context.unit
  },
  languageData: {
    commentTokens: { line: '//', block: { open: '/*', close: '*/' } },
    closeBrackets: { brackets: ['(', '[', '{', '"', "'"] },
    indentOnInput: /^\s*\}$/,
  },
  tokenTable: TOKEN_TAGS,
}

export const portugolLanguage = StreamLanguage.define(parser)

/**
 * Colours of base.css's `--tok-*` properties (light and dark follow the theme there); the fallbacks are the
 * light values, so the editor stays readable if the stylesheet has not loaded.
 */
const color = (name: string, fallback: string) => `var(--tok-${name}, ${fallback})`

export const portugolHighlightStyle = HighlightStyle.define([
  { tag: tags.keyword, color: color('keyword', '#a3238e') },
  { tag: tags.typeName, color: color('type', '#00708a') },
  { tag: tags.bool, color: color('atom', '#b3400a') },
  { tag: tags.operatorKeyword, color: color('keyword', '#a3238e') },
  { tag: tags.number, color: color('number', '#a04800') },
  { tag: tags.string, color: color('string', '#16782d') },
  { tag: tags.character, color: color('char', '#0d7359') },
  { tag: tags.comment, color: color('comment', '#5e6a75'), fontStyle: 'italic' },
  { tag: tags.standard(tags.function(tags.variableName)), color: color('builtin', '#6638b6') },
  { tag: tags.namespace, color: color('library', '#8a5300') },
  { tag: tags.function(tags.variableName), color: color('function', '#1f56c2') },
  { tag: tags.operator, color: color('operator', '#56606b') },
  { tag: tags.punctuation, color: color('operator', '#56606b') },
])

/** The language plus its highlight style, ready for an editor's extensions. */
export function portugol(): LanguageSupport {
  return new LanguageSupport(portugolLanguage, [syntaxHighlighting(portugolHighlightStyle)])
}
