import { describe, expect, it } from 'vitest'
import { authenticate } from '~/modules/account'
import { db } from '../client.server'
import { DEMO_USERS, seedDemo } from './index'

describe('demo seed', () => {
  it('creates a user of every role whose printed password works', async () => {
    const { accounts } = await seedDemo(db)
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
    expect(members.map((m) => m.role).sort()).toEqual(['manager', 'professor', 'student'])

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
})
