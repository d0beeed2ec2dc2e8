import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { modules } from '../../remix.config.js'

/** Every path the modules register, as docs/routes.md writes it: `/{lang}/…` for pages, `/…` for the rest. */
function registeredPaths(): string[] {
  const paths: string[] = []
  for (const m of Object.values(modules) as Array<{
    localized?: Array<{ path?: string; index?: boolean }>
    api?: Array<{ path: string }>
  }>) {
    for (const r of m.localized ?? []) paths.push(r.index ? '/{lang}' : `/{lang}/${r.path}`)
    for (const r of m.api ?? []) paths.push(`/${r.path}`)
  }
  return paths
}

/** The paths of `paths` that `doc` does not name (a path ends where its code span does). */
function undocumented(doc: string, paths: string[]): string[] {
  return paths.filter((p) => !doc.includes(`${p}\``))
}

describe('docs/routes.md', () => {
  it('names every path the modules register', () => {
    const doc = fs.readFileSync('docs/routes.md', 'utf8')
    const paths = registeredPaths()
    expect(paths.length).toBeGreaterThan(90)
    expect(undocumented(doc, paths)).toEqual([])
  })

  it('reports a path it does not name, and not one that only starts the same way', () => {
    const doc = '| `/{lang}/exercise/:id/edit` | … |\n| `GET /api/courses` | … |'
    expect(undocumented(doc, ['/{lang}/exercise/:id', '/{lang}/exercise/:id/edit', '/api/courses'])).toEqual([
      '/{lang}/exercise/:id',
    ])
  })
})
