// Demo blog and feed (issue 7): six posts (two news, a tutorial, a PRO post, an article, a draft), a few
// comments and feed posts of every visibility. Idempotent: posts are looked up by address, comments and feed
// posts are added only when the demo has none yet. Users are found by e-mail; missing ones are skipped.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import { webpOf } from '~/app/kernel/files/images.server'
import { mediaPath } from '~/app/kernel/files/media.server'
import type { Database } from '../../schema'
import { DEMO_COMMENTS, DEMO_FEED, DEMO_POSTS } from './blog-data'

type DB = Kysely<Database>

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A 900×600 cover (docs/product.md#social-feed-and-blog: blog images are 900×600 PNG): a code window on a gradient, no text. */
export async function coverPng(): Promise<Buffer> {
  const lines = [
    [60, 260, '#7dd3fc'],
    [100, 380, '#fca5a5'],
    [100, 300, '#fde68a'],
    [140, 420, '#86efac'],
    [100, 220, '#c4b5fd'],
    [60, 160, '#7dd3fc'],
  ] as const
  const code = lines
    .map(
      ([x, w, c], i) =>
        `<rect x="${190 + x}" y="${215 + i * 44}" width="${w}" height="18" rx="9" fill="${c}"/>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600" viewBox="0 0 900 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f8b6c"/><stop offset="1" stop-color="#1a56c4"/></linearGradient></defs>
    <rect width="900" height="600" fill="url(#g)"/>
    <circle cx="780" cy="110" r="70" fill="#ffffff" fill-opacity="0.12"/>
    <circle cx="110" cy="520" r="110" fill="#ffffff" fill-opacity="0.08"/>
    <rect x="170" y="120" width="560" height="380" rx="22" fill="#0f1419"/>
    <circle cx="205" cy="155" r="9" fill="#ef4444"/><circle cx="235" cy="155" r="9" fill="#f5b301"/>
    <circle cx="265" cy="155" r="9" fill="#22c55e"/>
    ${code}
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

async function userIds(db: DB): Promise<Map<string, number>> {
  const rows = await db.selectFrom('users').select(['id', 'email']).execute()
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]))
}

export async function seedBlog(db: DB, now = new Date()) {
  const users = await userIds(db)
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const postIds = new Map<string, number>()
  let added = 0
  for (const post of DEMO_POSTS) {
    const existing = await db
      .selectFrom('blog_posts')
      .select('id')
      .where('url', '=', post.url)
      .executeTakeFirst()
    if (existing) {
      postIds.set(post.url, existing.id)
      continue
    }
    const { id } = await db
      .insertInto('blog_posts')
      .values({
        url: post.url,
        author_id: users.get(post.author) ?? null,
        title_br: post.title_br,
        title_gb: post.title_gb,
        text: post.text,
        tag: post.tag,
        visibility: post.visibility,
        is_tutorial: post.is_tutorial ? 1 : 0,
        is_assistant_knowledge: post.is_assistant_knowledge ? 1 : 0,
        created_at: at(post.daysAgo * DAY + 9 * HOUR),
        updated_at: at(post.daysAgo * DAY + 9 * HOUR),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    postIds.set(post.url, id)
    added += 1
    if (post.image) {
      const png = await coverPng()
      await fs.mkdir(path.dirname(mediaPath('post', id, 'png')), { recursive: true })
      await fs.writeFile(mediaPath('post', id, 'png'), png)
      await fs.writeFile(mediaPath('post', id, 'webp'), await webpOf(png))
      await db.updateTable('blog_posts').set({ has_image: 1 }).where('id', '=', id).execute()
    }
  }

  const anyComment = await db.selectFrom('blog_comments').select('id').limit(1).executeTakeFirst()
  if (!anyComment) {
    for (const [i, c] of DEMO_COMMENTS.entries()) {
      const postId = postIds.get(c.post)
      const userId = users.get(c.author)
      if (!postId || !userId) continue
      await db
        .insertInto('blog_comments')
        .values({ post_id: postId, user_id: userId, text: c.text, created_at: at((20 - i) * HOUR) })
        .execute()
    }
    for (const id of postIds.values()) {
      const { n } = await db
        .selectFrom('blog_comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('post_id', '=', id)
        .executeTakeFirstOrThrow()
      await db
        .updateTable('blog_posts')
        .set({ comment_count: Number(n) })
        .where('id', '=', id)
        .execute()
    }
  }

  const anyFeed = await db.selectFrom('feed_posts').select('id').limit(1).executeTakeFirst()
  if (!anyFeed) {
    // Oldest first, so ids grow with time as they do live (the feed pages by id).
    for (const f of [...DEMO_FEED].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const userId = users.get(f.author)
      if (!userId) continue
      await db
        .insertInto('feed_posts')
        .values({
          user_id: userId,
          text: f.text,
          visibility: f.visibility,
          tag: f.tag,
          created_at: at(f.hoursAgo * HOUR),
        })
        .execute()
    }
  }
  return { posts: added }
}
