import type { Kysely } from 'kysely'
import type { Database } from '../../schema'

// The demo's unseen notifications, pointing at what the blog seed really wrote (so every link opens a page):
// twelve for the free user, so the bell shows 9+, and a feed one for the PRO user. Idempotent: a user who
// already has notifications gets none.
export async function seedDemoNotifications(db: Kysely<Database>, now = Date.now()) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('email', 'in', ['aluna@trilha.dev', 'pro@trilha.dev'])
    .execute()
  const free = users.find((u) => u.email === 'aluna@trilha.dev')
  const pro = users.find((u) => u.email === 'pro@trilha.dev')
  if (!free || !pro) return
  const posts = await db
    .selectFrom('blog_posts')
    .select(['id', 'url', 'title_br'])
    .where('visibility', '=', 'public')
    .orderBy('created_at', 'desc')
    .execute()
  const has = async (userId: number) =>
    !!(await db.selectFrom('notifications').select('id').where('user_id', '=', userId).executeTakeFirst())
  if (posts.length > 0 && !(await has(free.id))) {
    const rows = Array.from({ length: 12 }, (_, index) => {
      const i = index + 1
      const post = posts[index % posts.length]
      return {
        user_id: free.id,
        type: i % 3 === 0 ? 'friend' : 'blog',
        content: JSON.stringify(
          i % 3 === 0
            ? { user: { id: pro.id, name: pro.name } }
            : { post: { id: post.id, url: post.url, title: post.title_br } },
        ),
        created_at: new Date(now - i * 3_600_000).toISOString(),
      }
    })
    await db.insertInto('notifications').values(rows).execute()
  }
  // The free user's friends-only post: the PRO user is her friend, so the link opens.
  const feed = await db
    .selectFrom('feed_posts')
    .select(['id', 'text'])
    .where('user_id', '=', free.id)
    .orderBy('id')
    .executeTakeFirst()
  if (feed && !(await has(pro.id))) {
    await db
      .insertInto('notifications')
      .values({
        user_id: pro.id,
        type: 'new_feed',
        content: JSON.stringify({ feed: { id: feed.id, text: feed.text } }),
      })
      .execute()
  }
}
