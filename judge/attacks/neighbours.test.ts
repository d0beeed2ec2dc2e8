// Attack suite: calls aimed at another process of the same uid (a fix after issue 23). The program and the run
// box's runner (pid 1) are both uid 65534, so without the seccomp filter's argument checks the program could
// lower the runner's limits (prlimit64 on pid 1: no descriptors left for the next test's pipes → the box dies,
// internal_error), renice it or its whole process group or uid (setpriority, ioprio_set), pin it to one CPU or
// make it SCHED_IDLE (sched_set*), or move its pages (migrate_pages, move_pages). The filter answers EPERM for any
// of them aimed at someone else and lets the program aim them at itself (pid/who 0), which language runtimes do.
import { afterAll, describe, expect, it } from 'vitest'
import { C_PRELUDE, attack, outputLines, packageDir, testCase } from './harness'

const pkg = packageDir()
afterAll(() => pkg.remove())

const PROBE = `${C_PRELUDE}
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
/* linux/sched/types.h clashes with glibc's sched_param: sched_attr's first version (SCHED_ATTR_SIZE_VER0). */
struct sched_attr { unsigned size, sched_policy; unsigned long long sched_flags; int sched_nice; unsigned sched_priority;
  unsigned long long sched_runtime, sched_deadline, sched_period; };
static void runner(void) {
  /* What the runner looks like from inside: its nice value and CPUs (read-only files of /proc/1). */
  char buf[4096] = ""; FILE *f = fopen("/proc/1/stat", "r");
  if (f) { if (!fgets(buf, sizeof buf, f)) buf[0] = 0; fclose(f); }
  char *p = strrchr(buf, ')'); int field = 2; long nice = 99;
  for (char *t = p ? strtok(p + 2, " ") : 0; t; t = strtok(0, " ")) if (++field == 19) { nice = atol(t); break; }
  printf("runner nice %ld\\n", nice);
  f = fopen("/proc/1/status", "r"); char line[256];
  while (f && fgets(line, sizeof line, f)) if (!strncmp(line, "Cpus_allowed_list", 17)) { fputs(line[18] == '\\t' ? line + 19 : line + 18, stdout); }
  if (f) fclose(f);
}
int main(void) {
  char what[32] = "";
  if (scanf("%31s", what) != 1) return 2;
  if (!strcmp(what, "reach")) {
    struct rlimit none = { 7, 7 }, cpu = { 1, 1 }, old;
    struct sched_param idle = { 0 };
    struct sched_attr attr = { .size = sizeof attr, .sched_policy = SCHED_IDLE };
    unsigned long one = 1, nodes = 1;
    cpu_set_t mask; CPU_ZERO(&mask); CPU_SET(0, &mask);
    R("prlimit64(1, NOFILE, 7)", syscall(SYS_prlimit64, 1, RLIMIT_NOFILE, &none, 0));
    R("prlimit64(1, CPU, 1)", syscall(SYS_prlimit64, 1, RLIMIT_CPU, &cpu, 0));
    R("prlimit64(1, read)", syscall(SYS_prlimit64, 1, RLIMIT_NOFILE, 0, &old));
    R("prlimit64(1 + 2^32)", syscall(SYS_prlimit64, 0x100000001L, RLIMIT_NOFILE, &none, 0));
    R("setpriority(PROCESS, 1)", syscall(SYS_setpriority, PRIO_PROCESS, 1, 19));
    R("setpriority(PGRP, 0)", syscall(SYS_setpriority, PRIO_PGRP, 0, 19));
    R("setpriority(USER, 0)", syscall(SYS_setpriority, PRIO_USER, 0, 19));
    R("ioprio_set(PROCESS, 1)", syscall(SYS_ioprio_set, 1, 1, (3 << 13)));
    R("ioprio_set(PGRP, 0)", syscall(SYS_ioprio_set, 2, 0, (3 << 13)));
    R("sched_setaffinity(1)", syscall(SYS_sched_setaffinity, 1, sizeof mask, &mask));
    R("sched_setscheduler(1, IDLE)", syscall(SYS_sched_setscheduler, 1, SCHED_IDLE, &idle));
    R("sched_setparam(1)", syscall(SYS_sched_setparam, 1, &idle));
    R("sched_setattr(1, IDLE)", syscall(SYS_sched_setattr, 1, &attr, 0));
    R("migrate_pages(1)", syscall(SYS_migrate_pages, 1, 2, &one, &nodes));
    R("move_pages(1)", syscall(SYS_move_pages, 1, 0, 0, 0, 0, 0));
    runner();
  } else if (!strcmp(what, "self")) {
    struct rlimit r;
    R("prlimit64(0, read)", syscall(SYS_prlimit64, 0, RLIMIT_NOFILE, 0, &r));
    struct rlimit lower = { 32, 32 };
    R("prlimit64(0, NOFILE, 32)", syscall(SYS_prlimit64, 0, RLIMIT_NOFILE, &lower, 0));
    R("setrlimit(STACK)", setrlimit(RLIMIT_STACK, &(struct rlimit){ 1 << 20, 1 << 20 }));
    R("setpriority(PROCESS, 0)", syscall(SYS_setpriority, PRIO_PROCESS, 0, 5));
    R("ioprio_set(PROCESS, 0)", syscall(SYS_ioprio_set, 1, 0, (2 << 13) | 4));
    cpu_set_t mask; CPU_ZERO(&mask); CPU_SET(0, &mask);
    R("sched_setaffinity(0)", syscall(SYS_sched_setaffinity, 0, sizeof mask, &mask));
    struct sched_param p = { 0 };
    R("sched_setscheduler(0, BATCH)", syscall(SYS_sched_setscheduler, 0, SCHED_BATCH, &p));
    runner();
  } else if (!strcmp(what, "sum")) {
    long a, b; if (scanf("%ld %ld", &a, &b) != 2) return 4;
    printf("%ld\\n", a + b);
  } else return 5;
  return 0;
}
`

const REFUSED = [
  // Seven descriptors: enough for the runner to clean up after this test, too few for the next test's pipes.
  'prlimit64(1, NOFILE, 7) EPERM',
  'prlimit64(1, CPU, 1) EPERM',
  'prlimit64(1, read) EPERM',
  'prlimit64(1 + 2^32) EPERM', // the kernel reads a pid as 32 bits: so does the filter
  'setpriority(PROCESS, 1) EPERM',
  'setpriority(PGRP, 0) EPERM', // the program is in the runner's process group
  'setpriority(USER, 0) EPERM', // and has its uid
  'ioprio_set(PROCESS, 1) EPERM',
  'ioprio_set(PGRP, 0) EPERM',
  'sched_setaffinity(1) EPERM',
  'sched_setscheduler(1, IDLE) EPERM',
  'sched_setparam(1) EPERM',
  'sched_setattr(1, IDLE) EPERM',
  'migrate_pages(1) EPERM',
  'move_pages(1) EPERM',
]
const SELF = [
  'prlimit64(0, read) ok',
  'prlimit64(0, NOFILE, 32) ok',
  'setrlimit(STACK) ok',
  'setpriority(PROCESS, 0) ok',
  'ioprio_set(PROCESS, 0) ok',
  'sched_setaffinity(0) ok',
  'sched_setscheduler(0, BATCH) ok',
]

describe('attack: the runner is out of reach of calls aimed at another process', () => {
  it('each is refused with EPERM, the program goes on, and the later tests are judged as usual', async () => {
    const probe = await attack('c', PROBE, [
      testCase(pkg.dir, 'reach\n', 'whatever\n'),
      testCase(pkg.dir, 'sum\n20 22\n', '42\n'),
      testCase(pkg.dir, 'reach\n', 'whatever\n'),
      testCase(pkg.dir, 'self\n', 'whatever\n'),
      testCase(pkg.dir, 'sum\n1 2\n', '3\n'),
    ])
    expect(probe.report.compilationMessage ?? '').toBe('')
    expect(probe.report.tests.map((t) => t.verdict)).toEqual([
      'wrong_answer',
      'accepted',
      'wrong_answer',
      'wrong_answer',
      'accepted',
    ])
    const first = outputLines(probe, 0)
    expect(first.slice(0, REFUSED.length)).toEqual(REFUSED)
    // The runner kept its nice value and its CPUs: the same before and after every attempt.
    const runnerBefore = first.slice(REFUSED.length)
    expect(runnerBefore[0]).toBe('runner nice 0')
    expect(outputLines(probe, 2)).toEqual(first)
    const self = outputLines(probe, 3)
    expect(self.slice(0, SELF.length)).toEqual(SELF)
    expect(self.slice(SELF.length)).toEqual(runnerBefore)
  })
})
