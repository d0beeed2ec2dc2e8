import fs from 'node:fs'
import type { Language } from './types'

/** Where an official Dart SDK .deb installs itself; Debian 12 and npm have none. */
const DART = '/usr/lib/dart/bin/dart'

/**
 * Dart: listed (docs/product.md#judge-languages) and refused on hosts without an SDK. When one is installed at /usr/lib/dart it is
 * used: AOT-compiled to a native executable in the box (`dart compile exe`), which then starts like C.
 */
export const dart: Language = {
  id: 'dart',
  label: 'Dart',
  versionLabel: (v) => `Dart (${v})`,
  sourceFile: 'main.dart',
  requires: [DART],
  version: { argv: [DART, '--version'], pattern: /Dart SDK version: (\d+\.\d+\.\d+)/ },
  compile: {
    argv: [DART, '--disable-analytics', 'compile', 'exe', '-o', 'main', 'main.dart'],
    env: { HOME: '/tmp', PUB_CACHE: '/tmp/pub-cache' },
    cpuMs: 20_000,
    pids: 128,
  },
  run: () => ({ argv: ['/box/main'] }),
  unavailableReason: fs.existsSync(DART) ? undefined : 'no Dart SDK is packaged for Debian 12 or npm',
}
