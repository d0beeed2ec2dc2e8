import type { Lng } from '~/app/kernel/locale'
import { db } from '~/db/client.server'
import { submissionsOfPeople } from '~/modules/judge'
import { lessonsCompleted } from '~/modules/learning'
import { classStudents } from './classes.server'
import { type ItemOutcome, itemOutcome } from './late'
import { type ListItem, type ListRow, listItems, listsOfClass } from './lists.server'

// The tracking of a class (docs/product.md#org): every student × every list item, what counted inside each
// list's window (late.ts), with lessons completed, XP and last activity.

export interface GridColumn extends ListItem {
  listId: number
  listTitle: string
}

export interface GridRow {
  userId: number
  name: string
  email: string
  xp: number
  lessons: number
  lastActivity: string | null
  cells: ItemOutcome[]
  solved: number
  score: number
}

export interface ClassGrid {
  columns: GridColumn[]
  rows: GridRow[]
}

/** `startedBy`: only the lists open by then (what a student may see). */
export async function classGrid(
  classId: number,
  lng: Lng,
  onlyUserId?: number,
  opts: { startedBy?: Date } = {},
): Promise<ClassGrid> {
  return gridOf(classId, (await listsOfClass(classId, opts)).reverse(), lng, onlyUserId)
}

/** One list's grid (its page). */
export function listProgress(classId: number, list: ListRow, lng: Lng, onlyUserId?: number) {
  return gridOf(classId, [list], lng, onlyUserId)
}

async function gridOf(classId: number, lists: ListRow[], lng: Lng, onlyUserId?: number): Promise<ClassGrid> {
  const items = await listItems(
    lists.map((l) => l.id),
    lng,
  )
  const columns: GridColumn[] = lists.flatMap((l) =>
    (items.get(l.id) ?? []).map((it) => ({ ...it, listId: l.id, listTitle: l.title })),
  )
  const students = (await classStudents(classId)).filter(
    (s) => onlyUserId === undefined || s.id === onlyUserId,
  )
  const since = lists.reduce((min, l) => (l.starts_at < min ? l.starts_at : min), '9999')
  const subs = await submissionsOfPeople(
    students.map((s) => s.id),
    [...new Set(columns.map((c) => c.exerciseId))],
    since,
  )
  const lastActivity = await lastSubmissionAt(students.map((s) => s.id))
  const listById = new Map(lists.map((l) => [l.id, l]))
  const rows: GridRow[] = []
  for (const s of students) {
    const mine = subs.filter((x) => x.userId === s.id)
    const cells = columns.map((c) =>
      itemOutcome(
        mine.filter((x) => x.exerciseId === c.exerciseId),
        listById.get(c.listId)!,
      ),
    )
    rows.push({
      userId: s.id,
      name: s.name,
      email: s.email,
      xp: s.xp,
      lessons: await lessonsCompleted(s.id),
      lastActivity: lastActivity.get(s.id) ?? null,
      cells,
      solved: cells.filter((c) => c.status === 'solved' || c.status === 'late').length,
      score: Math.round(cells.reduce((sum, c) => sum + (c.score ?? 0), 0) * 10) / 10,
    })
  }
  return { columns, rows }
}

async function lastSubmissionAt(userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string>()
  const rows = await db
    .selectFrom('submissions')
    .select(['user_id', (eb) => eb.fn.max('created_at').as('at')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute()
  return new Map(rows.map((r) => [r.user_id, String(r.at)]))
}

const WEEK = 7 * 86_400_000

/**
 * The class's progress over the weeks: items solved (on time or late) by the end of each week, from the first
 * list's start to now, at most 26 weeks. The chart of the grid page.
 */
export function weeklySolved(grid: ClassGrid, firstStart: string | null, now: Date) {
  if (!firstStart) return []
  const start = Date.parse(firstStart)
  const weeks = Math.min(26, Math.max(1, Math.ceil((now.getTime() - start) / WEEK)))
  const solvedAt = grid.rows.flatMap((r) => r.cells.map((c) => c.solvedAt).filter((x): x is string => !!x))
  return Array.from({ length: weeks }, (_, i) => {
    const end = Math.min(start + (i + 1) * WEEK, now.getTime())
    return {
      weekStart: new Date(start + i * WEEK).toISOString(),
      solved: solvedAt.filter((at) => Date.parse(at) <= end).length,
    }
  })
}
