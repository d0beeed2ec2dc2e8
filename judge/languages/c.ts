import type { Language } from './types'

/**
 * C with GCC (Debian 12: gcc 12.2). GNU C17, optimised, libm linked; ONLINE_JUDGE defined as most judges do.
 * Dynamic: unlike C++, -static measured no faster per run (libc alone loads quickly) and compiles slower.
 */
export const c: Language = {
  id: 'c',
  label: 'C (gcc)',
  versionLabel: (v) => `C (gcc ${v})`,
  sourceFile: 'main.c',
  requires: ['/usr/bin/gcc'],
  version: { argv: ['/usr/bin/gcc', '-dumpfullversion'], pattern: /^(\d+\.\d+\.\d+)/ },
  compile: {
    argv: ['/usr/bin/gcc', '-std=gnu17', '-O2', '-pipe', '-DONLINE_JUDGE', '-o', 'main', 'main.c', '-lm'],
  },
  run: () => ({ argv: ['/box/main'] }),
}
