// Attack suite: the file system — reading the host's files (including the answer of the very test being run),
// finding another run's files, writing outside the box, and filling /tmp and /dev/shm. Descriptors the
// server inherited: descriptors.test.ts. The zip-side attacks
// (bombs, path traversal) are in judge/packages/zip.test.ts, the hostile custom checker in
// judge/checkers/custom.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { judgeWorkDir } from '../sandbox/index'
import {
  C_PRELUDE,
  REPO,
  attack,
  boxWithMarker,
  cString,
  ourBoxProcesses,
  outputLines,
  packageDir,
  testCase,
  waitFor,
} from './harness'

const pkg = packageDir()
afterAll(() => pkg.remove())

const MiB = 1024

/** What bwrap.ts binds under /etc, as far as this host has it. */
const BOX_ETC = ['alternatives', 'java-17-openjdk', 'ld.so.cache', 'localtime'].filter((f) =>
  fs.existsSync(`/etc/${f}`),
)

describe('attack: reading the host', () => {
  it('host files, the project, the database, the judge dirs and this test’s own answer file are all absent', async () => {
    // The test's files are world-readable (as installed packages are): only the box's mount namespace hides them.
    const test = testCase(pkg.dir, 'input\n', 'the answer is computed below\n')
    const secrets = [
      '/etc/shadow',
      '/etc/passwd',
      '/etc/hosts',
      '/root',
      '/home',
      '/work',
      path.join(REPO, 'package.json'),
      path.join(REPO, 'data'),
      path.join(REPO, 'data', 'trilha.db'),
      process.env.DATABASE_PATH ?? path.join(REPO, 'tests/.tmp'),
      pkg.dir,
      test.inputPath,
      test.answerPath,
      judgeWorkDir(),
      path.join(judgeWorkDir(), 'runs'),
    ]
    const code = `${C_PRELUDE}
int main(void) {
  const char *paths[] = { ${secrets.map(cString).join(', ')} };
  for (unsigned i = 0; i < sizeof paths / sizeof *paths; i++) R(paths[i], open(paths[i], O_RDONLY));
  /* stdin is the test's .in, opened by the judge: can it lead to the .out next to it? */
  R("stdin/../answer", open("/proc/self/fd/0/../${path.basename(test.answerPath)}", O_RDONLY));
  R("stdin reopened for writing", open("/proc/self/fd/0", O_WRONLY));
  /* pid 1 is the runner: not dumpable, so its root (and the rest of /proc/1) is closed to the program. */
  R("/proc/1/root/etc/shadow", open("/proc/1/root/etc/shadow", O_RDONLY));
  list("/");
  list("/etc");
  list("/box");
  return 0;
}
`
    const expected = [
      ...secrets.map((p) => `${p} ENOENT`),
      'stdin/../answer ENOTDIR',
      // stdin is a pipe from the runner holding this test's input only: writing to it feeds the program itself.
      'stdin reopened for writing ok',
      '/proc/1/root/etc/shadow EACCES',
      // The runner's binary (read-only) is the one addition to the box's root.
      'ls /: .trilha-runner bin box dev etc lib lib64 proc sbin tmp usr',
      `ls /etc: ${BOX_ETC.join(' ')}`,
      'ls /box: main main.c',
    ]
    fs.writeFileSync(test.answerPath, `${expected.join('\n')}\n`)
    const probe = await attack('c', code, [test])
    expect(outputLines(probe)).toEqual(expected)
    expect(probe.report.status).toBe('accepted')
  })

  it('at compile time too: #include of a host file is a compilation error, “No such file”', async () => {
    const [shadow, project] = await Promise.all(
      ['/etc/shadow', path.join(REPO, 'package.json')].map((file) =>
        attack('c', `#include "${file}"\nint main(void) { return 0; }\n`, [testCase(pkg.dir, '', '')]),
      ),
    )
    expect(shadow.report.status).toBe('compilation_error')
    expect(shadow.report.compilationMessage).toContain('fatal error: /etc/shadow: No such file or directory')
    expect(project.report.status).toBe('compilation_error')
    expect(project.report.compilationMessage).toContain(`${path.join(REPO, 'package.json')}: No such file`)
  })

  it('another run, judged at the same time, cannot be found: not in /proc, /tmp, /dev/shm, nor sockets (SysV IPC: seccomp)', async () => {
    const marker = `victim${process.pid}x${Date.now()}`
    const [head, tail] = [marker.slice(0, 6), marker.slice(6)] // the spy's own source must not hold the marker
    const victim = `${C_PRELUDE}
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/un.h>
int main(void) {
  const char *marker = "${marker}";
  int s = socket(AF_UNIX, SOCK_STREAM, 0);
  struct sockaddr_un u = {0}; u.sun_family = AF_UNIX; memcpy(u.sun_path + 1, marker, strlen(marker));
  if (bind(s, (void *)&u, sizeof u) || listen(s, 1)) return 2;
  /* No SysV shared memory: creating IPC objects is denied by the seccomp filter (seccomp.test.ts). */
  FILE *f = fopen("/dev/shm/${marker}", "w"); fputs(marker, f); fclose(f);
  f = fopen("/tmp/${marker}", "w"); fputs(marker, f); fclose(f); /* last: the test waits for this one */
  sleep(3);
  puts("victim done");
  return 0;
}
`
    const victimJob = attack('c', victim, [testCase(pkg.dir, '', 'victim done\n')], {
      limits: { timeMs: 2000 },
    })
    // Seen from the host (as root, through /proc/<pid>/root): the victim's marker is really there.
    const victimPid = await waitFor(() => boxWithMarker(marker), 'the victim box')
    expect(fs.readFileSync(`/proc/${victimPid}/root/tmp/${marker}`, 'utf8')).toBe(marker)

    const spy = `${C_PRELUDE}
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/un.h>
static char marker[128];
static int found;
/* Reads a file and says whether the marker is in it. */
static void search(const char *file) {
  char buf[1 << 16]; int fd = open(file, O_RDONLY); if (fd < 0) return;
  ssize_t n = read(fd, buf, sizeof buf - 1); close(fd); if (n <= 0) return;
  for (ssize_t i = 0; i < n; i++) if (!buf[i]) buf[i] = ' ';
  buf[n] = 0; if (strstr(buf, marker)) { printf("found in %s\\n", file); found++; }
}
int main(void) {
  snprintf(marker, sizeof marker, "%s%s", "${head}", "${tail}");
  char path[512];
  DIR *d = opendir("/proc"); struct dirent *e;
  printf("pids:");
  while ((e = readdir(d))) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    printf(" %s", e->d_name);
    const char *files[] = { "environ", "cmdline", "mountinfo", "root/box/main.c" };
    for (int i = 0; i < 4; i++) { snprintf(path, sizeof path, "/proc/%s/%s", e->d_name, files[i]); search(path); }
    snprintf(path, sizeof path, "/proc/%s/root/tmp/%s", e->d_name, marker); search(path);
  }
  printf("\\n");
  snprintf(path, sizeof path, "/tmp/%s", marker); R("open /tmp/<marker>", open(path, O_RDONLY));
  snprintf(path, sizeof path, "/dev/shm/%s", marker); R("open /dev/shm/<marker>", open(path, O_RDONLY));
  R("opendir judge runs", opendir(${cString(path.join(judgeWorkDir(), 'runs'))}) ? 0 : -1);
  int s = socket(AF_UNIX, SOCK_STREAM, 0);
  struct sockaddr_un u = {0}; u.sun_family = AF_UNIX; memcpy(u.sun_path + 1, marker, strlen(marker));
  R("connect @<marker>", connect(s, (void *)&u, sizeof u));
  list("/tmp");
  list("/dev/shm");
  printf("marker found %d times\\n", found);
  return 0;
}
`
    const expected = [
      'pids: 1 2', // the runner and the spy itself
      'open /tmp/<marker> ENOENT',
      'open /dev/shm/<marker> ENOENT',
      'opendir judge runs ENOENT',
      'connect @<marker> ECONNREFUSED',
      'ls /tmp:',
      'ls /dev/shm:',
      'marker found 0 times',
    ]
    const spied = await attack('c', spy, [testCase(pkg.dir, '', `${expected.join('\n')}\n`)])
    expect(fs.existsSync(`/proc/${victimPid}`)).toBe(true) // the victim was alive all along
    expect(outputLines(spied)).toEqual(expected)
    expect(spied.report.status).toBe('accepted')
    const victimDone = await victimJob
    expect(outputLines(victimDone)).toEqual(['victim done'])
    expect(victimDone.report.status).toBe('accepted')
    expect(ourBoxProcesses()).toEqual([])
  })
})

describe('attack: writing outside the box', () => {
  it('/, /etc, /usr, /box, /dev, /proc/sys are read-only; /tmp and /dev/shm are fresh for every test', async () => {
    const code = `${C_PRELUDE}
int main(void) {
  list("/tmp");
  list("/dev/shm");
  const char *targets[] = { "/pwned", "/etc/pwned", "/usr/pwned", "/usr/bin/pwned", "/box/pwned", "/dev/pwned" };
  for (int i = 0; i < 6; i++) R(targets[i], open(targets[i], O_CREAT | O_WRONLY, 0644));
  R("truncate /box/main", open("/box/main", O_WRONLY | O_TRUNC));
  R("mkdir /box/d", mkdir("/box/d", 0755));
  R("rename /box/main.c", rename("/box/main.c", "/box/x.c"));
  R("chmod /box/main", chmod("/box/main", 0777));
  R("symlink in /box", symlink("/etc", "/box/etc"));
  R("write /proc/sys/kernel/hostname", open("/proc/sys/kernel/hostname", O_WRONLY));
  R("write /proc/sys/vm/drop_caches", open("/proc/sys/vm/drop_caches", O_WRONLY));
  R("/sys/pwned", open("/sys/pwned", O_CREAT | O_WRONLY, 0644));
  /* Left behind for the next test of this submission. */
  R("create /tmp/left-behind", open("/tmp/left-behind", O_CREAT | O_WRONLY, 0644));
  R("create /dev/shm/left-behind", open("/dev/shm/left-behind", O_CREAT | O_WRONLY, 0644));
  return 0;
}
`
    const expected = [
      'ls /tmp:',
      'ls /dev/shm:',
      '/pwned EROFS',
      '/etc/pwned EROFS',
      '/usr/pwned EROFS',
      '/usr/bin/pwned EROFS',
      '/box/pwned EROFS',
      '/dev/pwned EROFS',
      'truncate /box/main EROFS',
      'mkdir /box/d EROFS',
      'rename /box/main.c EROFS',
      'chmod /box/main EROFS',
      'symlink in /box EROFS',
      'write /proc/sys/kernel/hostname EACCES',
      'write /proc/sys/vm/drop_caches EACCES',
      '/sys/pwned ENOENT',
      'create /tmp/left-behind ok',
      'create /dev/shm/left-behind ok',
    ]
    const answer = `${expected.join('\n')}\n`
    const probe = await attack('c', code, [testCase(pkg.dir, '', answer), testCase(pkg.dir, '', answer)])
    // Both tests start with an empty /tmp and /dev/shm: the first test's files did not survive.
    expect(outputLines(probe, 0)).toEqual(expected)
    expect(outputLines(probe, 1)).toEqual(expected)
    expect(probe.report).toMatchObject({ status: 'accepted', score: 100 })
  })

  it('/dev/shm stops at 16 MiB (ENOSPC) and the program goes on', async () => {
    const code = `${C_PRELUDE}
int main(void) {
  static char mib[1 << 20];
  memset(mib, 'x', sizeof mib);
  int fd = open("/dev/shm/big", O_CREAT | O_WRONLY, 0644);
  long total = 0, n;
  while (total < (64L << 20) && (n = write(fd, mib, sizeof mib)) > 0) total += n;
  printf("/dev/shm: %ld MiB then %s\\n", total >> 20, strerrorname_np(errno));
  return 0;
}
`
    const answer = '/dev/shm: 16 MiB then ENOSPC\n'
    const probe = await attack('c', code, [testCase(pkg.dir, '', answer)])
    expect(outputLines(probe)).toEqual([answer.trim()])
    expect(probe.report.status).toBe('accepted')
  })

  it('a huge file in /tmp: EFBIG at 64 MiB (RLIMIT_FSIZE); under a 64 MiB memory limit the tmpfs pages make it an MLE', async () => {
    const code = `${C_PRELUDE}
int main(void) {
  static char mib[1 << 20];
  memset(mib, 'x', sizeof mib);
  int fd = open("/tmp/big", O_CREAT | O_WRONLY, 0644);
  long total = 0, n;
  while (total < (1L << 30) && (n = write(fd, mib, sizeof mib)) > 0) total += n;
  printf("/tmp: %ld MiB then %s\\n", total >> 20, strerrorname_np(errno));
  return 0;
}
`
    // The runner starts the program with SIGXFSZ ignored (as when the program was pid 1): write() fails with EFBIG.
    const answer = '/tmp: 64 MiB then EFBIG\n'
    const roomy = await attack('c', code, [testCase(pkg.dir, '', answer)], { limits: { memoryMiB: 128 } })
    expect(outputLines(roomy)).toEqual([answer.trim()])
    expect(roomy.report.status).toBe('accepted')
    expect(roomy.report.tests[0].memoryKiB).toBeGreaterThan(64 * MiB) // /tmp is memory, charged to the run

    const tight = await attack('c', code, [testCase(pkg.dir, '', answer)], { limits: { memoryMiB: 64 } })
    expect(tight.report.status).toBe('memory_limit_exceeded')
    expect(tight.report.tests[0]).toMatchObject({ message: 'killed by the memory limit', signal: 'SIGKILL' })
    expect(tight.report.tests[0].memoryKiB).toBeLessThanOrEqual(64 * MiB)
  })
})
