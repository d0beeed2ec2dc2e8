// Portugol source → JavaScript, or the list of errors (syntax errors stop at the first; type errors are all
// collected, up to ten).
import { check } from './checker'
import { generate } from './codegen'
import { CompileError, type Diagnostic, toDiagnostic } from './diagnostics'
import { parse } from './parser'

export type CompileResult = { ok: true; js: string } | { ok: false; errors: Diagnostic[] }

/** `runtime` is the path the compiled program loads the runtime from. */
export function compilePortugol(source: string, runtime: string): CompileResult {
  let program: ReturnType<typeof parse>
  try {
    program = parse(source)
  } catch (error) {
    if (error instanceof CompileError) return { ok: false, errors: [toDiagnostic(error)] }
    throw error
  }
  const errors = check(program)
  if (errors.length > 0) return { ok: false, errors: errors.map(toDiagnostic) }
  return { ok: true, js: generate(program, runtime) }
}
