// Kernel-level costs of what bubblewrap does, without bubblewrap: a tiny C probe (built with gcc, run as root)
// that forks a child which creates one kind of namespace and exits, timing fork → waitpid in microseconds.
// Tells how much of the sandbox's overhead is the kernel's namespace work and how much is process plumbing.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

const SOURCE = String.raw`
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }

/* What the child does before exiting; returns 0 on success. Timings of single steps go to fd (doubles, µs).
   mntns+pivot: bwrap's mount dance on a tiny tmpfs root. cgjoin: what the launcher does, dir = procs files. */
static int child(const char *mode, char *dir, int fd) {
  if (!strcmp(mode, "fork")) return 0;
  if (!strcmp(mode, "cgjoin")) {
    char pid[32]; int n = snprintf(pid, sizeof pid, "%d\n", getpid());
    for (char *file = strtok(dir, ","); file; file = strtok(0, ",")) {
      double t = now();
      int f = open(file, O_WRONLY | O_CLOEXEC);
      if (f < 0 || write(f, pid, n) != n) return 7;
      close(f);
      t = now() - t;
      if (write(fd, &t, sizeof t) != sizeof t) return 6;
    }
    return 0;
  }
  if (!strcmp(mode, "userns")) return unshare(CLONE_NEWUSER);
  if (!strcmp(mode, "netns")) return unshare(CLONE_NEWNET);
  if (!strcmp(mode, "ipc+uts")) return unshare(CLONE_NEWIPC | CLONE_NEWUTS);
  if (!strcmp(mode, "pidns")) {
    if (unshare(CLONE_NEWPID)) return 1;
    pid_t p = fork(); /* the new namespace's pid 1 */
    if (p < 0) return 1;
    if (p == 0) _exit(0);
    int st; waitpid(p, &st, 0); return 0;
  }
  if (!strcmp(mode, "mntns+pivot")) {
    if (unshare(CLONE_NEWNS) || mount(0, "/", 0, MS_REC | MS_SLAVE, 0)) return 1;
    if (mount("tmpfs", dir, "tmpfs", 0, "size=1m")) return 2;
    char b[512];
    snprintf(b, sizeof b, "%s/usr", dir); mkdir(b, 0755);
    if (mount("/usr", b, 0, MS_BIND | MS_REC, 0)) return 3;
    snprintf(b, sizeof b, "%s/oldroot", dir); mkdir(b, 0755);
    if (chdir(dir) || syscall(SYS_pivot_root, ".", "oldroot") || chdir("/")) return 4;
    double t = now();
    if (umount2("/oldroot", MNT_DETACH)) return 5;
    t = now() - t;
    if (write(fd, &t, sizeof t) != sizeof t) return 6;
    return 0;
  }
  return 9;
}

/* runner: what a box reused across tests would do per test — fork, stdin from a file, stdout to a pipe read to
   EOF, exec the program, wait. Prints µs per run. */
static int runner(int k, char *binary, const char *input) {
  char *args[] = { binary, 0 }, *env[] = { 0 };
  char buf[4096];
  for (int i = 0; i < k; i++) {
    double t0 = now();
    int out[2];
    if (pipe(out)) return 1;
    pid_t p = fork();
    if (p == 0) {
      int in = open(input, O_RDONLY);
      if (in < 0 || dup2(in, 0) < 0 || dup2(out[1], 1) < 0) _exit(126);
      close(out[0]);
      execve(binary, args, env);
      _exit(127);
    }
    close(out[1]);
    while (read(out[0], buf, sizeof buf) > 0) {}
    close(out[0]);
    int st; waitpid(p, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st)) { fprintf(stderr, "runner: program failed: %d\n", st); return 1; }
    printf("%.1f\n", now() - t0);
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 4) return 2;
  if (!strcmp(argv[1], "runner")) return argc < 5 ? 2 : runner(atoi(argv[2]), argv[3], argv[4]);
  const char *mode = argv[1];
  char *dir = argv[3];
  int k = atoi(argv[2]);
  for (int i = 0; i < k; i++) {
    int pfd[2];
    if (pipe(pfd)) return 1;
    double t0 = now();
    pid_t p = fork();
    if (p == 0) { close(pfd[0]); _exit(child(mode, dir, pfd[1])); }
    close(pfd[1]);
    double steps[8];
    int got = 0;
    ssize_t r;
    while (got < 8 && (r = read(pfd[0], steps + got, sizeof steps[0])) == sizeof steps[0]) got++;
    close(pfd[0]);
    int st; waitpid(p, &st, 0);
    double total = now() - t0;
    if (!WIFEXITED(st) || WEXITSTATUS(st)) { fprintf(stderr, "probe %s failed: %d\n", mode, st); return 1; }
    printf("%.1f", total);
    for (int j = 0; j < got; j++) printf(" %.1f", steps[j]);
    printf("\n");
  }
  return 0;
}
`

export const PROBE_MODES = ['fork', 'userns', 'ipc+uts', 'pidns', 'mntns+pivot', 'netns']

export async function buildProbe(dir) {
  fs.mkdirSync(dir, { recursive: true })
  const src = path.join(dir, 'probe.c')
  const bin = path.join(dir, 'probe')
  fs.writeFileSync(src, SOURCE)
  await run('/usr/bin/gcc', ['-O2', '-o', bin, src])
  const mnt = path.join(dir, 'mnt')
  fs.mkdirSync(mnt, { recursive: true })
  return { bin, mnt }
}

/** The probe's argv to time k runs of `binary` with stdin from `input`, one fork + exec each (no Node). */
export const runnerArgv = (bin, k, binary, input) => [bin, 'runner', String(k), binary, input]

/** Runs one mode k times; returns [{ totalUs, steps: [µs of each timed step] }]. */
export async function runProbe(probe, mode, k, arg = probe.mnt) {
  const { stdout } = await run(probe.bin, [mode, String(k), arg], { env: {} })
  return stdout
    .trim()
    .split('\n')
    .map((line) => {
      const [total, ...steps] = line.split(' ').map(Number)
      return { totalUs: total, steps }
    })
}
