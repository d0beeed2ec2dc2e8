import { sql } from 'kysely'
import { db } from '~/db/client.server'
import { type SearchViewer, searchMatching } from './search.server'

// The assistant's knowledge (issue 19, docs/product.md#social-search "is assistant knowledge"): the same FTS5 index the search box
// reads, asked differently. A question is a sentence, not a search: any of its words may match (OR), and bm25
// ranks the rows that match most of them first. Posts flagged "assistant knowledge" give their text too.

// Words shorter than this are mostly articles and prepositions ("de", "um", "if"): they would match everything.
const MIN_WORD = 3
const MAX_WORDS = 12
const WORD = /[\p{L}\p{N}\p{M}]+/gu
const POST_TEXT = 2_000

/** An FTS5 expression where any word of the question matches; null when no word is left. */
export function anyWordExpression(question: string): string | null {
  const words = [
    ...new Set(
      (question.normalize('NFC').toLowerCase().match(WORD) ?? []).filter((w) => w.length >= MIN_WORD),
    ),
  ]
  if (!words.length) return null
  return words
    .slice(0, MAX_WORDS)
    .map((w) => `"${w}"`)
    .join(' OR ')
}

export interface KnowledgeItem {
  type: 'lesson' | 'exercise' | 'post'
  title: string
  /** The path under the page's language prefix (`/course/:slug/lesson/:id`, `/exercise/:id`, `/blog/:url`). */
  path: string
  /** A flagged post's text (Markdown, cut). */
  text?: string
}

/** Up to `limit` lessons, exercises and posts for a question, knowledge posts first, each with its page. */
export async function assistantKnowledge(
  question: string,
  viewer: SearchViewer,
  limit = 6,
): Promise<KnowledgeItem[]> {
  const match = anyWordExpression(question)
  if (!match) return []
  const flagged = await db
    .selectFrom(
      sql<{ id: number; rank: number }>`(
        SELECT rowid >> 2 AS id, bm25(search_index, 10.0, 1.0) AS rank FROM search_index
        WHERE search_index MATCH ${match} AND (rowid & 3) = 3
      )`.as('hit'),
    )
    .innerJoin('blog_posts', 'blog_posts.id', 'hit.id')
    .select(['blog_posts.url', 'blog_posts.title_br', 'blog_posts.title_gb', 'blog_posts.text'])
    .where('blog_posts.is_assistant_knowledge', '=', 1)
    .where('blog_posts.visibility', '=', 'public')
    .orderBy('hit.rank')
    .limit(2)
    .execute()
  const [lessons, exercises] = await Promise.all([
    searchMatching('lesson', match, viewer, limit),
    searchMatching('exercise', match, viewer, limit),
  ])
  const items: KnowledgeItem[] = flagged.map((p) => ({
    type: 'post',
    title: viewer.lng === 'en-GB' && p.title_gb ? p.title_gb : p.title_br,
    path: `/blog/${p.url}`,
    text: p.text.slice(0, POST_TEXT),
  }))
  // Interleaved so a question about a concept finds both a lesson and an exercise.
  for (let i = 0; i < limit && items.length < limit; i++) {
    const lesson = lessons[i]
    const exercise = exercises[i]
    if (lesson)
      items.push({
        type: 'lesson',
        title: lesson.title,
        path: `/course/${lesson.course.id}/lesson/${lesson.id}`,
      })
    if (exercise && items.length < limit)
      items.push({ type: 'exercise', title: exercise.title, path: `/exercise/${exercise.id}` })
  }
  return items.slice(0, limit)
}
