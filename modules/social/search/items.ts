import type { UserColor } from '~/db/schema'

// "search result item" (docs/product.md#social-search): id, title, type; a score (exercises), course and lesson (lessons), url (posts).
// Shared by the service, the API, the results page and the top bar's suggestions.

export const SEARCH_KINDS = ['user', 'exercise', 'lesson', 'post'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** The API's path segment of each kind (GET /api/search/{users,exercises,lessons,posts}). */
export const SEARCH_PATHS: Record<string, SearchKind> = {
  users: 'user',
  exercises: 'exercise',
  lessons: 'lesson',
  posts: 'post',
}

/** Score bands: solved (100) green, at least half yellow, below half red. */
export type ScoreColor = 'green' | 'yellow' | 'red'

export interface SearchUserItem {
  id: number
  title: string
  type: 'user'
  /** The name's colour (docs/product.md#kernel-people-on-screen), as everywhere a name is shown. */
  color: UserColor
}

export interface SearchExerciseItem {
  id: number
  title: string
  type: 'exercise'
  /** The viewer's best score on it; null for visitors and before a judged submission. */
  score: { value: number; color: ScoreColor } | null
}

export interface SearchLessonItem {
  id: number
  title: string
  type: 'lesson'
  /** `id` is the course's slug, as in /{lang}/course/:course_id. */
  course: { id: string; title: string }
  lesson: { id: number; title: string }
}

export interface SearchPostItem {
  id: number
  title: string
  type: 'post'
  url: string
}

export type SearchItem = SearchUserItem | SearchExerciseItem | SearchLessonItem | SearchPostItem

export interface SearchItemOf {
  user: SearchUserItem
  exercise: SearchExerciseItem
  lesson: SearchLessonItem
  post: SearchPostItem
}

export function scoreColor(value: number): ScoreColor {
  if (value >= 100) return 'green'
  if (value >= 50) return 'yellow'
  return 'red'
}

/** Where an item leads, under the page's locale prefix. */
export function searchItemHref(prefix: string, item: SearchItem): string {
  switch (item.type) {
    case 'user':
      return `/${prefix}/user/${item.id}`
    case 'exercise':
      return `/${prefix}/exercise/${item.id}`
    case 'lesson':
      return `/${prefix}/course/${item.course.id}/lesson/${item.lesson.id}`
    case 'post':
      return `/${prefix}/blog/${item.url}`
  }
}

export interface SearchSection<K extends SearchKind = SearchKind> {
  kind: K
  items: SearchItemOf[K][]
  /** More than the page shows matched. */
  more: boolean
}

/** The results page's data: the normalised text and a section per kind. */
export interface SearchPage {
  q: string
  sections: { [K in SearchKind]: SearchSection<K> }
}
