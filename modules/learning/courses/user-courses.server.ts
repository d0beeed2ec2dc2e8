// Per-user course lists for the public profile (social): courses started with their progress, and lessons
// made of a text or theoretical exercise the user wrote.
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { pick } from '../text'

const LIST_MAX = 100

export interface AuthoredLesson {
  id: number
  title: string
  courseSlug: string
  courseTitle: string
}

/** Lessons made of a text or a theoretical exercise the user wrote, by course and position. */
export async function authoredLessons(userId: number, lng: Lng): Promise<AuthoredLesson[]> {
  const rows = await db
    .selectFrom('lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .leftJoin('texts as t', 't.id', 'l.text_id')
    .leftJoin('theoretical_exercises as th', 'th.id', 'l.theoretical_id')
    .select([
      'l.id',
      'l.title_br',
      'l.title_gb',
      'c.slug',
      'c.title_br as course_br',
      'c.title_gb as course_gb',
    ])
    .where((eb) => eb.or([eb('t.author_id', '=', userId), eb('th.author_id', '=', userId)]))
    // A public profile never names a draft course (0023).
    .where('c.is_published', '=', 1)
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('l.position')
    .limit(LIST_MAX)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: pick(r.title_br, r.title_gb, lng),
    courseSlug: r.slug,
    courseTitle: pick(r.course_br, r.course_gb, lng),
  }))
}

export interface EnrolledCourse {
  slug: string
  title: string
  lessons: number
  completedLessons: number
  completed: boolean
}

/** Courses the user started, the most recently opened first, with how many lessons are done. */
export async function enrolledCourses(userId: number, lng: Lng): Promise<EnrolledCourse[]> {
  const rows = await db
    .selectFrom('course_enrollments as ce')
    .innerJoin('courses as c', 'c.id', 'ce.course_id')
    .select((eb) => [
      'c.slug',
      'c.title_br',
      'c.title_gb',
      'ce.completed_at',
      eb
        .selectFrom('lessons')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('lessons.course_id', '=', 'c.id')
        .as('lessons'),
      eb
        .selectFrom('lesson_progress as p')
        .innerJoin('lessons as l', 'l.id', 'p.lesson_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.course_id', '=', 'c.id')
        .where('p.user_id', '=', userId)
        .where('p.completed_at', 'is not', null)
        .as('done'),
    ])
    .where('ce.user_id', '=', userId)
    .orderBy('ce.last_seen_at', 'desc')
    .limit(LIST_MAX)
    .execute()
  return rows.map((r) => ({
    slug: r.slug,
    title: pick(r.title_br, r.title_gb, lng),
    lessons: Number(r.lessons ?? 0),
    completedLessons: Number(r.done ?? 0),
    completed: r.completed_at !== null,
  }))
}
