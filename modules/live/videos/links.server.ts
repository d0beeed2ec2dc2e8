import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { VideoLinkKind } from '~/db/schema-live'
import { canSeeExercise, exerciseTitle, findExercise, localized } from '~/modules/judge'

// What a video covers, as links to the pages that teach it. Exercises go through the judge's own lookups (a
// private exercise stays hidden); subjects and lessons are read-only title lookups on their tables.

export interface LinkedItem {
  id: number
  title: string
  /** Path after the locale prefix. */
  to: string
}

export async function subjectLinks(ids: number[], lng: Lng): Promise<LinkedItem[]> {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('subjects')
    .select(['id', 'slug', 'title_br', 'title_gb'])
    .where('id', 'in', ids)
    .execute()
  return rows.map((s) => ({
    id: s.id,
    title: localized(s.title_br, s.title_gb, lng),
    to: `/subject/${s.slug}`,
  }))
}

/** Lessons in the order of `ids` (a guide's order), each linking into its course. */
export async function lessonLinks(ids: number[], lng: Lng): Promise<LinkedItem[]> {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', 'lessons.title_br', 'lessons.title_gb', 'courses.slug'])
    .where('lessons.id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((l) => [l.id, l]))
  return ids.flatMap((id) => {
    const l = byId.get(id)
    return l
      ? [{ id, title: localized(l.title_br, l.title_gb, lng), to: `/course/${l.slug}/lesson/${id}` }]
      : []
  })
}

/** Exercises the viewer may see, in the order of `ids`. */
export async function exerciseLinks(
  ids: number[],
  lng: Lng,
  user: SessionUser | null,
): Promise<LinkedItem[]> {
  const out: LinkedItem[] = []
  for (const id of ids) {
    const exercise = await findExercise(id)
    if (exercise && canSeeExercise(user, exercise))
      out.push({ id, title: exerciseTitle(exercise, lng), to: `/exercise/${id}` })
  }
  return out
}

export async function linkedItems(
  videoId: number,
  lng: Lng,
  user: SessionUser | null,
): Promise<Record<VideoLinkKind, LinkedItem[]>> {
  const rows = await db
    .selectFrom('video_links')
    .select(['kind', 'ref_id'])
    .where('video_id', '=', videoId)
    .orderBy('ref_id')
    .execute()
  const ids = (kind: VideoLinkKind) => rows.filter((r) => r.kind === kind).map((r) => r.ref_id)
  return {
    subject: await subjectLinks(ids('subject'), lng),
    lesson: await lessonLinks(ids('lesson'), lng),
    exercise: await exerciseLinks(ids('exercise'), lng, user),
  }
}

/** Every subject, for the staff form's list. */
export async function allSubjects(lng: Lng): Promise<{ id: number; title: string }[]> {
  const rows = await db
    .selectFrom('subjects')
    .select(['id', 'title_br', 'title_gb'])
    .orderBy('title_br')
    .execute()
  return rows.map((r) => ({ id: r.id, title: localized(r.title_br, r.title_gb, lng) }))
}
