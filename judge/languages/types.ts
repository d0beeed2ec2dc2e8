// A judge language: how to compile and run one source file inside the sandbox. One file per language.

export interface StepCommand {
  argv: string[]
  env?: Record<string, string>
}

/** The compile (or syntax-check) step, with the toolchain's own defaults for its limits. */
export interface CompileStep extends StepCommand {
  /** Default CPU limit of the step (staff may override); the registry's default when absent. */
  cpuMs?: number
  /** Default memory limit of the step in MiB (staff may override). */
  memoryMiB?: number
  /** pids the toolchain needs (javac, rustc and go build are multi-threaded). */
  pids?: number
}

export interface RunContext {
  /** The test's memory limit in MiB (Java turns it into -Xmx, Node into --max-old-space-size). */
  memoryMiB: number
}

/** What a runtime's exit says beyond the cgroup's view (Java's OutOfMemoryError exits 1). */
export type RuntimeClass = 'memory_limit_exceeded'

export interface Language {
  id: string
  /** Label without version, e.g. "C++ (g++, C++20)"; the registry adds the detected version (`versionLabel`). */
  label: string
  /** The label with the detected version, e.g. v => `C++ (g++ ${v}, C++20)`; default `${label} (${v})`. */
  versionLabel?(version: string): string
  /** File name the code is saved as inside /box. */
  sourceFile: string
  /** Host executables that must exist for the language to be available. */
  requires: string[]
  /**
   * Host command printing the version (run once at start, outside the box: trusted toolchain binaries).
   * stdout and stderr are searched together; the version is `format(match)` or else the pattern's group 1.
   */
  version?: { argv: string[]; pattern: RegExp; format?(match: RegExpMatchArray): string }
  /** Compile (or syntax-check) step run in the box with /box writable; absent = nothing to compile. */
  compile?: CompileStep
  run(ctx: RunContext): StepCommand
  /** Checked before compiling; returns an error code the product translates (e.g. 'java_main_class'). */
  checkSource?(code: string): string | null
  /**
   * Reads a finished run that the cgroup did not kill: a runtime that reports running out of its own heap
   * (Java's OutOfMemoryError, exit 1) is an MLE, not a run-time error. null = no opinion.
   */
  classifyRuntime?(exitCode: number | null, stderr: string): RuntimeClass | null
  /** Default multiplier on the time limit (staff may override per language). */
  timeMultiplier?: number
  /** Extra memory the runtime needs beyond the student's limit (JVM metadata, V8). */
  memoryOverheadMiB?: number
  /** Minimum pids the runtime needs (JVM and Node threads). */
  minPids?: number
  /**
   * Host paths bound read-only at the same path in the box, for the compile step and every run (e.g. our own
   * Portugol compiler). /usr, /etc/alternatives and /etc/java-17-openjdk are bound by the sandbox already.
   */
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
