// Debian packages the judge needs (issue: judge engine). Checked by `npm start`, installed when root.
import fs from 'node:fs'

export const JUDGE_PACKAGES = [
  'bubblewrap',
  'gcc',
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
