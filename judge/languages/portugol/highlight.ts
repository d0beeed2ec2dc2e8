// Syntax highlighting for Portugol: lesson HTML (highlightPortugol) and the editor's CodeMirror mode
// (readToken, via app/ui/editor/portugol-language.ts). Unlike the compiler's lexer this never throws: the
// text being highlighted is often half-typed, and a bad character must not lose the colours around it.
// It reads one line at a time with a small carried state, because that is what CodeMirror's stream
// parser hands us, and the HTML renderer simply replays the same loop over every line.
import { KEYWORDS, OPERATORS } from './keywords'

export type TokenClass =
  | 'keyword'
  | 'type'
  | 'atom'
  | 'operatorWord'
  | 'number'
  | 'string'
  | 'char'
  | 'comment'
  | 'builtin'
  | 'library'
  | 'function'
  | 'variable'
  | 'operator'
  | 'punctuation'

export interface PortugolState {
  /** Inside a `/* … *\/` that began on an earlier line. */
  inComment: boolean
  /** Open `{` count, for the editor's indentation. */
  depth: number
  /** The last token was `-->`, so the next name is a library alias. */
  afterArrow: boolean
}

/** One piece of the text; `cls` null for whitespace and characters Portugol has no use for. */
export interface HighlightToken {
  text: string
  cls: TokenClass | null
}

const TYPES = new Set(['inteiro', 'real', 'caracter', 'cadeia', 'logico', 'vazio'])
const ATOMS = new Set(['verdadeiro', 'falso'])
const OPERATOR_WORDS = new Set(['e', 'ou', 'nao'])
const BUILTINS = new Set(['escreva', 'leia', 'limpa'])
// Library names are fixed by Portugol Studio; aliases are recognised by the `.` that follows them.
const LIBRARIES = new Set(['Matematica', 'Texto', 'Tipos', 'Util'])

const PUNCTUATION = '()[]{},;:.'

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'
const isHexDigit = (c: string | undefined) => c !== undefined && /[0-9a-fA-F]/.test(c)
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\uFEFF'
// Same rule as the lexer, so accented names (`preço`) stay one identifier.
const isIdentStart = (c: string) => /[\p{L}_]/u.test(c)
const isIdentPart = (c: string) => /[\p{L}\p{N}_]/u.test(c)

export const startState = (): PortugolState => ({ inComment: false, depth: 0, afterArrow: false })
export const copyState = (s: PortugolState): PortugolState => ({ ...s })

/** The next non-blank character on the line at or after `pos` (names only look ahead on their own line). */
function nextVisible(line: string, pos: number): string | undefined {
  let i = pos
  while (i < line.length && isSpace(line[i])) i++
  return line[i]
}

function closeComment(line: string, from: number, state: PortugolState): number {
  const close = line.indexOf('*/', from)
  state.inComment = close < 0
  return close < 0 ? line.length : close + 2
}

function readNumber(line: string, pos: number): number {
  let i = pos
  if (line[i] === '0' && (line[i + 1] === 'x' || line[i + 1] === 'X')) {
    i += 2
    while (isHexDigit(line[i])) i++
    return i
  }
  while (isDigit(line[i])) i++
  if (line[i] === '.' && isDigit(line[i + 1])) {
    i++
    while (isDigit(line[i])) i++
  }
  if ((line[i] === 'e' || line[i] === 'E') && (isDigit(line[i + 1]) || /[+-]/.test(line[i + 1] ?? ''))) {
    let j = i + 1
    if (line[j] === '+' || line[j] === '-') j++
    if (isDigit(line[j])) {
      while (isDigit(line[j])) j++
      i = j
    }
  }
  return i
}

/** The end of a quoted literal; an unclosed one stops at the end of the line, as the lexer's error does. */
function readQuoted(line: string, pos: number, quote: string): number {
  let i = pos + 1
  while (i < line.length) {
    if (line[i] === '\\') i += 2
    else if (line[i] === quote) return i + 1
    else i++
  }
  return line.length
}

function classifyWord(word: string, line: string, end: number, afterArrow: boolean): TokenClass {
  if (TYPES.has(word)) return 'type'
  if (ATOMS.has(word)) return 'atom'
  if (OPERATOR_WORDS.has(word)) return 'operatorWord'
  if (KEYWORDS.has(word)) return 'keyword'
  if (BUILTINS.has(word)) return 'builtin'
  if (LIBRARIES.has(word) || afterArrow) return 'library'
  const next = nextVisible(line, end)
  if (next === '.') return 'library'
  if (next === '(') return 'function'
  return 'variable'
}

/**
 * Reads the token starting at `pos` of `line` (a line without its `\n`), updating `state`. Always
 * advances at least one character while `pos < line.length`.
 */
export function readToken(
  line: string,
  pos: number,
  state: PortugolState,
): { end: number; cls: TokenClass | null } {
  if (state.inComment) return { end: closeComment(line, pos, state), cls: 'comment' }
  const c = line[pos]
  if (isSpace(c)) {
    let i = pos + 1
    while (i < line.length && isSpace(line[i])) i++
    return { end: i, cls: null }
  }
  // Any real token ends an alias position; only whitespace may sit between `-->` and the alias.
  const afterArrow = state.afterArrow
  state.afterArrow = false
  if (c === '/' && line[pos + 1] === '/') return { end: line.length, cls: 'comment' }
  if (c === '/' && line[pos + 1] === '*') return { end: closeComment(line, pos + 2, state), cls: 'comment' }
  if (isDigit(c)) return { end: readNumber(line, pos), cls: 'number' }
  if (c === '"' || c === "'") return { end: readQuoted(line, pos, c), cls: c === '"' ? 'string' : 'char' }
  if (isIdentStart(c)) {
    let i = pos + 1
    while (i < line.length && isIdentPart(line[i])) i++
    return { end: i, cls: classifyWord(line.slice(pos, i), line, i, afterArrow) }
  }
  if (PUNCTUATION.includes(c)) {
    if (c === '{') state.depth++
    else if (c === '}') state.depth = Math.max(0, state.depth - 1)
    return { end: pos + 1, cls: 'punctuation' }
  }
  const op = OPERATORS.find((o) => line.startsWith(o, pos))
  if (op) {
    state.afterArrow = op === '-->'
    return { end: pos + op.length, cls: 'operator' }
  }
  // Unknown character: step over a whole code point so a surrogate pair is never split.
  const code = line.charCodeAt(pos)
  const wide = code >= 0xd800 && code <= 0xdbff && pos + 1 < line.length
  return { end: pos + (wide ? 2 : 1), cls: null }
}

/** Splits `code` into tokens whose texts, joined, give back `code` exactly (newlines are unclassed tokens). */
export function tokenizePortugol(code: string): HighlightToken[] {
  const tokens: HighlightToken[] = []
  const state = startState()
  const lines = code.split('\n')
  lines.forEach((line, index) => {
    if (index > 0) tokens.push({ text: '\n', cls: null })
    let pos = 0
    while (pos < line.length) {
      const { end, cls } = readToken(line, pos, state)
      tokens.push({ text: line.slice(pos, end), cls })
      pos = end
    }
  })
  return tokens
}

const ESCAPE: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPE[ch])

/** HTML for a `<pre><code class="language-portugol">` the caller provides: one span per token. */
export function highlightPortugol(code: string): string {
  let html = ''
  for (const { text, cls } of tokenizePortugol(code)) {
    html += cls ? `<span class="tok-${cls}">${escapeHtml(text)}</span>` : escapeHtml(text)
  }
  return html
}
