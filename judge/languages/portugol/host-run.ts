// Tests only: compile a program and run it with node on the host, as a student's terminal would show it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { compilePortugol } from './compiler'
import { formatDiagnostic } from './diagnostics'

/** The runtime the test setup built from the current source (PORTUGOL_DIR), else the build's. */
export const HOST_RUNTIME = path.join(process.env.PORTUGOL_DIR ?? 'build/portugol', 'runtime.cjs')

let programs = 0

/** Compiles `source` into `dir` and runs it with `input`; throws on a compile error. */
export function compileAndRun(source: string, input: string, dir: string) {
  const compiled = compilePortugol(source, HOST_RUNTIME)
  if (!compiled.ok) throw new Error(compiled.errors.map((e) => formatDiagnostic(e)).join('\n'))
  const file = path.join(dir, `program-${process.pid}-${++programs}.js`)
  fs.writeFileSync(file, compiled.js)
  try {
    const stdout = execFileSync('node', [file], { input, encoding: 'utf8', stdio: 'pipe' })
    return { code: 0, stdout, stderr: '' }
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string }
    return { code: e.status, stdout: e.stdout, stderr: e.stderr }
  }
}
