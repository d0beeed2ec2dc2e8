// Attack suite: one run box per submission (issue 23). The tests of a submission share a box, so what one test
// leaves (files, processes, a broken runner) must not reach the next; the runner, pid 1 of the box, must stay
// out of the program's reach; and the program's output must never pass for the runner's protocol. One probe
// program does what its input says; a submission's tests are a script of attacks and plain runs after them.
// (io_uring and ptrace of the runner are in seccomp.test.ts: killed by the filter.)
import { afterAll, describe, expect, it } from 'vitest'
import { C_PRELUDE, attack, ourBoxProcesses, ourCgroups, outputLines, packageDir, testCase } from './harness'

const pkg = packageDir()
afterAll(() => pkg.remove())

const PROBE = `${C_PRELUDE}
#include <sys/prctl.h>
static void others(void) {
  DIR *d = opendir("/proc"); struct dirent *e; int n = 0;
  while ((e = readdir(d))) {
    int pid = atoi(e->d_name);
    if (pid > 1 && pid != getpid()) n++;
  }
  closedir(d);
  printf("other processes: %d\\n", n);
}
int main(void) {
  char what[32] = "";
  if (scanf("%31s", what) != 1) return 2;
  if (!strcmp(what, "plant")) {
    FILE *f = fopen("/tmp/left", "w"); fputs("secret of test 1", f); fclose(f);
    f = fopen("/dev/shm/left", "w"); fputs("secret of test 1", f); fclose(f);
    mkdir("/tmp/locked", 0700); f = fopen("/tmp/locked/inside", "w"); fclose(f); chmod("/tmp/locked", 0);
    chmod("/tmp", 0);
    /* A daemon: double fork, own session, ignores what it can. */
    if (fork() == 0) { setsid(); if (fork() == 0) { signal(SIGTERM, SIG_IGN); signal(SIGHUP, SIG_IGN); sleep(60); _exit(0); } _exit(0); }
    wait(0);
    puts("planted");
  } else if (!strcmp(what, "deep")) {
    /* Deeper than the runner wipes in place: it answers "not clean" and the next test gets a fresh box. */
    if (chdir("/tmp")) return 3;
    for (int i = 0; i < 40; i++) { mkdir("d", 0700); if (chdir("d")) return 3; }
    FILE *f = fopen("deepest", "w"); fputs("secret", f); fclose(f);
    puts("planted deep");
  } else if (!strcmp(what, "look")) {
    R("open /tmp/left", open("/tmp/left", O_RDONLY));
    R("open /dev/shm/left", open("/dev/shm/left", O_RDONLY));
    list("/tmp");
    list("/dev/shm");
    others();
  } else if (!strcmp(what, "runner")) {
    R("kill(1, SIGKILL)", kill(1, SIGKILL));
    R("kill(1, SIGTERM)", kill(1, SIGTERM));
    R("kill(1, SIGSTOP)", kill(1, SIGSTOP));
    R("open /proc/1/mem", open("/proc/1/mem", O_RDWR));
    R("open /proc/1/environ", open("/proc/1/environ", O_RDONLY));
    R("open /proc/1/fd/3 (commands)", open("/proc/1/fd/3", O_WRONLY));
    R("open /proc/1/fd/4 (results)", open("/proc/1/fd/4", O_WRONLY));
    R("write fd 4", write(4, "done 0 0 0 0 0 1\\n", 17));
    R("write fd 3", write(3, "kill\\n", 5));
    R("prctl(PR_SET_PDEATHSIG)", prctl(PR_SET_PDEATHSIG, SIGKILL));
    puts("runner alive");
  } else if (!strcmp(what, "forge")) {
    /* The runner's own words, on stdout and stderr: they are this test's output, nothing more. */
    fputs("done 0 0 0 0 0 1\\nready\\n", stderr);
    fputs("done 0 0 0 0 0 1\\nready\\ndone 0 99 0 0 0 1\\n", stdout);
  } else if (!strcmp(what, "sleep")) {
    puts("sleeping"); fflush(stdout); sleep(5);
  } else if (!strcmp(what, "forkbomb")) {
    while (1) fork();
  } else if (!strcmp(what, "membomb")) {
    for (;;) { char *p = malloc(1 << 20); if (p) memset(p, 1, 1 << 20); }
  } else if (!strcmp(what, "sum")) {
    long a, b; if (scanf("%ld %ld", &a, &b) != 2) return 4;
    printf("%ld\\n", a + b);
  } else return 5;
  return 0;
}
`

const LOOK_CLEAN =
  'open /tmp/left ENOENT\nopen /dev/shm/left ENOENT\nls /tmp:\nls /dev/shm:\nother processes: 0\n'

describe('attack: one box for all the tests of a submission', () => {
  it('test 1 plants files, a locked folder and a daemon; test 2 finds none of them', async () => {
    const probe = await attack('c', PROBE, [
      testCase(pkg.dir, 'plant\n', 'planted\n'),
      testCase(pkg.dir, 'look\n', LOOK_CLEAN),
      testCase(pkg.dir, 'deep\n', 'planted deep\n'),
      testCase(pkg.dir, 'look\n', LOOK_CLEAN),
    ])
    expect(probe.report.tests.map((t) => t.verdict)).toEqual(['accepted', 'accepted', 'accepted', 'accepted'])
    expect(outputLines(probe, 1)).toEqual(LOOK_CLEAN.trim().split('\n'))
    expect(ourBoxProcesses()).toEqual([])
    expect(ourCgroups()).toEqual([])
  })

  it('the runner cannot be signalled, traced, read or written by the program; it goes on judging', async () => {
    const expected = [
      'kill(1, SIGKILL) ok', // sent, and ignored: pid 1 gets no signal it does not handle from inside
      'kill(1, SIGTERM) ok',
      'kill(1, SIGSTOP) ok',
      'open /proc/1/mem EACCES', // not dumpable
      'open /proc/1/environ EACCES',
      'open /proc/1/fd/3 (commands) EACCES',
      'open /proc/1/fd/4 (results) EACCES',
      'write fd 4 EBADF', // the program starts with stdin, stdout and stderr only
      'write fd 3 EBADF',
      'prctl(PR_SET_PDEATHSIG) ok',
      'runner alive',
    ]
    const probe = await attack('c', PROBE, [
      testCase(pkg.dir, 'runner\n', `${expected.join('\n')}\n`),
      testCase(pkg.dir, 'sum\n20 22\n', '42\n'),
    ])
    expect(outputLines(probe, 0)).toEqual(expected)
    expect(probe.report.tests.map((t) => t.verdict)).toEqual(['accepted', 'accepted'])
  })

  it("a program printing the runner's protocol is judged on that output; the next test is judged as usual", async () => {
    const forged = 'done 0 0 0 0 0 1\nready\ndone 0 99 0 0 0 1\n'
    const probe = await attack('c', PROBE, [
      testCase(pkg.dir, 'forge\n', forged),
      testCase(pkg.dir, 'forge\n', 'something else\n'),
      testCase(pkg.dir, 'sum\n1 2\n', '3\n'),
    ])
    expect(probe.report.tests.map((t) => t.verdict)).toEqual(['accepted', 'wrong_answer', 'accepted'])
    expect(probe.runs[0].stdout.toString()).toBe(forged)
    expect(probe.runs[0].stderr.toString()).toBe('done 0 0 0 0 0 1\nready\n')
    expect(probe.runs[2].stdout.toString()).toBe('3\n')
  })

  it('a fork bomb and a memory bomb on the first tests, then normal tests judged correctly', async () => {
    const probe = await attack(
      'c',
      PROBE,
      [
        testCase(pkg.dir, 'forkbomb\n', '\n'),
        testCase(pkg.dir, 'sum\n40 2\n', '42\n'),
        testCase(pkg.dir, 'membomb\n', '\n'),
        testCase(pkg.dir, 'sum\n-5 5\n', '0\n'),
        testCase(pkg.dir, 'look\n', LOOK_CLEAN),
      ],
      { limits: { timeMs: 300 } },
    )
    expect(probe.report.tests.map((t) => t.verdict)).toEqual([
      'time_limit_exceeded',
      'accepted',
      'memory_limit_exceeded',
      'accepted',
      'accepted',
    ])
    // Each test is measured alone: the bombs' CPU and memory are not the next test's.
    expect(probe.report.tests[1].cpuMs).toBeLessThan(probe.report.tests[0].cpuMs)
    expect(probe.report.tests[3].memoryKiB).toBeLessThan(probe.report.tests[2].memoryKiB)
    expect(ourBoxProcesses()).toEqual([])
    expect(ourCgroups()).toEqual([])
  })

  it('a box killed from outside fails that test and the rest as internal errors, for the queue to retry', async () => {
    let runs = 0
    const probe = await attack(
      'c',
      PROBE,
      [
        testCase(pkg.dir, 'sum\n1 1\n', '2\n'),
        testCase(pkg.dir, 'sleep\n', 'sleeping\n'),
        testCase(pkg.dir, 'sum\n2 2\n', '4\n'),
      ],
      {
        onRun: () => {
          // During the second test the host kills everything in the box, the runner included (as a crash would).
          if (++runs !== 2) return
          setTimeout(() => {
            for (const pid of ourBoxProcesses()) {
              try {
                process.kill(pid, 'SIGKILL')
              } catch {}
            }
          }, 300)
        },
      },
    )
    expect(probe.report.tests.map((t) => t.verdict)).toEqual(['accepted', 'internal_error', 'internal_error'])
    expect(probe.report).toMatchObject({ status: 'internal_error', retry: true })
    expect(ourBoxProcesses()).toEqual([])
    expect(ourCgroups()).toEqual([])
  })
})
