// The feed (docs/product.md#social-feed-and-blog): short posts by users, seen by the community, PRO users or the author's friends.
// Every read goes through `visibleTo`, so a post the viewer may not see is simply not found (a 404, never a
// hint that it exists).
import { parseWithZod } from '@conform-to/zod'
import type { ExpressionBuilder } from 'kysely'
import { sql } from 'kysely'
import { z } from 'zod'
import { type SessionUser, can, displayName } from '~/app/kernel/auth/policy'
import { proUserIds } from '~/app/kernel/auth/pro.server'
import { notify } from '~/app/kernel/people/notify.server'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'
import { FEED_TAGS, FEED_VISIBILITIES, type FeedTag } from '~/db/schema-social'
import { friendIds } from '../teams.server'
import { FEED_TEXT_MAX, type FeedItem } from './types'

export { FEED_TEXT_MAX, type FeedItem }

export interface FeedPage {
  items: FeedItem[]
  /** The `before` cursor of the next (older) page; null on the last page. */
  older: number | null
}

type FeedEb = ExpressionBuilder<Database, 'feed_posts'>

/** community: everyone; pro: PRO users, admins and the author; friends: the author and accepted friends. */
function visibleTo(viewer: SessionUser | null) {
  return (eb: FeedEb) => {
    const rules = [eb('feed_posts.visibility', '=', 'community')]
    if (viewer) {
      rules.push(eb('feed_posts.user_id', '=', viewer.id))
      if (can(viewer, 'pro_or_admin')) rules.push(eb('feed_posts.visibility', '=', 'pro'))
      rules.push(
        eb.and([
          eb('feed_posts.visibility', '=', 'friends'),
          eb.or([
            eb(
              'feed_posts.user_id',
              'in',
              eb
                .selectFrom('friendships')
                .select('friend_id')
                .where('user_id', '=', viewer.id)
                .where('status', '=', 'accepted'),
            ),
            eb(
              'feed_posts.user_id',
              'in',
              eb
                .selectFrom('friendships')
                .select('user_id')
                .where('friend_id', '=', viewer.id)
                .where('status', '=', 'accepted'),
            ),
          ]),
        ]),
      )
    }
    return eb.or(rules)
  }
}

const canDelete = (viewer: SessionUser | null, authorId: number) =>
  !!viewer && (viewer.id === authorId || can(viewer, 'moderate'))

function feedQuery(viewer: SessionUser | null) {
  return db
    .selectFrom('feed_posts')
    .innerJoin('users', 'users.id', 'feed_posts.user_id')
    .select([
      'feed_posts.id',
      'feed_posts.text',
      'feed_posts.visibility',
      'feed_posts.tag',
      'feed_posts.created_at',
      'feed_posts.user_id',
      'users.name',
    ])
    .where(visibleTo(viewer))
}

type FeedRow = Awaited<ReturnType<ReturnType<typeof feedQuery>['execute']>>[number]

const toItem = (viewer: SessionUser | null) => (r: FeedRow) => ({
  id: r.id,
  text: r.text,
  visibility: r.visibility,
  tag: r.tag,
  created: r.created_at,
  author: { id: r.user_id, name: displayName(r.name) },
  canDelete: canDelete(viewer, r.user_id),
})

/**
 * The posts the viewer may see, newest first (ids grow with time, so the id is the cursor): at most `limit`,
 * older than the post `before` when given, of one tag when given.
 */
export async function visibleFeed(
  viewer: SessionUser | null,
  options: { limit: number; before?: number | null; tag?: FeedTag | null },
): Promise<FeedPage> {
  let query = feedQuery(viewer)
  if (options.before) query = query.where('feed_posts.id', '<', options.before)
  if (options.tag) query = query.where('feed_posts.tag', '=', options.tag)
  const rows = await query
    .orderBy('feed_posts.id', 'desc')
    .limit(options.limit + 1)
    .execute()
  const items = rows.slice(0, options.limit).map(toItem(viewer))
  return { items, older: rows.length > options.limit ? (items.at(-1)?.id ?? null) : null }
}

/** One post, or null when it does not exist or the viewer may not see it. */
export async function feedPost(viewer: SessionUser | null, id: number): Promise<FeedItem | null> {
  const row = await feedQuery(viewer).where('feed_posts.id', '=', id).executeTakeFirst()
  return row ? toItem(viewer)(row) : null
}

export interface FeedFormValues {
  text: string
  visibility: string
  tag: string
}

export type FeedFormErrors = Partial<Record<keyof FeedFormValues, string[]>>

const feedSchema = z.object({
  text: z.string({ required_error: 'required' }).trim().min(1, 'required').max(FEED_TEXT_MAX, 'tooLong'),
  visibility: z.enum(FEED_VISIBILITIES, { errorMap: () => ({ message: 'invalid' }) }),
  tag: z.enum(FEED_TAGS, { errorMap: () => ({ message: 'invalid' }) }),
})

export type FeedInput = z.infer<typeof feedSchema>

/** The new-post form: codes `required`, `tooLong` (text) and `invalid` (visibility, tag), with what was typed. */
export function parseFeedForm(formData: FormData) {
  const values: FeedFormValues = {
    text: String(formData.get('text') ?? ''),
    visibility: String(formData.get('visibility') ?? ''),
    tag: String(formData.get('tag') ?? ''),
  }
  const submission = parseWithZod(formData, { schema: feedSchema })
  if (submission.status !== 'success') {
    const errors: FeedFormErrors = {}
    for (const [key, list] of Object.entries(submission.error ?? {}))
      if (list?.length) errors[key as keyof FeedFormValues] = list
    return { ok: false as const, values, errors }
  }
  return { ok: true as const, values, input: submission.value }
}

/** Saves the post and tells the author's friends who may read it (a PRO post: only PRO friends and admins). */
export async function createFeedPost(author: SessionUser, input: FeedInput): Promise<number> {
  const { id } = await db
    .insertInto('feed_posts')
    .values({ user_id: author.id, text: input.text, visibility: input.visibility, tag: input.tag })
    .returning('id')
    .executeTakeFirstOrThrow()
  let readers = await friendIds(author.id)
  if (input.visibility === 'pro' && readers.length) {
    const [pro, admins] = await Promise.all([
      proUserIds(readers),
      db.selectFrom('users').select('id').where('id', 'in', readers).where('is_admin', '=', 1).execute(),
    ])
    readers = readers.filter((id) => pro.has(id) || admins.some((a) => a.id === id))
  }
  for (const friend of readers) await notify(friend, 'new_feed', { feed: { id, text: input.text } })
  return id
}

export type DeleteFeedResult = { ok: true } | { ok: false; reason: 'not_found' | 'forbidden' }

/** The author deletes their post; staff who moderate delete any. A post the user cannot see is not found. */
export async function deleteFeedPost(user: SessionUser, id: number): Promise<DeleteFeedResult> {
  const moderator = can(user, 'moderate')
  const post = await db.selectFrom('feed_posts').select('user_id').where('id', '=', id).executeTakeFirst()
  if (!post || (!moderator && !(await feedPost(user, id)))) return { ok: false, reason: 'not_found' }
  if (post.user_id !== user.id && !moderator) return { ok: false, reason: 'forbidden' }
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('feed_posts').where('id', '=', id).execute()
    // A notification of a post that is gone would only lead to a 404.
    await tx
      .deleteFrom('notifications')
      .where('type', '=', 'new_feed')
      .where(sql<number>`json_extract(content, '$.feed.id')`, '=', id)
      .execute()
  })
  return { ok: true }
}

/** The dashboard's live feed (docs/product.md#social-feed-and-blog: preference "show in live feed"): null when the user turned it off. */
export async function liveFeedFor(user: SessionUser, limit = 5): Promise<FeedItem[] | null> {
  const pref = await db
    .selectFrom('users')
    .select('show_live_feed')
    .where('id', '=', user.id)
    .executeTakeFirst()
  if (!pref?.show_live_feed) return null
  return (await visibleFeed(user, { limit })).items
}
