import type { Language } from './types'

/**
 * Removes comments, string/char literals and text blocks so `class Main` is only found in code.
 * Good enough for a pre-compile check: javac has the last word.
 */
function codeOnly(code: string): string {
  return code
    .replace(/"""[\s\S]*?"""/g, '""')
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, ' ')
}

/** Java 17 (OpenJDK). docs/product.md#judge-languages: "Java code must use a class named Main". */
export const java: Language = {
  id: 'java',
  label: 'Java',
  versionLabel: (v) => `Java (OpenJDK ${v})`,
  sourceFile: 'Main.java',
  requires: ['/usr/bin/javac', '/usr/bin/java'],
  version: { argv: ['/usr/bin/java', '-version'], pattern: /version "([^"]+)"/ },
  compile: {
    // javac fails silently with pids 16 (docs/judge-facts.md); its heap is capped below the step's memory.
    argv: ['/usr/bin/javac', '-encoding', 'UTF-8', '-J-Xmx512m', '-J-XX:+UseSerialGC', 'Main.java'],
    cpuMs: 10_000,
    pids: 64,
  },
  run: ({ memoryMiB }) => ({
    argv: [
      '/usr/bin/java',
      `-Xmx${memoryMiB}m`,
      '-Xss64m',
      '-XX:+UseSerialGC',
      '-XX:ActiveProcessorCount=2',
      '-cp',
      '/box',
      'Main',
    ],
  }),
  checkSource(code) {
    const src = codeOnly(code)
    if (!/(?:^|[^\w$.])class\s+Main(?![\w$])/.test(src)) return 'java_main_class'
    // `java -cp /box Main` cannot load a Main declared in a package (IDEs add one): say so before compiling.
    if (/(?:^|[;\s])package\s+[\w$.]+\s*;/.test(src)) return 'java_package'
    return null
  },
  classifyRuntime: (_exitCode, stderr) =>
    /java\.lang\.OutOfMemoryError/.test(stderr) ? 'memory_limit_exceeded' : null,
  timeMultiplier: 2,
  memoryOverheadMiB: 64,
  minPids: 64,
}
