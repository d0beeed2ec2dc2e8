// A framework-free island's scripts, named in its page (ADR 027, ADR 031): the island's module, and as
// modulepreloads what it imports and, for the exercise page, the code editor's chunks and its grammar. The editor
// is import()ed by the island and its grammar by the editor, so on a slow link each was one more round trip after
// the page's own script; named in the page, they download alongside it and run only when imported.
import fs from 'node:fs'
import path from 'node:path'
import { GRAMMAR_OF, type Grammar } from './languages'

/** Vite's client manifest (build.manifest): each source module's chunk, its static and dynamic imports. */
export type ClientManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>

const EDITOR = 'app/ui/editor/code-editor.ts'

/** The key of the chunk that holds `source`: its own, or, inside a manual chunk, that chunk's (`name`). */
function keyOf(manifest: ClientManifest, source: string, chunkName: string): string | undefined {
  const keys = Object.keys(manifest)
  return (
    keys.find((key) => key.split('?')[0] === source) ??
    keys.find((key) => key.startsWith('_') && manifest[key].name === chunkName)
  )
}

/** Where each grammar's module sits in the manifest's keys (paths from the app's folder). */
export function grammarSource(grammar: Grammar): string {
  if (grammar === 'portugol') return 'app/ui/editor/portugol-language.ts'
  if (grammar === 'c' || grammar === 'cpp') return 'app/ui/editor/c-language.ts'
  return `node_modules/@codemirror/lang-${grammar}/`
}

/** `key` and every chunk it imports statically, as manifest keys. */
function closure(manifest: ClientManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into
  into.add(key)
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into)
  return into
}

/** The manifest keys of the editor's chunks and of the grammar of `language`, with what they import. */
function editorClosure(manifest: ClientManifest, language: string): Set<string> {
  // vite.config.ts puts the editor in the manual chunk `editor`.
  const editorKey = keyOf(manifest, EDITOR, 'editor')
  if (!editorKey) return new Set()
  const keys = closure(manifest, editorKey)
  const grammar = Object.hasOwn(GRAMMAR_OF, language) ? grammarSource(GRAMMAR_OF[language]) : null
  const grammarKey = grammar && manifest[editorKey].dynamicImports?.find((key) => key.startsWith(grammar))
  if (grammarKey) closure(manifest, grammarKey, keys)
  return keys
}

/** A page's framework-free island (ADR 031): its module, and what it (and the editor) will import, preloaded. */
export interface IslandAssets {
  script: string
  preloads: string[]
}

/**
 * The island module `source` (a client entry of its own, vite.config.ts) as a script, and as preloads the chunks
 * it imports and, for an island with the code editor, the editor's and the grammar of `language`: everything the
 * page runs, named in its HTML.
 */
export function islandAssetsFrom(
  manifest: ClientManifest,
  source: string,
  language?: string,
): IslandAssets | null {
  const key = Object.keys(manifest).find((k) => k === source)
  if (!key) return null
  const keys = closure(manifest, key, language === undefined ? new Set() : editorClosure(manifest, language))
  keys.delete(key)
  return { script: `/${manifest[key].file}`, preloads: [...keys].map((k) => `/${manifest[k].file}`) }
}

let manifest: ClientManifest | null | undefined
/** Read once from the build (Remix moves Vite's manifest out of build/client: it is not served). */
function clientManifest(): ClientManifest | null {
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(fs.readFileSync(path.resolve('build/.vite/client-manifest.json'), 'utf8'))
    } catch {
      // The dev server and the tests have no build: Vite serves the sources (islandAssets).
      manifest = null
    }
  }
  return manifest ?? null
}

/** In a build, from its manifest; on the dev server Vite serves the module itself; null if the build has none. */
export function islandAssets(source: string, language?: string): IslandAssets | null {
  const built = clientManifest()
  return built ? islandAssetsFrom(built, source, language) : { script: `/${source}`, preloads: [] }
}
