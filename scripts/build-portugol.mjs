import path from 'node:path'
import { fileURLToPath } from 'node:url'
// Bundles the Portugol compiler and runtime to `outdir` (compiler.cjs loads runtime.cjs from beside itself).
// Used by the build and by the test setup, which builds its own copy.
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export async function buildPortugol(outdir) {
  const dir = path.join(root, 'judge/languages/portugol')
  await build({
    entryPoints: { compiler: path.join(dir, 'cli.ts'), runtime: path.join(dir, 'runtime/index.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // The repository's package.json says "type": "module": .cjs keeps these CommonJS wherever they sit.
    outExtension: { '.js': '.cjs' },
    target: 'node20',
    logLevel: 'warning',
  })
}
