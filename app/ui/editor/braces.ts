// What the curly-brace stream grammars (C/C++, Portugol) share: indentation by brace depth and their language
// data. In the `editor` chunk (vite.config.ts), so a grammar stays one request.
import type { IndentContext } from '@codemirror/language'

/** The next line's indentation: one unit per open brace, one less when the line starts with `}`. */
export function braceIndent(depth: number, textAfter: string, context: IndentContext): number {
  const closing = /^\s*\}/.test(textAfter) ? 1 : 0
  return Math.max(0, depth - closing) * context.unit
}

export const BRACE_LANGUAGE_DATA = {
  commentTokens: { line: '//', block: { open: '/*', close: '*/' } },
  closeBrackets: { brackets: ['(', '[', '{', '"', "'"] },
  indentOnInput: /^\s*\}$/,
}
