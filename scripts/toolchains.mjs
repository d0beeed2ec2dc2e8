// Debian packages the judge needs (issue: judge engine). Checked by `npm start`, installed when root.
import fs from 'node:fs'

export const JUDGE_PACKAGES = [
  'bubblewrap',
  'gcc',
  // Headers the sandbox's launcher (its seccomp filter: linux/seccomp.h) and static runner are built with.
  'libc6-dev',
  'linux-libc-dev',
  'g++',
  'python3',
  'pypy3',
  'openjdk-17-jdk-headless',
  'rustc',
  'golang-go',
]

const BINARIES = {
  bubblewrap: '/usr/bin/bwrap',
  gcc: '/usr/bin/gcc',
  'libc6-dev': '/usr/include/stdio.h',
  'linux-libc-dev': '/usr/include/linux/seccomp.h',
  'g++': '/usr/bin/g++',
  python3: '/usr/bin/python3',
  pypy3: '/usr/bin/pypy3',
  java: '/usr/bin/javac',
  rustc: '/usr/bin/rustc',
  go: '/usr/bin/go',
}

export function missingToolchains() {
  return Object.entries(BINARIES)
    .filter(([, bin]) => !fs.existsSync(bin))
    .map(([name]) => name)
}
