import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import {
  acceptFriendRequest,
  answerRequestNotification,
  cancelFriendRequest,
  rejectFriendRequest,
  requestFriendship,
  unfriend,
} from './friends-actions.server'
import { friendshipState, incomingRequests, listFriends, sentRequests } from './friends.server'

async function person(name: string) {
  const u = await createTestUser({ name })
  return { id: u.id, name }
}

async function notificationsOf(userId: number) {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'type', 'content'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ id: r.id, type: r.type, content: JSON.parse(r.content) }))
}

describe('friendshipState', () => {
  it('tells visitor, self, none, sent, received and friend apart', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    expect(await friendshipState(null, ana.id)).toBe('none')
    expect(await friendshipState(ana.id, ana.id)).toBe('self')
    expect(await friendshipState(ana.id, bia.id)).toBe('none')
    await requestFriendship(ana, bia.id)
    expect(await friendshipState(ana.id, bia.id)).toBe('sent')
    expect(await friendshipState(bia.id, ana.id)).toBe('received')
    expect(await friendshipState(null, bia.id)).toBe('none')
    await acceptFriendRequest(bia, ana.id)
    expect(await friendshipState(ana.id, bia.id)).toBe('friend')
    expect(await friendshipState(bia.id, ana.id)).toBe('friend')
  })
})

describe('friend requests', () => {
  it('a request leaves a pending row and a friend_request notification naming the requester', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    expect(await requestFriendship(ana, bia.id)).toEqual({ ok: true, state: 'sent' })
    expect(await notificationsOf(bia.id)).toMatchObject([
      { type: 'friend_request', content: { user: { id: ana.id, name: 'Ana Lima' } } },
    ])
    // Asking again changes nothing (no second notification).
    expect(await requestFriendship(ana, bia.id)).toEqual({ ok: true, state: 'sent' })
    expect(await notificationsOf(bia.id)).toHaveLength(1)
    expect(await sentRequests(ana.id)).toMatchObject([{ id: bia.id, name: 'Bia Souza' }])
    expect(await incomingRequests(bia.id)).toMatchObject([{ id: ana.id, name: 'Ana Lima' }])
    expect(await incomingRequests(ana.id)).toEqual([])
  })

  it('refuses oneself and unknown users', async () => {
    const ana = await person('Ana Lima')
    expect(await requestFriendship(ana, ana.id)).toEqual({ ok: false, reason: 'self' })
    expect(await requestFriendship(ana, 99_999_999)).toEqual({ ok: false, reason: 'not_found' })
  })

  it('accepting makes friends both ways, removes the request notification and tells the requester', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    await requestFriendship(ana, bia.id)
    expect(await acceptFriendRequest(bia, ana.id)).toEqual({ ok: true, state: 'friend' })
    expect(await notificationsOf(bia.id)).toEqual([])
    expect(await notificationsOf(ana.id)).toMatchObject([
      { type: 'friend', content: { user: { id: bia.id, name: 'Bia Souza' } } },
    ])
    expect((await listFriends(ana.id)).map((f) => f.id)).toEqual([bia.id])
    expect((await listFriends(bia.id)).map((f) => f.id)).toEqual([ana.id])
    expect(await incomingRequests(bia.id)).toEqual([])
  })

  it('accepting without a pending request does not make friends', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    await requestFriendship(ana, bia.id)
    // Ana cannot accept her own request.
    expect(await acceptFriendRequest(ana, bia.id)).toEqual({ ok: true, state: 'sent' })
    expect(await notificationsOf(ana.id)).toEqual([])
  })

  it('a cross request (the other had already asked) becomes an accept', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    await requestFriendship(ana, bia.id)
    expect(await requestFriendship(bia, ana.id)).toEqual({ ok: true, state: 'friend' })
    expect(await notificationsOf(bia.id)).toEqual([])
    expect(await notificationsOf(ana.id)).toMatchObject([
      { type: 'friend', content: { user: { id: bia.id } } },
    ])
    const rows = await db
      .selectFrom('friendships')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', 'in', [ana.id, bia.id])]))
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0].status).toBe('accepted')
  })

  it('two pending rows (a race) collapse into one friendship with no request notifications left', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    await requestFriendship(ana, bia.id)
    await db.insertInto('friendships').values({ user_id: bia.id, friend_id: ana.id }).execute()
    await db
      .insertInto('notifications')
      .values({ user_id: ana.id, type: 'friend_request', content: JSON.stringify({ user: { id: bia.id } }) })
      .execute()
    await acceptFriendRequest(bia, ana.id)
    expect(await friendshipState(ana.id, bia.id)).toBe('friend')
    expect((await notificationsOf(ana.id)).map((n) => n.type)).toEqual(['friend'])
    expect(await notificationsOf(bia.id)).toEqual([])
  })

  it('cancel deletes the pending row and its notification, only the sender’s own', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    const caio = await person('Caio Alves')
    await requestFriendship(ana, bia.id)
    await requestFriendship(caio, bia.id)
    // Bia cannot "cancel" a request she received.
    expect(await cancelFriendRequest(bia, ana.id)).toEqual({ ok: true, state: 'received' })
    expect(await cancelFriendRequest(ana, bia.id)).toEqual({ ok: true, state: 'none' })
    expect(await notificationsOf(bia.id)).toMatchObject([
      { type: 'friend_request', content: { user: { id: caio.id } } },
    ])
  })

  it('reject deletes the row and the notification; the requester may ask again later', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    await requestFriendship(ana, bia.id)
    expect(await rejectFriendRequest(bia, ana.id)).toEqual({ ok: true, state: 'none' })
    expect(await notificationsOf(bia.id)).toEqual([])
    expect(await notificationsOf(ana.id)).toEqual([])
    expect(await requestFriendship(ana, bia.id)).toEqual({ ok: true, state: 'sent' })
  })

  it('unfriend ends the friendship for both, whoever asked first', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    await requestFriendship(ana, bia.id)
    await acceptFriendRequest(bia, ana.id)
    expect(await unfriend(bia, ana.id)).toEqual({ ok: true, state: 'none' })
    expect(await listFriends(ana.id)).toEqual([])
    // Unfriend does not touch a pending request.
    await requestFriendship(ana, bia.id)
    expect(await unfriend(ana, bia.id)).toEqual({ ok: true, state: 'sent' })
  })
})

describe('answerRequestNotification', () => {
  it('confirms from the notification: friends, notification gone', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    await requestFriendship(ana, bia.id)
    const [n] = await notificationsOf(bia.id)
    expect(await answerRequestNotification(bia, n.id, 'confirm')).toEqual({ state: 'friend' })
    expect(await notificationsOf(bia.id)).toEqual([])
    expect(await friendshipState(ana.id, bia.id)).toBe('friend')
  })

  it('rejects from the notification: no friendship, notification gone', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    await requestFriendship(ana, bia.id)
    const [n] = await notificationsOf(bia.id)
    expect(await answerRequestNotification(bia, n.id, 'reject')).toEqual({ state: 'none' })
    expect(await notificationsOf(bia.id)).toEqual([])
    expect(await friendshipState(ana.id, bia.id)).toBe('none')
  })

  it('refuses another user’s notification and notifications of other types', async () => {
    const ana = await person('Ana Lima')
    const bia = await person('Bia Souza')
    const caio = await person('Caio Alves')
    await requestFriendship(ana, bia.id)
    const [n] = await notificationsOf(bia.id)
    expect(await answerRequestNotification(caio, n.id, 'confirm')).toBeNull()
    expect(await answerRequestNotification(ana, n.id, 'confirm')).toBeNull()
    await db
      .insertInto('notifications')
      .values({ user_id: bia.id, type: 'friend', content: JSON.stringify({ user: { id: caio.id } }) })
      .execute()
    const other = (await notificationsOf(bia.id)).find((x) => x.type === 'friend')
    expect(await answerRequestNotification(bia, other?.id ?? 0, 'confirm')).toBeNull()
    expect(await friendshipState(bia.id, caio.id)).toBe('none')
    expect(await friendshipState(ana.id, bia.id)).toBe('sent')
  })
})
