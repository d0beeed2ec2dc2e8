// Notifications (docs/product.md#social-notifications): what the bell's page and `/api/notification/all` show. Other modules
// write them through `notify` (index.ts); this file reads them back and turns each into one sentence and a
// same-site link.
import { z } from 'zod'
import { displayName } from '~/app/kernel/auth/policy'
import { LNG_BY_PREFIX, type Lng, type Prefix, formatDay, formatMoment } from '~/app/kernel/i18n/locale'
import { defineGetWrite } from '~/app/kernel/runtime/get-writes.server'
import { resources } from '~/app/locales'
import { db } from '~/db/client.server'

/** The page and the API show at most this many, newest first. */
export const NOTIFICATION_LIMIT = 100
/** docs/product.md#social-notifications cuts a feed notification's text to 4 lines: about this many characters. */
export const FEED_TEXT_MAX = 140

export interface NotificationView {
  /** One sentence in the page's language. */
  text: string
  /** Same-site link, or null when the notification names nothing to open. */
  href: string | null
  /** friend_request only: who asked, so the page and the dialog can offer confirm / reject. */
  requester?: number
}

export interface NotificationItem {
  id: number
  type: string
  is_new: boolean
  /** ISO date. */
  created: string
  content: Record<string, unknown>
  view: NotificationView
}

type Copy = (typeof resources)['pt-BR']['social']['notifications']['types']

function parseContent(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

function part(content: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = content[key]
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** A positive integer id, or null: a link is only built from ids that cannot leave the site's paths. */
function idOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

function isoOf(stored: string): string {
  const date = new Date(stored)
  return Number.isNaN(date.getTime()) ? stored : date.toISOString()
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '')
}

/** The sentence and link of one notification; null when its content lacks what its type needs. */
function viewOf(
  type: string,
  content: Record<string, unknown>,
  copy: Copy,
  prefix: Prefix,
): NotificationView | null {
  const base = `/${prefix}`
  if (type === 'blog') {
    const post = part(content, 'post')
    const title = textOf(post.title)
    const url = textOf(post.url)
    if (!title || !url) return null
    return { text: fill(copy.blog, { title }), href: `${base}/blog/${encodeURIComponent(url)}` }
  }
  if (type === 'blog_comment') {
    // Someone commented on the reader's post: the title in the reader's language (English falls back to Portuguese).
    const post = part(content, 'post')
    const url = textOf(post.url)
    const title = (prefix === 'gb' && textOf(post.title_gb)) || textOf(post.title)
    const name = displayName(textOf(part(content, 'user').name))
    if (!title || !url || !name) return null
    return {
      text: fill(copy.blog_comment, { name, title }),
      href: `${base}/blog/${encodeURIComponent(url)}#comments`,
    }
  }
  if (type === 'new_feed') {
    const feed = part(content, 'feed')
    const id = idOf(feed.id)
    if (!id) return null
    return {
      text: fill(copy.new_feed, { text: cut(textOf(feed.text), FEED_TEXT_MAX) }),
      href: `${base}/feed/${id}`,
    }
  }
  if (type === 'friend' || type === 'friend_request') {
    const user = part(content, 'user')
    const id = idOf(user.id)
    const name = displayName(textOf(user.name))
    if (!id || !name) return null
    const view: NotificationView = { text: fill(copy[type], { name }), href: `${base}/user/${id}` }
    if (type === 'friend_request') view.requester = id
    return view
  }
  if (type === 'live_event') {
    // A reminder before a live class (modules/live): its title and start, linking to it on the calendar.
    const event = part(content, 'event')
    const id = idOf(event.id)
    const title = textOf(event.title)
    const startsAt = textOf(event.starts_at)
    if (!id || !title || !startsAt) return null
    const when = formatMoment(startsAt, LNG_BY_PREFIX[prefix])
    return { text: fill(copy.live_event, { title, when }), href: `${base}/calendar#event-${id}` }
  }
  if (type === 'class_post' || type === 'class_reply') {
    // A class discussion (modules/org): who wrote, in which class, linking to the thread.
    const cls = part(content, 'class')
    const id = idOf(cls.id)
    const title = textOf(cls.title)
    const post = idOf(part(content, 'post').id)
    const name = displayName(textOf(part(content, 'user').name))
    if (!id || !title || !post || !name) return null
    return {
      text: fill(copy[type], { name, title }),
      href: `${base}/programming-class/${id}/discussion#post-${post}`,
    }
  }
  if (type === 'weekly_form' || type === 'weekly_answers') {
    // A class's weekly form (modules/org's weekly job): to the student, fill it; to the professor, the week's count.
    const cls = part(content, 'class')
    const id = idOf(cls.id)
    const title = textOf(cls.title)
    const week = textOf(content.week)
    if (!id || !title || !/^\d{4}-\d{2}-\d{2}$/.test(week)) return null
    const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0)
    const text = fill(copy[type], {
      title,
      week: formatDay(`${week}T12:00:00Z`, LNG_BY_PREFIX[prefix]),
      answered: String(count(content.answered)),
      students: String(count(content.students)),
    })
    return { text, href: `${base}/programming-class/${id}/weekly` }
  }
  if (type === 'list_open') {
    // An exercise list of the student's class opened (modules/org's list job): its title, class and end.
    const cls = part(content, 'class')
    const list = part(content, 'list')
    const classId = idOf(cls.id)
    const listId = idOf(list.id)
    const [title, listTitle, endsAt] = [textOf(cls.title), textOf(list.title), textOf(content.ends_at)]
    if (!classId || !listId || !title || !listTitle || Number.isNaN(Date.parse(endsAt))) return null
    const when = formatMoment(endsAt, LNG_BY_PREFIX[prefix])
    return {
      text: fill(copy.list_open, { list: listTitle, title, when }),
      href: `${base}/programming-class/${classId}/list/${listId}`,
    }
  }
  if (type === 'contest_rejudge' || type === 'new_clarification' || type === 'clarification_reply') {
    const competition = part(content, 'competition')
    const id = idOf(competition.id)
    const title = textOf(competition.title)
    if (!id || !title) return null
    const text = fill(copy[type], { competition: title })
    if (type === 'contest_rejudge') return { text, href: `${base}/competition/${id}/submissions` }
    // The clarifications page gives each item the id `clarification-<id>` (competitions' clarification-list).
    const clarification = idOf(part(content, 'clarification').id)
    const anchor = clarification ? `#clarification-${clarification}` : ''
    return { text, href: `${base}/competition/${id}/clarifications${anchor}` }
  }
  return null
}

/** The user's notifications, newest first, each with its sentence and link in `lng`. */
export async function listNotifications(
  userId: number,
  lng: Lng,
  prefix: Prefix,
): Promise<NotificationItem[]> {
  const copy = resources[lng].social.notifications.types
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'type', 'is_new', 'content', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIMIT)
    .execute()
  return rows.map((row) => {
    const content = parseContent(row.content)
    return {
      id: row.id,
      type: row.type,
      is_new: row.is_new === 1,
      created: isoOf(row.created_at),
      content,
      view: viewOf(row.type, content, copy, prefix) ?? { text: copy.unknown, href: null },
    }
  })
}

/** docs/product.md#social-notifications: opening the notifications resets the bell's count to 0. Idempotent. */
export async function markAllSeen(userId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_new: 0 })
    .where('user_id', '=', userId)
    .where('is_new', '=', 1)
    .execute()
}

/** The same, as a GET-side write (app/kernel/runtime/get-writes.server.ts): the page and the dialog's API open the list. */
export const markSeenAfterGet = defineGetWrite(
  'notifications-seen',
  z.object({ userId: z.number().int().positive() }),
  ({ userId }) => markAllSeen(userId),
)
