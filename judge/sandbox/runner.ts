/**
 * The runner: pid 1 of a submission's run box (issue 23). It runs the program once per test on the parent's
 * command and cleans up between tests, so bubblewrap starts once per submission instead of once per test.
 *
 * Channels (all pipes the parent opened; the program gets none of them):
 *   fd 0  test input, `len` bytes per test, relayed to a fresh pipe that is the program's stdin (only that input)
 *   fd 1  the program's stdout, relayed up to the test's cap      fd 2  its stderr, relayed up to its cap
 *   fd 3  commands: `run <len> <cpu s> <fsize> <stack> <nofile> <out cap> <err cap>` and `kill`
 *   fd 4  results: `ready`, then per test `done <wait status> <out bytes> <err bytes> <out exceeded> <wall µs>
 *         <clean>`. Only the runner writes here: program output can never forge a result (the parent takes
 *         exactly the byte counts announced from fds 1 and 2).
 * Protection from the program (same uid 65534): as pid 1 of its pid namespace it gets no signal it does not
 * handle (SIGKILL included) from inside; it is not dumpable, so /proc/1/mem and ptrace are closed to the
 * program (and the seccomp filter denies ptrace anyway).
 * Between tests: kill(-1) takes every process but itself, all are reaped, /tmp and /dev/shm are emptied; when
 * emptying fails (too deep a tree) it says `clean` 0 and the parent starts a fresh box.
 */
export const RUNNER_SOURCE = String.raw`
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;
static char cmd[512]; static size_t cmdlen;

static int writeall(int fd, const char *p, size_t n) {
  while (n) { ssize_t w = write(fd, p, n); if (w < 0) { if (errno == EINTR) continue; return -1; } p += w; n -= (size_t)w; }
  return 0;
}
/* One command line from fd 3; 0 at end of file (the parent closed the box). */
static int readcmd(char *line, size_t size) {
  for (;;) {
    char *nl = memchr(cmd, '\n', cmdlen);
    if (nl) { size_t n = (size_t)(nl - cmd); if (n >= size) n = size - 1; memcpy(line, cmd, n); line[n] = 0;
      cmdlen -= (size_t)(nl - cmd) + 1; memmove(cmd, nl + 1, cmdlen); return 1; }
    if (cmdlen == sizeof cmd) return 0;
    ssize_t r = read(3, cmd + cmdlen, sizeof cmd - cmdlen);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return 0;
    cmdlen += (size_t)r;
  }
}
static void killall(void) {
  for (;;) { kill(-1, SIGKILL); pid_t p = waitpid(-1, 0, 0); if (p < 0 && errno == ECHILD) return; }
}
/* Empties a directory the program could write; 0 when it could not (the parent then replaces the box). */
static int wipe(int dir, int depth) {
  if (depth > 24) return 0;
  DIR *d = fdopendir(dir); if (!d) { close(dir); return 0; }
  int ok = 1; struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    if (unlinkat(dirfd(d), e->d_name, 0) == 0) continue;
    fchmodat(dirfd(d), e->d_name, 0700, 0); /* a directory the program locked (its own: same uid) */
    int sub = openat(dirfd(d), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub < 0 || !wipe(sub, depth + 1) || unlinkat(dirfd(d), e->d_name, AT_REMOVEDIR)) ok = 0;
    if (!ok) break;
  }
  closedir(d);
  return ok;
}
static const char *dirs[] = { "/tmp", "/dev/shm" };
static mode_t modes[2];
static int clean(void) {
  int ok = 1;
  for (int i = 0; i < 2; i++) {
    chmod(dirs[i], modes[i]); /* as the box made it, whatever the program set */
    int fd = open(dirs[i], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0 || !wipe(fd, 0)) ok = 0;
  }
  return ok;
}
static long long now_us(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1000000LL + t.tv_nsec / 1000; }
static void lim(int res, unsigned long long soft, unsigned long long hard) { struct rlimit r = { soft, hard }; setrlimit(res, &r); }

int main(int argc, char **argv) {
  if (argc < 3 || strcmp(argv[1], "--")) return 125;
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  for (int i = 0; i < 2; i++) { struct stat st; modes[i] = stat(dirs[i], &st) ? 01777 : st.st_mode & 07777; }
  signal(SIGPIPE, SIG_IGN);
  sigset_t chld; sigemptyset(&chld); sigaddset(&chld, SIGCHLD); sigprocmask(SIG_BLOCK, &chld, 0);
  int sfd = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
  for (int fd = 0; fd <= 4; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
  fcntl(0, F_SETFL, O_NONBLOCK);
  if (sfd < 0 || writeall(4, "ready\n", 6)) return 125;
  static char in[65536], buf[65536];
  char line[512];
  while (readcmd(line, sizeof line)) {
    unsigned long long len, cpu, fsize, stack, nofile, outcap, errcap;
    if (strcmp(line, "kill") == 0) continue; /* the test it meant has ended */
    if (sscanf(line, "run %llu %llu %llu %llu %llu %llu %llu", &len, &cpu, &fsize, &stack, &nofile, &outcap, &errcap) != 7) return 125;
    int ip[2], op[2], ep[2];
    if (pipe2(ip, O_CLOEXEC) || pipe2(op, O_CLOEXEC) || pipe2(ep, O_CLOEXEC)) return 125;
    long long start = now_us();
    pid_t pid = fork();
    if (pid < 0) return 125;
    if (pid == 0) {
      dup2(ip[0], 0); dup2(op[1], 1); dup2(ep[1], 2);
      syscall(SYS_close_range, 3U, ~0U, 0U);
      sigprocmask(SIG_UNBLOCK, &chld, 0); signal(SIGPIPE, SIG_DFL);
      /* A file past RLIMIT_FSIZE is EFBIG for the program, as when it was pid 1 (which ignores SIGXFSZ). */
      signal(SIGXFSZ, SIG_IGN);
      lim(RLIMIT_CPU, cpu, cpu + 1); lim(RLIMIT_FSIZE, fsize, fsize); lim(RLIMIT_STACK, stack, stack);
      lim(RLIMIT_CORE, 0, 0); lim(RLIMIT_NOFILE, nofile, nofile);
      execve(argv[2], argv + 2, environ);
      dprintf(2, "cannot run %s: %s\n", argv[2], strerror(errno)); _exit(127);
    }
    close(ip[0]); close(op[1]); close(ep[1]);
    int tofd = ip[1]; fcntl(tofd, F_SETFL, O_NONBLOCK);
    size_t inlen = 0, inoff = 0; unsigned long long left = len, outn = 0, errn = 0;
    int outx = 0, status = 0, exited = 0, outopen = 1, erropen = 1; long long wall = 0;
    while (!exited || outopen || erropen || left) {
      struct pollfd p[5]; int n = 0, iin = -1, ito = -1, iout = -1, ierr = -1, icmd;
      if (left && (inlen == 0 || tofd < 0)) { iin = n; p[n].fd = 0; p[n++].events = POLLIN; }
      if (tofd >= 0 && inlen > inoff) { ito = n; p[n].fd = tofd; p[n++].events = POLLOUT; }
      if (outopen) { iout = n; p[n].fd = op[0]; p[n++].events = POLLIN; }
      if (erropen) { ierr = n; p[n].fd = ep[0]; p[n++].events = POLLIN; }
      icmd = n; p[n].fd = exited ? sfd : 3; p[n++].events = POLLIN;
      if (!exited) { p[n].fd = sfd; p[n++].events = POLLIN; }
      if (poll(p, (nfds_t)n, -1) < 0) { if (errno == EINTR) continue; return 125; }
      if (iin >= 0 && p[iin].revents) {
        size_t room = tofd >= 0 ? sizeof in : sizeof buf;
        ssize_t r = read(0, tofd >= 0 ? in : buf, left < room ? left : room);
        if (r == 0) return 125; /* the parent died mid-input */
        if (r > 0) { left -= (unsigned long long)r; if (tofd >= 0) { inlen = (size_t)r; inoff = 0; } }
      }
      if (ito >= 0 && p[ito].revents) {
        ssize_t w = write(tofd, in + inoff, inlen - inoff);
        if (w > 0) inoff += (size_t)w;
        else if (w < 0 && errno != EAGAIN) { close(tofd); tofd = -1; } /* the program stopped reading */
        if (inoff == inlen) inlen = inoff = 0;
      }
      if (tofd >= 0 && !left && inlen == 0) { close(tofd); tofd = -1; }
      if (iout >= 0 && p[iout].revents) {
        ssize_t r = read(op[0], buf, sizeof buf);
        if (r <= 0) { outopen = 0; close(op[0]); }
        else if (!outx) {
          size_t keep = outn + (unsigned long long)r > outcap ? (size_t)(outcap - outn) : (size_t)r;
          if (keep && writeall(1, buf, keep)) return 125;
          outn += keep;
          if (keep < (size_t)r) { outx = 1; kill(-1, SIGKILL); }
        }
      }
      if (ierr >= 0 && p[ierr].revents) {
        ssize_t r = read(ep[0], buf, sizeof buf);
        if (r <= 0) { erropen = 0; close(ep[0]); }
        else if (errn < errcap) {
          size_t keep = errn + (unsigned long long)r > errcap ? (size_t)(errcap - errn) : (size_t)r;
          if (writeall(2, buf, keep)) return 125;
          errn += keep;
        }
      }
      if (!exited && p[icmd].revents) {
        if (!readcmd(line, sizeof line)) return 0;
        if (strcmp(line, "kill") == 0) kill(-1, SIGKILL);
      }
      struct signalfd_siginfo si;
      while (read(sfd, &si, sizeof si) > 0) {}
      /* Orphans are ours too (pid 1): reap them as they go, or their zombies would hold the pids limit. */
      int st; pid_t w;
      while ((w = waitpid(-1, &st, WNOHANG)) > 0) {
        if (w != pid) continue;
        exited = 1; status = st; wall = now_us() - start;
        if (tofd >= 0) { close(tofd); tofd = -1; }
        inlen = inoff = 0;
      }
      /* Whatever the program left running dies with it (again at each death, in case one forked meanwhile):
         their pipe ends close, so stdout and stderr reach end of file. */
      if (exited) kill(-1, SIGKILL);
    }
    killall();
    int ok = clean();
    char res[160];
    int n = snprintf(res, sizeof res, "done %d %llu %llu %d %lld %d\n", status, outn, errn, outx, wall, ok);
    if (writeall(4, res, (size_t)n)) return 125;
  }
  killall();
  return 0;
}
`
