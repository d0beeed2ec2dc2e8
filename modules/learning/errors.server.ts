import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { formatMoment } from '~/app/kernel/i18n/locale'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { featureHref } from '~/app/shell/nav'
import type { Course, Lesson } from '~/db/schema-learning'
import { lessonAccess } from './access'
import { findCourse } from './courses/courses.server'
import { findLesson } from './lessons/lessons.server'

/** The access and not-found pages of docs/product.md#learning-lessons, rendered by the routes' ErrorBoundary (ui/LearningError). */
export type LearningErrorKind = 'courseNotFound' | 'lessonNotFound' | 'pro' | 'notYet' | 'locked'

export interface LearningErrorData {
  kind: LearningErrorKind
  /** The page's URL prefix (the boundary has no loader data to read it from). */
  prefix: Prefix
  title: string
  message: string
  link: { href: string; label: string } | null
}

const STATUS: Record<LearningErrorKind, number> = {
  courseNotFound: 404,
  lessonNotFound: 404,
  pro: 403,
  notYet: 403,
  locked: 403,
}

/** A Response to throw: the status and the copy in the page's language (the error boundary has no loader). */
export async function learningError(
  request: Request,
  kind: LearningErrorKind,
  extra: { date?: string; course?: Pick<Course, 'slug'> } = {},
) {
  const t = await tFor(request, 'learning')
  const prefix = requestPrefix(request)
  // A missing lesson of a course that exists: the course lists its lessons ("open the course…").
  // The subscription only while its page is real (FEATURES); until then the way back.
  const subscription = kind === 'pro' ? featureHref('pro', prefix) : null
  const link = subscription
    ? { href: subscription, label: t('errors.pro.link') }
    : extra.course
      ? { href: `/${prefix}/course/${extra.course.slug}`, label: t('errors.openCourse') }
      : { href: `/${prefix}/courses`, label: t('errors.backToCourses') }
  const data: LearningErrorData = {
    kind,
    prefix,
    title: t(`errors.${kind}.title`),
    message: t(`errors.${kind}.message`, { date: extra.date }),
    link,
  }
  return Response.json(data, { status: STATUS[kind] })
}

/** The course (404 "This course does not exist" otherwise), for the course and lesson routes. */
export async function requireCourse(request: Request, slug: string | undefined, viewer: SessionUser | null) {
  const course = await findCourse(slug, viewer)
  if (!course) throw await learningError(request, 'courseNotFound')
  return course
}

/** The logged-in student, the course, the lesson, and docs/product.md#learning-lessons access — or the thrown redirect/404/403. */
export async function requireLesson(
  request: Request,
  params: { course_id?: string; lesson_id?: string },
  now: Date,
): Promise<{ user: SessionUser; course: Course; lesson: Lesson }> {
  // Lessons need a login: visitors go to the login page and come back here afterwards.
  const user = await requireLogin(request)
  const course = await requireCourse(request, params.course_id, user)
  const lesson = await findLesson(course.id, params.lesson_id)
  if (!lesson) throw await learningError(request, 'lessonNotFound', { course })
  const access = lessonAccess(user, course, lesson, now)
  if (access === 'locked') throw await learningError(request, 'locked')
  if (access === 'pro') throw await learningError(request, 'pro')
  if (access === 'not_yet') {
    const date = formatMoment(lesson.available_from as string, requestLng(request))
    throw await learningError(request, 'notYet', { date, course })
  }
  return { user, course, lesson }
}
