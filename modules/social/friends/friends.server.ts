// Friendships (docs/product.md#social-friends): a request goes from `user_id` to `friend_id` (pending); accepting it makes the
// two friends both ways. This file reads the state between two people; friends-actions.server.ts changes it.
import { sql } from 'kysely'
import { db } from '~/db/client.server'

/** What `viewer` sees about `other`: themselves, nothing yet, their own request, a request to answer, a friend. */
export type FriendshipState = 'self' | 'none' | 'sent' | 'received' | 'friend'

/** The state between the viewer (null = visitor) and another user. */
export async function friendshipState(viewerId: number | null, otherId: number): Promise<FriendshipState> {
  if (viewerId === null) return 'none'
  if (viewerId === otherId) return 'self'
  const rows = await db
    .selectFrom('friendships')
    .select(['user_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', viewerId), eb('friend_id', '=', otherId)]),
        eb.and([eb('user_id', '=', otherId), eb('friend_id', '=', viewerId)]),
      ]),
    )
    .execute()
  if (rows.some((r) => r.status === 'accepted')) return 'friend'
  if (rows.some((r) => r.user_id === viewerId)) return 'sent'
  if (rows.some((r) => r.user_id === otherId)) return 'received'
  return 'none'
}

export interface FriendEntry {
  id: number
  name: string
  /** When the request was made (ISO-ish, as stored). */
  since: string
}

/** Accepted friends of a user, by name. */
export async function listFriends(userId: number): Promise<FriendEntry[]> {
  const rows = await db
    .selectFrom('friendships as f')
    .innerJoin('users as u', (join) =>
      join.on(sql<boolean>`u.id = CASE WHEN f.user_id = ${userId} THEN f.friend_id ELSE f.user_id END`),
    )
    .select(['u.id', 'u.name', 'f.created_at'])
    .where('f.status', '=', 'accepted')
    .where((eb) => eb.or([eb('f.user_id', '=', userId), eb('f.friend_id', '=', userId)]))
    .orderBy('u.name')
    .orderBy('u.id')
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, since: r.created_at }))
}

/** Pending requests, newest first: `to` the user (to accept or reject) or `from` the user (to cancel). */
async function pendingRequests(userId: number, direction: 'to' | 'from'): Promise<FriendEntry[]> {
  const [mine, other] =
    direction === 'to' ? (['f.friend_id', 'f.user_id'] as const) : (['f.user_id', 'f.friend_id'] as const)
  const rows = await db
    .selectFrom('friendships as f')
    .innerJoin('users as u', 'u.id', other)
    .select(['u.id', 'u.name', 'f.created_at'])
    .where(mine, '=', userId)
    .where('f.status', '=', 'pending')
    .orderBy('f.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, since: r.created_at }))
}

export const incomingRequests = (userId: number) => pendingRequests(userId, 'to')
export const sentRequests = (userId: number) => pendingRequests(userId, 'from')
