import type { Language } from './types'

/**
 * JavaScript on Node.js (Debian's /usr/bin/node, Node 20): CommonJS or ES modules (Node detects the syntax);
 * stdin via fs.readFileSync(0). `node --check` turns a SyntaxError into a compilation error.
 */
export const javascript: Language = {
  id: 'javascript',
  label: 'JavaScript (Node.js)',
  versionLabel: (v) => `JavaScript (Node.js ${v})`,
  sourceFile: 'main.js',
  requires: ['/usr/bin/node'],
  version: { argv: ['/usr/bin/node', '--version'], pattern: /v(\d+\.\d+\.\d+)/ },
  compile: { argv: ['/usr/bin/node', '--check', 'main.js'] },
  run: ({ memoryMiB }) => ({
    argv: [
      '/usr/bin/node',
      // The heap gets the student's limit; V8's young generation and code live in memoryOverheadMiB.
      `--max-old-space-size=${memoryMiB}`,
      // Deep recursion (DFS) needs more than V8's ~1 MiB default (~90k frames). The pipeline sets RLIMIT_STACK
      // to the memory limit; half of it keeps native frames well inside (a larger value would SIGSEGV).
      `--stack-size=${nodeStackKiB(memoryMiB)}`,
      'main.js',
    ],
  }),
  classifyRuntime: (exitCode, stderr) =>
    exitCode !== 0 && /JavaScript heap out of memory/.test(stderr) ? 'memory_limit_exceeded' : null,
  timeMultiplier: 2,
  // Measured: a heap filled to --max-old-space-size=256 peaks at 272 MiB in the cgroup.
  memoryOverheadMiB: 64,
  // 7 threads at start (main + 4 V8 platform workers + …), 4 more libuv workers on the first async fs call.
  minPids: 32,
}

/** V8's --stack-size (KiB) for a memory limit: half of it, between 1 MiB and 256 MiB. */
export function nodeStackKiB(memoryMiB: number): number {
  return Math.max(1024, Math.min(256 * 1024, Math.floor((memoryMiB * 1024) / 2)))
}
