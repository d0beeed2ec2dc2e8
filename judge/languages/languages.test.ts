import { afterAll, describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '~/modules/judge/constants'
import {
  COMPILE_DEFAULTS,
  LANGUAGES,
  compileLimits,
  detectLanguages,
  effectiveSettings,
  getLanguage,
  languageAvailability,
  languageLabel,
} from './index'
import { java } from './java'
import { nodeStackKiB } from './javascript'
import { PROGRAMS } from './programs'
import { compileIn, makeBox, removeBox, runIn } from './testkit'
import type { Language } from './types'

/** Toolchains this host (Debian 12, `npm start` installs them) must offer: a missing one fails, never skips. */
const INSTALLED = ['c', 'c++', 'python3', 'pypy', 'javascript', 'java', 'portugol', 'rust', 'go']

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map(removeBox)))

async function compiled(language: Language, code: string) {
  const dir = await makeBox(language, code)
  dirs.push(dir)
  const result = language.compile ? await compileIn(language, dir) : null
  return { dir, result }
}

const output = (r: { stdout: Buffer; stderr: Buffer }) => `${r.stdout}${r.stderr}`

describe('the language registry', () => {
  it('lists languages in order, the same ids the product uses', () => {
    expect(LANGUAGES.map((l) => l.id)).toEqual([...LANGUAGE_IDS])
    expect(getLanguage('c++')?.sourceFile).toBe('main.cpp')
    expect(getLanguage('cobol')).toBeUndefined()
  })

  it('detects a version for every installed toolchain and labels it', async () => {
    const infos = await detectLanguages()
    expect(infos.map((i) => i.id)).toEqual([...LANGUAGE_IDS])
    for (const id of INSTALLED) {
      const info = infos.find((i) => i.id === id)
      expect(info, id).toMatchObject({ available: true })
      expect(info?.version, id).toMatch(/^\d+\.\d+/)
    }
    const byId = Object.fromEntries(infos.map((i) => [i.id, i]))
    expect(byId.c.label).toMatch(/^C \(gcc \d+\.\d+\.\d+\)$/)
    expect(byId['c++'].label).toMatch(/^C\+\+ \(g\+\+ \d+\.\d+\.\d+, C\+\+20\)$/)
    expect(byId.pypy.label).toMatch(/^PyPy \(\d+\.\d+\.\d+, Python 3\.\d+\)$/)
    expect(byId.java.label).toMatch(/^Java \(OpenJDK 17\.\d+/)
    // Cached: the same promise, the version commands ran once.
    expect(detectLanguages()).toBe(detectLanguages())
  })

  it('lists dart as unavailable here, with the reason', async () => {
    const dart = await languageAvailability('dart')
    expect(dart).toMatchObject({ available: false, label: 'Dart', version: null })
    expect(dart?.reason).toMatch(/no Dart SDK is packaged for Debian 12 or npm/)
    expect(await languageAvailability('cobol')).toBeNull()
  })

  it('labels without a version fall back to the bare label', () => {
    expect(languageLabel(java, null)).toBe('Java')
    expect(languageLabel(java, '17.0.6')).toBe('Java (OpenJDK 17.0.6)')
  })
})

describe('compile limits and staff settings', () => {
  it('gives heavy toolchains 10 s of CPU, 1 GiB and 64+ pids, wall 3× CPU', () => {
    for (const id of ['c++', 'java', 'rust', 'go']) {
      const limits = compileLimits(getLanguage(id)!)
      expect(limits.cpuMs, id).toBeGreaterThanOrEqual(10_000)
      expect(limits.wallMs).toBe(limits.cpuMs * 3)
      expect(limits.memoryBytes).toBe(1 << 30)
      expect(limits.pids).toBeGreaterThanOrEqual(64)
      expect(limits.stderrBytes).toBe(64 * 1024)
      expect(limits.fileBytes).toBe(256 << 20)
    }
    expect(compileLimits(getLanguage('c')!).cpuMs).toBe(COMPILE_DEFAULTS.cpuMs)
  })

  it('merges staff overrides over the defaults and clamps nonsense', () => {
    const cpp = getLanguage('c++')!
    expect(effectiveSettings(cpp)).toEqual({
      timeMultiplier: 1,
      compileTimeMs: 10_000,
      compileMemoryMiB: 1024,
    })
    expect(effectiveSettings(java, { timeMultiplier: 1.5 })).toMatchObject({ timeMultiplier: 1.5 })
    expect(effectiveSettings(java).timeMultiplier).toBe(2)
    expect(effectiveSettings(java, { timeMultiplier: null, compileTimeMs: null }).compileTimeMs).toBe(10_000)
    const limits = compileLimits(cpp, { compileTimeMs: 20_000, compileMemoryMiB: 2048 })
    expect(limits).toMatchObject({ cpuMs: 20_000, wallMs: 60_000, memoryBytes: 2048 * 1024 * 1024 })
    expect(
      effectiveSettings(cpp, { timeMultiplier: 0, compileTimeMs: Number.NaN, compileMemoryMiB: 1e9 }),
    ).toEqual({ timeMultiplier: 0.1, compileTimeMs: 10_000, compileMemoryMiB: 8192 })
  })
})

describe('language rules', () => {
  it('java: the code must declare class Main, outside comments and strings, in no package', () => {
    const check = java.checkSource!
    expect(check('public class Main { }')).toBeNull()
    expect(check('import java.util.*;\nclass Main {\n}')).toBeNull()
    expect(check('final class Main{}')).toBeNull()
    expect(check('public class Solution { }')).toBe('java_main_class')
    expect(check('// class Main\npublic class Solution { }')).toBe('java_main_class')
    expect(check('/* class Main */ class MainApp { String s = "class Main"; }')).toBe('java_main_class')
    expect(check('class Mainly {}')).toBe('java_main_class')
    expect(check('package exercicio;\n\npublic class Main { }')).toBe('java_package')
    expect(check('// package x;\npublic class Main { String p = "package y;"; }')).toBeNull()
  })

  it('go: a package other than main is refused before compiling; comments before the clause do not count', () => {
    const check = getLanguage('go')!.checkSource!
    expect(check('package main\nfunc main() {}')).toBeNull()
    expect(check('// package solution\n/* package x */\npackage main\nfunc main() {}')).toBeNull()
    expect(check('package solution\nfunc main() {}')).toBe('go_package_main')
    expect(check('\n// Solução\npackage mainly\nfunc main() {}')).toBe('go_package_main')
    // Without a package clause the compiler has the last word (and its own message).
    expect(check('func main() {}')).toBeNull()
  })

  it('turns runtime out-of-memory reports into MLE, other failures stay run-time errors', () => {
    const oom =
      'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main(Main.java:2)'
    expect(java.classifyRuntime!(1, oom)).toBe('memory_limit_exceeded')
    expect(java.classifyRuntime!(1, 'Exception in thread "main" java.lang.StackOverflowError')).toBeNull()
    const py = getLanguage('python3')!
    expect(
      py.classifyRuntime!(1, 'Traceback (most recent call last):\n  File "main.py"\nMemoryError\n'),
    ).toBe('memory_limit_exceeded')
    expect(py.classifyRuntime!(1, 'ValueError: MemoryError in text')).toBeNull()
    expect(getLanguage('c++')!.classifyRuntime!(null, 'what():  std::bad_alloc')).toBe(
      'memory_limit_exceeded',
    )
    expect(
      getLanguage('javascript')!.classifyRuntime!(null, 'FATAL ERROR: … JavaScript heap out of memory'),
    ).toBe('memory_limit_exceeded')
  })

  it('node: the JS stack grows with the memory limit but stays within half of it', () => {
    expect(nodeStackKiB(256)).toBe(128 * 1024)
    expect(nodeStackKiB(1)).toBe(1024)
    expect(nodeStackKiB(4096)).toBe(256 * 1024)
    const argv = getLanguage('javascript')!.run({ memoryMiB: 128 }).argv
    expect(argv).toContain('--max-old-space-size=128')
    expect(argv).toContain('--stack-size=65536')
  })
})

// Portugol has its own suite (portugol/judge.test.ts): its inteiro is 32-bit, so the 64-bit sum below is not its.
describe.concurrent.each(INSTALLED.filter((id) => id !== 'portugol'))('%s in the sandbox', (id) => {
  const language = getLanguage(id)!
  const programs = PROGRAMS[id]
  // One compile for every positive case (javac and rustc are slow); the tests share the promise.
  let ok: ReturnType<typeof compiled> | undefined
  const okProgram = () => {
    ok ??= compiled(language, programs.ok)
    return ok
  }

  it('compiles hello world and it prints', async () => {
    const { dir, result } = await okProgram()
    if (result) expect(result.exitCode, output(result)).toBe(0)
    const run = await runIn(language, dir)
    expect(run.stderr.toString()).toBe('')
    expect(run.stdout.toString()).toBe('hello, world\n')
    expect(run.exitCode).toBe(0)
  })

  it('reads two integers from stdin and prints their sum', async () => {
    const { dir } = await okProgram()
    for (const [input, sum] of [
      ['2 40\n', '42'],
      ['-7\n1000000000000\n', '999999999993'],
      ['0 0', '0'],
    ]) {
      const run = await runIn(language, dir, input)
      expect(run.stdout.toString(), `${input} ${run.stderr}`).toBe(`hello, world\n${sum}\n`)
    }
  })

  it('fails the compile step on a syntax error, saying where', async () => {
    const { result } = await compiled(language, programs.syntax)
    expect(result).not.toBeNull()
    expect(result!.exitCode).not.toBe(0)
    expect(result!.oomKilled || result!.cpuExceeded || result!.wallExceeded).toBe(false)
    const message = output(result!)
    expect(message).toMatch(/error/i)
    expect(message).toContain(language.sourceFile)
  })
})
