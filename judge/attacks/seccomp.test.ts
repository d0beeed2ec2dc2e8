// Attack suite: the seccomp filter (judge/sandbox/seccomp.ts, issue 23). One submission, one test per forbidden
// system call (the probe reads which from its input): each attempt kills the program with SIGSYS, a run-time
// error whose explanation names it; the run box goes on with the next test. clone3 answers ENOSYS (glibc falls
// back to clone, whose flags the filter reads), and a plain run after all of them is accepted.
import { afterAll, describe, expect, it } from 'vitest'
import { C_PRELUDE, attack, outputLines, packageDir, testCase } from './harness'

const pkg = packageDir()
afterAll(() => pkg.remove())

const PROBE = `${C_PRELUDE}
#include <linux/sched.h>
#include <sched.h>
#include <sys/syscall.h>
int main(void) {
  char what[64] = "";
  if (scanf("%63s", what) != 1) return 2;
  long r = 0;
  if (!strcmp(what, "io_uring_setup")) { char p[120] = {0}; r = syscall(SYS_io_uring_setup, 8, p); }
  else if (!strcmp(what, "ptrace")) r = syscall(SYS_ptrace, 0 /* TRACEME */, 0, 0, 0);
  else if (!strcmp(what, "ptrace_runner")) r = syscall(SYS_ptrace, 16 /* ATTACH */, 1, 0, 0);
  else if (!strcmp(what, "process_madvise")) r = syscall(SYS_process_madvise, 0, 0, 0, 21 /* MADV_PAGEOUT */, 0);
  else if (!strcmp(what, "process_vm_readv")) r = syscall(SYS_process_vm_readv, 1, 0, 0, 0, 0, 0);
  else if (!strcmp(what, "bpf")) r = syscall(SYS_bpf, 0, 0, 0);
  else if (!strcmp(what, "perf_event_open")) r = syscall(SYS_perf_event_open, 0, 0, -1, -1, 0);
  else if (!strcmp(what, "userfaultfd")) r = syscall(SYS_userfaultfd, 0);
  else if (!strcmp(what, "keyctl")) r = syscall(SYS_keyctl, 0, 0, 0, 0, 0);
  else if (!strcmp(what, "add_key")) r = syscall(SYS_add_key, "user", "x", "y", 1, -2);
  else if (!strcmp(what, "mount")) r = syscall(SYS_mount, "none", "/tmp", "tmpfs", 0, 0);
  else if (!strcmp(what, "umount2")) r = syscall(SYS_umount2, "/box", 2);
  else if (!strcmp(what, "fsopen")) r = syscall(SYS_fsopen, "tmpfs", 0);
  else if (!strcmp(what, "chroot")) r = syscall(SYS_chroot, "/tmp");
  else if (!strcmp(what, "pivot_root")) r = syscall(SYS_pivot_root, "/tmp", "/tmp");
  else if (!strcmp(what, "unshare_user")) r = syscall(SYS_unshare, CLONE_NEWUSER);
  else if (!strcmp(what, "unshare_net")) r = syscall(SYS_unshare, CLONE_NEWNET);
  else if (!strcmp(what, "setns")) r = syscall(SYS_setns, 0, 0);
  else if (!strcmp(what, "clone_newpid")) r = syscall(SYS_clone, CLONE_NEWPID | SIGCHLD, 0, 0, 0, 0);
  else if (!strcmp(what, "kexec_load")) r = syscall(SYS_kexec_load, 0, 0, 0, 0);
  else if (!strcmp(what, "init_module")) r = syscall(SYS_init_module, 0, 0, "");
  else if (!strcmp(what, "reboot")) r = syscall(SYS_reboot, 0, 0, 0, 0);
  else if (!strcmp(what, "sethostname")) r = syscall(SYS_sethostname, "pwned", 5);
  else if (!strcmp(what, "open_by_handle_at")) r = syscall(SYS_open_by_handle_at, 0, 0, 0);
  else if (!strcmp(what, "shmget")) r = syscall(SYS_shmget, 0x7a11, 4096, 01000 | 0666);
  else if (!strcmp(what, "mq_open")) r = syscall(SYS_mq_open, "q", 0100, 0600, 0);
  else if (!strcmp(what, "x32")) r = syscall(SYS_getpid | 0x40000000);
  else if (!strcmp(what, "int80")) { long ret; __asm__ volatile("int $0x80" : "=a"(ret) : "a"(20) : "memory"); r = ret; }
  else if (!strcmp(what, "clone3")) {
    struct clone_args args = { .flags = CLONE_NEWUSER, .exit_signal = SIGCHLD };
    errno = 0; r = syscall(SYS_clone3, &args, sizeof args);
    printf("clone3 %s\\n", r < 0 ? strerrorname_np(errno) : "ok");
    if (r == 0) _exit(0);
    return 0;
  }
  else if (!strcmp(what, "fork")) { pid_t c = fork(); if (c == 0) _exit(0); waitpid(c, 0, 0); puts("fork ok"); return 0; }
  else return 3;
  printf("%s returned %ld (%s)\\n", what, r, r < 0 ? strerrorname_np(errno) : "ok");
  return 0;
}
`

/** Killed by the filter: SIGSYS before the call returns. */
const FORBIDDEN = [
  'io_uring_setup',
  'ptrace',
  'ptrace_runner',
  'process_vm_readv',
  'process_madvise',
  'bpf',
  'perf_event_open',
  'userfaultfd',
  'keyctl',
  'add_key',
  'mount',
  'umount2',
  'fsopen',
  'chroot',
  'pivot_root',
  'unshare_user',
  'unshare_net',
  'setns',
  'clone_newpid',
  'kexec_load',
  'init_module',
  'reboot',
  'sethostname',
  'open_by_handle_at',
  'shmget',
  'mq_open',
  'x32',
  'int80',
]

describe('attack: forbidden system calls (seccomp)', () => {
  it('each one kills the program with SIGSYS, a run-time error; clone3 is ENOSYS and ordinary work goes on', async () => {
    const tests = [
      ...FORBIDDEN.map((what) => testCase(pkg.dir, `${what}\n`, 'never printed\n')),
      testCase(pkg.dir, 'clone3\n', 'clone3 ENOSYS\n'),
      testCase(pkg.dir, 'fork\n', 'fork ok\n'),
    ]
    const probe = await attack('c', PROBE, tests)
    const verdicts = probe.report.tests.map((t) => `${t.verdict} ${t.signal ?? t.exitCode}`)
    expect(verdicts).toEqual([...FORBIDDEN.map(() => 'run_time_error SIGSYS'), 'accepted 0', 'accepted 0'])
    for (let i = 0; i < FORBIDDEN.length; i++) expect(outputLines(probe, i), FORBIDDEN[i]).toEqual([''])
    expect(probe.report.tests[0].message).toBe('killed by SIGSYS')
    expect(probe.report.status).toBe('run_time_error')
  })
})
