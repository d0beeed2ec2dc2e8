// Portugol source → tokens with line and column (1-based). Shared by the compiler and the highlighter.
import { CompileError } from './diagnostics'
import { ACCENTED_KEYWORDS, KEYWORDS, OPERATORS } from './keywords'

export { ACCENTED_KEYWORDS, KEYWORDS }

export type TokenKind = 'ident' | 'keyword' | 'int' | 'real' | 'string' | 'char' | 'op' | 'eof'

export interface Token {
  kind: TokenKind
  /** The source text (for string and char literals: the decoded value). */
  value: string
  line: number
  column: number
  /** Offset of the token's first character and one past its last (the raw text, quotes included). */
  start: number
  end: number
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  '"': '"',
  "'": "'",
  '0': '\0',
}

const isDigit = (c: string) => c >= '0' && c <= '9'
const isAsciiLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_'
// ASCII first (almost every character of a program); the Unicode classes only for accented names.
const isIdentStart = (c: string) => isAsciiLetter(c) || (c > '\x7f' && /\p{L}/u.test(c))
const isIdentPart = (c: string) => isAsciiLetter(c) || isDigit(c) || (c > '\x7f' && /[\p{L}\p{N}]/u.test(c))

export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  let line = 1
  let lineStart = 0
  const n = source.length
  const fail = (code: string, at: number, atLine = line, atLineStart = lineStart, params = {}) => {
    throw new CompileError(code, atLine, at - atLineStart + 1, params)
  }
  while (i < n) {
    const c = source[i]
    if (c === '\n') {
      i++
      line++
      lineStart = i
      continue
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\uFEFF') {
      i++
      continue
    }
    if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++
      continue
    }
    if (c === '/' && source[i + 1] === '*') {
      const openLine = line
      const openStart = lineStart
      const open = i
      i += 2
      while (i < n && !(source[i] === '*' && source[i + 1] === '/')) {
        if (source[i] === '\n') {
          line++
          lineStart = i + 1
        }
        i++
      }
      if (i >= n) fail('unclosed_comment', open, openLine, openStart)
      i += 2
      continue
    }
    const start = i
    const column = i - lineStart + 1
    const push = (kind: TokenKind, value: string) => tokens.push({ kind, value, line, column, start, end: i })
    if (isDigit(c)) {
      if (c === '0' && (source[i + 1] === 'x' || source[i + 1] === 'X')) {
        i += 2
        while (i < n && /[0-9a-fA-F]/.test(source[i])) i++
        if (i === start + 2) fail('bad_number', start)
        push('int', String(Number.parseInt(source.slice(start + 2, i), 16)))
      } else {
        while (i < n && isDigit(source[i])) i++
        let kind: TokenKind = 'int'
        if (source[i] === '.' && isDigit(source[i + 1] ?? '')) {
          kind = 'real'
          i++
          while (i < n && isDigit(source[i])) i++
        }
        if ((source[i] === 'e' || source[i] === 'E') && /[0-9+-]/.test(source[i + 1] ?? '')) {
          const save = i
          i++
          if (source[i] === '+' || source[i] === '-') i++
          if (isDigit(source[i] ?? '')) {
            kind = 'real'
            while (i < n && isDigit(source[i])) i++
          } else i = save
        }
        push(kind, source.slice(start, i))
      }
      if (i < n && isIdentPart(source[i])) fail('bad_number', start)
      continue
    }
    if (isIdentStart(c)) {
      while (i < n && isIdentPart(source[i])) i++
      const word = source.slice(start, i)
      push(KEYWORDS.has(word) ? 'keyword' : 'ident', word)
      continue
    }
    if (c === '"' || c === "'") {
      i++
      let value = ''
      while (i < n && source[i] !== c) {
        if (source[i] === '\n') fail(c === '"' ? 'unclosed_string' : 'unclosed_char', start)
        if (source[i] === '\\') {
          const escaped = ESCAPES[source[i + 1]]
          if (escaped === undefined)
            fail('bad_escape', i, line, lineStart, { escape: `\\${source[i + 1] ?? ''}` })
          value += escaped
          i += 2
          continue
        }
        value += source[i]
        i++
      }
      if (i >= n) fail(c === '"' ? 'unclosed_string' : 'unclosed_char', start)
      i++
      if (c === "'" && [...value].length !== 1)
        fail('bad_char_literal', start, line, lineStart, { text: value })
      push(c === '"' ? 'string' : 'char', value)
      continue
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i))
    if (!op) fail('unexpected_character', start, line, lineStart, { char: c })
    i += (op as string).length
    push('op', op as string)
  }
  tokens.push({ kind: 'eof', value: '', line, column: i - lineStart + 1, start: i, end: i })
  return tokens
}
