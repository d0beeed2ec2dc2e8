// Runs real checkers in the real sandbox: this host (root, bubblewrap, cgroups) must offer it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSandbox, sandboxAvailability } from '../sandbox'
import type { Sandbox } from '../sandbox/types'
import { type CompiledChecker, compileChecker, runCustomChecker } from './custom'
import { createChecker } from './index'

let sandbox: Sandbox
let tmp: string
let workDir: string
let files: { inputPath: string; answerPath: string; output: Buffer }

// A testlib-shaped checker in plain C: same exit codes and stderr lines as testlib.h.
const EQUAL_INTS = `
#include <stdio.h>
int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "FAIL usage\\n"); return 3; }
  FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
  if (!in || !out || !ans) { fprintf(stderr, "FAIL cannot open files\\n"); return 3; }
  long a, b;
  if (fscanf(ans, "%ld", &a) != 1) { fprintf(stderr, "FAIL bad answer file\\n"); return 3; }
  if (fscanf(out, "%ld", &b) != 1) { fprintf(stderr, "wrong output format number expected\\n"); return 2; }
  if (a != b) { fprintf(stderr, "wrong answer expected %ld, found %ld\\n", a, b); return 1; }
  fprintf(stderr, "ok %ld\\n", a);
  return 0;
}
`

async function compile(source: string, language: 'c' | 'c++' = 'c'): Promise<CompiledChecker> {
  const file = path.join(
    tmp,
    `checker-${Math.random().toString(36).slice(2)}.${language === 'c' ? 'c' : 'cpp'}`,
  )
  fs.writeFileSync(file, source)
  const result = await compileChecker(sandbox, file, workDir, { language })
  if (!result.ok) throw new Error(result.message)
  return result.checker
}

beforeAll(async () => {
  sandbox = await getSandbox()
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'custom-checker-'))
  fs.chmodSync(tmp, 0o755)
  workDir = path.join(tmp, 'checkers')
  fs.writeFileSync(path.join(tmp, 'test.in'), '2 3\n')
  fs.writeFileSync(path.join(tmp, 'test.out'), '5\n')
  files = {
    inputPath: path.join(tmp, 'test.in'),
    answerPath: path.join(tmp, 'test.out'),
    output: Buffer.from('5\n'),
  }
})
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

describe('custom checkers in the sandbox', () => {
  it('has the sandbox on this host', async () => {
    expect(await sandboxAvailability()).toMatchObject({ ok: true })
  })

  it('compiles once per source and reuses the binary', async () => {
    const file = path.join(tmp, 'equal.c')
    fs.writeFileSync(file, EQUAL_INTS)
    const first = await compileChecker(sandbox, file, workDir, { language: 'c' })
    expect(first).toMatchObject({ ok: true, cached: false })
    const again = await compileChecker(sandbox, file, workDir, { language: 'c' })
    expect(again).toMatchObject({ ok: true, cached: true })
    if (!first.ok || !again.ok) throw new Error('unreachable')
    expect(again.checker.binaryPath).toBe(first.checker.binaryPath)
    expect(first.checker.binaryPath).toBe(path.join(workDir, first.checker.hash, 'checker'))
    const stat = fs.statSync(first.checker.binaryPath)
    expect([stat.uid, stat.mode & 0o777]).toEqual([0, 0o755])
    // Only the cache entry stays: no build or staging dirs.
    expect(fs.readdirSync(workDir).filter((f) => f !== 'runs')).toEqual([first.checker.hash])
  })

  it('accepts, and says wrong answer with the checker message', async () => {
    const checker = await compile(EQUAL_INTS)
    expect(await runCustomChecker(sandbox, checker, files)).toEqual({
      verdict: 'accepted',
      points: 1,
      message: 'ok 5',
    })
    expect(await runCustomChecker(sandbox, checker, { ...files, output: Buffer.from('6') })).toEqual({
      verdict: 'wrong_answer',
      points: 0,
      message: 'wrong answer expected 5, found 6',
    })
    const outputPath = path.join(tmp, 'contestant.txt')
    fs.writeFileSync(outputPath, 'abc', { mode: 0o600 })
    expect(
      await runCustomChecker(sandbox, checker, { ...files, output: undefined, outputPath }),
    ).toMatchObject({
      verdict: 'wrong_answer',
      message: 'wrong output format number expected',
    })
    expect(fs.readdirSync(path.join(workDir, 'runs'))).toEqual([])
  })

  it('gives partial points (quitp: exit 7 and "points <x>"), compiled as C++', async () => {
    const checker = await compile(
      `#include <cstdio>
       #include <string>
       int main() { std::string half = "0.5000000000"; std::fprintf(stderr, "points %s half the pairs\\n", half.c_str()); return 7; }`,
      'c++',
    )
    expect(await runCustomChecker(sandbox, checker, files)).toEqual({
      verdict: 'wrong_answer',
      points: 0.5,
      message: 'points 0.5000000000 half the pairs',
    })
  })

  it('turns a checker failure (exit 3) and a crash into internal_error', async () => {
    const fail = await compile(
      '#include <stdio.h>\nint main(){ fprintf(stderr, "FAIL answer is broken\\n"); return 3; }',
    )
    expect(await runCustomChecker(sandbox, fail, files)).toEqual({
      verdict: 'internal_error',
      points: 0,
      message: 'custom checker failed: FAIL answer is broken',
    })
    const crash = await compile('int main(){ volatile int *p = 0; return *p; }')
    expect(await runCustomChecker(sandbox, crash, files)).toMatchObject({
      verdict: 'internal_error',
      message: expect.stringMatching(/killed by SIG(SEGV|BUS)/),
    })
  })

  it('stops a checker that loops forever or floods its output', async () => {
    const loop = await compile('int main(){ for (;;) {} }')
    const started = performance.now()
    const result = await runCustomChecker(sandbox, loop, files, { limits: { cpuMs: 500, wallMs: 3000 } })
    expect(result).toMatchObject({ verdict: 'internal_error', message: expect.stringMatching(/time limit/) })
    expect(performance.now() - started).toBeLessThan(4000)
    const flood = await compile('#include <stdio.h>\nint main(){ for (;;) puts("spam spam spam spam"); }')
    expect(await runCustomChecker(sandbox, flood, files)).toMatchObject({
      verdict: 'internal_error',
      message: 'custom checker flooded its standard output',
    })
  })

  it('contains a hostile checker: no host secrets, nothing written outside the box', async () => {
    const secret = path.join(tmp, 'secret.txt')
    fs.writeFileSync(secret, 'host secret', { mode: 0o644 })
    const hostile = await compile(`
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static char report[4096];
static void try_read(const char *p) { FILE *f = fopen(p, "r"); if (f) { strcat(report, " read:"); strcat(report, p); fclose(f); } }
static void try_write(const char *p) { FILE *f = fopen(p, "a"); if (f && fputs("pwned", f) >= 0 && fclose(f) == 0) { strcat(report, " wrote:"); strcat(report, p); } }
int main(void) {
  try_read("/etc/shadow"); try_read("/root/.bashrc"); try_read("${secret}");
  try_write("/box/answer.txt"); try_write("/box/pwned"); try_write("/etc/pwned"); try_write("/usr/pwned");
  try_write("/pwned"); try_write("${path.join(tmp, 'pwned')}");
  if (unlink("/box/input.txt") == 0) strcat(report, " unlinked:/box/input.txt");
  if (getuid() == 0) strcat(report, " root");
  if (report[0]) { fprintf(stderr, "wrong answer escaped:%s\\n", report); return 1; }
  fprintf(stderr, "ok contained\\n");
  return 0;
}`)
    expect(await runCustomChecker(sandbox, hostile, files)).toEqual({
      verdict: 'accepted',
      points: 1,
      message: 'ok contained',
    })
    expect(fs.existsSync(path.join(tmp, 'pwned'))).toBe(false)
    expect(fs.readFileSync(files.answerPath, 'utf8')).toBe('5\n')
    expect(fs.readFileSync(files.inputPath, 'utf8')).toBe('2 3\n')
    expect(fs.existsSync('/pwned') || fs.existsSync('/etc/pwned') || fs.existsSync('/usr/pwned')).toBe(false)
  })

  it('runs the example checker of README.md as documented', async () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8')
    const source = /```cpp\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(source).toBeDefined()
    const checker = await compile(source as string, 'c++')
    const run = (output: string) =>
      runCustomChecker(sandbox, checker, { ...files, output: Buffer.from(output) })
    expect(await run('5')).toEqual({ verdict: 'accepted', points: 1, message: 'ok' })
    expect(await run('6')).toEqual({ verdict: 'wrong_answer', points: 0.5, message: 'points 0.5 off by one' })
    expect(await run('9')).toEqual({
      verdict: 'wrong_answer',
      points: 0,
      message: 'wrong answer expected 5, found 9',
    })
    expect(await run('x')).toMatchObject({ verdict: 'wrong_answer', points: 0 })
  })

  it('createChecker: a custom spec compiles and checks; a broken source is internal_error, never the student', async () => {
    const source = path.join(tmp, 'spec.c')
    fs.writeFileSync(source, EQUAL_INTS)
    const checker = await createChecker(
      { kind: 'custom', sourcePath: source, language: 'c' },
      { sandbox, workDir },
    )
    expect(checker.compileError).toBeUndefined()
    expect(await checker.check({ ...files, output: Buffer.from('4') })).toMatchObject({
      verdict: 'wrong_answer',
    })

    const broken = path.join(tmp, 'broken.cpp')
    fs.writeFileSync(broken, 'int main() { return undeclared; }')
    const bad = await createChecker(
      { kind: 'custom', sourcePath: broken, language: 'c++' },
      { sandbox, workDir },
    )
    expect(bad.compileError).toMatch(/undeclared/)
    expect(await bad.check(files)).toMatchObject({
      verdict: 'internal_error',
      message: expect.stringMatching(/^custom checker does not compile: .*undeclared/s),
    })
  })
})
