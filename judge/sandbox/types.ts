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
  /** CPU time from the cgroup (a one-run box: includes ~7 ms of bwrap start-up; a run box: the test alone). */
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

/** A submission's run box (issue 23): one program, started by the runner once per test. */
export interface BoxSpec {
  argv: string[]
  /** Mounted read-only at /box. */
  workDir: string
  binds?: Bind[]
  env?: Record<string, string>
  /** The box's memory and pids (fixed for its life) and the tests' default limits. */
  limits: SandboxLimits
}

export interface RunBox {
  /**
   * One test: the program with this file as its only input. Its limits may be lower than the box's (the
   * submission's budget) but never its memory or pids. Throws BoxCrashed when the box died under the test for
   * another reason than the memory limit; a box the test left unclean is replaced before the next test.
   */
  run(test: { stdinPath: string; limits: SandboxLimits }): Promise<RunResult>
  close(): Promise<void>
}

/** The box (its runner, bubblewrap) died: not the program's fault, the submission is judged again. */
export class BoxCrashed extends Error {
  override name = 'BoxCrashed'
}

export interface Sandbox {
  readonly backend: string
  /** One box for one run (compiling, checkers; every test before issue 23). */
  run(spec: RunSpec): Promise<RunResult>
  /** A box for a submission's tests; absent = each test in its own box through `run`. */
  openBox?(spec: BoxSpec): Promise<RunBox>
}
