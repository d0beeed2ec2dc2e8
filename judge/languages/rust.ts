import type { Language } from './types'

/** Rust (Debian 12: rustc 1.63), edition 2021, optimised. No crates. Links with the system cc (gcc). */
export const rust: Language = {
  id: 'rust',
  label: 'Rust',
  versionLabel: (v) => `Rust (${v})`,
  sourceFile: 'main.rs',
  requires: ['/usr/bin/rustc', '/usr/bin/cc'],
  version: { argv: ['/usr/bin/rustc', '--version'], pattern: /rustc (\d+\.\d+\.\d+)/ },
  compile: {
    argv: ['/usr/bin/rustc', '-O', '--edition', '2021', '-o', 'main', 'main.rs'],
    cpuMs: 10_000,
    pids: 128,
  },
  run: () => ({ argv: ['/box/main'] }),
  // A failed allocation aborts with this line (the process then dies by a signal).
  classifyRuntime: (exitCode, stderr) =>
    exitCode !== 0 && /memory allocation of \d+ bytes failed/.test(stderr) ? 'memory_limit_exceeded' : null,
}
