import path from 'node:path'
import { fileURLToPath } from 'node:url'
// Bundles the non-web entry points to real files: db tools, the judge CLI and the piscina workers
// (piscina loads its worker by file name, so it cannot live inside the Remix server bundle).
import { build } from 'esbuild'
import { buildPortugol } from './build-portugol.mjs'
import { precompress } from './precompress.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '~': root },
  loader: { '.json': 'json' },
  logLevel: 'warning',
}

await build({
  ...common,
  entryPoints: { db: path.join(root, 'db/tools.ts') },
  outdir: path.join(root, 'build/tools'),
})
await build({
  ...common,
  entryPoints: {
    worker: path.join(root, 'judge/worker.ts'),
    cli: path.join(root, 'judge/cli.ts'),
    engine: path.join(root, 'judge/engine.ts'),
    // A judge machine (ADR 021): claims submissions from the primary over HTTP, no database.
    'remote-worker': path.join(root, 'modules/judge/remote/main.ts'),
  },
  outdir: path.join(root, 'build/judge'),
})
// Rich text renders off the request's event loop, in its own piscina pool (app/rich-text/pool.server.ts).
await build({
  ...common,
  entryPoints: { worker: path.join(root, 'app/rich-text/worker.ts') },
  outdir: path.join(root, 'build/rich-text'),
})
// Our Portugol compiler and runtime run inside the judge's box: plain CommonJS, no dependencies.
await buildPortugol(path.join(root, 'build/portugol'))
// The client's hashed assets, compressed once at the highest levels (a slow link gets the fewest bytes).
const compressed = precompress(path.join(root, 'build/client/assets'))
console.log(`precompressed ${compressed} assets (.br, .gz)`)
console.log(
  'built build/tools/db.js, build/judge/{worker,cli,engine}.js, build/rich-text/worker.js, build/portugol/{compiler,runtime}.cjs',
)
