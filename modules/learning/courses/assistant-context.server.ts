import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { lessonAccess } from '../access'
import { findLesson } from '../lessons/lessons.server'
import { pick } from '../text'
import { findCourse } from './courses.server'

// What the assistant may read of a course or lesson page (issue 19). A lesson the user cannot open (PRO,
// locked, not yet) gives its title only: the assistant never reads out what the page would not show.

const MAX_TEXT = 6_000
const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n…` : text)

export interface CourseForAssistant {
  slug: string
  title: string
  description: string
}

export async function courseForAssistant(slug: string, lng: Lng): Promise<CourseForAssistant | null> {
  // No user here: the assistant never reads out a draft course.
  const course = await findCourse(slug, null)
  if (!course) return null
  return {
    slug: course.slug,
    title: pick(course.title_br, course.title_gb, lng),
    description: cut(pick(course.description_br, course.description_gb, lng)),
  }
}

export interface LessonForAssistant {
  course: CourseForAssistant
  lessonId: number
  title: string
  type: string
  /** The lesson's text (text lessons) when the user may open it; null otherwise. */
  text: string | null
  /** A programming lesson's exercise (the judge gives its statement). */
  exerciseId: number | null
}

export async function lessonForAssistant(
  user: SessionUser | null,
  slug: string,
  lessonParam: string,
  lng: Lng,
  now: Date,
): Promise<LessonForAssistant | null> {
  const course = await findCourse(slug, user)
  if (!course) return null
  const lesson = await findLesson(course.id, lessonParam)
  if (!lesson) return null
  const open = lessonAccess(user, course, lesson, now) === 'ok'
  let text: string | null = null
  if (open && lesson.text_id !== null) {
    const row = await db
      .selectFrom('texts')
      .select(['body_br', 'body_gb'])
      .where('id', '=', lesson.text_id)
      .executeTakeFirst()
    if (row) text = cut(pick(row.body_br, row.body_gb, lng))
  }
  return {
    course: {
      slug: course.slug,
      title: pick(course.title_br, course.title_gb, lng),
      description: cut(pick(course.description_br, course.description_gb, lng)),
    },
    lessonId: lesson.id,
    title: pick(lesson.title_br, lesson.title_gb, lng),
    type: lesson.type,
    text,
    exerciseId: open ? lesson.exercise_id : null,
  }
}
