import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { routes } from './remix.config.js'

const root = fileURLToPath(new URL('.', import.meta.url))

// Client chunks (ADR 027): a hydrated page loads a few large files, not thirty small ones — on a slow link each
// request costs a round trip, and a chain of them costs several.
// - `framework`: React, Remix and its router, i18next, and the shell every hydrated page runs (everything the
//   root route and the client entry import statically).
// - `workspace`: what the exercise page's route imports beyond that (the statement, the form, the verdict).
// - `editor`: CodeMirror's core, loaded with import() after hydration; each language's grammar stays a chunk of
//   its own (choosing Python never downloads the Java grammar). @lezer/lr, the LR runtime, goes with the grammars
//   that need it: C and C++ (the default) and Portugol are stream tokenizers that do not (ADR 031).
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream|i18next|react-i18next|remix-i18next|html-parse-stringify|void-elements)\//
const EDITOR =
  /\/node_modules\/(@codemirror\/(state|view|language|commands)|@lezer\/(common|highlight)|style-mod|w3c-keyname|crelt|@marijn\/find-cluster-break)\//
// The editor's own modules (not sync.ts: the form imports its debounce statically).
const EDITOR_APP = new Set(
  ['code-editor.ts', 'theme.ts', 'languages.ts', 'braces.ts'].map((f) => `${root}app/ui/editor/${f}`),
)
const ENTRY_CLIENT = `${root}app/entry.client.tsx`
const SHELL_ROOTS = [`${root}app/root.tsx`, ENTRY_CLIENT]
const WORKSPACE_ROOT = `${root}modules/judge/exercises/routes/exercise.tsx`
// The exercise page's framework-free island (ADR 031): a client entry of its own, loaded by a page that does not
// hydrate. What it imports must stay out of `framework` and `workspace` (both would bring React along).
const ISLAND = `${root}modules/judge/exercises/ui/solution-island.ts`
// The guided tour's card (issue 22), another framework-free client entry, on the dashboard, the courses page and
// the exercise page. It imports only what no React module imports (tour-steps.ts), so it is one file: a module
// shared with React code would sit in `framework` and bring it along.
const TOUR = `${root}app/ui/tour-island.ts`

type ModuleInfo = { importedIds: readonly string[] } | null
/** Every module `from` imports statically, directly or not. */
function staticClosure(from: string[], info: (id: string) => ModuleInfo): Set<string> {
  const seen = new Set<string>()
  const todo = [...from]
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    todo.push(...(info(id)?.importedIds ?? []))
  }
  return seen
}

let island: Set<string> | undefined
let shell: Set<string> | undefined
let workspace: Set<string> | undefined
function chunkOf(id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo }) {
  if (FRAMEWORK.test(id)) return 'framework'
  if (EDITOR.test(id)) return 'editor'
  // The client entry stays a chunk of its own: it must run after Remix's inline script has set the route
  // modules, and every route imports the framework chunk.
  if (id === ENTRY_CLIENT) return undefined
  // What the island imports, in a chunk of its own (a manual chunk takes the modules it imports along, so left
  // alone they would follow the React workspace into `workspace`); the island's entry stays its own file.
  island ??= staticClosure([ISLAND], getModuleInfo)
  if (island.has(id)) return id === ISLAND ? undefined : 'island'
  shell ??= staticClosure(SHELL_ROOTS, getModuleInfo)
  if (shell.has(id)) return 'framework'
  workspace ??= staticClosure([WORKSPACE_ROOT], getModuleInfo)
  if (workspace.has(id)) return 'workspace'
  if (EDITOR_APP.has(id)) return 'editor'
  return undefined
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '~': root } },
  build: {
    cssMinify: true,
    assetsInlineLimit: 0,
    // Kept as build/.vite/client-manifest.json (out of build/client, so not served): the server reads which
    // chunks the editor and each grammar are, to preload them (app/ui/editor/preloads.server.ts).
    manifest: true,
    rollupOptions: isSsrBuild
      ? {}
      : {
          // Beside Remix's entries (the client entry and the routes).
          input: [ISLAND, TOUR],
          output: {
            manualChunks: chunkOf,
          },
        },
  },
  server: { port: 3000 },
  plugins: [
    remix({
      ignoredRouteFiles: ['**/*'],
      routes,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        unstable_optimizeDeps: true,
      },
    }),
  ],
}))
