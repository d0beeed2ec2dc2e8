// Changing friendships (docs/product.md#social-friends): a request, its cancellation, its confirmation or rejection, and unfriending.
// A friend request's notification lives only while the request does (docs/product.md#social-friends: "the notification disappears").
import { type Kysely, type Transaction, sql } from 'kysely'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'
import { type FriendshipState, friendshipState } from './friends.server'

type Db = Kysely<Database> | Transaction<Database>

export const FRIEND_INTENTS = ['request', 'cancel', 'accept', 'reject', 'unfriend'] as const
export type FriendAction = (typeof FRIEND_INTENTS)[number]

/** Who acts: the notification the other person receives names them. */
export interface FriendActor {
  id: number
  name: string
}

export type FriendChange = { ok: true; state: FriendshipState } | { ok: false; reason: 'not_found' | 'self' }

async function userExists(id: number): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())
}

/** Deletes the friend_request notifications `target` received from `requester`. */
async function dropRequestNotifications(trx: Db, target: number, requester: number) {
  await trx
    .deleteFrom('notifications')
    .where('user_id', '=', target)
    .where('type', '=', 'friend_request')
    .where(sql<number>`CAST(json_extract(content, '$.user.id') AS INTEGER)`, '=', requester)
    .execute()
}

async function notifyIn(trx: Db, userId: number, type: 'friend' | 'friend_request', from: FriendActor) {
  await trx
    .insertInto('notifications')
    .values({ user_id: userId, type, content: JSON.stringify({ user: { id: from.id, name: from.name } }) })
    .execute()
}

async function pendingFrom(trx: Db, from: number, to: number): Promise<boolean> {
  const row = await trx
    .selectFrom('friendships')
    .select('status')
    .where('user_id', '=', from)
    .where('friend_id', '=', to)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return !!row
}

/** `actor` accepts `requester`'s pending request: friends both ways, request notifications gone. */
async function acceptIn(trx: Db, actor: FriendActor, requester: number) {
  await trx
    .updateTable('friendships')
    .set({ status: 'accepted' })
    .where('user_id', '=', requester)
    .where('friend_id', '=', actor.id)
    .execute()
  // Two people who asked each other at once: one accepted row is the friendship, the other is redundant.
  await trx
    .deleteFrom('friendships')
    .where('user_id', '=', actor.id)
    .where('friend_id', '=', requester)
    .execute()
  await dropRequestNotifications(trx, actor.id, requester)
  await dropRequestNotifications(trx, requester, actor.id)
  await notifyIn(trx, requester, 'friend', actor)
}

async function run(actor: FriendActor, otherId: number, intent: FriendAction): Promise<FriendChange> {
  if (actor.id === otherId) return { ok: false, reason: 'self' }
  if (!(await userExists(otherId))) return { ok: false, reason: 'not_found' }
  await db.transaction().execute(async (trx) => {
    const state = await stateIn(trx, actor.id, otherId)
    if (intent === 'request') {
      if (state === 'received') await acceptIn(trx, actor, otherId)
      else if (state === 'none') {
        await trx.insertInto('friendships').values({ user_id: actor.id, friend_id: otherId }).execute()
        await notifyIn(trx, otherId, 'friend_request', actor)
      }
    } else if (intent === 'cancel') {
      if (state === 'sent') {
        await trx
          .deleteFrom('friendships')
          .where('user_id', '=', actor.id)
          .where('friend_id', '=', otherId)
          .execute()
        await dropRequestNotifications(trx, otherId, actor.id)
      }
    } else if (intent === 'accept') {
      if (await pendingFrom(trx, otherId, actor.id)) await acceptIn(trx, actor, otherId)
      else await dropRequestNotifications(trx, actor.id, otherId)
    } else if (intent === 'reject') {
      await trx
        .deleteFrom('friendships')
        .where('user_id', '=', otherId)
        .where('friend_id', '=', actor.id)
        .where('status', '=', 'pending')
        .execute()
      await dropRequestNotifications(trx, actor.id, otherId)
    } else if (intent === 'unfriend') {
      if (state === 'friend')
        await trx
          .deleteFrom('friendships')
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', actor.id), eb('friend_id', '=', otherId)]),
              eb.and([eb('user_id', '=', otherId), eb('friend_id', '=', actor.id)]),
            ]),
          )
          .execute()
    }
  })
  return { ok: true, state: await friendshipState(actor.id, otherId) }
}

/** friendshipState inside a transaction (same rules). */
async function stateIn(trx: Db, viewerId: number, otherId: number): Promise<FriendshipState> {
  const rows = await trx
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

/**
 * Sends a friend request (pending row + a friend_request notification to `otherId`). When `otherId` had
 * already asked, this accepts their request instead. Already friends or already sent: nothing changes.
 */
export const requestFriendship = (actor: FriendActor, otherId: number) => run(actor, otherId, 'request')
/** Withdraws the actor's pending request and its notification. */
export const cancelFriendRequest = (actor: FriendActor, otherId: number) => run(actor, otherId, 'cancel')
/** Accepts `otherId`'s request; they get a `friend` notification. */
export const acceptFriendRequest = (actor: FriendActor, otherId: number) => run(actor, otherId, 'accept')
/** Rejects `otherId`'s request; the row and its notification go. */
export const rejectFriendRequest = (actor: FriendActor, otherId: number) => run(actor, otherId, 'reject')
/** Ends a friendship (both directions). */
export const unfriend = (actor: FriendActor, otherId: number) => run(actor, otherId, 'unfriend')

/** One of the five intents of FriendButton and the friends page. */
export const changeFriendship = run

export type NotificationDecision = 'confirm' | 'reject'

/**
 * Confirms or rejects the friend request behind one of `actor`'s notifications. null when the
 * notification is not `actor`'s friend_request (or names no valid requester).
 */
export async function answerRequestNotification(
  actor: FriendActor,
  notificationId: number,
  decision: NotificationDecision,
): Promise<{ state: FriendshipState } | null> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<unknown>`json_extract(content, '$.user.id')`.as('requester'))
    .where('id', '=', notificationId)
    .where('user_id', '=', actor.id)
    .where('type', '=', 'friend_request')
    .executeTakeFirst()
  const requester = Number(row?.requester)
  if (!row || !Number.isSafeInteger(requester) || requester <= 0) return null
  // The notification goes whatever happens next, even when the requester no longer exists.
  await db.deleteFrom('notifications').where('id', '=', notificationId).execute()
  const done = await run(actor, requester, decision === 'confirm' ? 'accept' : 'reject')
  return { state: done.ok ? done.state : 'none' }
}
