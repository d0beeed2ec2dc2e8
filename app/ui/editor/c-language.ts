// C and C++ for CodeMirror 6 as a stream tokenizer (issue 24, ADR 031): C is the judge's default language, and
// lang-cpp with its LR runtime (@lezer/lr) was 43 KiB on the wire before the editor could colour a line — the
// largest grammar of all. A line-by-line tokenizer colours the same things (keywords, types, strings, chars,
// numbers, comments, preprocessor lines) in ~2 KiB; what it gives up is a syntax tree, which the editor used
// only to indent, and brace depth indents code as students write it. Nothing here touches the DOM at import.
import { LanguageSupport, StreamLanguage, type StreamParser, type StringStream } from '@codemirror/language'
import { type Tag, tags } from '@lezer/highlight'
import { BRACE_LANGUAGE_DATA, braceIndent } from './braces'

const words = (text: string) => new Set(text.split(' '))

const C_KEYWORDS =
  'auto break case const continue default do else enum extern for goto if inline register restrict return ' +
  'sizeof static struct switch typedef union volatile while _Alignas _Alignof _Atomic _Generic _Noreturn ' +
  '_Static_assert _Thread_local'
const CPP_KEYWORDS =
  'alignas alignof and and_eq asm bitand bitor catch class compl concept consteval constexpr constinit ' +
  'const_cast co_await co_return co_yield decltype delete dynamic_cast explicit export final friend ' +
  'mutable namespace new noexcept not not_eq operator or or_eq override private protected public ' +
  'reinterpret_cast requires static_assert static_cast template this thread_local throw try typeid ' +
  'typename using virtual xor xor_eq'
const C_TYPES =
  'void char short int long float double signed unsigned _Bool _Complex bool size_t ssize_t ptrdiff_t ' +
  'int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t intptr_t uintptr_t FILE wchar_t'
const CPP_TYPES =
  'char8_t char16_t char32_t string vector map set multimap multiset pair tuple array deque list queue ' +
  'stack priority_queue unordered_map unordered_set bitset istream ostream'
const ATOMS = 'true false NULL nullptr EOF'

export interface CState {
  /** Inside a block comment that began on an earlier line. */
  inComment: boolean
  /** A C++ raw string's closing `)delim"`, while one spans lines. */
  rawEnd: string | null
  /** Open braces before this point: the indentation of the next line. */
  depth: number
}

// Our own token names (not CodeMirror's legacy ones, which its token table would resolve first).
const TOKEN_TAGS: Record<string, Tag> = {
  cKeyword: tags.keyword,
  cType: tags.typeName,
  cAtom: tags.bool,
  cNumber: tags.number,
  cString: tags.string,
  cChar: tags.character,
  cLineComment: tags.lineComment,
  cBlockComment: tags.blockComment,
  cDirective: tags.processingInstruction,
  cFunction: tags.function(tags.variableName),
  cVariable: tags.variableName,
  cOperator: tags.operator,
  cPunctuation: tags.punctuation,
}

const NUMBER = /^(?:0x[\da-f']+|0b[01']+|(?:\d[\d']*\.?[\d']*|\.\d+)(?:e[+-]?\d+)?)[ulf]*/i
const OPERATOR = /^(?:<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||::|[+\-*/%=<>!&|^~?:])/

/** Reads up to the closing quote (a backslash escapes the next character); an unclosed one ends the line. */
function readQuoted(stream: StringStream, quote: string) {
  let escaped = false
  for (let ch = stream.next(); ch !== undefined; ch = stream.next()) {
    if (ch === quote && !escaped) return
    escaped = !escaped && ch === '\\'
  }
}

function readBlockComment(stream: StringStream, state: CState) {
  state.inComment = !stream.skipTo('*/')
  if (state.inComment) stream.skipToEnd()
  else stream.pos += 2
  return 'cBlockComment'
}

/** The rest of a raw string, up to its `)delim"` (here or on a later line). */
function readRaw(stream: StringStream, state: CState, end: string) {
  if (stream.skipTo(end)) {
    stream.pos += end.length
    state.rawEnd = null
  } else {
    stream.skipToEnd()
  }
  return 'cString'
}

function parserFor(name: string, cpp: boolean): StreamParser<CState> {
  const keywords = words(cpp ? `${C_KEYWORDS} ${CPP_KEYWORDS}` : C_KEYWORDS)
  const types = words(cpp ? `${C_TYPES} ${CPP_TYPES}` : C_TYPES)
  const atoms = words(ATOMS)
  return {
    name,
    startState: () => ({ inComment: false, rawEnd: null, depth: 0 }),
    copyState: (state) => ({ ...state }),
    token(stream, state) {
      if (state.inComment) return readBlockComment(stream, state)
      if (state.rawEnd !== null) return readRaw(stream, state, state.rawEnd)
      if (stream.eatSpace()) return null
      // `#include`, `#define`…: the directive word; what follows is coloured as code (the header as a string).
      if (/^\s*$/.test(stream.string.slice(0, stream.pos)) && stream.match(/^#\s*[a-z_]+/i)) {
        return 'cDirective'
      }
      if (stream.match('//')) {
        stream.skipToEnd()
        return 'cLineComment'
      }
      if (stream.match('/*')) return readBlockComment(stream, state)
      // #include <header>: the header name is a string, as in lang-cpp.
      if (/^\s*#\s*include\b/.test(stream.string) && stream.match(/^<[^>\n]*>?/)) return 'cString'
      const raw = cpp ? stream.match(/^(?:u8|[uUL])?R"([^(\s\\]{0,16})\(/) : null
      if (raw && typeof raw !== 'boolean') {
        state.rawEnd = `)${raw[1]}"`
        return readRaw(stream, state, state.rawEnd)
      }
      if (stream.match(/^(?:u8|[uUL])?"/)) {
        readQuoted(stream, '"')
        return 'cString'
      }
      if (stream.match(/^(?:u8|[uUL])?'/)) {
        readQuoted(stream, "'")
        return 'cChar'
      }
      if (stream.match(NUMBER)) return 'cNumber'
      const word = stream.match(/^[A-Za-z_]\w*/)
      if (word && typeof word !== 'boolean') {
        const text = word[0]
        if (keywords.has(text)) return 'cKeyword'
        if (types.has(text)) return 'cType'
        if (atoms.has(text)) return 'cAtom'
        return stream.match(/^\s*\(/, false) ? 'cFunction' : 'cVariable'
      }
      const ch = stream.next()
      if (ch === '{') state.depth++
      else if (ch === '}') state.depth = Math.max(0, state.depth - 1)
      if (ch !== undefined && '{}()[];,.'.includes(ch)) return 'cPunctuation'
      stream.backUp(1)
      if (stream.match(OPERATOR)) return 'cOperator'
      stream.next()
      return null
    },
    indent(state, textAfter, context) {
      // Inside a block comment or a raw string the author's own layout wins.
      if (state.inComment || state.rawEnd !== null) return null
      return braceIndent(state.depth, textAfter, context)
    },
    languageData: BRACE_LANGUAGE_DATA,
    tokenTable: TOKEN_TAGS,
  }
}

export const cLanguage = StreamLanguage.define(parserFor('c', false))
export const cppLanguage = StreamLanguage.define(parserFor('cpp', true))

/** C for the editor; its colours are the editor's (theme.ts maps these tags onto the --tok-* properties). */
export const c = () => new LanguageSupport(cLanguage)
/** C++: C's tokens plus C++'s keywords, library types and raw strings. */
export const cpp = () => new LanguageSupport(cppLanguage)
