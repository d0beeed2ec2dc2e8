// A judge language: how to compile and run one source file inside the sandbox. One file per language.

export interface StepCommand {
  argv: string[]
  env?: Record<string, string>
}

export interface RunContext {
  /** The test's memory limit in MiB (Java turns it into -Xmx). */
  memoryMiB: number
}

export interface Language {
  id: string
  /** Label without version, e.g. "C++ (g++)"; the registry appends the detected version. */
  label: string
  /** File name the code is saved as inside /box. */
  sourceFile: string
  /** Host executables that must exist for the language to be available. */
  requires: string[]
  /** Host command printing the version (run once at start, outside the box: trusted toolchain binaries). */
  version?: { argv: string[]; pattern: RegExp }
  /** Compile (or syntax-check) step run in the box with /box writable; absent = nothing to compile. */
  compile?: StepCommand
  run(ctx: RunContext): StepCommand
  /** Checked before compiling; returns an error code the product translates (e.g. 'java_main_class'). */
  checkSource?(code: string): string | null
  /** Default multiplier on the time limit (staff may override per language). */
  timeMultiplier?: number
  /** Extra memory the runtime needs beyond the student's limit (JVM metadata, V8). */
  memoryOverheadMiB?: number
  /** Minimum pids the runtime needs (JVM and Node threads). */
  minPids?: number
  /** Host paths to bind read-only beyond /usr (e.g. /etc/java-17-openjdk). */
  extraBinds?: string[]
  /** When set, the language is listed but refused with this reason (dart on Debian 12, portugol until built). */
  unavailableReason?: string
}

export interface LanguageInfo {
  id: string
  label: string
  version: string | null
  available: boolean
  reason?: string
}
