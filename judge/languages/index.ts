// The language registry: the order of docs/product.md#judge-languages, availability and versions detected once per process, compile limits.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import type { SandboxLimits } from '../sandbox/types'
import { c } from './c'
import { cpp } from './cpp'
import { dart } from './dart'
import { go } from './go'
import { java } from './java'
import { javascript } from './javascript'
import { portugol } from './portugol'
import { pypy } from './pypy'
import { python3 } from './python3'
import { rust } from './rust'
import type { Language, LanguageInfo } from './types'

export type { CompileStep, Language, LanguageInfo, RunContext, StepCommand } from './types'

/** The order of docs/product.md#judge-languages (the one the language menu shows). */
export const LANGUAGES: readonly Language[] = [
  c,
  cpp,
  python3,
  pypy,
  javascript,
  java,
  portugol,
  rust,
  go,
  dart,
]

const BY_ID = new Map(LANGUAGES.map((l) => [l.id, l]))

export function getLanguage(id: string): Language | undefined {
  return BY_ID.get(id)
}

/** Debian package that provides each toolchain binary, for the "missing" reason (scripts/toolchains.mjs). */
const DEBIAN_PACKAGE: Record<string, string> = {
  '/usr/bin/gcc': 'gcc',
  '/usr/bin/cc': 'gcc',
  '/usr/bin/g++': 'g++',
  '/usr/bin/python3': 'python3',
  '/usr/bin/pypy3': 'pypy3',
  '/usr/bin/node': 'nodejs',
  '/usr/bin/java': 'openjdk-17-jdk-headless',
  '/usr/bin/javac': 'openjdk-17-jdk-headless',
  '/usr/bin/rustc': 'rustc',
  '/usr/bin/go': 'golang-go',
}

/** Why a required binary cannot serve the box (it runs as uid 65534: the binary must be others-executable). */
function missing(bin: string): string | null {
  let stat: fs.Stats
  try {
    stat = fs.statSync(bin)
  } catch {
    const pkg = DEBIAN_PACKAGE[bin]
    return `${bin} is missing${pkg ? ` (apt-get install -y ${pkg})` : ''}`
  }
  if (!stat.isFile() || (stat.mode & 0o005) !== 0o005) return `${bin} is not executable by the sandbox user`
  return null
}

/** A tiny, secret-free environment for the version commands (run on the host, not in the box). */
const VERSION_ENV = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp' }

function runVersion(argv: string[]): Promise<{ ok: boolean; output: string; error?: string }> {
  return new Promise((resolve) => {
    execFile(
      argv[0],
      argv.slice(1),
      { env: VERSION_ENV as unknown as NodeJS.ProcessEnv, timeout: 10_000, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        const output = `${stdout}\n${stderr}`
        resolve(error ? { ok: false, output, error: error.message.split('\n')[0] } : { ok: true, output })
      },
    )
  })
}

/** The label users see: "C++ (g++ 12.2.0, C++20)"; without a version, the bare label. */
export function languageLabel(language: Language, version: string | null): string {
  if (!version) return language.label
  return language.versionLabel?.(version) ?? `${language.label} (${version})`
}

async function detect(language: Language): Promise<LanguageInfo> {
  const info = (available: boolean, version: string | null, reason?: string): LanguageInfo => ({
    id: language.id,
    label: languageLabel(language, version),
    version,
    available,
    ...(reason ? { reason } : {}),
  })
  if (language.unavailableReason) return info(false, null, language.unavailableReason)
  const absent = language.requires.map(missing).filter((r): r is string => r !== null)
  if (absent.length > 0) return info(false, null, absent.join('; '))
  if (!language.version) return info(true, null)
  const result = await runVersion(language.version.argv)
  // A toolchain that cannot even print its version will not compile anything either.
  if (!result.ok) return info(false, null, `${language.version.argv.join(' ')} failed: ${result.error}`)
  const match = result.output.match(language.version.pattern)
  const version = match ? (language.version.format?.(match) ?? match[1] ?? null) : null
  return info(true, version)
}

let detected: Promise<LanguageInfo[]> | undefined

/**
 * Every language of docs/product.md#judge-languages with its version and availability, detected once per process (the version commands
 * run in parallel, 10 s timeout each). Available = every required binary usable and no unavailableReason.
 */
export function detectLanguages(): Promise<LanguageInfo[]> {
  detected ??= Promise.all(LANGUAGES.map(detect))
  return detected
}

/** One language's entry of `detectLanguages()`; null for an unknown id. */
export async function languageAvailability(id: string): Promise<LanguageInfo | null> {
  return (await detectLanguages()).find((l) => l.id === id) ?? null
}

/** Staff overrides per language (from the database); absent or null fields keep the language's defaults. */
export interface LanguageSettings {
  /** Multiplier on the exercise's time limit for this language. */
  timeMultiplier?: number | null
  /** CPU limit of the compile step, ms. */
  compileTimeMs?: number | null
  /** Memory limit of the compile step, MiB. */
  compileMemoryMiB?: number | null
}

/** Defaults of a compile step (toolchains without their own figures). */
export const COMPILE_DEFAULTS = {
  cpuMs: 5_000,
  memoryMiB: 1024,
  pids: 64,
  outputBytes: 64 * 1024,
  fileBytes: 256 << 20,
  /** Wall limit = CPU limit × this (javac and rustc are multi-threaded; the host may be busy). */
  wallFactor: 3,
} as const

/** Bounds staff values are clamped to: a typo in the settings must not disable or unbound the judge. */
const BOUNDS = {
  timeMultiplier: [0.1, 20],
  compileTimeMs: [1_000, 120_000],
  compileMemoryMiB: [128, 8_192],
} as const satisfies Record<keyof LanguageSettings, readonly [number, number]>

function clamp(value: number | null | undefined, [lo, hi]: readonly [number, number]): number | undefined {
  if (value === undefined || value === null || !Number.isFinite(value)) return undefined
  return Math.min(hi, Math.max(lo, value))
}

/** The language's defaults with the staff's overrides merged in (each clamped to sane bounds). */
export function effectiveSettings(
  language: Language,
  settings: LanguageSettings = {},
): { timeMultiplier: number; compileTimeMs: number; compileMemoryMiB: number } {
  return {
    timeMultiplier: clamp(settings.timeMultiplier, BOUNDS.timeMultiplier) ?? language.timeMultiplier ?? 1,
    compileTimeMs:
      clamp(settings.compileTimeMs, BOUNDS.compileTimeMs) ??
      language.compile?.cpuMs ??
      COMPILE_DEFAULTS.cpuMs,
    compileMemoryMiB:
      clamp(settings.compileMemoryMiB, BOUNDS.compileMemoryMiB) ??
      language.compile?.memoryMiB ??
      COMPILE_DEFAULTS.memoryMiB,
  }
}

/** Sandbox limits of the language's compile step, staff overrides applied. */
export function compileLimits(language: Language, settings?: LanguageSettings): SandboxLimits {
  const { compileTimeMs, compileMemoryMiB } = effectiveSettings(language, settings)
  return {
    cpuMs: compileTimeMs,
    wallMs: compileTimeMs * COMPILE_DEFAULTS.wallFactor,
    memoryBytes: compileMemoryMiB * 1024 * 1024,
    pids: Math.max(COMPILE_DEFAULTS.pids, language.compile?.pids ?? 0),
    stdoutBytes: COMPILE_DEFAULTS.outputBytes,
    stderrBytes: COMPILE_DEFAULTS.outputBytes,
    fileBytes: COMPILE_DEFAULTS.fileBytes,
  }
}
