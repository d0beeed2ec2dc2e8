import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { type CourseSelection, selectedCourses } from '../courses/course-selection.server'
import { pick } from '../text'
import { userCertificates } from './certificates.server'

// The dashboard once nothing is left to continue: a student who finished their courses is not someone who
// "has not started a course yet". They get their certificates and the next course to take.

export interface FinishedCourse {
  title: string
  certificateCode: string
}

export interface NextCourse {
  slug: string
  title: string
}

/** The courses the student completed, newest first, each with its certificate (titles as issued). */
export async function finishedCourses(userId: number, lng: Lng): Promise<FinishedCourse[]> {
  const certificates = await userCertificates(userId)
  return certificates.map((c) => ({
    title: pick(c.courseTitle.br, c.courseTitle.gb, lng),
    certificateCode: c.code,
  }))
}

/**
 * The course to suggest next: open (not locked, launched, not legacy, with lessons), not completed, and
 * with every prerequisite completed. Courses that follow one the student finished come first, then the
 * ones they can open entirely (free, or PRO for subscribers), then the catalogue order. A student whose
 * organizations chose courses gets the first of them left, in their order (ADR 024).
 */
export async function nextCourse(
  userId: number,
  hasPro: boolean,
  lng: Lng,
  selection: CourseSelection | null = null,
): Promise<NextCourse | null> {
  const [completed, courses, prerequisites, withLessons] = await Promise.all([
    completedCourseIds(userId),
    db
      .selectFrom('courses')
      .select(['id', 'slug', 'title_br', 'title_gb', 'is_free'])
      .where('is_locked', '=', 0)
      // A draft (0023) is no suggestion: students cannot open it.
      .where('is_published', '=', 1)
      .where('is_launch_ready', '=', 1)
      .where('is_legacy', '=', 0)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('course_prerequisites').select(['course_id', 'required_course_id']).execute(),
    db.selectFrom('lessons').select('course_id').distinct().execute(),
  ])
  const hasLessons = new Set(withLessons.map((r) => r.course_id))
  const required = new Map<number, number[]>()
  for (const p of prerequisites)
    required.set(p.course_id, [...(required.get(p.course_id) ?? []), p.required_course_id])
  const candidates = courses
    .filter((c) => !completed.has(c.id) && hasLessons.has(c.id))
    .filter((c) => (required.get(c.id) ?? []).every((id) => completed.has(id)))
  const chosen = selectedCourses(selection).map((s) => s.courseId)
  const rank = (id: number) => (chosen.includes(id) ? chosen.indexOf(id) : chosen.length)
  const ranked = candidates
    .map((c, order) => ({
      c,
      order,
      chosen: rank(c.id),
      follows: (required.get(c.id) ?? []).length > 0 ? 0 : 1,
      open: c.is_free === 1 || hasPro ? 0 : 1,
    }))
    .sort((a, b) => a.chosen - b.chosen || a.follows - b.follows || a.open - b.open || a.order - b.order)
  const best = ranked[0]?.c
  return best ? { slug: best.slug, title: pick(best.title_br, best.title_gb, lng) } : null
}

async function completedCourseIds(userId: number): Promise<Set<number>> {
  const [enrollments, certificates] = await Promise.all([
    db
      .selectFrom('course_enrollments')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('completed_at', 'is not', null)
      .execute(),
    db
      .selectFrom('certificates')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', 'is not', null)
      .execute(),
  ])
  return new Set([...enrollments.map((e) => e.course_id), ...certificates.map((c) => c.course_id as number)])
}
