import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GRAMMAR_OF, type Grammar } from './languages'
import { type ClientManifest, editorPreloadsFrom, grammarSource } from './preloads.server'

const ROUTE = 'modules/judge/exercises/routes/exercise.tsx'

// The shape vite.config.ts's manual chunks give the client manifest: the editor inside the `editor` chunk (so
// keyed by that chunk), each grammar a dynamic entry of its own keyed by its source.
const manifest: ClientManifest = {
  'app/root.tsx?__remix-build-client-route': {
    file: 'assets/root-1.js',
    isEntry: true,
    imports: ['_framework-1.js'],
  },
  [`${ROUTE}?__remix-build-client-route`]: {
    file: 'assets/exercise-1.js',
    isEntry: true,
    imports: ['_workspace-1.js', '_framework-1.js'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js', name: 'framework' },
  '_workspace-1.js': { file: 'assets/workspace-1.js', name: 'workspace', imports: ['_framework-1.js'] },
  '_editor-1.js': {
    file: 'assets/editor-1.js',
    name: 'editor',
    imports: ['_framework-1.js', '_workspace-1.js'],
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

describe('editorPreloadsFrom', () => {
  it("names the editor and the language's grammar with what they import, not what the page loads anyway", () => {
    expect(editorPreloadsFrom(manifest, 'c', ROUTE)).toEqual([
      '/assets/editor-1.js',
      '/assets/c-language-1.js',
    ])
    expect(editorPreloadsFrom(manifest, 'c++', ROUTE)).toEqual([
      '/assets/editor-1.js',
      '/assets/c-language-1.js',
    ])
    expect(editorPreloadsFrom(manifest, 'pypy', ROUTE)).toEqual([
      '/assets/editor-1.js',
      '/assets/dist-python.js',
      '/assets/lr-1.js',
    ])
    expect(editorPreloadsFrom(manifest, 'portugol', ROUTE)).toEqual([
      '/assets/editor-1.js',
      '/assets/portugol-language-1.js',
    ])
  })

  it('names the editor alone for a language without a grammar, or an unknown one', () => {
    expect(editorPreloadsFrom(manifest, 'dart', ROUTE)).toEqual(['/assets/editor-1.js'])
    expect(editorPreloadsFrom(manifest, 'constructor', ROUTE)).toEqual(['/assets/editor-1.js'])
  })

  it('finds the editor by its own key when it is a chunk of its own', () => {
    const own: ClientManifest = {
      'app/ui/editor/code-editor.ts': { file: 'assets/code-editor-2.js', imports: ['_framework-1.js'] },
      '_framework-1.js': manifest['_framework-1.js'],
    }
    expect(editorPreloadsFrom(own, 'c', ROUTE)).toEqual([
      '/assets/code-editor-2.js',
      '/assets/framework-1.js',
    ])
  })

  it('names nothing when the build has no editor', () => {
    expect(editorPreloadsFrom({}, 'c', ROUTE)).toEqual([])
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
