// The module order (ADR 014) as code: which part of the repository a file belongs to, and which imports cross the
// order the wrong way, reach into another module's internals, or close a cycle. boundaries.test.ts runs it over
// every source file; it has no other user.
import path from 'node:path'

/** Lowest first. A unit may import only units before it (and itself). */
export const MODULE_ORDER = [
  'engine', // judge/: the judge engine and sandbox, no web code, no database
  'db', // db/client.server.ts, db/schema*.ts: the connection and the tables' types
  'kernel', // app/kernel, app/ui, app/shell, app/rich-text, app/locales: sessions, i18n, mail, forms, the shell
  'migrations', // db/migrations, db/migrate.ts, db/tools.ts: may use kernel code (hashing) to move data
  'judge', // modules/judge: exercises, submissions, the queue
  'competitions',
  'learning',
  'social',
  'live', // modules/live: live events, videos, guides, study plans, mentoring points, tours
  'billing',
  'org',
  'assistant',
  'account',
  'site',
  'shell', // app/root.tsx, app/entry.*, app/routes: composes the modules into the app
  'seed', // db/seed: demo data, written through every module's index
] as const
export type Unit = (typeof MODULE_ORDER)[number]

const rank = new Map<string, number>(MODULE_ORDER.map((unit, i) => [unit, i]))

/** The unit of a repository path (posix, relative to the root), or null for files outside the order. */
export function unitOf(file: string): Unit | null {
  const m = /^modules\/([^/]+)(\/|$|\.)/.exec(file)
  if (m) return rank.has(m[1]) ? (m[1] as Unit) : null
  if (/^app\/(kernel|ui|shell|rich-text|locales)(\/|$)/.test(file)) return 'kernel'
  if (/^app\/routes(\/|$)|^app\/(root|entry\.[a-z]+)(\.tsx?)?$/.test(file)) return 'shell'
  if (file.startsWith('db/seed/')) return 'seed'
  if (/^db\/(client\.server|schema[^/]*)(\.ts)?$/.test(file)) return 'db'
  if (file.startsWith('db/')) return 'migrations'
  if (file.startsWith('judge/')) return 'engine'
  return null
}

/** Files the check skips: tests and their helpers may use any module's test factories. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$|(^|\/|-)test-(helpers|fixtures)\.tsx?$|^tests\//.test(file)
}

/** The specifiers a source imports or re-exports (static, dynamic, type-only). */
export function importsOf(source: string): string[] {
  const found: string[] = []
  const re =
    /(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm
  for (const m of source.matchAll(re)) found.push(m[1] ?? m[2] ?? m[3])
  return found
}

/** An import specifier of `from` as a repository path, or null for packages. */
export function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('~/')) return path.posix.normalize(specifier.slice(2))
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  return null
}

/** A module's public surfaces: `modules/x` (its index), `modules/x/index`, `modules/x/ui`. */
function isSurface(target: string): boolean {
  return /^modules\/[^/]+(\/(index|ui)(\.tsx?)?)?$/.test(target)
}

export interface Violation {
  kind: 'order' | 'internals' | 'cycle'
  from: string
  to: string
  /** The edge's units, `learning -> competitions`: the allow-list's key. */
  edge: string
}

export function check(files: { path: string; source: string }[]): Violation[] {
  const violations: Violation[] = []
  const graph = new Map<Unit, Set<Unit>>()
  for (const file of files) {
    if (isTestFile(file.path)) continue
    const a = unitOf(file.path)
    if (!a) continue
    for (const specifier of importsOf(file.source)) {
      const target = resolve(file.path, specifier)
      if (!target) continue
      const b = unitOf(target)
      if (!b || b === a) continue
      if (!graph.has(a)) graph.set(a, new Set())
      graph.get(a)!.add(b)
      const edge = `${a} -> ${b}`
      if (rank.get(b)! > rank.get(a)!) violations.push({ kind: 'order', from: file.path, to: target, edge })
      if (target.startsWith('modules/') && !isSurface(target))
        violations.push({ kind: 'internals', from: file.path, to: target, edge })
    }
  }
  for (const cycle of cyclesOf(graph))
    violations.push({ kind: 'cycle', from: cycle[0], to: cycle[cycle.length - 1], edge: cycle.join(' -> ') })
  return violations
}

/** Every strongly connected group of two or more units (Tarjan), each as its units in order. */
function cyclesOf(graph: Map<Unit, Set<Unit>>): Unit[][] {
  let counter = 0
  const index = new Map<Unit, number>()
  const low = new Map<Unit, number>()
  const stack: Unit[] = []
  const onStack = new Set<Unit>()
  const out: Unit[][] = []
  const visit = (v: Unit) => {
    index.set(v, counter)
    low.set(v, counter++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const group: Unit[] = []
      let w: Unit
      do {
        w = stack.pop()!
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1) out.push(group.sort((x, y) => rank.get(x)! - rank.get(y)!))
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return out
}
