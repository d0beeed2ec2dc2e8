// Blog management for content creators (docs/product.md#social-feed-and-blog: "content: posts"): every post, drafts included; each
// creator edits what they wrote and admins edit everything (the rule of the other content pages).
import fs from 'node:fs/promises'
import { type SessionUser, can, displayName } from '~/app/kernel/auth/policy'
import { cleanCopy, inspectImage, webpOf } from '~/app/kernel/files/images.server'
import { mediaPath, writeMediaFile } from '~/app/kernel/files/media.server'
import type { Lng } from '~/app/kernel/i18n/locale'
import { prepareRichText, richTextErrors } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { BlogTag, BlogVisibility } from '~/db/schema-social'
import type { PostFormValues, PostInput } from './post-form.server'
import { titleIn } from './posts.server'
import { firstParagraph } from './teaser'
import { POST_IMAGE } from './types'

export interface ManagedPost {
  id: number
  url: string
  title: string
  visibility: BlogVisibility
  tag: BlogTag
  created: string
  author: string | null
  editable: boolean
}

export const canEditPost = (user: SessionUser, authorId: number | null) =>
  can(user, 'admin') || (authorId !== null && authorId === user.id)

/** Every post, newest first, with whether this creator may edit it. */
export async function listAllPosts(user: SessionUser, lng: Lng): Promise<ManagedPost[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .leftJoin('users', 'users.id', 'blog_posts.author_id')
    .select([
      'blog_posts.id',
      'blog_posts.url',
      'blog_posts.title_br',
      'blog_posts.title_gb',
      'blog_posts.visibility',
      'blog_posts.tag',
      'blog_posts.created_at',
      'blog_posts.author_id',
      'users.name',
    ])
    .orderBy('blog_posts.created_at', 'desc')
    .orderBy('blog_posts.id', 'desc')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    title: titleIn(r, lng),
    visibility: r.visibility,
    tag: r.tag,
    created: r.created_at,
    author: r.name ? displayName(r.name) : null,
    editable: canEditPost(user, r.author_id),
  }))
}

export type EditablePost =
  | { status: 'ok'; values: PostFormValues; hasImage: boolean }
  | { status: 'not_found' }
  | { status: 'forbidden' }

export async function editablePost(user: SessionUser, id: number): Promise<EditablePost> {
  const row = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return { status: 'not_found' }
  if (!canEditPost(user, row.author_id)) return { status: 'forbidden' }
  return {
    status: 'ok',
    hasImage: row.has_image === 1,
    values: {
      url: row.url,
      title_br: row.title_br,
      title_gb: row.title_gb ?? '',
      text: row.text,
      tag: row.tag,
      visibility: row.visibility,
      is_tutorial: row.is_tutorial === 1,
      is_assistant_knowledge: row.is_assistant_knowledge === 1,
    },
  }
}

async function urlTaken(url: string, except: number | null) {
  let q = db.selectFrom('blog_posts').select('id').where('url', '=', url)
  if (except) q = q.where('id', '!=', except)
  return !!(await q.executeTakeFirst())
}

const isUniqueError = (error: unknown) => String(error).includes('UNIQUE')

export type SavePostResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'url_taken' }
  | { ok: false; reason: 'rich_text'; errors: Record<string, string[]> }

/** A new draft with its address and title; the author is the creator. */
export async function createPost(
  user: SessionUser,
  input: { url: string; title_br: string },
): Promise<SavePostResult> {
  if (await urlTaken(input.url, null)) return { ok: false, reason: 'url_taken' }
  try {
    const { id } = await db
      .insertInto('blog_posts')
      .values({ url: input.url, title_br: input.title_br, author_id: user.id, visibility: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { ok: true, id }
  } catch (error) {
    if (isUniqueError(error)) return { ok: false, reason: 'url_taken' }
    throw error
  }
}

/**
 * Saves the fields (the image is saved apart, by savePostImage / removePostImage). The text, and the teaser
 * other readers see of a PRO post, are rendered now for every later view; a text that cannot render is
 * refused with its `text` error (issue 15).
 */
export async function updatePost(id: number, input: PostInput): Promise<SavePostResult> {
  if (await urlTaken(input.url, id)) return { ok: false, reason: 'url_taken' }
  const problems = await prepareRichText({ text: input.text, teaser: firstParagraph(input.text) })
  const problem = problems.text ?? problems.teaser
  if (problem) return { ok: false, reason: 'rich_text', errors: richTextErrors({ text: problem }) }
  try {
    await db
      .updateTable('blog_posts')
      .set({
        url: input.url,
        title_br: input.title_br,
        title_gb: input.title_gb,
        text: input.text,
        tag: input.tag,
        visibility: input.visibility,
        is_tutorial: input.is_tutorial ? 1 : 0,
        is_assistant_knowledge: input.is_assistant_knowledge ? 1 : 0,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute()
    return { ok: true, id }
  } catch (error) {
    if (isUniqueError(error)) return { ok: false, reason: 'url_taken' }
    throw error
  }
}

/** True when the bytes are a real 900×600 PNG (the extension and the declared type do not count). */
export async function isPostImage(bytes: Uint8Array): Promise<boolean> {
  const info = await inspectImage(bytes)
  return (
    !!info && info.format === 'png' && info.width === POST_IMAGE.width && info.height === POST_IMAGE.height
  )
}

/** Stores the image as a clean PNG and as the WebP /image/post/:id.webp serves. Call isPostImage first. */
export async function savePostImage(id: number, bytes: Uint8Array) {
  await writeMediaFile(mediaPath('post', id, 'png'), await cleanCopy(bytes, 'png'))
  await writeMediaFile(mediaPath('post', id, 'webp'), await webpOf(bytes))
  await db.updateTable('blog_posts').set({ has_image: 1 }).where('id', '=', id).execute()
}

export async function removePostImage(id: number) {
  await db.updateTable('blog_posts').set({ has_image: 0 }).where('id', '=', id).execute()
  for (const ext of ['png', 'webp']) await fs.rm(mediaPath('post', id, ext), { force: true })
}

/** Deletes the post with its comments (ON DELETE CASCADE) and its image files. */
export async function deletePost(id: number) {
  await db.deleteFrom('blog_posts').where('id', '=', id).execute()
  for (const ext of ['png', 'webp']) await fs.rm(mediaPath('post', id, ext), { force: true })
}
