import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * The launcher replaces `sh -c 'echo $$ > cgroup.procs' + prlimit + setpriv`: one small exec instead of three
 * (each wrapper process costs 0.5–1.5 ms, docs/judge-facts.md). It joins the run's cgroups, sets rlimits, drops the
 * bounding set and every id to nobody, asks to be killed with its parent, and execs bwrap with an empty env.
 *
 * argv: trilha-launch <cpu s> <fsize bytes> <stack bytes> <uid> <procs file>[,<procs file>…] -- <program> <args…>
 */
const SOURCE = String.raw`
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

static void die(const char *what) { fprintf(stderr, "trilha-launch: %s: %s\n", what, strerror(errno)); _exit(125); }

static void limit(int res, unsigned long long soft, unsigned long long hard) {
  struct rlimit r = { soft, hard };
  if (setrlimit(res, &r)) die("setrlimit");
}

int main(int argc, char **argv) {
  if (argc < 8 || strcmp(argv[6], "--")) { fprintf(stderr, "trilha-launch: bad arguments\n"); return 125; }
  unsigned long long cpu = strtoull(argv[1], 0, 10), fsize = strtoull(argv[2], 0, 10), stack = strtoull(argv[3], 0, 10);
  uid_t uid = (uid_t)strtoul(argv[4], 0, 10);
  char pid[32]; int n = snprintf(pid, sizeof pid, "%d\n", getpid());
  for (char *file = strtok(argv[5], ","); file; file = strtok(0, ",")) {
    int fd = open(file, O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, n) != n) die(file);
    close(fd);
  }
  limit(RLIMIT_CPU, cpu, cpu + 1);
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
  if (syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */))
    for (int fd = 3; fd < 65536; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
  char *env[] = { 0 };
  execve(argv[7], argv + 7, env);
  die(argv[7]);
}
`

let built: Promise<string> | undefined

/** Compiles the launcher once per source version into `binDir` (gcc is a judge toolchain anyway). */
export function buildLauncher(binDir: string): Promise<string> {
  built ??= (async () => {
    const hash = createHash('sha256').update(SOURCE).digest('hex').slice(0, 12)
    const target = path.join(binDir, `trilha-launch-${hash}`)
    try {
      await fs.access(target, fs.constants.X_OK)
      return target
    } catch {}
    await fs.mkdir(binDir, { recursive: true, mode: 0o711 })
    const src = path.join(binDir, `launch-${hash}-${process.pid}.c`)
    const tmp = `${target}.${process.pid}.tmp`
    await fs.writeFile(src, SOURCE)
    try {
      await promisify(execFile)('/usr/bin/gcc', ['-O2', '-Wall', '-o', tmp, src], {
        env: { PATH: '/usr/bin:/bin' } as unknown as NodeJS.ProcessEnv,
      })
      await fs.chmod(tmp, 0o711)
      await fs.rename(tmp, target)
    } finally {
      await fs.rm(src, { force: true })
    }
    return target
  })()
  built.catch(() => {
    built = undefined
  })
  return built
}
