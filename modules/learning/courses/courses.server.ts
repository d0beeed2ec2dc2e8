import { sql } from 'kysely'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db } from '~/db/client.server'
import type { Course, Lesson, Track, TrackType } from '~/db/schema-learning'
import { isLearningStaff } from '../access'
import { jsonStrings, pick, pickNullable, workloadWeeks } from '../text'
import {
  type CourseSelection,
  courseSelectionFor,
  hiddenLessons,
  offeredCourse,
} from './course-selection.server'

export const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/**
 * The course by its slug. Every published course is public: "launch ready", "locked" and the language flags are
 * shown, and lesson access (access.ts) decides what opens. A draft (0023) exists for content editors only.
 */
export async function findCourse(slug: string | undefined, viewer: SessionUser | null) {
  if (!slug || !SLUG.test(slug)) return undefined
  const course = await db.selectFrom('courses').selectAll().where('slug', '=', slug).executeTakeFirst()
  return course && (course.is_published === 1 || isLearningStaff(viewer)) ? course : undefined
}

export type OrderedLesson = Lesson & { topic_position: number | null }

/**
 * A course's lessons in reading order: by topic, then by position (lessons outside a topic come last).
 * The course page, the lesson navigation, "continue" and the API all use this one order.
 */
export async function courseLessons(courseId: number, conn: DB = db): Promise<OrderedLesson[]> {
  return conn
    .selectFrom('lessons')
    .leftJoin('course_topics', 'course_topics.id', 'lessons.topic_id')
    .selectAll('lessons')
    .select('course_topics.position as topic_position')
    .where('lessons.course_id', '=', courseId)
    .orderBy(sql`course_topics.position IS NULL`)
    .orderBy('course_topics.position')
    .orderBy('lessons.position')
    .execute()
}

/**
 * A course's lessons as this user is offered them: `shown` leaves out the lessons their organization does not
 * offer (ADR 024; `offered` names it), `all` is every lesson. For anyone else both are the whole course. The
 * course page, the lesson navigation, "start" and "understood" read the course through here.
 */
export async function lessonsFor(userId: number | null | undefined, courseId: number) {
  const [all, selection] = await Promise.all([courseLessons(courseId), courseSelectionFor(userId)])
  const offered = offeredCourse(selection, courseId)
  return { all, offered, shown: offered ? all.filter((l) => !offered.hidden.has(l.id)) : all }
}

export async function courseTopics(courseId: number) {
  return db
    .selectFrom('course_topics')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute()
}

/** Ids of the lessons of a course this user has completed. */
export async function completedLessonIds(userId: number, courseId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('lesson_progress')
    .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
    .select('lesson_progress.lesson_id')
    .where('lesson_progress.user_id', '=', userId)
    .where('lessons.course_id', '=', courseId)
    .where('lesson_progress.completed_at', 'is not', null)
    .execute()
  return new Set(rows.map((r) => r.lesson_id))
}

export interface CourseCard {
  id: number
  slug: string
  title: string
  subtitle: string
  track: Track
  trackType: TrackType
  workloadHours: number
  weeks: number
  isFree: boolean
  isLocked: boolean
  isLegacy: boolean
  isStudyProgram: boolean
  isTrainingProgram: boolean
  isLaunchReady: boolean
  /** False when the course has no content in the page's language yet. */
  languageReady: boolean
  tag: string | null
  imageUrl: string | null
  lessons: number
  /** Null when the student has not started it. */
  progress: { completed: number; done: boolean } | null
}

export const courseImageUrl = (course: Pick<Course, 'id' | 'has_image'>) =>
  course.has_image === 1 ? `/image/course-icon/${course.id}.png` : null

export function languageReady(course: Pick<Course, 'is_english_ready' | 'is_portuguese_ready'>, lng: Lng) {
  return lng === 'en-GB' ? course.is_english_ready === 1 : course.is_portuguese_ready === 1
}

/** What a course card and the course page both say of a course, in the page's language. */
export function courseSummary(c: Course, lng: Lng) {
  return {
    id: c.id,
    slug: c.slug,
    title: pick(c.title_br, c.title_gb, lng),
    subtitle: pick(c.subtitle_br, c.subtitle_gb, lng),
    workloadHours: c.workload_hours,
    weeks: workloadWeeks(c.workload_hours),
    isFree: c.is_free === 1,
    isLocked: c.is_locked === 1,
    isLegacy: c.is_legacy === 1,
    isStudyProgram: c.is_study_program === 1,
    isTrainingProgram: c.is_training_program === 1,
    isLaunchReady: c.is_launch_ready === 1,
    languageReady: languageReady(c, lng),
    tag: c.tag,
    imageUrl: courseImageUrl(c),
  }
}

/** Published courses only: drafts are listed on the editors' page (content/courses). */
async function allCourses() {
  return db
    .selectFrom('courses')
    .selectAll()
    .where('is_published', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export interface CourseCards {
  tracks: Record<Track, CourseCard[]>
  /**
   * The courses the student's organizations chose (ADR 024): one section per organization in the order they
   * joined, each in its order, taken out of the tracks (a course two of them chose is under the first). Empty
   * for anyone else.
   */
  organizations: { name: string; courses: CourseCard[] }[]
}

/**
 * The courses page: cards grouped by track (docs/product.md#learning-courses: "language and professional
 * tracks"). A student of an organization that configured its courses sees that selection first (ADR 024).
 */
export async function listCourseCards(user: SessionUser | null, lng: Lng): Promise<CourseCards> {
  const [courses, selection] = await Promise.all([allCourses(), courseSelectionFor(user?.id)])
  const counts = await db
    .selectFrom('lessons')
    .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('course_id')
    .execute()
  const lessonsOf = new Map(counts.map((c) => [c.course_id, Number(c.n)]))
  const enrolled = new Map<number, { completed: number; done: boolean }>()
  if (user) {
    const enrollments = await db
      .selectFrom('course_enrollments')
      .select(['course_id', 'completed_at'])
      .where('user_id', '=', user.id)
      .execute()
    const done = await db
      .selectFrom('lesson_progress')
      .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .select(['lessons.course_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('lesson_progress.user_id', '=', user.id)
      .where('lesson_progress.completed_at', 'is not', null)
      .groupBy('lessons.course_id')
      .execute()
    const doneOf = new Map(done.map((d) => [d.course_id, Number(d.n)]))
    for (const e of enrollments) {
      enrolled.set(e.course_id, { completed: doneOf.get(e.course_id) ?? 0, done: e.completed_at !== null })
    }
  }
  const cards = courses.map((c) => ({
    ...courseSummary(c, lng),
    track: c.track,
    trackType: c.track_type,
    lessons: lessonsOf.get(c.id) ?? 0,
    progress: enrolled.get(c.id) ?? null,
  }))
  const organizations = selection
    ? organizationCards(
        selection,
        cards,
        user ? await completedAmong(user.id, hiddenLessons(selection)) : new Set(),
      )
    : []
  const chosen = new Set(organizations.flatMap((o) => o.courses.map((c) => c.id)))
  const tracks: Record<Track, CourseCard[]> = { language: [], professional: [] }
  for (const card of cards) if (!chosen.has(card.id)) tracks[card.track].push(card)
  return { tracks, organizations }
}

/** Which of these lessons the user completed (the hidden ones, to take them out of a card's progress). */
async function completedAmong(userId: number, lessonIds: Set<number>): Promise<Set<number>> {
  if (lessonIds.size === 0) return new Set()
  const rows = await db
    .selectFrom('lesson_progress')
    .select('lesson_id')
    .where('user_id', '=', userId)
    .where('lesson_id', 'in', [...lessonIds])
    .where('completed_at', 'is not', null)
    .execute()
  return new Set(rows.map((r) => r.lesson_id))
}

/**
 * The selection's published courses, per organization in its order, each counting only the lessons offered —
 * in its total and in the student's progress, so "3 of 4" on the card is what the course page says.
 */
function organizationCards(selection: CourseSelection, cards: CourseCard[], hiddenDone: Set<number>) {
  const byId = new Map(cards.map((c) => [c.id, c]))
  return selection.organizations.flatMap(({ organization, courses }) => {
    const shown = courses.flatMap(({ courseId, hiddenLessonIds }) => {
      const card = byId.get(courseId)
      if (!card) return []
      const done = hiddenLessonIds.filter((id) => hiddenDone.has(id)).length
      const progress = card.progress && { ...card.progress, completed: card.progress.completed - done }
      return [{ ...card, lessons: Math.max(0, card.lessons - hiddenLessonIds.length), progress }]
    })
    return shown.length ? [{ name: organization, courses: shown }] : []
  })
}

/** GET /api/courses?locale= (docs/product.md#learning-courses): every course with its topics and lessons, in one language. */
export async function apiCourses(lng: Lng) {
  const courses = await allCourses()
  const ids = courses.map((c) => c.id)
  if (ids.length === 0) return []
  const topics = await db
    .selectFrom('course_topics')
    .selectAll()
    .where('course_id', 'in', ids)
    .orderBy('position')
    .execute()
  const lessons = await Promise.all(ids.map((id) => courseLessons(id)))
  return courses.map((c, i) => ({
    id: c.id,
    slug: c.slug,
    title: pick(c.title_br, c.title_gb, lng),
    subtitle: pick(c.subtitle_br, c.subtitle_gb, lng),
    description: pick(c.description_br, c.description_gb, lng),
    track: c.track,
    track_type: c.track_type,
    workload_hours: c.workload_hours,
    weeks: workloadWeeks(c.workload_hours),
    is_free: c.is_free === 1,
    is_locked: c.is_locked === 1,
    is_legacy: c.is_legacy === 1,
    is_study_program: c.is_study_program === 1,
    is_training_program: c.is_training_program === 1,
    launch_ready: c.is_launch_ready === 1,
    english_ready: c.is_english_ready === 1,
    portuguese_ready: c.is_portuguese_ready === 1,
    allowed_languages: jsonStrings(c.allowed_languages),
    tag: c.tag,
    video: pickNullable(c.video_br, c.video_gb, lng),
    image_url: courseImageUrl(c),
    topics: topics
      .filter((t) => t.course_id === c.id)
      .map((t) => ({ id: t.id, title: pick(t.title_br, t.title_gb, lng), position: t.position })),
    lessons: lessons[i].map((l) => ({
      id: l.id,
      title: pick(l.title_br, l.title_gb, lng),
      type: l.type,
      layer_depth: l.layer_depth,
      position: l.position,
      topic_id: l.topic_id,
    })),
  }))
}
