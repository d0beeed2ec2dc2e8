// Attack suite: the server's environment secrets. The test process holds a secret in its environment, as the
// server does (SESSION_SECRET), before the sandbox starts; a boxed program dumps everything that could carry
// an environment: its own environ, /proc/self/environ, /proc/1/environ, and every /proc/<pid>/environ and
// cmdline it can see.
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { C_PRELUDE, attack, outputLines, packageDir, testCase } from './harness'

const SECRET = `sekrit-${randomBytes(12).toString('hex')}`
process.env.SESSION_SECRET = SECRET
process.env.TRILHA_ATTACK_SECRET = SECRET

const pkg = packageDir()
afterAll(() => pkg.remove())

const DUMP = `${C_PRELUDE}
extern char **environ;
/* A NUL-separated /proc file as sorted words on one line, or its errno name. */
static void show(const char *label, const char *file) {
  static char buf[1 << 16];
  int fd = open(file, O_RDONLY);
  if (fd < 0) { printf("%s %s\\n", label, strerrorname_np(errno)); return; }
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  char *words[256]; int k = 0;
  for (ssize_t i = 0; i < n && k < 256; i += strlen(buf + i) + 1) { buf[n] = 0; words[k++] = buf + i; }
  qsort(words, k, sizeof *words, cmp);
  printf("%s:", label);
  for (int i = 0; i < k; i++) printf(" %s", words[i]);
  printf("\\n");
}
int main(void) {
  char *env[256]; int k = 0;
  for (char **e = environ; *e && k < 256; e++) env[k++] = *e;
  qsort(env, k, sizeof *env, cmp);
  printf("environ:");
  for (int i = 0; i < k; i++) printf(" %s", env[i]);
  printf("\\n");
  show("/proc/self/environ", "/proc/self/environ");
  DIR *d = opendir("/proc"); struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    char file[300], label[300];
    snprintf(file, sizeof file, "/proc/%s/environ", e->d_name); snprintf(label, sizeof label, "pid %s environ", e->d_name);
    show(label, file);
    snprintf(file, sizeof file, "/proc/%s/cmdline", e->d_name); snprintf(label, sizeof label, "pid %s cmdline", e->d_name);
    show(label, file);
  }
  return 0;
}
`

describe('attack: environment secrets', () => {
  it('the program sees exactly PATH, HOME, LANG and PWD, the runner as pid 1, and no secret anywhere', async () => {
    const env = 'HOME=/tmp LANG=C.UTF-8 PATH=/usr/bin:/bin PWD=/box' // PWD: bwrap's --chdir
    const expected = [
      `environ: ${env}`,
      `/proc/self/environ: ${env}`,
      // Only the runner (pid 1, not dumpable: its environ is closed) and the program live in the pid
      // namespace: no bwrap helper, no judge, no server to read.
      'pid 1 environ EACCES',
      'pid 1 cmdline: -- /.trilha-runner /box/main', // words sorted
      `pid 2 environ: ${env}`,
      'pid 2 cmdline: /box/main',
    ]
    const probe = await attack('c', DUMP, [testCase(pkg.dir, '', `${expected.join('\n')}\n`)])
    const output = probe.runs[0]?.stdout.toString() ?? ''
    expect(output).not.toContain(SECRET)
    expect(output).not.toContain('SESSION_SECRET')
    expect(outputLines(probe)).toEqual(expected)
    expect(probe.report.status).toBe('accepted')
    expect(JSON.stringify(probe.report)).not.toContain(SECRET)
  })

  it('a Python program reading os.environ and /proc/*/environ finds nothing either', async () => {
    const code = `import glob, os
found = [k for k, v in os.environ.items() if 'sekrit' in v or 'SECRET' in k]
for f in glob.glob('/proc/*/environ') + glob.glob('/proc/*/cmdline'):
    try:
        with open(f, 'rb') as h:
            if b'sekrit' in h.read():
                found.append(f)
    except OSError:
        pass
print(sorted(os.environ), found)
`
    const expected = "['HOME', 'LANG', 'PATH', 'PWD'] []"
    const probe = await attack('python3', code, [testCase(pkg.dir, '', `${expected}\n`)])
    expect(outputLines(probe)).toEqual([expected])
    expect(probe.report.status).toBe('accepted')
  })
})
