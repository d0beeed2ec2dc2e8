import type { CompileStep, Language } from './types'

/**
 * Compiles main.py in memory only (nothing is written, not even __pycache__) so a SyntaxError becomes a
 * compilation error with Python's own message instead of a run-time error on every test.
 * Python 3.11 raises ValueError for NUL bytes in the source (SyntaxError from 3.12).
 */
const SYNTAX_CHECK = [
  'import sys, traceback',
  'try:',
  "    compile(open('main.py', 'rb').read(), 'main.py', 'exec', dont_inherit=True)",
  'except (SyntaxError, ValueError) as e:',
  "    sys.stderr.write(''.join(traceback.format_exception_only(type(e), e)))",
  '    sys.exit(1)',
].join('\n')

/** `[0] * 10**10` raises MemoryError before the cgroup sees anything: still an MLE. */
export function pythonMemoryError(exitCode: number | null, stderr: string) {
  return exitCode !== 0 && /^MemoryError\b/m.test(stderr) ? ('memory_limit_exceeded' as const) : null
}

export function pythonSyntaxCheck(interpreter: string): CompileStep {
  return { argv: [interpreter, '-B', '-c', SYNTAX_CHECK] }
}

/**
 * CPython 3 (Debian 12: 3.11). Run with -B (the box is read-only anyway). Not -S: it would save a few ms but
 * drops the `exit()`/`quit()` builtins that students use.
 */
export const python3: Language = {
  id: 'python3',
  label: 'Python 3',
  versionLabel: (v) => `Python 3 (${v})`,
  sourceFile: 'main.py',
  requires: ['/usr/bin/python3'],
  version: { argv: ['/usr/bin/python3', '--version'], pattern: /Python (\d+\.\d+\.\d+)/ },
  compile: pythonSyntaxCheck('/usr/bin/python3'),
  run: () => ({ argv: ['/usr/bin/python3', '-B', 'main.py'] }),
  classifyRuntime: pythonMemoryError,
  timeMultiplier: 3,
  memoryOverheadMiB: 16,
}
