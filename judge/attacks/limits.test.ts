// Attack suite: resource exhaustion — output and stderr floods, memory bombs, deep recursion, infinite loop,
// sleep. Each program goes through judgeSubmission on the real sandbox; the assertions are on the verdict the
// student sees and on the measurements of the run (CPU from the cgroup, peak memory from the cgroup).
import { afterAll, describe, expect, it } from 'vitest'
import { OUTPUT_CAP } from '../judge'
import { languageAvailability } from '../languages'
import { attack, ourBoxProcesses, ourCgroups, packageDir, testCase } from './harness'

const pkg = packageDir()
afterAll(() => pkg.remove())

const MiB = 1024 // in KiB, the unit of memoryKiB
const javaAvailable = (await languageAvailability('java'))?.available ?? false

afterAll(() => {
  // Whatever these programs did, nothing of theirs is left on the host.
  expect(ourBoxProcesses()).toEqual([])
  expect(ourCgroups()).toEqual([])
})

describe('attack: floods', () => {
  it('stdout flood (yes-style C) → output_limit_exceeded, killed at the cap before any time limit', async () => {
    const code = '#include <stdio.h>\nint main(void) { for (;;) fputs("yes\\n", stdout); }\n'
    const { report, runs } = await attack('c', code, [testCase(pkg.dir, '', 'yes\n')], {
      limits: { timeMs: 2000 },
    })
    expect(report.status).toBe('output_limit_exceeded')
    expect(report.tests[0]).toMatchObject({
      verdict: 'output_limit_exceeded',
      message: 'output limit exceeded',
      signal: 'SIGKILL',
      points: 0,
    })
    // The verdict order (CPU and wall come first) means neither limit was reached: the cap stopped it.
    expect(runs[0]).toMatchObject({ stdoutExceeded: true, cpuExceeded: false, wallExceeded: false })
    expect(runs[0].stdout.length).toBeLessThanOrEqual(OUTPUT_CAP)
    expect(report.tests[0].cpuMs).toBeLessThan(2000)
  })

  it('stderr flood (32 MiB) → the run goes on, stderr kept to 16 KiB, a sample shows 2 KiB of it', async () => {
    const code = `#include <stdio.h>
#include <string.h>
int main(void) {
  static char junk[1 << 16];
  memset(junk, 'E', sizeof junk);
  char word[16] = "";
  if (scanf("%15s", word) != 1) return 2;
  for (int i = 0; i < 512; i++) fwrite(junk, 1, sizeof junk, stderr);
  if (!strcmp(word, "crash")) return 3;
  puts("survived");
  return 0;
}
`
    const tests = [
      testCase(pkg.dir, 'crash\n', 'survived\n', { sample: true }),
      testCase(pkg.dir, 'ok\n', 'survived\n'),
    ]
    const { report, runs } = await attack('c', code, tests)
    expect(runs.map((r) => r.stderr.length)).toEqual([16 * 1024, 16 * 1024])
    expect(report.tests.map((t) => [t.verdict, t.message])).toEqual([
      ['run_time_error', 'exit code 3'],
      ['accepted', 'ok, 1 line'],
    ])
    expect(report).toMatchObject({ status: 'run_time_error', errorOnSample: true, score: 100 })
    // The sample's stderr is shown to the student, capped at 2 KiB plus an ellipsis line.
    expect(report.runtimeMessage).toBe(`${'E'.repeat(2048)}\n…`)
  })
})

describe('attack: memory bombs', () => {
  it('C malloc + touch 1 GiB under 64 MiB → memory_limit_exceeded with the peak at the limit', async () => {
    const code = `#include <stdio.h>
#include <stdlib.h>
int main(void) {
  size_t n = (size_t)1 << 30, k = 0;
  char *p = malloc(n);
  if (!p) { puts("malloc failed"); return 1; }
  for (size_t i = 0; i < n; i += 4096) p[i] = (char)i;
  if (scanf("%zu", &k) != 1) k = 0;
  printf("%d\\n", p[k]);
  return 0;
}
`
    const { report, runs } = await attack('c', code, [testCase(pkg.dir, '0\n', '0\n')])
    expect(report.status).toBe('memory_limit_exceeded')
    expect(report.tests[0]).toMatchObject({ message: 'killed by the memory limit', signal: 'SIGKILL' })
    expect(runs[0].oomKilled).toBe(true)
    expect(report.tests[0].memoryKiB).toBeGreaterThan(60 * MiB)
    expect(report.tests[0].memoryKiB).toBeLessThanOrEqual(64 * MiB)
  })

  it('Python list growth under 64 MiB (+16 MiB runtime overhead) → memory_limit_exceeded at 80 MiB', async () => {
    const code = 'chunks = []\nwhile True:\n    chunks.append([len(chunks)] * 100_000)\n'
    const { report, runs } = await attack('python3', code, [testCase(pkg.dir, '', '\n')])
    expect(report.status).toBe('memory_limit_exceeded')
    expect(report.tests[0]).toMatchObject({ message: 'killed by the memory limit', signal: 'SIGKILL' })
    expect(runs[0].oomKilled).toBe(true)
    expect(report.tests[0].memoryKiB).toBeGreaterThan(75 * MiB)
    expect(report.tests[0].memoryKiB).toBeLessThanOrEqual(80 * MiB)
  })

  it.skipIf(!javaAvailable)(
    'Java OutOfMemoryError under -Xmx64m → memory_limit_exceeded from stderr, not a run-time error',
    async () => {
      const code = `import java.util.*;
public class Main {
  public static void main(String[] args) {
    List<long[]> keep = new ArrayList<>();
    while (true) keep.add(new long[1 << 20]);
  }
}
`
      const { report, runs } = await attack('java', code, [testCase(pkg.dir, '', '\n')])
      expect(report.status).toBe('memory_limit_exceeded')
      expect(report.tests[0]).toMatchObject({ message: 'the runtime ran out of memory', exitCode: 1 })
      expect(runs[0].stderr.toString()).toContain('java.lang.OutOfMemoryError: Java heap space')
      // The heap cap fired, not the cgroup (64 MiB + 64 MiB of JVM overhead).
      expect(runs[0].oomKilled).toBe(false)
      expect(report.tests[0].memoryKiB).toBeLessThan(128 * MiB)
    },
  )
})

describe('attack: runaway programs', () => {
  it('C recursion 1e8 deep under 256 MiB → memory_limit_exceeded (the stack is charged to the cgroup first)', async () => {
    // RLIMIT_STACK is set to the memory limit (testLimits): the memory cgroup, which also holds the binary and
    // bwrap's monitor, is always full before the stack rlimit: an OOM kill, never SIGSEGV.
    const code = `#include <stdio.h>
static int depth(long n) {
  volatile char pad[64];
  pad[0] = (char)n;
  if (n == 0) return pad[0];
  return depth(n - 1) + pad[0];
}
int main(void) { printf("%d\\n", depth(100000000L)); return 0; }
`
    const { report, runs } = await attack('c', code, [testCase(pkg.dir, '', '0\n')], {
      limits: { memoryMiB: 256 },
    })
    expect(report.status).toBe('memory_limit_exceeded')
    expect(report.tests[0]).toMatchObject({
      verdict: 'memory_limit_exceeded',
      message: 'killed by the memory limit',
      signal: 'SIGKILL',
      exitCode: null,
    })
    expect(runs[0].oomKilled).toBe(true)
    expect(report.tests[0].memoryKiB).toBeGreaterThan(250 * MiB)
    expect(report.tests[0].memoryKiB).toBeLessThanOrEqual(256 * MiB)
  })

  it('infinite loop → time_limit_exceeded by CPU, with cpuMs ≥ the limit', async () => {
    const code = 'int main(void) { volatile unsigned long x = 0; for (;;) x++; }\n'
    const { report, runs } = await attack('c', code, [testCase(pkg.dir, '', '\n')], {
      limits: { timeMs: 100 },
    })
    expect(report.status).toBe('time_limit_exceeded')
    expect(report.tests[0]).toMatchObject({ message: 'CPU time limit', signal: 'SIGKILL' })
    expect(runs[0]).toMatchObject({ cpuExceeded: true, wallExceeded: false })
    expect(report.tests[0].cpuMs).toBeGreaterThanOrEqual(100)
  })

  it('sleep(30) → time_limit_exceeded by the wall-clock limit, with almost no CPU', async () => {
    const code = '#include <unistd.h>\nint main(void) { sleep(30); return 0; }\n'
    const { report, runs } = await attack('c', code, [testCase(pkg.dir, '', '\n')], {
      limits: { timeMs: 100 },
    })
    expect(report.status).toBe('time_limit_exceeded')
    expect(report.tests[0]).toMatchObject({
      message: 'wall-clock limit (sleeping or blocked?)',
      signal: 'SIGKILL',
    })
    expect(runs[0]).toMatchObject({ cpuExceeded: false, wallExceeded: true })
    expect(report.tests[0].cpuMs).toBeLessThan(100)
  })
})
