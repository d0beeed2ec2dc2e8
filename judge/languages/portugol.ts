import type { Language } from './types'

/**
 * Portugol: our own compiler arrives with its own issue. It will be a JavaScript file of ours, bound read-only
 * into the box (`extraBinds`) and run by /usr/bin/node — that issue only fills in PORTUGOL_COMPILER, `compile`
 * (e.g. node <compiler> --check main.por, or compile to main.js in /box) and `run`, then drops
 * `unavailableReason`. Nothing else in the judge needs to change.
 */
const PORTUGOL_COMPILER: string | null = null

export const portugol: Language = {
  id: 'portugol',
  label: 'Portugol',
  sourceFile: 'main.por',
  requires: ['/usr/bin/node'],
  extraBinds: PORTUGOL_COMPILER ? [PORTUGOL_COMPILER] : [],
  run: () => ({ argv: ['/usr/bin/node', PORTUGOL_COMPILER ?? '/portugol-compiler-missing', 'main.por'] }),
  memoryOverheadMiB: 64,
  minPids: 32,
  unavailableReason: 'our Portugol compiler is not built yet: it arrives with its own issue',
}
