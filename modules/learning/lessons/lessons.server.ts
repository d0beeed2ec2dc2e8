import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { learnerProgressed } from '~/app/kernel/people/progress-events.server'
import { quickFeedbackOf } from '~/app/kernel/people/quick-feedback.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { Course, Lesson } from '~/db/schema-learning'
import { exerciseTitle, findExercise, hasSolved, localized } from '~/modules/judge/index'
import { lessonLock } from '../access'
import { type OrderedLesson, completedLessonIds, lessonsFor } from '../courses/courses.server'
import { enrollmentOf, touchLesson } from '../courses/enrollment.server'
import { hasProjectSubmission, projectView } from '../hub/projects.server'
import { hasMathSubmission, mathView } from '../math/math.server'
import { recordCourseCompleted, recordLessonCompleted } from '../progress/index.server'
import { pick, pickNullable, videoRef } from '../text'
import { averageMinutes } from './lesson-times.server'
import { hasCorrectAttempt, theoreticalView } from './theoretical.server'

/** A lesson of this course by its numeric id (from the URL), else undefined. */
export async function findLesson(courseId: number, lessonParam: string | undefined) {
  if (!lessonParam || !/^[1-9]\d{0,15}$/.test(lessonParam)) return undefined
  return db
    .selectFrom('lessons')
    .selectAll()
    .where('id', '=', Number(lessonParam))
    .where('course_id', '=', courseId)
    .executeTakeFirst()
}

async function textView(lesson: Lesson, lng: Lng, prefix: Prefix) {
  const text = await db
    .selectFrom('texts')
    .select(['body_br', 'body_gb'])
    .where('id', '=', lesson.text_id as number)
    .executeTakeFirstOrThrow()
  return renderRichText(pick(text.body_br, text.body_gb, lng), { prefix })
}

async function programmingView(lesson: Lesson, userId: number, lng: Lng, prefix: Prefix, returnTo: string) {
  const id = lesson.exercise_id as number
  const exercise = await findExercise(id)
  if (!exercise) throw new Error(`lesson ${lesson.id}: exercise ${id} is missing`)
  return {
    type: 'programming' as const,
    exerciseId: id,
    title: exerciseTitle(exercise, lng),
    statementHtml: await renderRichText(localized(exercise.text_br, exercise.text_gb, lng), { prefix }),
    solved: await hasSolved(userId, id),
    exerciseUrl: `/${prefix}/exercise/${id}?return_to=${encodeURIComponent(returnTo)}`,
  }
}

/** What the lesson shows, by type (docs/product.md#learning-lessons). */
async function lessonContent(
  lesson: Lesson,
  userId: number,
  lng: Lng,
  prefix: Prefix,
  now: Date,
  url: string,
) {
  switch (lesson.type) {
    case 'lesson':
      return {
        type: 'lesson' as const,
        video: videoRef(pickNullable(lesson.video_br, lesson.video_gb, lng)),
        html: await textView(lesson, lng, prefix),
      }
    case 'text':
      return { type: 'text' as const, html: await textView(lesson, lng, prefix) }
    case 'theoretical':
      return theoreticalView(lesson.theoretical_id as number, userId, lng, prefix)
    case 'math':
      return mathView(lesson.math_exercise_id as number, userId, lng, prefix, now)
    case 'programming':
      return programmingView(lesson, userId, lng, prefix, url)
    case 'project':
      return projectView(lesson.project_id as number, userId, lng, prefix, now)
  }
}

export type LessonContent = Awaited<ReturnType<typeof lessonContent>>

/** Why "understood" cannot complete this lesson yet (docs/product.md#learning-lessons: "could not complete this lesson"), or null. */
export type CompletionBlocker = 'theoretical' | 'math' | 'project' | 'programming'

export async function completionBlocker(userId: number, lesson: Lesson): Promise<CompletionBlocker | null> {
  switch (lesson.type) {
    case 'theoretical':
      return (await hasCorrectAttempt(userId, lesson.theoretical_id as number)) ? null : 'theoretical'
    case 'math':
      return (await hasMathSubmission(userId, lesson.math_exercise_id as number)) ? null : 'math'
    case 'project':
      return (await hasProjectSubmission(userId, lesson.project_id as number)) ? null : 'project'
    case 'programming':
      return (await hasSolved(userId, lesson.exercise_id as number)) ? null : 'programming'
    default:
      return null
  }
}

/**
 * The lessons the navigation walks (previous/next, the list beside the lesson): the organization's course for
 * its student (ADR 024) — a lesson it leaves out, opened by link, keeps its place while it is the one open —
 * else the whole course.
 */
async function navigation(userId: number, courseId: number, lessonId: number) {
  const { all, offered } = await lessonsFor(userId, courseId)
  const lessons = offered ? all.filter((l) => l.id === lessonId || !offered.hidden.has(l.id)) : all
  return { all, offered, lessons }
}

function neighbours(lessons: OrderedLesson[], lessonId: number) {
  const at = lessons.findIndex((l) => l.id === lessonId)
  return { prev: at > 0 ? lessons[at - 1] : null, next: at >= 0 ? (lessons[at + 1] ?? null) : null }
}

/** Everything the lesson page shows. The caller has already checked access. */
export async function lessonPage(
  course: Course,
  lesson: Lesson,
  user: SessionUser,
  lng: Lng,
  prefix: Prefix,
  now: Date,
) {
  const base = `/${prefix}/course/${course.slug}`
  const url = `${base}/lesson/${lesson.id}`
  const [{ lessons, offered }, completed, content, blocker, feedback, minutes] = await Promise.all([
    navigation(user.id, course.id, lesson.id),
    completedLessonIds(user.id, course.id),
    lessonContent(lesson, user.id, lng, prefix, now, url),
    completionBlocker(user.id, lesson),
    quickFeedbackOf(user.id, 'lesson', lesson.id),
    averageMinutes([lesson.id]),
  ])
  const { prev, next } = neighbours(lessons, lesson.id)
  const link = (l: OrderedLesson | null) => l && { id: l.id, title: pick(l.title_br, l.title_gb, lng) }
  return {
    course: { slug: course.slug, title: pick(course.title_br, course.title_gb, lng), url: base },
    lesson: {
      id: lesson.id,
      type: lesson.type,
      title: pick(lesson.title_br, lesson.title_gb, lng),
      url,
      completed: completed.has(lesson.id),
      canComplete: blocker === null,
      blocker,
      /** docs/product.md#learning-lessons: how long students take, in minutes (null before anyone completed it). */
      avgMinutes: minutes.get(lesson.id) ?? null,
    },
    content,
    /** The organization whose course this is (ADR 024), and whether it offers this lesson; null: none. */
    organization: offered
      ? { name: offered.organization, lessonOffered: !offered.hidden.has(lesson.id) }
      : null,
    prev: link(prev),
    next: link(next),
    lessons: lessons.map((l) => ({
      id: l.id,
      title: pick(l.title_br, l.title_gb, lng),
      type: l.type,
      depth: l.layer_depth,
      completed: completed.has(l.id),
      current: l.id === lesson.id,
      // The same marks as the course page: a PRO or not-yet lesson says so before it is opened.
      lock: lessonLock(user, course, l, now),
      availableFrom: l.available_from,
    })),
    feedback,
    openedAt: now.toISOString(),
  }
}

export type LessonPageData = Awaited<ReturnType<typeof lessonPage>>

export type CompleteResult =
  | { ok: false; blocker: CompletionBlocker }
  | {
      ok: true
      nextLessonId: number | null
      /** The course was completed by this lesson (its certificate may still need PRO: courseCompleted). */
      courseCompleted: boolean
      certificateCode: string | null
      /**
       * Lessons still not completed that the navigation walks (the last lesson can be reached before the
       * others): the organization's course for its student (ADR 024), else the whole course.
       */
      left: number
      /** Lessons the student's organization leaves out, not completed (the certificate needs them too). */
      notOfferedLeft: number
    }

/**
 * "Understood" (docs/product.md#learning-lessons): completes the lesson once (XP through the progress service), moves the enrollment,
 * and when no lesson of the course is left incomplete completes the course and issues the certificate.
 */
export async function completeLesson(
  user: SessionUser,
  course: Course,
  lesson: Lesson,
  openedAt: string | null | undefined,
  now: Date,
): Promise<CompleteResult> {
  const blocker = await completionBlocker(user.id, lesson)
  if (blocker) return { ok: false, blocker }
  await touchLesson(user.id, lesson, openedAt, now)
  // One transaction: a lesson is never completed without its XP (the award itself is idempotent).
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lesson_progress')
      .set({ completed_at: now.toISOString() })
      .where('user_id', '=', user.id)
      .where('lesson_id', '=', lesson.id)
      .where('completed_at', 'is', null)
      .execute()
    await recordLessonCompleted(user.id, { id: lesson.id, xp: lesson.xp }, now, trx)
  })
  learnerProgressed(user.id)

  const { all, lessons } = await navigation(user.id, course.id, lesson.id)
  const completed = await completedLessonIds(user.id, course.id)
  const { next } = neighbours(lessons, lesson.id)
  let certificateCode: string | null = null
  let courseCompleted = false
  const left = lessons.filter((l) => !completed.has(l.id)).length
  // The course — and its certificate — is every lesson, whatever an organization offers.
  const allLeft = all.filter((l) => !completed.has(l.id)).length
  if (allLeft === 0) {
    const enrollment = await enrollmentOf(user.id, course.id)
    if (!enrollment?.completed_at) {
      // The certificate first (idempotent): if it fails, the next "understood" tries the whole step again.
      certificateCode = (await recordCourseCompleted(user.id, course.id, now)).certificateCode
      courseCompleted = true
      await db
        .updateTable('course_enrollments')
        .set({ completed_at: now.toISOString() })
        .where('user_id', '=', user.id)
        .where('course_id', '=', course.id)
        .where('completed_at', 'is', null)
        .execute()
    }
  }
  return {
    ok: true,
    nextLessonId: courseCompleted ? null : (next?.id ?? null),
    courseCompleted,
    certificateCode,
    left,
    notOfferedLeft: allLeft - left,
  }
}
