import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { RunCgroup } from './cgroup'
import { RUNNER_SOURCE } from './runner'
import { SECCOMP_C } from './seccomp'

/**
 * The launcher replaces `sh -c 'echo $$ > cgroup.procs' + prlimit + setpriv`: one small exec instead of three
 * (each wrapper process costs 0.5–1.5 ms, docs/judge-facts.md). It joins the run's cgroups, sets rlimits, drops the
 * bounding set and every id to nobody, asks to be killed with its parent, and execs bwrap with an empty env.
 *
 * It also writes the seccomp filter (`seccomp.ts`) to fd SECCOMP_FD, which the bwrap argv names with `--seccomp`.
 *
 * argv: trilha-launch <cpu s> <fsize bytes> <stack bytes> <uid> <cgroup> <kept fds> -- <program> <args…>
 * cpu 0 = no CPU rlimit (a run box: its runner sets one per test); kept fds = how many from fd 3 up stay open for
 * the program (the run box's command and result pipes). <cgroup> is `joinArg` below: procs files (v1: the launcher
 * writes its own pid to each) or `clone3:<dir>` (v2: the launcher forks straight into the group, see clone_into).
 */
export const SECCOMP_FD = 10

const SOURCE = String.raw`
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

${SECCOMP_C}
static void die(const char *what) { fprintf(stderr, "trilha-launch: %s: %s\n", what, strerror(errno)); _exit(125); }

static void limit(int res, unsigned long long soft, unsigned long long hard) {
  struct rlimit r = { soft, hard };
  if (setrlimit(res, &r)) die("setrlimit");
}

static void join_procs(char *files) {
  char pid[32]; int n = snprintf(pid, sizeof pid, "%d\n", getpid());
  for (char *file = strtok(files, ","); file; file = strtok(0, ",")) {
    int fd = open(file, O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, n) != n) die(file);
    close(fd);
  }
}

/* Set in a child of clone_into: main checks, once its parent-death signal is set, that the launcher is alive. */
static pid_t watched_parent;

#ifndef SYS_clone3
#define SYS_clone3 435 /* the same on x86_64 and aarch64 */
#endif
/* struct clone_args up to its cgroup field (CLONE_ARGS_SIZE_VER2): our own copy, so older kernel headers build. */
struct clone_args_v2 {
  uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack, stack_size, tls, set_tid, set_tid_size, cgroup;
};

/* cgroup v2: the child starts inside the group (clone3 with CLONE_INTO_CGROUP, Linux 5.7+), so nothing it runs
   was ever outside it and no migration happens (no cgroup.procs write, no wait on the threadgroup lock). The
   launcher stays outside as the child's parent: Node holds its pid, so it waits and passes the status on. When
   the kernel or a seccomp policy refuses clone3 (ENOSYS, EINVAL on a kernel without CLONE_INTO_CGROUP, EPERM),
   it joins through <dir>/cgroup.procs instead, as on v1. Returns in the process that goes on to exec. */
static void clone_into(const char *dir, unsigned kept) {
  int cg = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (cg < 0) die(dir);
  pid_t parent = getpid();
  struct clone_args_v2 args = { .flags = 0x200000000ULL /* CLONE_INTO_CGROUP */, .exit_signal = SIGCHLD, .cgroup = (uint64_t)cg };
  long child = syscall(SYS_clone3, &args, sizeof args);
  if (child < 0) {
    if (errno != ENOSYS && errno != EINVAL && errno != EPERM) die("clone3");
    close(cg);
    char procs[4096];
    if (snprintf(procs, sizeof procs, "%s/cgroup.procs", dir) >= (int)sizeof procs) { errno = ENAMETOOLONG; die(dir); }
    join_procs(procs);
    return;
  }
  if (child == 0) {
    close(cg);
    watched_parent = parent;
    return;
  }
  /* The parent keeps only stderr: the pipes are the child's, and their ends must close when it exits. */
  close(0); close(1);
  for (unsigned fd = 3; fd < 3 + kept; fd++) close((int)fd);
  int status;
  while (waitpid((pid_t)child, &status, 0) < 0)
    if (errno != EINTR) die("waitpid");
  if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
  /* Die of the same signal, so Node sees what killed the box (RLIMIT_CORE is 0 here: no core file). */
  int sig = WTERMSIG(status);
  signal(sig, SIG_DFL);
  sigset_t set; sigemptyset(&set); sigaddset(&set, sig); sigprocmask(SIG_UNBLOCK, &set, 0);
  kill(getpid(), sig);
  _exit(128 + sig);
}

int main(int argc, char **argv) {
  if (argc < 9 || strcmp(argv[7], "--")) { fprintf(stderr, "trilha-launch: bad arguments\n"); return 125; }
  unsigned kept = (unsigned)strtoul(argv[6], 0, 10);
  unsigned long long cpu = strtoull(argv[1], 0, 10), fsize = strtoull(argv[2], 0, 10), stack = strtoull(argv[3], 0, 10);
  uid_t uid = (uid_t)strtoul(argv[4], 0, 10);
  limit(RLIMIT_CORE, 0, 0);
  if (!strncmp(argv[5], "clone3:", 7)) clone_into(argv[5] + 7, kept);
  else join_procs(argv[5]);
  if (cpu) limit(RLIMIT_CPU, cpu, cpu + 1);
  limit(RLIMIT_FSIZE, fsize, fsize);
  limit(RLIMIT_STACK, stack, stack);
  limit(RLIMIT_NOFILE, 64, 64);
  for (int cap = 0; cap <= 63; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
  if (setgroups(0, 0) || setresgid(uid, uid, uid) || setresuid(uid, uid, uid)) die("drop privileges");
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) die("no_new_privs");
  /* After the uid change: a credential change clears the parent-death signal. */
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0)) die("pdeathsig");
  if (watched_parent && getppid() != watched_parent) _exit(125); /* the launcher died before that */
  /* Descriptors the server inherited without close-on-exec (a lock file, a log, a supervisor's pipe) must not
     reach the box: mark every one from 3 up close-on-exec (close_range since Linux 5.11, else one by one). */
  if (syscall(SYS_close_range, 3U + kept, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */))
    for (int fd = 3 + (int)kept; fd < 65536; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
  if (seccomp_fd(${SECCOMP_FD}) < 0) die("seccomp filter");
  char *env[] = { 0 };
  execve(argv[8], argv + 8, env);
  die(argv[8]);
}
`

/** The launcher's <cgroup> argument for a run's group: clone3 into the v2 group when the driver names one. */
export function joinArg(group: Pick<RunCgroup, 'procsFiles' | 'clone3Dir'>): string {
  return group.clone3Dir ? `clone3:${group.clone3Dir}` : group.procsFiles
}

const built = new Map<string, Promise<string>>()

/** Compiles the launcher once per source version into `binDir` (gcc is a judge toolchain anyway). */
export function buildLauncher(binDir: string): Promise<string> {
  return buildTool('trilha-launch', SOURCE, binDir, [])
}

/**
 * The run box's pid 1 (`runner.ts`), bound read-only into the box: static, so it needs nothing from the box's
 * /usr (a dynamic build where the static C library is missing).
 */
export function buildRunner(binDir: string): Promise<string> {
  return buildTool('trilha-runner', RUNNER_SOURCE, binDir, ['-static']).catch(() =>
    buildTool('trilha-runner', RUNNER_SOURCE, binDir, []),
  )
}

function buildTool(name: string, source: string, binDir: string, flags: string[]): Promise<string> {
  const key = `${name}:${binDir}:${flags.join(' ')}`
  let promise = built.get(key)
  if (promise) return promise
  promise = (async () => {
    const hash = createHash('sha256').update(source).update(flags.join(' ')).digest('hex').slice(0, 12)
    const target = path.join(binDir, `${name}-${hash}`)
    try {
      await fs.access(target, fs.constants.X_OK)
      return target
    } catch {}
    await fs.mkdir(binDir, { recursive: true, mode: 0o711 })
    const src = path.join(binDir, `${name}-${hash}-${process.pid}.c`)
    const tmp = `${target}.${process.pid}.tmp`
    await fs.writeFile(src, source)
    try {
      await promisify(execFile)('/usr/bin/gcc', ['-O2', '-Wall', ...flags, '-o', tmp, src], {
        env: { PATH: '/usr/bin:/bin' } as unknown as NodeJS.ProcessEnv,
      })
      // Others may execute it: the runner runs as uid 65534 inside the box.
      await fs.chmod(tmp, 0o755)
      await fs.rename(tmp, target)
    } finally {
      await fs.rm(src, { force: true })
    }
    return target
  })()
  built.set(key, promise)
  promise.catch(() => built.delete(key))
  return promise
}
