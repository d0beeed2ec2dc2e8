import { beforeAll, describe, expect, it } from 'vitest'
import { RenderCache } from '~/app/rich-text/cache.server'
import { render } from '~/app/rich-text/pipeline.server'
import { storedRender } from '~/app/rich-text/store.server'
import { authenticate } from '~/modules/account/accounts.server'
import { db } from '../client.server'
import { DEMO_USERS, seedDemo } from './index'

let accounts: Awaited<ReturnType<typeof seedDemo>>['accounts']
beforeAll(async () => {
  accounts = (await seedDemo(db)).accounts
}, 120_000)

describe('demo seed', () => {
  it('creates a user of every role whose printed password works', async () => {
    expect(accounts.map((a) => a.role)).toEqual(DEMO_USERS.map((d) => d.role))
    for (const role of [
      'admin',
      'content author',
      'moderator',
      'PRO user',
      'free user',
      'professor',
      'organization manager',
      'student',
    ]) {
      expect(accounts.some((a) => a.role === role)).toBe(true)
    }
    const free = accounts.find((a) => a.role === 'free user')!
    expect(await authenticate(free.email, free.password)).toBeTypeOf('number')
    const members = await db.selectFrom('organization_members').select('role').execute()
    // The org demo (db/seed/org.ts) adds more students and a second professor: every role is there.
    expect([...new Set(members.map((m) => m.role))].sort()).toEqual(['manager', 'professor', 'student'])

    // The bell shows 9+ for the free user, and every demo notification leads to something that exists.
    const notifications = await db
      .selectFrom('notifications')
      .select(['user_id', 'type', 'content'])
      .execute()
    const freeId = await authenticate(free.email, free.password)
    expect(notifications.filter((n) => n.user_id === freeId)).toHaveLength(12)
    const urls = new Set((await db.selectFrom('blog_posts').select('url').execute()).map((p) => p.url))
    const feedIds = new Set((await db.selectFrom('feed_posts').select('id').execute()).map((p) => p.id))
    for (const n of notifications) {
      const content = JSON.parse(n.content)
      if (n.type === 'blog') expect(urls.has(content.post.url)).toBe(true)
      if (n.type === 'new_feed') expect(feedIds.has(content.feed.id)).toBe(true)
    }
    expect(notifications.some((n) => n.type === 'new_feed')).toBe(true)
  })

  it('stores the renders of its rich text under the key the reader computes (ADR 012)', async () => {
    // The reader's key: the LRU's, which `tryRenderRichText` looks up in rich_text_renders.
    const key = (prefix: 'br' | 'gb', text: string) => new RenderCache(1, 1).key(prefix, text)
    const lesson = await db
      .selectFrom('texts')
      .innerJoin('lessons', 'lessons.text_id', 'texts.id')
      .select(['texts.body_br', 'texts.body_gb'])
      .where('texts.body_gb', 'is not', null)
      .executeTakeFirstOrThrow()
    const exercise = await db
      .selectFrom('programming_exercises')
      .select(['text_br', 'text_gb'])
      .where('text_gb', 'is not', null)
      .executeTakeFirstOrThrow()
    for (const text of [lesson.body_br, lesson.body_gb!, exercise.text_br, exercise.text_gb!])
      for (const prefix of ['br', 'gb'] as const)
        expect(await storedRender(key(prefix, text))).toBe(render(text, prefix))
  })
})
