// One CodeMirror language mode per judge language, each its own lazily loaded chunk: choosing Python never
// downloads the Java grammar. The page preloads the grammar of the language it opens with (preloads.server.ts).
import type { Extension } from '@codemirror/state'

export type Grammar = 'c' | 'cpp' | 'python' | 'java' | 'javascript' | 'rust' | 'go' | 'portugol'

/** The grammar of each judge language; Dart has no CodeMirror 6 mode installed: plain text, still editable. */
export const GRAMMAR_OF: Readonly<Record<string, Grammar>> = {
  c: 'c',
  'c++': 'cpp',
  python3: 'python',
  pypy: 'python',
  java: 'java',
  javascript: 'javascript',
  rust: 'rust',
  go: 'go',
  portugol: 'portugol',
}

// Literal import() calls: the bundler makes one chunk of each.
const load: Record<Grammar, () => Promise<Extension>> = {
  // Our stream tokenizer, one chunk for both (ADR 031: lang-cpp and its LR runtime were 43 KiB).
  c: async () => (await import('./c-language')).c(),
  cpp: async () => (await import('./c-language')).cpp(),
  python: async () => (await import('@codemirror/lang-python')).python(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
  rust: async () => (await import('@codemirror/lang-rust')).rust(),
  go: async () => (await import('@codemirror/lang-go')).go(),
  portugol: async () => (await import('./portugol-language')).portugol(),
}

export async function languageExtension(language: string): Promise<Extension> {
  const grammar = Object.hasOwn(GRAMMAR_OF, language) ? GRAMMAR_OF[language] : undefined
  return grammar ? load[grammar]() : []
}
