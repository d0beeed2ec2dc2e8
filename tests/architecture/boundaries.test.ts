import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MODULE_ORDER, check, unitOf } from './boundaries'
import { KNOWN } from './known-violations'

// ADR 014: the module order, enforced on every source file of the repository.
const ROOTS = ['app', 'modules', 'db', 'judge']

function sources(): { path: string; source: string }[] {
  const out: { path: string; source: string }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(ts|tsx|js|mjs)$/.test(entry.name))
        out.push({ path: full, source: fs.readFileSync(full, 'utf8') })
    }
  }
  for (const root of ROOTS) walk(root)
  return out
}

describe('the module order (ADR 014)', () => {
  it('puts every module folder in the order', () => {
    const modules = fs.readdirSync('modules', { withFileTypes: true }).filter((e) => e.isDirectory())
    for (const m of modules) expect(MODULE_ORDER, m.name).toContain(m.name)
  })

  it('finds no import against the order, into internals or closing a cycle, beyond the known ones', () => {
    const found = check(sources())
    const keys = found.map((v) => `${v.kind}: ${v.edge}`)
    const unknown = found
      .filter((v) => !KNOWN.has(`${v.kind}: ${v.edge}`))
      .map((v) => (v.kind === 'cycle' ? `cycle: ${v.edge}` : `${v.kind}: ${v.from} → ${v.to}`))
    expect(unknown).toEqual([])
    // The list only shrinks: an entry that no longer happens must go.
    expect([...KNOWN].filter((k) => !keys.includes(k))).toEqual([])
  })

  it('catches planted violations: upward, internals, a cycle', () => {
    const planted = [
      { path: 'modules/judge/x.server.ts', source: "import { notify } from '~/modules/social'\n" },
      { path: 'modules/social/y.server.ts', source: "import { a } from '~/modules/judge/queue.server'\n" },
      { path: 'modules/billing/z.ts', source: "export { b } from '../org/index'\n" },
      { path: 'modules/org/w.ts', source: "import type { C } from '~/modules/billing/ui'\n" },
      { path: 'modules/site/ok.ts', source: "import { d } from '~/modules/judge'\nimport e from 'react'\n" },
    ]
    const found = check(planted).map((v) => `${v.kind}: ${v.edge}`)
    expect(found).toEqual([
      'order: judge -> social',
      'internals: social -> judge',
      'order: billing -> org',
      'cycle: judge -> social',
      'cycle: billing -> org',
    ])
  })

  it('classifies the repository', () => {
    expect(unitOf('app/kernel/auth/session.server.ts')).toBe('kernel')
    expect(unitOf('app/rich-text/index.server.ts')).toBe('kernel')
    expect(unitOf('app/root.tsx')).toBe('shell')
    expect(unitOf('app/shell/Bell.tsx')).toBe('kernel')
    expect(unitOf('app/entry.server.tsx')).toBe('shell')
    expect(unitOf('app/routes/healthz.ts')).toBe('shell')
    expect(unitOf('db/schema.ts')).toBe('db')
    expect(unitOf('db/migrations/0010-team-invite-hash.ts')).toBe('migrations')
    expect(unitOf('db/client.server.ts')).toBe('db')
    expect(unitOf('db/seed/index.ts')).toBe('seed')
    expect(unitOf('judge/sandbox/index.ts')).toBe('engine')
    expect(unitOf('modules/social')).toBe('social')
    expect(unitOf('scripts/start.mjs')).toBeNull()
  })
})
