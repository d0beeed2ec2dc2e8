// One CodeMirror language mode per judge language, each its own lazily loaded chunk: choosing Python never
// downloads the Java grammar.
import type { Extension } from '@codemirror/state'

export async function languageExtension(language: string): Promise<Extension> {
  switch (language) {
    case 'c':
    case 'c++':
      return (await import('@codemirror/lang-cpp')).cpp()
    case 'python3':
    case 'pypy':
      return (await import('@codemirror/lang-python')).python()
    case 'java':
      return (await import('@codemirror/lang-java')).java()
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript()
    case 'rust':
      return (await import('@codemirror/lang-rust')).rust()
    case 'go':
      return (await import('@codemirror/lang-go')).go()
    case 'portugol':
      return (await import('./portugol-language')).portugol()
    default:
      // Dart has no CodeMirror 6 mode installed: plain text, still fully editable.
      return []
  }
}
