import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GRAMMAR_OF, type Grammar } from './languages'
import { type ClientManifest, grammarSource, islandAssetsFrom } from './preloads.server'

const SOLUTION = 'modules/judge/exercises/ui/solution-island.ts'
const TOUR = 'app/ui/tour-island.ts'

// The shape vite.config.ts's manual chunks give the client manifest: the islands are entries of their own (the
// solution form's imports in the `island` chunk), the editor inside the `editor` chunk (so keyed by that chunk),
// each grammar a dynamic entry of its own keyed by its source.
const manifest: ClientManifest = {
  'app/root.tsx?__remix-build-client-route': {
    file: 'assets/root-1.js',
    isEntry: true,
    imports: ['_framework-1.js'],
  },
  [SOLUTION]: { file: 'assets/solution-island-1.js', isEntry: true, imports: ['_island-1.js'] },
  [TOUR]: { file: 'assets/tour-island-1.js', isEntry: true },
  '_island-1.js': { file: 'assets/island-1.js', name: 'island', dynamicImports: ['_editor-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js', name: 'framework' },
  '_editor-1.js': {
    file: 'assets/editor-1.js',
    name: 'editor',
    dynamicImports: [
      'app/ui/editor/c-language.ts',
      'node_modules/@codemirror/lang-python/dist/index.js',
      'app/ui/editor/portugol-language.ts',
    ],
  },
  'app/ui/editor/c-language.ts': { file: 'assets/c-language-1.js', imports: ['_editor-1.js'] },
  'node_modules/@codemirror/lang-python/dist/index.js': {
    file: 'assets/dist-python.js',
    imports: ['_editor-1.js', '_lr-1.js'],
  },
  '_lr-1.js': { file: 'assets/lr-1.js', imports: ['_editor-1.js'] },
  'app/ui/editor/portugol-language.ts': { file: 'assets/portugol-language-1.js', imports: ['_editor-1.js'] },
}

const preloads = (language?: string, source = SOLUTION) =>
  islandAssetsFrom(manifest, source, language)?.preloads

describe('islandAssetsFrom', () => {
  it("names the island's module, and preloads what it imports, the editor and the language's grammar", () => {
    expect(islandAssetsFrom(manifest, SOLUTION, 'c')).toEqual({
      script: '/assets/solution-island-1.js',
      preloads: ['/assets/editor-1.js', '/assets/c-language-1.js', '/assets/island-1.js'],
    })
    expect(preloads('c++')).toEqual(preloads('c'))
    expect(preloads('pypy')).toEqual([
      '/assets/editor-1.js',
      '/assets/dist-python.js',
      '/assets/lr-1.js',
      '/assets/island-1.js',
    ])
    expect(preloads('portugol')).toEqual([
      '/assets/editor-1.js',
      '/assets/portugol-language-1.js',
      '/assets/island-1.js',
    ])
  })

  it('preloads the editor alone for a language without a grammar, or an unknown one', () => {
    expect(preloads('dart')).toEqual(['/assets/editor-1.js', '/assets/island-1.js'])
    expect(preloads('constructor')).toEqual(['/assets/editor-1.js', '/assets/island-1.js'])
  })

  it('names an island without the editor (the tour) alone, and nothing when the build lacks the island', () => {
    expect(islandAssetsFrom(manifest, TOUR)).toEqual({ script: '/assets/tour-island-1.js', preloads: [] })
    expect(islandAssetsFrom({}, SOLUTION, 'c')).toBeNull()
  })

  it('finds the editor by its own key when it is a chunk of its own', () => {
    const own: ClientManifest = {
      [SOLUTION]: { file: 'assets/solution-island-1.js', isEntry: true },
      'app/ui/editor/code-editor.ts': { file: 'assets/code-editor-2.js', imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
    }
    expect(islandAssetsFrom(own, SOLUTION, 'c')?.preloads).toEqual([
      '/assets/code-editor-2.js',
      '/assets/shared-1.js',
    ])
  })
})

describe('grammarSource', () => {
  it('points at a module that exists for every grammar (the manifest keys by these paths)', () => {
    const grammars = new Set<Grammar>(Object.values(GRAMMAR_OF))
    for (const grammar of grammars) {
      expect(fs.existsSync(path.resolve(grammarSource(grammar))), grammar).toBe(true)
    }
  })
})
