// Compile and run-time errors as data (code, line, column, params) and their text in pt-BR or en-GB.
// In the judge the compiler and the runtime print one `PORTUGOL {json}` line per error; the product turns
// those lines into the viewer's language when it shows the log (renderPortugolLog).
import { type Locale, type Message, type Params, TYPE_MESSAGES } from './messages'
import { RUNTIME_MESSAGES } from './messages-runtime'
import { SYNTAX_MESSAGES } from './messages-syntax'

export type { Locale } from './messages'

export class CompileError extends Error {
  constructor(
    readonly code: string,
    readonly line: number,
    readonly column: number,
    readonly params: Params = {},
  ) {
    super(code)
  }
}

/** A compile error (with a column) or a run-time error (line only; 0 = no line known). */
export interface Diagnostic {
  code: string
  line: number
  column?: number
  params?: Params
}

export const MARKER = 'PORTUGOL '

export const MESSAGES: Record<string, Message> = { ...SYNTAX_MESSAGES, ...TYPE_MESSAGES, ...RUNTIME_MESSAGES }

/** Human text: "Linha 7, coluna 5: a variável 'soma' não foi declarada. …". */
export function formatDiagnostic(d: Diagnostic, locale: Locale = 'pt-BR'): string {
  const entry = MESSAGES[d.code] ?? MESSAGES.internal_error
  const text = entry[locale === 'en-GB' ? 'en' : 'pt'](d.params ?? {})
  if (!d.line) return capitalise(text)
  const where =
    locale === 'en-GB'
      ? `Line ${d.line}${d.column ? `, column ${d.column}` : ''}`
      : `Linha ${d.line}${d.column ? `, coluna ${d.column}` : ''}`
  return `${where}: ${text}`
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function encodeDiagnostic(d: Diagnostic): string {
  return MARKER + JSON.stringify(d)
}

/** Replaces each `PORTUGOL {json}` line of a judge log by its text in `locale`; other lines stay. */
export function renderPortugolLog(log: string, locale: Locale): string {
  return log
    .split('\n')
    .map((line) => {
      if (!line.startsWith(MARKER)) return line
      try {
        const d = JSON.parse(line.slice(MARKER.length)) as Diagnostic
        return typeof d.code === 'string' && typeof d.line === 'number' ? formatDiagnostic(d, locale) : line
      } catch {
        return line
      }
    })
    .join('\n')
}

export function toDiagnostic(e: CompileError): Diagnostic {
  return { code: e.code, line: e.line, column: e.column, params: e.params }
}
