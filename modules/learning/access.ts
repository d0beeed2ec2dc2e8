import { type SessionUser, can } from '~/app/kernel/auth/policy'
import type { Course, Lesson } from '~/db/schema-learning'

/** Why a lesson cannot be opened, or 'ok' (docs/product.md#learning-lessons). Pure: no database, no clock. */
export type LessonAccess = 'ok' | 'login' | 'locked' | 'pro' | 'not_yet'

export type AccessCourse = Pick<Course, 'is_free' | 'is_locked'>
export type AccessLesson = Pick<Lesson, 'is_free_preview' | 'available_from'>

/** Content creators and admins write the courses, so they open every lesson, locked or not. */
export function isLearningStaff(user: SessionUser | null): boolean {
  return can(user, 'create_content')
}

/**
 * The one place where lesson access is decided. Lessons need a login; a locked course opens to nobody but
 * staff; a PRO course (is_free = 0) needs PRO or staff unless the lesson is a free preview; a lesson with
 * `available_from` in the future is "not yet available" (also for PRO users — the date is for everyone).
 */
export function lessonAccess(
  user: SessionUser | null,
  course: AccessCourse,
  lesson: AccessLesson,
  now: Date,
): LessonAccess {
  if (!user) return 'login'
  if (isLearningStaff(user)) return 'ok'
  if (course.is_locked === 1) return 'locked'
  if (course.is_free === 0 && lesson.is_free_preview !== 1 && !user.isPro) return 'pro'
  if (lesson.available_from && Date.parse(lesson.available_from) > now.getTime()) return 'not_yet'
  return 'ok'
}

/**
 * What the course page shows beside a lesson: the same rules, reading a visitor as a free student (the
 * login comes when they open it).
 */
export function lessonLock(
  user: SessionUser | null,
  course: AccessCourse,
  lesson: AccessLesson,
  now: Date,
): Exclude<LessonAccess, 'ok' | 'login'> | null {
  const access = lessonAccess(user ?? VISITOR, course, lesson, now)
  return access === 'ok' || access === 'login' ? null : access
}

const VISITOR: SessionUser = {
  id: 0,
  name: '',
  email: '',
  color: 'black',
  level: 0,
  isPro: false,
  isAdmin: false,
  permissions: [],
  isJttMember: false,
  preferredLanguage: 'pt-BR',
  orgRoles: [],
}

/** Starting a course (the enrollment) needs a login and a course that is not locked. */
export function canStartCourse(user: SessionUser | null, course: Pick<Course, 'is_locked'>): boolean {
  return !!user && (course.is_locked === 0 || isLearningStaff(user))
}
