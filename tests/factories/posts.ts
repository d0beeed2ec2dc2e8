// Blog posts for tests (not a test file itself): rows written straight to the table, with fresh URLs.
import { db } from '~/db/client.server'
import type { BlogTag, BlogVisibility } from '~/db/schema-social'

let counter = 0

/** A public blog post of two paragraphs; the whole row back. */
export async function makeBlogPost(
  fields: Partial<{
    url: string
    title_br: string
    title_gb: string | null
    text: string
    tag: BlogTag
    visibility: BlogVisibility
    author_id: number | null
    is_tutorial: number
    created_at: string
  }> = {},
) {
  counter += 1
  const { id } = await db
    .insertInto('blog_posts')
    .values({
      url: `post-${counter}-${Date.now() % 100000}`,
      title_br: `Post ${counter}`,
      text: `Primeiro parágrafo do post ${counter}.\n\nSegundo parágrafo, o resto do texto.`,
      visibility: 'public',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}
