// Saving a custom checker compiles it the way the judge will: the engine's compileChecker, in the sandbox,
// from the same source file and into the same cache as a judged submission (job.server.ts). A broken checker
// is refused at save time with the compiler's words, instead of turning every submission into an internal
// error; a good one is already compiled when the first submission arrives.
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { compileChecker } from '~/judge/checkers'
import { getSandbox, judgeWorkDir, sandboxAvailability } from '~/judge/sandbox/index'

/** The custom checker's source as the sandbox reads it: one file per distinct source (hash-named). */
export async function checkerSourceFile(source: string): Promise<string> {
  const dir = path.join(judgeWorkDir(), 'checker-sources')
  await fs.mkdir(dir, { recursive: true, mode: 0o755 })
  const file = path.join(dir, `${createHash('sha256').update(source).digest('hex')}.cpp`)
  await fs.writeFile(file, source, { mode: 0o644 })
  return file
}

export type CheckerCheck = { ok: true; checked: boolean } | { ok: false; message: string }

/**
 * Compiles the checker as the judge's createChecker does (C++, default limits, <work dir>/checkers cache).
 * Without a sandbox nothing can be judged either: the source is saved unchecked (`checked: false`).
 */
export async function compileCustomChecker(source: string): Promise<CheckerCheck> {
  const availability = await sandboxAvailability()
  if (!availability.ok) {
    console.warn(`judge: custom checker saved without compiling it: ${availability.reason}`)
    return { ok: true, checked: false }
  }
  const compiled = await compileChecker(
    await getSandbox(),
    await checkerSourceFile(source),
    path.join(judgeWorkDir(), 'checkers'),
    { language: 'c++' },
  )
  return compiled.ok ? { ok: true, checked: true } : { ok: false, message: compiled.message }
}
