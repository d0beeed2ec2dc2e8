import { remember } from '@epic-web/remember'
import type { Lng } from '~/app/kernel/i18n/locale'

// The lessons that teach a subject (spec: subjects have lessons; learning's subject editor picks them, issue 21).
// Lessons are learning's, above the judge (ADR 014): learning installs the source at start
// (`startSubjectLessons`, server.js) and the subject page asks through here. Without a source (the judge's own
// tests, a tool) a subject lists no lessons.

export interface SubjectLesson {
  title: string
  course: string
  /** The lesson's page, under the page's locale prefix. */
  href: string
}

type Source = (subjectId: number, lng: Lng) => Promise<SubjectLesson[]>

const state = remember('trilha-subject-lessons', () => ({ source: null as Source | null }))

/** Installs the source (learning, at start); returns the function that takes it away (tests). */
export function provideSubjectLessons(source: Source): () => void {
  state.source = source
  return () => {
    if (state.source === source) state.source = null
  }
}

export async function subjectLessons(subjectId: number, lng: Lng): Promise<SubjectLesson[]> {
  return state.source ? state.source(subjectId, lng) : []
}
