// The compiler as the judge runs it inside the box (bundled to build/portugol/compiler.cjs):
//   node compiler.cjs main.por main.js [--diagnostics=json] [--lang=en-GB]
// Writes main.js, which loads runtime.cjs from beside this file; on errors prints them and exits 1.
import fs from 'node:fs'
import path from 'node:path'
import { compilePortugol } from './compiler'
import { type Diagnostic, encodeDiagnostic, formatDiagnostic } from './diagnostics'

/** Bumped when the language or its messages change (shown with the judge's language list). */
const VERSION = '1.0.0'

const args = process.argv.slice(2)
if (args.includes('--version')) {
  process.stdout.write(`Portugol (Trilha) ${VERSION}\n`)
  process.exit(0)
}
const files = args.filter((a) => !a.startsWith('--'))
const json = args.includes('--diagnostics=json')
const locale = args.includes('--lang=en-GB') ? 'en-GB' : 'pt-BR'

if (files.length !== 2) {
  process.stderr.write(
    'usage: node compiler.cjs <program.por> <program.js> [--diagnostics=json] [--lang=en-GB]\n',
  )
  process.exit(2)
}

const print = (diagnostics: Diagnostic[]) => {
  const text = diagnostics.map((d) => (json ? encodeDiagnostic(d) : formatDiagnostic(d, locale)))
  process.stderr.write(`${text.join('\n')}\n`)
  process.exitCode = 1
}

try {
  const source = fs.readFileSync(files[0], 'utf8')
  const result = compilePortugol(source, path.join(__dirname, 'runtime.cjs'))
  if (result.ok) fs.writeFileSync(files[1], result.js)
  else print(result.errors)
} catch {
  // A bug of ours must not show the student a JavaScript stack trace.
  print([{ code: 'internal_compiler_error', line: 0 }])
}
