// The real judge queue (modules/judge/submissions/queue.server.ts) driven in-process: bundled on the fly with esbuild
// (the same settings as scripts/build-tools.mjs) into the bench's temp dir, so it does not depend on a fresh
// Remix server build. Packages stay external and are imported by absolute URL from this repo's node_modules.
import { builtinModules } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const ENTRY = `
export { onSubmissionJudged, startJudgeQueue, stopJudgeQueue, wakeJudge, whenIdle } from '~/modules/judge/submissions/queue.server'
export { createDb } from '~/db/client.server'
`

/** Bundles the queue into `dir` and imports it. Set DATABASE_PATH and JUDGE_WORK_DIR before calling. */
export async function loadQueue(root, dir) {
  const outfile = path.join(dir, 'queue-bundle.mjs')
  await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'bench-queue-entry.ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    alias: { '~': root },
    loader: { '.json': 'json' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-by-absolute-url',
        setup(b) {
          b.onResolve({ filter: /^[^./~]/ }, (args) => {
            const bare = args.path.replace(/^node:/, '')
            if (args.path.startsWith('node:') || builtinModules.includes(bare))
              return { path: args.path, external: true }
            return { path: import.meta.resolve(args.path), external: true }
          })
        },
      },
    ],
  })
  return import(pathToFileURL(outfile).href)
}
