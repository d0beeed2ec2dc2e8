import { pythonMemoryError, pythonSyntaxCheck } from './python3'
import type { Language } from './types'

/** PyPy 3 (Debian 12: PyPy 7.3.11, Python 3.9). */
export const pypy: Language = {
  id: 'pypy',
  label: 'PyPy',
  versionLabel: (v) => `PyPy (${v})`,
  sourceFile: 'main.py',
  requires: ['/usr/bin/pypy3'],
  version: {
    argv: ['/usr/bin/pypy3', '--version'],
    // "Python 3.9.16 (7.3.11+dfsg-2+deb12u3, …)\n[PyPy 7.3.11 with GCC 12.2.0]"
    pattern: /Python (\d+\.\d+)[\d.]*[^\n]*\n\[PyPy (\d+\.\d+\.\d+)/,
    format: (m) => `${m[2]}, Python ${m[1]}`,
  },
  compile: pythonSyntaxCheck('/usr/bin/pypy3'),
  run: () => ({ argv: ['/usr/bin/pypy3', '-B', 'main.py'] }),
  classifyRuntime: pythonMemoryError,
  timeMultiplier: 2,
  // PyPy's own baseline (GC nursery, JIT arenas): 17 MiB for hello, more once the JIT warms up.
  memoryOverheadMiB: 64,
}
