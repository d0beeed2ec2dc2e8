import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { submissionsOfPeople } from '~/modules/judge'
import { answersOfPeople } from '~/modules/learning'
import { classStudents } from '../classes/classes.server'
import { type ItemOutcome, answerOutcome, itemOutcome } from '../lists/late'
import { type ListItem, type ListRow, listItems, listsOfClass } from '../lists/lists.server'

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
  const ids = students.map((s) => s.id)
  const idsOf = (kind: GridColumn['kind']) => [
    ...new Set(columns.filter((c) => c.kind === kind).map((c) => c.id)),
  ]
  // Programming items from the judge's submissions; math and project items from learning's graded answers.
  const [subs, answers] = await Promise.all([
    submissionsOfPeople(ids, idsOf('programming'), since),
    answersOfPeople(ids, idsOf('math'), idsOf('project'), since),
  ])
  const [lastActivity, lessons] = await Promise.all([lastSubmissionAt(ids), lessonsCompletedBy(ids)])
  const listById = new Map(lists.map((l) => [l.id, l]))
  // Submissions by student and exercise once, so a cell is a lookup rather than a scan of the class's.
  const byCell = new Map<string, typeof subs>()
  for (const x of subs) {
    const key = `${x.userId}:programming:${x.exerciseId}`
    byCell.set(key, [...(byCell.get(key) ?? []), x])
  }
  const answersByCell = new Map<string, typeof answers>()
  for (const x of answers) {
    const key = `${x.userId}:${x.kind}:${x.refId}`
    answersByCell.set(key, [...(answersByCell.get(key) ?? []), x])
  }
  const rows: GridRow[] = students.map((s) => {
    const cells = columns.map((c) => {
      const list = listById.get(c.listId)!
      const key = `${s.id}:${c.key}`
      return c.kind === 'programming'
        ? itemOutcome(byCell.get(key) ?? [], list)
        : answerOutcome(answersByCell.get(key) ?? [], list)
    })
    return {
      userId: s.id,
      name: s.name,
      email: s.email,
      xp: s.xp,
      lessons: lessons.get(s.id) ?? 0,
      lastActivity: lastActivity.get(s.id) ?? null,
      cells,
      // Solved: an accepted solution or a passing grade that counts (on time or late).
      solved: cells.filter((c) => c.solvedAt !== null).length,
      score: Math.round(cells.reduce((sum, c) => sum + (c.score ?? 0), 0) * 10) / 10,
    }
  })
  return { columns, rows }
}

/**
 * Lessons completed per student in one query (learning's `lessonsCompleted` counts one person: a class of 60
 * would be 60 queries). The same count over `lesson_progress`, read like `submissions` below.
 */
async function lessonsCompletedBy(userIds: number[]) {
  if (userIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('lesson_progress')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('completed_at', 'is not', null)
    .groupBy('user_id')
    .execute()
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]))
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
