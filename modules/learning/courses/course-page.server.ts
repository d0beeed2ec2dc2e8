import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { type FinishEstimate, type StudyPlan, estimateFinish } from '~/app/kernel/people/study-plan'
import { studyPlanOf } from '~/app/kernel/people/study-plan.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { Course, LessonType } from '~/db/schema-learning'
import { courseCompetitions } from '~/modules/competitions/index'
import { canStartCourse, lessonLock } from '../access'
import { averageMinutes } from '../lessons/lesson-times.server'
import { existingCertificate } from '../progress/certificates.server'
import { jsonStrings, pick, pickNullable, videoRef } from '../text'
import { completedLessonIds, courseSummary, courseTopics, lessonsFor } from './courses.server'
import { continueLesson, enrollmentOf, touchEnrollment } from './enrollment.server'

export interface LessonItem {
  id: number
  title: string
  type: LessonType
  depth: number
  completed: boolean
  /** docs/product.md#learning-courses: the time students took, in minutes (median, lesson-times.server.ts); null before anyone completed it. */
  avgMinutes: number | null
  lock: 'locked' | 'pro' | 'not_yet' | null
  freePreview: boolean
  availableFrom: string | null
}

async function prerequisitesOf(courseId: number, lng: Lng) {
  const rows = await db
    .selectFrom('course_prerequisites')
    .innerJoin('courses', 'courses.id', 'course_prerequisites.required_course_id')
    .select(['courses.slug', 'courses.title_br', 'courses.title_gb'])
    .where('course_prerequisites.course_id', '=', courseId)
    .orderBy('courses.position')
    .execute()
  return rows.map((r) => ({ slug: r.slug, title: pick(r.title_br, r.title_gb, lng) }))
}

/** Everything the course page shows (docs/product.md#learning-courses). */
export async function coursePage(
  course: Course,
  user: SessionUser | null,
  lng: Lng,
  prefix: Prefix,
  now: Date,
) {
  const [{ all, offered, shown: lessons }, topics, prerequisites, competitions] = await Promise.all([
    lessonsFor(user?.id, course.id),
    courseTopics(course.id),
    prerequisitesOf(course.id, lng),
    courseCompetitions(lng, { courseId: course.id, now }),
  ])
  // A student whose organization offers this course without some of its lessons (ADR 024): the topics, the
  // counts, the progress, "continue" and the time left are the organization's course; the lessons left out
  // are listed apart, marked, still open (the course is public and its certificate needs every lesson).
  const left = offered ? all.filter((l) => offered.hidden.has(l.id)) : []
  const [avg, completed, enrollment, certificate, studyPlan] = await Promise.all([
    averageMinutes(all.map((l) => l.id)),
    user ? completedLessonIds(user.id, course.id) : Promise.resolve(new Set<number>()),
    user ? enrollmentOf(user.id, course.id) : Promise.resolve(undefined),
    user ? existingCertificate(db, user.id, course.id) : Promise.resolve(null),
    studyPlanOf(user?.id),
  ])
  const item = (l: (typeof lessons)[number]): LessonItem => ({
    id: l.id,
    title: pick(l.title_br, l.title_gb, lng),
    type: l.type,
    depth: l.layer_depth,
    completed: completed.has(l.id),
    avgMinutes: avg.get(l.id) ?? null,
    lock: lessonLock(user, course, l, now),
    freePreview: l.is_free_preview === 1,
    availableFrom: l.available_from,
  })
  const groups = topics.map((t) => ({
    id: t.id as number | null,
    title: pick(t.title_br, t.title_gb, lng) as string | null,
    lessons: lessons.filter((l) => l.topic_id === t.id).map(item),
  }))
  const loose = lessons.filter((l) => l.topic_id === null || !topics.some((t) => t.id === l.topic_id))
  if (loose.length) groups.push({ id: null, title: null, lessons: loose.map(item) })
  const next = continueLesson(lessons, completed)
  const text = async (br: string, gb: string | null) => {
    const md = pick(br, gb, lng)
    return md.trim() ? await renderRichText(md, { prefix }) : null
  }
  const [descriptionHtml, requirementsHtml, prerequisitesHtml] = await Promise.all([
    text(course.description_br, course.description_gb),
    text(course.requirements_br, course.requirements_gb),
    text(course.prerequisites_br, course.prerequisites_gb),
  ])
  return {
    course: {
      ...courseSummary(course, lng),
      descriptionHtml,
      requirementsHtml,
      prerequisitesHtml,
      prerequisites,
      willLearn: jsonStrings(pickNullable(course.will_learn_br, course.will_learn_gb, lng)),
      video: videoRef(pickNullable(course.video_br, course.video_gb, lng)),
    },
    topics: groups.filter((g) => g.lessons.length > 0),
    /** The organization's course leaves these out (ADR 024); null when no organization of the student offers it. */
    organization: offered ? { name: offered.organization, notOffered: left.map(item) } : null,
    totalLessons: lessons.length,
    completedLessons: lessons.filter((l) => completed.has(l.id)).length,
    enrolled: !!enrollment,
    courseCompleted: !!enrollment?.completed_at,
    certificateCode: certificate,
    continueLessonId: next?.id ?? null,
    canStart: canStartCourse(user, course),
    competitions,
    estimate: {
      ...studyPlan,
      finish: estimateFinish(
        remainingMinutes(lessons, completed, avg, course.workload_hours, all.length),
        studyPlan.plan,
      ),
    } satisfies CourseEstimate,
  }
}

/** The course page's time to finish at the student's plan (the default one for visitors and until they make one). */
export interface CourseEstimate {
  plan: StudyPlan
  chosen: boolean
  finish: FinishEstimate | null
}

/**
 * Minutes of study left in a course: each lesson not completed counts its students' median time
 * (lesson-times.server.ts) where someone completed it, else its share of the course's workload.
 */
export function remainingMinutes(
  lessons: { id: number }[],
  completed: ReadonlySet<number>,
  avg: ReadonlyMap<number, number>,
  workloadHours: number,
  /** How many lessons the workload is for (the whole course, when an organization offers only some). */
  courseLessons = lessons.length,
): number {
  if (lessons.length === 0) return 0
  const share = (Math.max(0, workloadHours) * 60) / Math.max(courseLessons, lessons.length)
  let minutes = 0
  for (const l of lessons) if (!completed.has(l.id)) minutes += avg.get(l.id) ?? share
  return Math.round(minutes)
}

/** "Start course" (POST): the enrollment, then the lesson to open. Null when the course has no lessons. */
export async function startCourse(user: SessionUser, course: Course, now: Date): Promise<number | null> {
  const { shown } = await lessonsFor(user.id, course.id)
  const next = continueLesson(shown, await completedLessonIds(user.id, course.id))
  await touchEnrollment(user.id, course.id, null, now)
  return next?.id ?? null
}
