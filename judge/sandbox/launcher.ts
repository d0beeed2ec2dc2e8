import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { RUNNER_SOURCE } from './runner'
import { SECCOMP_C } from './seccomp'

/**
 * The launcher replaces `sh -c 'echo $$ > cgroup.procs' + prlimit + setpriv`: one small exec instead of three
 * (each wrapper process costs 0.5–1.5 ms, docs/judge-facts.md). It joins the run's cgroups, sets rlimits, drops the
 * bounding set and every id to nobody, asks to be killed with its parent, and execs bwrap with an empty env.
 *
 * It also writes the seccomp filter (`seccomp.ts`) to fd SECCOMP_FD, which the bwrap argv names with `--seccomp`.
 *
 * argv: trilha-launch <cpu s> <fsize bytes> <stack bytes> <uid> <procs file>[,<procs file>…] <kept fds> -- <program> <args…>
 * cpu 0 = no CPU rlimit (a run box: its runner sets one per test); kept fds = how many from fd 3 up stay open for
 * the program (the run box's command and result pipes).
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
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

${SECCOMP_C}
static void die(const char *what) { fprintf(stderr, "trilha-launch: %s: %s\n", what, strerror(errno)); _exit(125); }

static void limit(int res, unsigned long long soft, unsigned long long hard) {
  struct rlimit r = { soft, hard };
  if (setrlimit(res, &r)) die("setrlimit");
}

int main(int argc, char **argv) {
  if (argc < 9 || strcmp(argv[7], "--")) { fprintf(stderr, "trilha-launch: bad arguments\n"); return 125; }
  unsigned kept = (unsigned)strtoul(argv[6], 0, 10);
  unsigned long long cpu = strtoull(argv[1], 0, 10), fsize = strtoull(argv[2], 0, 10), stack = strtoull(argv[3], 0, 10);
  uid_t uid = (uid_t)strtoul(argv[4], 0, 10);
  char pid[32]; int n = snprintf(pid, sizeof pid, "%d\n", getpid());
  for (char *file = strtok(argv[5], ","); file; file = strtok(0, ",")) {
    int fd = open(file, O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, n) != n) die(file);
    close(fd);
  }
  if (cpu) limit(RLIMIT_CPU, cpu, cpu + 1);
  limit(RLIMIT_FSIZE, fsize, fsize);
  limit(RLIMIT_STACK, stack, stack);
  limit(RLIMIT_CORE, 0, 0);
  limit(RLIMIT_NOFILE, 64, 64);
  for (int cap = 0; cap <= 63; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
  if (setgroups(0, 0) || setresgid(uid, uid, uid) || setresuid(uid, uid, uid)) die("drop privileges");
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) die("no_new_privs");
  /* After the uid change: a credential change clears the parent-death signal. */
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0)) die("pdeathsig");
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
