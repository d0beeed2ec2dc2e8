import type { SessionUser } from '~/app/kernel/auth/policy'
// Subjects pages (docs/product.md#judge-practice-pages: "Subject"): subjects grouped by progression category with their counts.
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db } from '~/db/client.server'
import { SUBJECT_CATEGORIES, type SubjectCategory } from '~/db/schema'
import { localized } from '../exercises/exercises.server'
import { type GroupStats, NO_GROUP_STATS, groupStats, visibleTo } from './practice-stats.server'

export interface SubjectSummary {
  id: number
  slug: string
  title: string
  category: SubjectCategory
  stats: GroupStats
}

async function statsFor(user: SessionUser | null, subjectIds: number[] | null, conn: DB) {
  let query = conn
    .selectFrom('exercise_subjects')
    .innerJoin('programming_exercises', 'programming_exercises.id', 'exercise_subjects.exercise_id')
    .select(['exercise_subjects.subject_id as group_id', 'exercise_subjects.exercise_id'])
    .where(visibleTo(user))
  if (subjectIds) query = query.where('exercise_subjects.subject_id', 'in', subjectIds)
  return groupStats(await query.execute(), user?.id ?? null, conn)
}

/** Every progression category (product order) with its subjects, by title; empty categories are left out. */
export async function listSubjectsByCategory(user: SessionUser | null, lng: Lng, conn: DB = db) {
  const [subjects, stats] = await Promise.all([
    conn.selectFrom('subjects').select(['id', 'slug', 'title_br', 'title_gb', 'category']).execute(),
    statsFor(user, null, conn),
  ])
  const summaries = subjects
    .map(
      (s): SubjectSummary => ({
        id: s.id,
        slug: s.slug,
        title: localized(s.title_br, s.title_gb, lng),
        category: s.category,
        stats: stats.get(s.id) ?? NO_GROUP_STATS,
      }),
    )
    .sort((a, b) => a.title.localeCompare(b.title, lng) || a.id - b.id)
  return SUBJECT_CATEGORIES.map((category) => ({
    category,
    subjects: summaries.filter((s) => s.category === category),
  })).filter((group) => group.subjects.length > 0)
}

/** One subject with its counts, or null. */
export async function getSubject(
  user: SessionUser | null,
  slug: string,
  lng: Lng,
  conn: DB = db,
): Promise<SubjectSummary | null> {
  const row = await conn
    .selectFrom('subjects')
    .select(['id', 'slug', 'title_br', 'title_gb', 'category'])
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (!row) return null
  const stats = await statsFor(user, [row.id], conn)
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title_br, row.title_gb, lng),
    category: row.category,
    stats: stats.get(row.id) ?? NO_GROUP_STATS,
  }
}

/** Every subject for filter menus, by category (product order) then title. */
export async function subjectOptions(lng: Lng, conn: DB = db) {
  const rows = await conn
    .selectFrom('subjects')
    .select(['slug', 'title_br', 'title_gb', 'category'])
    .execute()
  const rank = (c: SubjectCategory) => SUBJECT_CATEGORIES.indexOf(c)
  return rows
    .map((r) => ({ slug: r.slug, title: localized(r.title_br, r.title_gb, lng), category: r.category }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.title.localeCompare(b.title, lng))
}
