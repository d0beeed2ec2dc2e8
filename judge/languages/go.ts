import type { Language } from './types'

/** Box-local Go state: no module mode, no cgo, caches in the box's private /tmp. */
const GO_ENV = {
  HOME: '/tmp',
  GOCACHE: '/tmp/gocache',
  GOPATH: '/tmp/go',
  GO111MODULE: 'off',
  CGO_ENABLED: '0',
  GOMAXPROCS: '2',
}

/** Go (Debian 12: golang-go 1.19), standard library only. */
export const go: Language = {
  id: 'go',
  label: 'Go',
  versionLabel: (v) => `Go (${v})`,
  sourceFile: 'main.go',
  requires: ['/usr/bin/go'],
  version: { argv: ['/usr/bin/go', 'version'], pattern: /go(\d+\.\d+(?:\.\d+)?)/ },
  compile: {
    argv: ['/usr/bin/go', 'build', '-o', 'main', 'main.go'],
    env: GO_ENV,
    cpuMs: 10_000,
    pids: 128,
  },
  // GOMAXPROCS fixed so the thread count (pids) and GC behaviour do not depend on the host's cores;
  // GOMEMLIMIT makes the GC work harder near the limit instead of letting the cgroup kill the run.
  run: ({ memoryMiB }) => ({
    argv: ['/box/main'],
    env: { GOMAXPROCS: '2', GOMEMLIMIT: `${memoryMiB}MiB` },
  }),
  // `go build` of another package writes an archive, not a program: running it was a run-time error. The package
  // clause is the first token after comments (the Go spec), so a look at the start decides it before compiling.
  checkSource(code) {
    const start = code.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, '')
    const clause = start.match(/^package\s+([\p{L}_][\p{L}\p{N}_]*)/u)
    return clause && clause[1] !== 'main' ? 'go_package_main' : null
  },
  classifyRuntime: (exitCode, stderr) =>
    exitCode !== 0 && /fatal error: runtime: out of memory/.test(stderr) ? 'memory_limit_exceeded' : null,
  minPids: 32,
}
