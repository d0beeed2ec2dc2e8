// Portugol in the judge: our compiler (build/portugol/compiler.cjs) turns main.por into main.js in the compile
// step, and node runs main.js with our runtime, both bound read-only into the box. Errors leave as
// `PORTUGOL {json}` lines that the product shows in the viewer's language.
import fs from 'node:fs'
import path from 'node:path'
import { javascript } from '../javascript'
import type { Language } from '../types'

/** Where the compiler and runtime bundles are (scripts/build-tools.mjs; tests build their own). */
export function portugolDir(): string {
  return path.resolve(process.env.PORTUGOL_DIR ?? 'build/portugol')
}

export const portugol: Language = {
  id: 'portugol',
  label: 'Portugol',
  versionLabel: (v) => `Portugol (Trilha ${v}, Portugol Studio)`,
  get version() {
    return {
      argv: ['/usr/bin/node', path.join(portugolDir(), 'compiler.cjs'), '--version'],
      pattern: /(\d+\.\d+\.\d+)/,
    }
  },
  sourceFile: 'main.por',
  requires: ['/usr/bin/node'],
  get extraBinds() {
    return [portugolDir()]
  },
  get compile() {
    return {
      argv: [
        '/usr/bin/node',
        path.join(portugolDir(), 'compiler.cjs'),
        'main.por',
        'main.js',
        '--diagnostics=json',
      ],
      cpuMs: 10_000,
      memoryMiB: 512,
    }
  },
  // Node runs main.js exactly as for JavaScript (heap and stack from the limit), errors as data.
  run: (ctx) => ({ argv: [...javascript.run(ctx).argv, '--diagnostics=json'] }),
  classifyRuntime: javascript.classifyRuntime,
  timeMultiplier: 2,
  memoryOverheadMiB: 64,
  minPids: 32,
  get unavailableReason() {
    const compiler = path.join(portugolDir(), 'compiler.cjs')
    return fs.existsSync(compiler)
      ? undefined
      : `the Portugol compiler is not built (${compiler}): run npm run build`
  },
}
