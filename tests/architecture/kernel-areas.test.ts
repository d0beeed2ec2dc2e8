import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, isTestFile, resolve } from './boundaries'

// app/kernel is in areas (app/kernel/README.md): every file sits in one, and an area imports only the areas
// before it here, so the kernel's own layers never loop. A new area gets its place in this list and a line in the
// README.
const AREAS = ['files', 'i18n', 'runtime', 'auth', 'requests', 'people', 'http'] as const
const KERNEL = 'app/kernel'

const areaOf = (file: string) => /^app\/kernel\/([^/]+)\//.exec(file)?.[1] ?? null

/** Files at the kernel's top level (only the README belongs there) and imports against the areas' order. */
function misplaced(files: { path: string; source: string }[]): string[] {
  const found: string[] = []
  for (const file of files) {
    const area = areaOf(file.path)
    if (!area) {
      if (file.path !== `${KERNEL}/README.md`) found.push(`${file.path}: not in an area`)
      continue
    }
    if (!(AREAS as readonly string[]).includes(area)) found.push(`${file.path}: area ${area} is not in AREAS`)
    if (isTestFile(file.path)) continue
    for (const specifier of importsOf(file.source)) {
      const other = areaOf(resolve(file.path, specifier) ?? '')
      if (other && other !== area && AREAS.indexOf(other as never) > AREAS.indexOf(area as never))
        found.push(`${file.path}: ${area} imports ${other} (${specifier})`)
    }
  }
  return found
}

function kernelFiles(): { path: string; source: string }[] {
  const out: { path: string; source: string }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.push({ path: full, source: fs.readFileSync(full, 'utf8') })
    }
  }
  walk(KERNEL)
  return out
}

describe('the kernel in areas', () => {
  it('keeps every file in an area and every import pointing down the areas', () => {
    expect(misplaced(kernelFiles())).toEqual([])
  })

  it('catches a file left at the top, an unknown area and an upward import', () => {
    expect(
      misplaced([
        { path: 'app/kernel/README.md', source: '' },
        { path: 'app/kernel/stray.ts', source: '' },
        { path: 'app/kernel/misc/thing.ts', source: '' },
        { path: 'app/kernel/i18n/locale.ts', source: "import { now } from '../runtime/clock.server'" },
        { path: 'app/kernel/i18n/locale.test.ts', source: "import { now } from '../runtime/clock.server'" },
        {
          path: 'app/kernel/auth/session.server.ts',
          source: "import { x } from '~/app/kernel/runtime/env.server'",
        },
      ]),
    ).toEqual([
      'app/kernel/stray.ts: not in an area',
      'app/kernel/misc/thing.ts: area misc is not in AREAS',
      'app/kernel/i18n/locale.ts: i18n imports runtime (../runtime/clock.server)',
    ])
  })
})
