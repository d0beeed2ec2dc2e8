// One sandbox interface; bubblewrap is the backend today (ADR 007), nsjail could be a second one.

export interface SandboxLimits {
  /** CPU time measured from the cgroup; exceeding it is a TLE. */
  cpuMs: number
  /** Wall-clock limit: sleeping or blocked programs are killed here. */
  wallMs: number
  /** cgroup memory limit (no swap). */
  memoryBytes: number
  /** cgroup pids limit (threads count too). */
  pids: number
  /** Cap on what is read from stdout; the run is killed when exceeded. */
  stdoutBytes: number
  /** Cap on what is read from stderr (the rest is dropped, the run goes on). */
  stderrBytes: number
  /** RLIMIT_FSIZE: largest file the program may write (in /tmp or a writable /box). */
  fileBytes: number
  /** RLIMIT_STACK; default = memory limit (deep recursion is then bounded by memory). */
  stackBytes?: number
}

export interface Bind {
  host: string
  box: string
  writable?: boolean
}

export interface RunSpec {
  /** Program and arguments as seen inside the box (e.g. ['/box/main']). */
  argv: string[]
  /** Host directory mounted at /box. */
  workDir: string
  /** Whether /box is writable (compile steps) or read-only (test runs). */
  workDirWritable: boolean
  /** Extra binds, read-only unless said (e.g. the checker's input files). */
  binds?: Bind[]
  /** Host file fed as stdin (opened by the parent, never bound into the box). */
  stdinPath?: string
  /** Or literal stdin. Neither = empty stdin. */
  stdin?: string | Buffer
  /** The whole environment of the program; nothing is inherited. */
  env?: Record<string, string>
  limits: SandboxLimits
}

export interface RunResult {
  exitCode: number | null
  signal: string | null
  /** CPU time from the cgroup (includes ~7 ms of bwrap start-up). */
  cpuMs: number
  wallMs: number
  /** Peak memory from the cgroup. */
  memoryKiB: number
  /** The memory cgroup killed something (the MLE signal — never inferred from the exit code). */
  oomKilled: boolean
  cpuExceeded: boolean
  wallExceeded: boolean
  stdoutExceeded: boolean
  stdout: Buffer
  stderr: Buffer
}

export type Availability =
  | { ok: true; backend: string; cgroup: 'v1' | 'v2'; detail: string }
  | { ok: false; reason: string }

export interface Sandbox {
  readonly backend: string
  run(spec: RunSpec): Promise<RunResult>
}
