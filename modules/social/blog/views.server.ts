// The blog's view counter. Counting happens while a post's page is read — the one deliberate write in a
// loader of this area, like the notifications' read receipt: an idempotent-per-day counter, not user data.
// A browser counts once per post per UTC day (a small cookie lists the posts it has seen today), and a
// logged-in user once per post per day even across browsers (a process-local set, like the rate limiter's
// counters: one machine serves the app). A client that keeps no cookies counts on every GET.
import { sql } from 'kysely'
import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'

export const VIEWS_COOKIE = 'blog_views'
const MAX_IDS = 100
const MAX_USER_KEYS = 200_000

let memoryDay = ''
const seenByUsers = new Set<string>()

const today = (now: Date) => now.toISOString().slice(0, 10)

/** The post ids this browser has seen today, from its cookie (another day's list counts as empty). */
function seenToday(request: Request, day: string): number[] {
  const header = request.headers.get('cookie') ?? ''
  const raw = header
    .split(/;\s*/)
    .find((c) => c.startsWith(`${VIEWS_COOKIE}=`))
    ?.slice(VIEWS_COOKIE.length + 1)
  const match = /^(\d{4}-\d{2}-\d{2}):([\d.]*)$/.exec(decodeURIComponent(raw ?? ''))
  if (!match || match[1] !== day) return []
  return match[2]
    .split('.')
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
}

/**
 * Counts a view of `postId` unless this browser or this user already counted one today. Returns the
 * Set-Cookie header to send (null when nothing changes). Only GET counts.
 */
export async function countView(
  request: Request,
  postId: number,
  viewerId: number | null,
  now = new Date(),
): Promise<string | null> {
  if (request.method !== 'GET') return null
  const day = today(now)
  if (memoryDay !== day || seenByUsers.size > MAX_USER_KEYS) {
    memoryDay = day
    seenByUsers.clear()
  }
  const seen = seenToday(request, day)
  const userKey = viewerId ? `${viewerId}:${postId}` : null
  const already = seen.includes(postId) || (userKey !== null && seenByUsers.has(userKey))
  if (!already)
    await db
      .updateTable('blog_posts')
      .set({ view_count: sql`view_count + 1` })
      .where('id', '=', postId)
      .execute()
  if (userKey) seenByUsers.add(userKey)
  if (seen.includes(postId)) return null
  const value = encodeURIComponent(`${day}:${[...seen, postId].slice(-MAX_IDS).join('.')}`)
  const secure = env().secureCookies ? '; Secure' : ''
  return `${VIEWS_COOKIE}=${value}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`
}

/** Tests: forget the users' views. */
export function resetViewMemory() {
  memoryDay = ''
  seenByUsers.clear()
}
