// Portugol: our compiler and runtime (see README.md). The judge sees only `portugol`; the product uses the
// log renderer and the highlighter.
export { portugol, portugolDir } from './language'
export { compilePortugol, type CompileResult } from './compiler'
export { formatDiagnostic, renderPortugolLog, type Diagnostic, type Locale } from './diagnostics'
