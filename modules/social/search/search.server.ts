import { sql } from 'kysely'
import { type SessionUser, displayName, userColor } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { canSeeExercise, exerciseVisibleTo } from '~/modules/judge'
import {
  type SearchExerciseItem,
  type SearchItemOf,
  type SearchKind,
  type SearchLessonItem,
  type SearchPage,
  type SearchPostItem,
  type SearchSection,
  type SearchUserItem,
  scoreColor,
} from './items'
import { matchExpression, normaliseSearch } from './match'

/** docs/product.md#social-search: the suggestions ask for 10 of each kind; the results page shows 20. */
export const API_LIMIT = 10
export const PAGE_LIMIT = 20

// The index's rowid is `id * 4 + code` (db/migrations/0008-search.ts).
const CODE: Record<SearchKind, number> = { user: 0, exercise: 1, lesson: 2, post: 3 }
// bm25 column weights (title, body): a word in a title counts ten times a word in a post's text.
const WEIGHTS = sql`10.0, 1.0`

export interface SearchViewer {
  user: SessionUser | null
  lng: Lng
}

/** Ids of one kind matching `match`, best first (bm25 is lower for better matches). */
function hits(kind: SearchKind, match: string) {
  return sql<{ id: number; rank: number }>`(
    SELECT rowid >> 2 AS id, bm25(search_index, ${WEIGHTS}) AS rank FROM search_index
    WHERE search_index MATCH ${match} AND (rowid & 3) = ${CODE[kind]}
  )`
}

const pick = (br: string, gb: string | null, lng: Lng) => (lng === 'en-GB' && gb ? gb : br)

async function users(match: string, limit: number): Promise<SearchUserItem[]> {
  const rows = await db
    .selectFrom(hits('user', match).as('hit'))
    .innerJoin('users', 'users.id', 'hit.id')
    .select(['users.id', 'users.name', 'users.color'])
    .orderBy('hit.rank')
    .orderBy('users.id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ id: r.id, title: displayName(r.name), type: 'user', color: userColor(r.color) }))
}

async function bestScores(userId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('submissions')
    .select('exercise_id')
    // The judge's own failure (internal_error) scores nothing, as on the practice pages.
    .select(sql<number | null>`max(CASE WHEN status <> 'internal_error' THEN score END)`.as('best'))
    .where('user_id', '=', userId)
    .where('exercise_id', 'in', ids)
    .groupBy('exercise_id')
    .execute()
  return new Map(rows.flatMap((r) => (r.best === null ? [] : [[r.exercise_id, r.best] as const])))
}

async function exercises(match: string, limit: number, viewer: SearchViewer): Promise<SearchExerciseItem[]> {
  const rows = await db
    .selectFrom(hits('exercise', match).as('hit'))
    .innerJoin('programming_exercises', 'programming_exercises.id', 'hit.id')
    .select([
      'programming_exercises.id',
      'programming_exercises.title_br',
      'programming_exercises.title_gb',
      'programming_exercises.visibility',
      'programming_exercises.is_free',
      'programming_exercises.author_id',
    ])
    .where(exerciseVisibleTo(viewer.user))
    .orderBy('hit.rank')
    .orderBy('programming_exercises.id')
    .limit(limit)
    .execute()
  // The judge's own rule stays the authority; the SQL above only keeps the page full.
  const visible = rows.filter((r) => canSeeExercise(viewer.user, r))
  const best = viewer.user
    ? await bestScores(
        viewer.user.id,
        visible.map((r) => r.id),
      )
    : new Map()
  return visible.map((r) => {
    const value = best.get(r.id)
    return {
      id: r.id,
      title: pick(r.title_br, r.title_gb, viewer.lng),
      type: 'exercise',
      score: value === undefined ? null : { value, color: scoreColor(value) },
    }
  })
}

/**
 * Lessons of every course: the learning module shows every course to everyone, locked and "coming soon" ones
 * included, with its lesson list (modules/learning README, "Every course is public"); opening a lesson is
 * where its access rule (login, PRO, locked, not yet) applies.
 */
async function lessons(match: string, limit: number, viewer: SearchViewer): Promise<SearchLessonItem[]> {
  const rows = await db
    .selectFrom(hits('lesson', match).as('hit'))
    .innerJoin('lessons', 'lessons.id', 'hit.id')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select([
      'lessons.id',
      'lessons.title_br',
      'lessons.title_gb',
      'courses.slug',
      'courses.title_br as course_br',
      'courses.title_gb as course_gb',
    ])
    .orderBy('hit.rank')
    .orderBy('lessons.id')
    .limit(limit)
    .execute()
  return rows.map((r) => {
    const title = pick(r.title_br, r.title_gb, viewer.lng)
    return {
      id: r.id,
      title,
      type: 'lesson',
      course: { id: r.slug, title: pick(r.course_br, r.course_gb, viewer.lng) },
      lesson: { id: r.id, title },
    }
  })
}

/** Published posts (public and PRO: a PRO post's page says it is PRO); drafts never. */
async function posts(match: string, limit: number, viewer: SearchViewer): Promise<SearchPostItem[]> {
  const rows = await db
    .selectFrom(hits('post', match).as('hit'))
    .innerJoin('blog_posts', 'blog_posts.id', 'hit.id')
    .select(['blog_posts.id', 'blog_posts.url', 'blog_posts.title_br', 'blog_posts.title_gb'])
    .where('blog_posts.visibility', 'in', ['public', 'pro'])
    .orderBy('hit.rank')
    .orderBy('blog_posts.id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: pick(r.title_br, r.title_gb, viewer.lng),
    type: 'post',
    url: r.url,
  }))
}

const SEARCHERS: {
  [K in SearchKind]: (match: string, limit: number, viewer: SearchViewer) => Promise<SearchItemOf[K][]>
} = { user: users, exercise: exercises, lesson: lessons, post: posts }

/** One kind's results for an FTS5 MATCH expression already built (the assistant's any-word search). */
export function searchMatching<K extends SearchKind>(
  kind: K,
  match: string,
  viewer: SearchViewer,
  limit = API_LIMIT,
): Promise<SearchItemOf[K][]> {
  return SEARCHERS[kind](match, limit, viewer)
}

/** One kind's results for a raw search text (docs/product.md#social-search: lower-cased; empty or null → []). */
export async function searchKind<K extends SearchKind>(
  kind: K,
  raw: string | null | undefined,
  viewer: SearchViewer,
  limit = API_LIMIT,
): Promise<SearchItemOf[K][]> {
  const match = matchExpression(normaliseSearch(raw))
  if (!match) return []
  return SEARCHERS[kind](match, limit, viewer)
}

/** The results page: up to 20 of each kind, and whether there were more. */
export async function searchPage(raw: string | null | undefined, viewer: SearchViewer): Promise<SearchPage> {
  const q = normaliseSearch(raw)
  const section = async <K extends SearchKind>(kind: K): Promise<SearchSection<K>> => {
    const items = await searchKind(kind, q, viewer, PAGE_LIMIT + 1)
    return { kind, items: items.slice(0, PAGE_LIMIT), more: items.length > PAGE_LIMIT }
  }
  const [user, exercise, lesson, post] = await Promise.all([
    section('user'),
    section('exercise'),
    section('lesson'),
    section('post'),
  ])
  return { q, sections: { user, exercise, lesson, post } }
}
