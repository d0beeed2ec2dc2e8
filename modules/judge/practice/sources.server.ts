// Sources (docs/product.md#judge-practice-pages: "Source"): e.g. OBI 2023 → Fase 1 → Nível 1. A source's counts cover its whole subtree.
import { sql } from 'kysely'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db } from '~/db/client.server'
import type { Difficulty } from '~/db/schema'
import { localized } from '../exercises/exercises.server'
import {
  type GroupStats,
  NO_GROUP_STATS,
  type UserExerciseStatus,
  exerciseStats,
  groupStats,
  statsOf,
  visibleTo,
} from './practice-stats.server'

/** Deeper trees are a data mistake (or a cycle); the walk stops there. */
const MAX_DEPTH = 8

interface TreeRow {
  id: number
  root_id: number
  parent_id: number | null
  depth: number
}

/** Every source under the given roots (or under every top-level source), each with its root and depth. */
async function walk(rootSlug: string | null, conn: DB): Promise<TreeRow[]> {
  return conn
    .withRecursive('tree(id, root_id, parent_id, depth)', (qb) => {
      const start = qb
        .selectFrom('sources')
        .select(['id', 'id as root_id', 'parent_id', sql<number>`0`.as('depth')])
      return (
        rootSlug === null ? start.where('parent_id', 'is', null) : start.where('slug', '=', rootSlug)
      ).unionAll((q) =>
        q
          .selectFrom('sources')
          .innerJoin('tree', 'tree.id', 'sources.parent_id')
          .select([
            'sources.id',
            'tree.root_id',
            'sources.parent_id',
            sql<number>`tree.depth + 1`.as('depth'),
          ])
          .where('tree.depth', '<', MAX_DEPTH),
      )
    })
    .selectFrom('tree')
    .select(['id', 'root_id', 'parent_id', 'depth'])
    .execute()
}

/** Ids of a source and all its subcategories (empty for an unknown slug). */
export async function sourceSubtreeIds(slug: string, conn: DB = db): Promise<number[]> {
  return (await walk(slug, conn)).map((r) => r.id)
}

/** (source, exercise) pairs the viewer may see, for the given source ids. */
async function visibleMembers(user: SessionUser | null, sourceIds: number[], conn: DB) {
  if (sourceIds.length === 0) return []
  return conn
    .selectFrom('exercise_sources')
    .innerJoin('programming_exercises', 'programming_exercises.id', 'exercise_sources.exercise_id')
    .select(['exercise_sources.source_id', 'exercise_sources.exercise_id'])
    .where('exercise_sources.source_id', 'in', sourceIds)
    .where(visibleTo(user))
    .execute()
}

/** Each root's distinct exercises over its subtree. */
function rollUp(
  tree: TreeRow[],
  members: { source_id: number; exercise_id: number }[],
  groupOf: (t: TreeRow) => number[],
) {
  const byId = new Map(tree.map((t) => [t.id, t]))
  const pairs = new Set<string>()
  const result: { group_id: number; exercise_id: number }[] = []
  for (const m of members) {
    const node = byId.get(m.source_id)
    if (!node) continue
    for (const group of groupOf(node)) {
      const key = `${group}:${m.exercise_id}`
      if (pairs.has(key)) continue
      pairs.add(key)
      result.push({ group_id: group, exercise_id: m.exercise_id })
    }
  }
  return result
}

export interface SourceSummary {
  id: number
  slug: string
  title: string
  date: string | null
  stats: GroupStats
}

/** Top-level sources with counts of exercises, of the user's solved ones and the average score. */
export async function listTopSources(user: SessionUser | null, lng: Lng, conn: DB = db) {
  const [roots, tree] = await Promise.all([
    conn
      .selectFrom('sources')
      .select(['id', 'slug', 'title_br', 'title_gb', 'date'])
      .where('parent_id', 'is', null)
      .orderBy('position')
      .orderBy(sql`date is null`)
      .orderBy('date', 'desc')
      .orderBy('id')
      .execute(),
    walk(null, conn),
  ])
  const members = await visibleMembers(
    user,
    tree.map((t) => t.id),
    conn,
  )
  const stats = await groupStats(
    rollUp(tree, members, (t) => [t.root_id]),
    user?.id ?? null,
    conn,
  )
  return roots.map(
    (r): SourceSummary => ({
      id: r.id,
      slug: r.slug,
      title: localized(r.title_br, r.title_gb, lng),
      date: r.date,
      stats: stats.get(r.id) ?? NO_GROUP_STATS,
    }),
  )
}

export interface SourceExercise {
  id: number
  title: string
  difficulty: Difficulty
  pro: boolean
  status: UserExerciseStatus
  average: number | null
}

export interface SourceNode extends SourceSummary {
  exercises: SourceExercise[]
  children: SourceNode[]
}

/** A source with its subcategories (recursively), each with its own exercises; null for an unknown slug. */
export async function getSourceTree(user: SessionUser | null, slug: string, lng: Lng, conn: DB = db) {
  const tree = await walk(slug, conn)
  const rootRow = tree.find((t) => t.depth === 0)
  if (!rootRow) return null
  const ids = tree.map((t) => t.id)
  const [sources, members] = await Promise.all([
    conn.selectFrom('sources').selectAll().where('id', 'in', ids).execute(),
    visibleMembers(user, ids, conn),
  ])
  const parents = new Map(tree.map((t) => [t.id, t.parent_id]))
  const ancestors = (t: TreeRow) => {
    const chain: number[] = []
    for (let id: number | null = t.id; id !== null && parents.has(id); id = parents.get(id) ?? null) {
      chain.push(id)
      if (id === rootRow.id) break
    }
    return chain
  }
  const exerciseIds = [...new Set(members.map((m) => m.exercise_id))]
  const [groups, perExercise, exercises] = await Promise.all([
    groupStats(rollUp(tree, members, ancestors), user?.id ?? null, conn),
    exerciseStats(exerciseIds, user?.id ?? null, conn),
    exerciseIds.length
      ? conn
          .selectFrom('programming_exercises')
          .select(['id', 'title_br', 'title_gb', 'difficulty', 'is_free'])
          .where('id', 'in', exerciseIds)
          .execute()
      : Promise.resolve([]),
  ])
  const exerciseById = new Map(exercises.map((e) => [e.id, e]))
  const nodes = new Map<number, SourceNode>()
  for (const s of sources) {
    nodes.set(s.id, {
      id: s.id,
      slug: s.slug,
      title: localized(s.title_br, s.title_gb, lng),
      date: s.date,
      stats: groups.get(s.id) ?? NO_GROUP_STATS,
      exercises: [],
      children: [],
    })
  }
  for (const m of [...members].sort((a, b) => a.exercise_id - b.exercise_id)) {
    const e = exerciseById.get(m.exercise_id)
    if (!e) continue
    const stats = statsOf(perExercise, e.id)
    nodes.get(m.source_id)?.exercises.push({
      id: e.id,
      title: localized(e.title_br, e.title_gb, lng),
      difficulty: e.difficulty,
      pro: e.is_free === 0,
      status: stats.status,
      average: stats.average,
    })
  }
  const order = new Map(sources.map((s) => [s.id, [s.position, s.id]]))
  const byOrder = (a: SourceNode, b: SourceNode) => {
    const [pa, ia] = order.get(a.id) ?? [0, 0]
    const [pb, ib] = order.get(b.id) ?? [0, 0]
    return pa - pb || ia - ib
  }
  const root = nodes.get(rootRow.id)
  for (const t of tree) {
    if (t.depth === 0 || t.parent_id === null) continue
    const node = nodes.get(t.id)
    if (node) nodes.get(t.parent_id)?.children.push(node)
  }
  for (const node of nodes.values()) node.children.sort(byOrder)
  return root ?? null
}

/** Every source as an indented list (filter menus), in tree order. */
export async function sourceOptions(lng: Lng, conn: DB = db) {
  const [tree, sources] = await Promise.all([
    walk(null, conn),
    conn
      .selectFrom('sources')
      .select(['id', 'slug', 'title_br', 'title_gb', 'position', 'parent_id'])
      .execute(),
  ])
  const depth = new Map(tree.map((t) => [t.id, t.depth]))
  const children = new Map<number | null, typeof sources>()
  for (const s of sources) children.set(s.parent_id, [...(children.get(s.parent_id) ?? []), s])
  const out: { slug: string; title: string; depth: number }[] = []
  const visit = (parent: number | null) => {
    const list = (children.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id)
    for (const s of list) {
      if (!depth.has(s.id)) continue
      out.push({ slug: s.slug, title: localized(s.title_br, s.title_gb, lng), depth: depth.get(s.id) ?? 0 })
      visit(s.id)
    }
  }
  visit(null)
  return out
}
