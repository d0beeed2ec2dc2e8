// The search area's part of the social module's public surface (re-exported by ../index.ts).
export {
  SEARCH_KINDS,
  type SearchExerciseItem,
  type SearchItem,
  type SearchKind,
  type SearchLessonItem,
  type SearchPage,
  type SearchPostItem,
  type SearchUserItem,
} from './items'
export { normaliseSearch } from './match'
export { type SearchViewer, searchKind, searchPage } from './search.server'
