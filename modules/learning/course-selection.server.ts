import { remember } from '@epic-web/remember'

// An organization's managers choose which courses (and which of their lessons) its students are offered, and in
// which order (ADR 024). Organizations are org's (above learning, ADR 014): org installs the source at start
// (`startOrgCourses`) and learning asks through here. Without a source (learning's own tests, a tool) nobody
// has a selection and nothing is queried: the courses page and the dashboard stay as they were.

export interface SelectedCourse {
  courseId: number
  /** Lessons of the course the organization does not offer (left out of "continue" and the lesson count). */
  hiddenLessonIds: number[]
}

export interface CourseSelection {
  /** The organization's name (the courses page's heading for its section). */
  organization: string
  /** In the organization's order. */
  courses: SelectedCourse[]
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
  return selection?.courses.length ? selection : null
}

/** Every lesson the selection hides, whatever its course (one set to filter lessons with). */
export const hiddenLessons = (selection: CourseSelection | null) =>
  new Set(selection?.courses.flatMap((c) => c.hiddenLessonIds) ?? [])
