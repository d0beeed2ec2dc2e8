// Attack suite: processes — fork bombs, a thread bomb, kill(-1) and kill(1), privilege escalation attempts
// (ptrace, unshare, mount, setuid binaries) and the descriptor limit. Programs go through judgeSubmission on
// the real sandbox; the host is inspected from outside (cgroups, /proc) to see what was contained and how.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { getSandbox, judgeWorkDir } from '../sandbox/index'
import {
  C_PRELUDE,
  type PidsWatch,
  attack,
  boxWithMarker,
  lines,
  ourBoxProcesses,
  ourCgroups,
  outputLines,
  packageDir,
  testCase,
  waitFor,
  watchPids,
} from './harness'

const pkg = packageDir()
afterAll(() => pkg.remove())

/** The pids.max of a C/C++/Python test run (testLimits: max(16, language.minPids)). */
const PIDS = 16
/** Its run box's pids.max: one more for the runner, so the program keeps what it had. */
const BOX_PIDS = PIDS + 1

let watch: PidsWatch | undefined
beforeEach(() => () => watch?.stop())

/** Nothing of ours left: no box process running as nobody in our cgroups, no cgroup of ours left behind. */
function expectHostClean() {
  expect(ourBoxProcesses()).toEqual([])
  expect(ourCgroups()).toEqual([])
}

/**
 * The test run's pids group (the compile step's group has a higher pids.max) hit its cap and refused forks.
 * Read by polling while the run goes on: only for bombs that live until killed (a short run may be gone before
 * a poll sees its peak; those show the cap in their own output instead).
 */
function expectContainedByPidsMax() {
  const runs = watch?.groups().filter((g) => g.max === BOX_PIDS) ?? []
  expect(runs).toHaveLength(1)
  expect(runs[0].peak).toBe(BOX_PIDS)
  expect(runs[0].refused).toBeGreaterThan(0)
}

describe('attack: fork and thread bombs (contained by pids.max)', () => {
  it('C while(1) fork(); → time_limit_exceeded by CPU, pids capped at 16, nothing left on the host', async () => {
    watch = watchPids()
    const code = '#include <unistd.h>\nint main(void) { while (1) fork(); }\n'
    const { report, runs } = await attack('c', code, [testCase(pkg.dir, '', '\n')], {
      limits: { timeMs: 100 },
    })
    watch.stop()
    expect(report.status).toBe('time_limit_exceeded')
    expect(report.tests[0]).toMatchObject({ message: 'CPU time limit', signal: 'SIGKILL' })
    expect(runs[0].cpuMs).toBeGreaterThanOrEqual(100)
    expectContainedByPidsMax()
    expectHostClean()
  })

  it('Python `while True: os.fork()` → run_time_error: the first refused fork raises BlockingIOError', async () => {
    const code = 'import os\nwhile True:\n    os.fork()\n'
    const { report } = await attack('python3', code, [testCase(pkg.dir, '', '\n', { sample: true })])
    expect(report.status).toBe('run_time_error')
    expect(report.tests[0]).toMatchObject({ message: 'exit code 1', exitCode: 1 })
    // EAGAIN from fork: the pids cgroup (the launcher sets no RLIMIT_NPROC).
    expect(report.runtimeMessage).toContain('BlockingIOError: [Errno 11] Resource temporarily unavailable')
    expectHostClean()
  })

  it('Python fork bomb that ignores the refusals → time_limit_exceeded by CPU, nothing left', async () => {
    watch = watchPids()
    const code = 'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n'
    const { report, runs } = await attack('python3', code, [testCase(pkg.dir, '', '\n')], {
      limits: { timeMs: 100 },
    })
    watch.stop()
    expect(report.status).toBe('time_limit_exceeded')
    expect(report.tests[0]).toMatchObject({ signal: 'SIGKILL' })
    // Sixteen Python processes share the host's cores: on a quiet host they spend the 300 ms of CPU (100 ms ×
    // python's multiplier 3) before the wall limit (2 × CPU + 1 s); on a host loaded past ~10 per core the wall
    // limit comes first. Either way the bomb is stopped by a limit, capped and cleaned up.
    if (report.tests[0].message === 'CPU time limit') expect(runs[0].cpuMs).toBeGreaterThanOrEqual(300)
    else expect(report.tests[0].message).toBe('wall-clock limit (sleeping or blocked?)')
    expectContainedByPidsMax()
    expectHostClean()
  })

  it('C++ thread bomb → std::system_error after exactly 14 threads (16 pids − the program − bwrap’s monitor)', async () => {
    const code = `#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <system_error>
#include <thread>
#include <vector>
int main() {
  std::vector<std::thread> threads;
  try {
    for (;;) threads.emplace_back([] { std::this_thread::sleep_for(std::chrono::seconds(60)); });
  } catch (const std::system_error &e) {
    std::printf("threads %zu then %s\\n", threads.size(), e.what());
    std::fflush(stdout);
    std::_Exit(0);
  }
}
`
    const answer = 'threads 14 then Resource temporarily unavailable\n'
    const bomb = await attack('c++', code, [testCase(pkg.dir, '', answer)])
    expect(outputLines(bomb)).toEqual([answer.trim()])
    expect(bomb.report.status).toBe('accepted')
    expectHostClean()
  })
})

describe('attack: leftovers', () => {
  it('a daemon (double fork + setsid) does not outlive its run: accepted, then nothing of it on the host', async () => {
    const code = `#include <stdio.h>
#include <unistd.h>
int main(void) {
  if (fork() == 0) {
    setsid();
    if (fork() == 0) { close(1); sleep(60); } /* would spy on the next runs */
    _exit(0);
  }
  puts("42");
  return 0;
}
`
    const { report } = await attack('c', code, [testCase(pkg.dir, '', '42\n')])
    expect(report.status).toBe('accepted')
    expectHostClean()
  })
})

describe('attack: signals', () => {
  it('kill(-1, SIGKILL) and kill(1, SIGKILL) only reach the box itself; a concurrent job finishes fine', async () => {
    // Another submission first: it marks its /tmp once running and sleeps, so the killer runs beside it.
    const marker = `other-${process.pid}-${Date.now()}`
    const other = `#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
int main(void) {
  long a, b;
  if (scanf("%ld %ld", &a, &b) != 2) return 2;
  close(open("/tmp/${marker}", O_CREAT | O_WRONLY, 0644));
  sleep(3);
  printf("%ld\\n", a + b);
  return 0;
}
`
    const otherJob = attack('c', other, [testCase(pkg.dir, '20 22\n', '42\n')], { limits: { timeMs: 2000 } })
    const otherPid = await waitFor(() => boxWithMarker(marker), 'the other box to start')
    const killer = `${C_PRELUDE}
int main(void) {
  pid_t child = fork();
  if (child == 0) { pause(); _exit(0); }
  R("kill(-1, SIGKILL)", kill(-1, SIGKILL));
  int status = 0;
  waitpid(child, &status, 0);
  printf("own child: %s\\n", WIFSIGNALED(status) ? sigabbrev_np(WTERMSIG(status)) : "exited");
  R("kill(1, SIGKILL)", kill(1, SIGKILL));
  R("kill(test process, SIGKILL)", kill(${process.pid}, SIGKILL));
  R("kill(vitest, SIGKILL)", kill(${process.ppid}, SIGKILL));
  R("kill(other box, SIGKILL)", kill(${otherPid}, SIGKILL));
  printf("pid %d alive\\n", getpid());
  return 0;
}
`
    const expected = [
      'kill(-1, SIGKILL) ok', // reaches every process of the box but its pid 1: here, the child
      'own child: KILL',
      'kill(1, SIGKILL) ok', // pid 1 (the runner) ignores SIGKILL sent from inside its pid namespace
      'kill(test process, SIGKILL) ESRCH',
      'kill(vitest, SIGKILL) ESRCH',
      'kill(other box, SIGKILL) ESRCH',
      'pid 2 alive', // the runner is pid 1, the program its child
    ]
    const probe = await attack('c', killer, [testCase(pkg.dir, '', `${expected.join('\n')}\n`)])
    // The other box was still running while the killer did its worst.
    expect(fs.existsSync(`/proc/${otherPid}`)).toBe(true)
    expect(outputLines(probe)).toEqual(expected)
    expect(probe.report.status).toBe('accepted')
    const survivor = await otherJob
    expect(survivor.report.status).toBe('accepted')
    expect(() => process.kill(process.ppid, 0)).not.toThrow()
    expectHostClean()
  })
})

describe('attack: privileges', () => {
  it('setuid, /proc/sys, /sys, /dev/mem and the fd limit all fail (namespaces, mount, ptrace: seccomp.test.ts)', async () => {
    const code = `${C_PRELUDE}
#include <sys/resource.h>
int main(void) {
  R("setuid(0)", setuid(0));
  R("setgid(0)", setgid(0));
  R("open /proc/sys/kernel/hostname for writing", open("/proc/sys/kernel/hostname", O_WRONLY));
  R("open /proc/sysrq-trigger for writing", open("/proc/sysrq-trigger", O_WRONLY));
  R("open /sys", open("/sys", O_RDONLY));
  R("open /dev/mem", open("/dev/mem", O_RDONLY));
  struct rlimit more = { 4096, 4096 };
  R("raise RLIMIT_NOFILE", setrlimit(RLIMIT_NOFILE, &more));
  int n = 0;
  while (open("/dev/null", O_RDONLY) >= 0) n++;
  printf("opened %d more fds, then %s\\n", n, strerrorname_np(errno));
  return 0;
}
`
    const expected = [
      'setuid(0) EINVAL', // uid 0 is not even mapped in the box's user namespace
      'setgid(0) EINVAL',
      'open /proc/sys/kernel/hostname for writing EACCES',
      'open /proc/sysrq-trigger for writing ENOENT',
      'open /sys ENOENT',
      'open /dev/mem ENOENT',
      'raise RLIMIT_NOFILE EPERM',
      'opened 61 more fds, then EMFILE', // RLIMIT_NOFILE 64 with stdin, stdout and stderr open
    ]
    const probe = await attack('c', code, [testCase(pkg.dir, '', `${expected.join('\n')}\n`)])
    expect(outputLines(probe)).toEqual(expected)
    expect(probe.report.status).toBe('accepted')
  })

  it('setuid binaries give nothing: su and mount fail, a setuid-root copy of id still runs as nobody', async () => {
    // A setuid-root binary right in /box (as if the run dir had one): nosuid bind, no_new_privs and an
    // unmapped uid 0 must each keep it from running as root.
    const dir = fs.mkdtempSync(path.join(judgeWorkDir(), 'attack-suid-'))
    fs.chmodSync(dir, 0o755)
    try {
      fs.copyFileSync('/usr/bin/id', path.join(dir, 'id'))
      fs.chownSync(path.join(dir, 'id'), 0, 0)
      fs.chmodSync(path.join(dir, 'id'), 0o4755)
      const sandbox = await getSandbox()
      const script = [
        'stat -c "su: %a uid %u" /usr/bin/su',
        '/usr/bin/su root -c "id -u" </dev/null >/dev/null 2>&1; echo "su exit $?"',
        '/usr/bin/mount -t tmpfs none /box >/dev/null 2>&1; echo "mount exit $?"',
        'stat -c "/box/id: %a" /box/id',
        'echo "euid via setuid id: $(/box/id -u)"',
        'echo "groups via setuid id: $(/box/id -G)"',
      ].join('\n')
      const run = await sandbox.run({
        argv: ['/bin/sh', '-c', script],
        workDir: dir,
        workDirWritable: false,
        limits: {
          cpuMs: 2000,
          wallMs: 5000,
          memoryBytes: 64 << 20,
          pids: 16,
          stdoutBytes: 1 << 20,
          stderrBytes: 1 << 16,
          fileBytes: 1 << 20,
        },
      })
      expect(lines(run.stdout)).toEqual([
        'su: 4755 uid 65534', // root's files show as the overflow uid: root is not mapped in the box
        'su exit 1',
        'mount exit 159', // 128 + SIGSYS: the seccomp filter kills mount(2) (seccomp.test.ts)
        '/box/id: 4755',
        'euid via setuid id: 65534',
        'groups via setuid id: 65534',
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
