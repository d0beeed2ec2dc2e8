// Comments under blog posts (docs/product.md#social-feed-and-blog: 'You cannot perform this action', 'You need to log in first').
// blog_posts.comment_count moves in the same transaction as the row, so the list and the count agree.
import { sql } from 'kysely'
import { z } from 'zod'
import { type SessionUser, can, displayName } from '~/app/kernel/auth/policy'
import { notify } from '~/app/kernel/people/notify.server'
import { db } from '~/db/client.server'
import { type BlogPostFound, readsWhole } from './posts.server'
import { type BlogComment, COMMENT_TEXT_MAX } from './types'

export { COMMENT_TEXT_MAX, type BlogComment }

const mayDelete = (viewer: SessionUser | null, authorId: number) =>
  !!viewer && (viewer.id === authorId || can(viewer, 'moderate'))

/** Oldest first: a conversation reads top to bottom. */
export async function listComments(postId: number, viewer: SessionUser | null): Promise<BlogComment[]> {
  const rows = await db
    .selectFrom('blog_comments')
    .innerJoin('users', 'users.id', 'blog_comments.user_id')
    .select([
      'blog_comments.id',
      'blog_comments.text',
      'blog_comments.created_at',
      'blog_comments.user_id',
      'users.name',
    ])
    .where('blog_comments.post_id', '=', postId)
    .orderBy('blog_comments.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    created: r.created_at,
    author: { id: r.user_id, name: displayName(r.name) },
    canDelete: mayDelete(viewer, r.user_id),
  }))
}

export const commentSchema = z.object({
  text: z.string({ required_error: 'required' }).trim().min(1, 'required').max(COMMENT_TEXT_MAX, 'tooLong'),
})

export type CommentResult = { ok: true; id: number } | { ok: false; reason: 'forbidden' }

/**
 * Adds a comment and tells the post's author when someone else wrote it. Readers of a PRO post's teaser
 * cannot comment (they have not read it).
 */
export async function addComment(
  user: SessionUser,
  post: BlogPostFound,
  text: string,
): Promise<CommentResult> {
  if (post.visibility === 'draft' || !readsWhole(user, post.visibility))
    return { ok: false, reason: 'forbidden' }
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('blog_comments')
      .values({ post_id: post.id, user_id: user.id, text })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('blog_posts')
      .set({ comment_count: sql`comment_count + 1` })
      .where('id', '=', post.id)
      .execute()
    return row.id
  })
  if (post.authorId && post.authorId !== user.id)
    await notify(post.authorId, 'blog_comment', {
      post: { id: post.id, url: post.url, title: post.titleBr, title_gb: post.titleGb },
      user: { id: user.id, name: user.name },
    })
  return { ok: true, id }
}

export type DeleteCommentResult = { ok: true } | { ok: false; reason: 'not_found' | 'forbidden' }

/** Its author or a moderator deletes a comment; anyone else is refused. */
export async function deleteComment(
  user: SessionUser,
  postId: number,
  commentId: number,
): Promise<DeleteCommentResult> {
  const row = await db
    .selectFrom('blog_comments')
    .select('user_id')
    .where('id', '=', commentId)
    .where('post_id', '=', postId)
    .executeTakeFirst()
  if (!row) return { ok: false, reason: 'not_found' }
  if (!mayDelete(user, row.user_id)) return { ok: false, reason: 'forbidden' }
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('blog_comments').where('id', '=', commentId).executeTakeFirst()
    if (Number(gone.numDeletedRows) > 0)
      await trx
        .updateTable('blog_posts')
        .set({ comment_count: sql`max(comment_count - 1, 0)` })
        .where('id', '=', postId)
        .execute()
  })
  return { ok: true }
}
