// Course competitions (docs/product.md#competitions-creating: "Courses … Course competitions"): the running and upcoming live competitions
// attached to a course, for the courses page and a course's own page.
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'

export interface CourseCompetition {
  id: number
  title: string
  startsAt: string
  endsAt: string
  running: boolean
  course: { slug: string; title: string }
}

/** Soonest first; running ones before those still to come. `courseId` narrows to one course. */
export async function courseCompetitions(
  lng: Lng,
  { courseId, now = new Date(), limit = 6 }: { courseId?: number; now?: Date; limit?: number } = {},
): Promise<CourseCompetition[]> {
  const at = now.toISOString()
  let query = db
    .selectFrom('competitions as c')
    .innerJoin('courses', 'courses.id', 'c.course_id')
    .select([
      'c.id',
      'c.title',
      'c.starts_at',
      'c.ends_at',
      'courses.slug',
      'courses.title_br',
      'courses.title_gb',
    ])
    .where('c.kind', '=', 'live')
    .where('c.programming_class_id', 'is', null)
    .where('c.ends_at', '>', at)
    .orderBy('c.starts_at')
    .limit(limit)
  if (courseId !== undefined) query = query.where('c.course_id', '=', courseId)
  const rows = await query.execute()
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    running: r.starts_at <= at,
    course: { slug: r.slug, title: lng === 'en-GB' && r.title_gb ? r.title_gb : r.title_br },
  }))
}
