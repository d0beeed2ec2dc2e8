import path from 'node:path'
import { fileURLToPath } from 'node:url'
// Bundles the non-web entry points (db tools; later the judge worker and CLI) to real files in build/tools.
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

await build({
  entryPoints: { db: path.join(root, 'db/tools.ts') },
  outdir: path.join(root, 'build/tools'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '~': root },
  loader: { '.json': 'json' },
  logLevel: 'warning',
})
console.log('built build/tools/db.js')
