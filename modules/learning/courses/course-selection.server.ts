import { remember } from '@epic-web/remember'

// An organization's managers choose which courses (and which of their lessons) its students are offered, and in
// which order (ADR 024). Organizations are org's (above learning, ADR 014): org installs the source at start
// (`startOrgCourses`) and learning asks through here. Without a source (learning's own tests, a tool) nobody
// has a selection and nothing is queried: the courses page and the dashboard stay as they were.

export interface SelectedCourse {
  courseId: number
  /**
   * Lessons of the course the student's organizations do not offer: left out of its lesson count, "continue",
   * the course page's lists and the lesson navigation. With two organizations offering the course, only the
   * lessons both hide.
   */
  hiddenLessonIds: number[]
}

export interface OrganizationCourses {
  /** The organization's name (the courses page's heading for its section). */
  organization: string
  /** In the organization's order. */
  courses: SelectedCourse[]
}

/** A student's organizations that chose courses, in the order they joined; each course under one of them. */
export interface CourseSelection {
  organizations: OrganizationCourses[]
}

type Source = (userId: number) => Promise<CourseSelection | null>

const state = remember('trilha-course-selection', () => ({ source: null as Source | null }))

/** Installs the source (org, at start); returns the function that takes it away (tests). */
export function provideCourseSelection(source: Source): () => void {
  state.source = source
  return () => {
    if (state.source === source) state.source = null
  }
}

/** The selection of the organization a student belongs to, or null (the default: the whole catalogue). */
export async function courseSelectionFor(userId: number | null | undefined): Promise<CourseSelection | null> {
  if (!userId || !state.source) return null
  const selection = await state.source(userId)
  return selection?.organizations.some((o) => o.courses.length) ? selection : null
}

/** The selection's courses in order: the first organization's, then the next one's. */
export const selectedCourses = (selection: CourseSelection | null): SelectedCourse[] =>
  selection?.organizations.flatMap((o) => o.courses) ?? []

/** Every lesson the selection hides, whatever its course (one set to filter lessons with). */
export const hiddenLessons = (selection: CourseSelection | null) =>
  new Set(selectedCourses(selection).flatMap((c) => c.hiddenLessonIds))

/** The organization that offers this course to the student, and the lessons left out of it; null: none does. */
export function offeredCourse(selection: CourseSelection | null, courseId: number) {
  for (const o of selection?.organizations ?? []) {
    const course = o.courses.find((c) => c.courseId === courseId)
    if (course) return { organization: o.organization, hidden: new Set(course.hiddenLessonIds) }
  }
  return null
}
