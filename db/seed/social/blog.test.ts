import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { mediaPath } from '~/app/kernel/files/media.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '../../client.server'
import { seedBlog } from './blog'

const media = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-seed-blog-'))
process.env.MEDIA_DIR = media
afterAll(() => fs.rmSync(media, { recursive: true, force: true }))

const EMAILS = [
  'admin@trilha.dev',
  'autor@trilha.dev',
  'moderadora@trilha.dev',
  'pro@trilha.dev',
  'aluna@trilha.dev',
  'professor@trilha.dev',
  'estudante@trilha.dev',
]

describe('seedBlog', () => {
  it('adds the demo posts, comments and feed once, with a real 900×600 cover', async () => {
    for (const email of EMAILS)
      await db
        .insertInto('users')
        .values({
          name: email.split('@')[0],
          email,
          password_hash: 'x',
          terms_accepted_at: '2026-01-01T00:00:00Z',
        })
        .execute()
    expect(await seedBlog(db)).toEqual({ posts: 6 })

    const posts = await db.selectFrom('blog_posts').selectAll().orderBy('created_at', 'desc').execute()
    expect(posts.filter((p) => p.tag === 'news' && p.visibility === 'public')).toHaveLength(2)
    expect(posts.some((p) => p.is_tutorial === 1 && p.visibility === 'public')).toBe(true)
    expect(posts.filter((p) => p.visibility === 'pro')).toHaveLength(1)
    expect(posts.filter((p) => p.visibility === 'draft')).toHaveLength(1)
    expect(posts.filter((p) => p.title_gb).length).toBeGreaterThanOrEqual(4)
    for (const p of posts) {
      expect(p.author_id).not.toBeNull()
      expect(await renderRichText(p.text, { prefix: 'br' })).toMatch(/<p>/)
    }

    const covered = posts.filter((p) => p.has_image === 1)
    expect(covered).toHaveLength(1)
    const png = await sharp(fs.readFileSync(mediaPath('post', covered[0].id, 'png'))).metadata()
    expect(png).toMatchObject({ format: 'png', width: 900, height: 600 })
    const webp = await sharp(fs.readFileSync(mediaPath('post', covered[0].id, 'webp'))).metadata()
    expect(webp).toMatchObject({ format: 'webp', width: 900, height: 600 })

    const comments = await db.selectFrom('blog_comments').select('post_id').execute()
    expect(comments.length).toBeGreaterThanOrEqual(3)
    for (const p of posts) expect(p.comment_count).toBe(comments.filter((c) => c.post_id === p.id).length)

    const feed = await db
      .selectFrom('feed_posts')
      .innerJoin('users', 'users.id', 'feed_posts.user_id')
      .select(['users.email', 'feed_posts.visibility', 'feed_posts.id'])
      .orderBy('feed_posts.id')
      .execute()
    expect(new Set(feed.map((f) => f.visibility))).toEqual(new Set(['friends', 'pro', 'community']))
    expect(feed.filter((f) => f.visibility === 'friends').map((f) => f.email)).toEqual(['aluna@trilha.dev'])

    expect(await seedBlog(db)).toEqual({ posts: 0 })
    expect(await db.selectFrom('blog_comments').select('id').execute()).toHaveLength(comments.length)
    expect(await db.selectFrom('feed_posts').select('id').execute()).toHaveLength(feed.length)
  })
})
