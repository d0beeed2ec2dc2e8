import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { routeArgs } from '~/tests/setup/helpers'
import { requestFriendship } from '../friends-actions.server'
import { friendshipState } from '../friends.server'
import { loader } from './api.notification-friend'

function call(id: number | string, decision: string, headers: Record<string, string> = {}, cookie?: string) {
  const request = new Request(`http://test/api/notification/${id}/friend/${decision}?locale=gb`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  })
  return loader(routeArgs(request, { id: String(id), decision }))
}

/** What the bell's fetch() sends. */
const SAME = { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty', 'x-requested-with': 'fetch' }

async function pendingRequest() {
  const asker = await createTestUser({ name: 'Ana Lima' })
  const target = await createTestUser({ name: 'Bia Souza' })
  await requestFriendship({ id: asker.id, name: 'Ana Lima' }, target.id)
  const n = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', target.id)
    .where('type', '=', 'friend_request')
    .executeTakeFirstOrThrow()
  return { asker, target, notificationId: n.id }
}

// SQLite may hand a deleted row's id to the next insert (the `friend` notification), so match the type too.
const stillThere = async (id: number) =>
  !!(await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('type', '=', 'friend_request')
    .executeTakeFirst())

describe('GET /api/notification/:id/friend/:decision', () => {
  it('confirms: 200 {ok, state: friend}, no-store, the notification is gone', async () => {
    const { asker, target, notificationId } = await pendingRequest()
    const res = await call(notificationId, 'confirm', SAME, target.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ ok: true, state: 'friend' })
    expect(await stillThere(notificationId)).toBe(false)
    expect(await friendshipState(asker.id, target.id)).toBe('friend')
  })

  it('rejects: 200 {ok, state: none}, the notification is gone', async () => {
    const { asker, target, notificationId } = await pendingRequest()
    const res = await call(notificationId, 'reject', SAME, target.cookie)
    expect(await res.json()).toEqual({ ok: true, state: 'none' })
    expect(await stillThere(notificationId)).toBe(false)
    expect(await friendshipState(asker.id, target.id)).toBe('none')
  })

  it('accepts a matching Origin when the browser sends no Sec-Fetch-Site', async () => {
    const { target, notificationId } = await pendingRequest()
    const res = await call(
      notificationId,
      'confirm',
      { origin: 'http://test', 'x-requested-with': 'fetch' },
      target.cookie,
    )
    expect(res.status).toBe(200)
  })

  it.each([
    ['cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['same-site (another subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['none (typed in the address bar)', { 'sec-fetch-site': 'none' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a lookalike Origin', { origin: 'http://test.evil.example' }],
    ['no Origin and no Sec-Fetch-Site', {}],
    // Issue 15: a picture in a biography, or a link, on our own pages.
    ['an <img> on our own page', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' }],
    [
      'an <img> on our own page, even with the header',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image', 'x-requested-with': 'fetch' },
    ],
    ['a link on our own page', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' }],
    ['same origin without our header', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' }],
    ['a matching Origin without our header', { origin: 'http://test' }],
    [
      'Sec-Fetch-Site cross-site with a matching Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://test' },
    ],
  ])('refuses %s with 403 JSON and changes nothing', async (_, headers) => {
    const { asker, target, notificationId } = await pendingRequest()
    const res = await call(notificationId, 'confirm', headers, target.cookie)
    expect(res.status).toBe(403)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ error: 'NO_ACCESS', message: expect.any(String) })
    expect(await stillThere(notificationId)).toBe(true)
    expect(await friendshipState(asker.id, target.id)).toBe('sent')
  })

  it('answers 401 JSON to visitors', async () => {
    const { notificationId } = await pendingRequest()
    const res = await call(notificationId, 'confirm', SAME)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'NOT_LOGGED_IN', message: 'You need to log in first.' })
    expect(await stillThere(notificationId)).toBe(true)
  })

  it('answers 404 for another user’s notification, other types, unknown ids and decisions', async () => {
    const { asker, target, notificationId } = await pendingRequest()
    const stranger = await createTestUser()
    expect((await call(notificationId, 'confirm', SAME, stranger.cookie)).status).toBe(404)
    expect((await call(notificationId, 'confirm', SAME, asker.cookie)).status).toBe(404)
    expect((await call(notificationId, 'accept', SAME, target.cookie)).status).toBe(404)
    expect((await call('abc', 'confirm', SAME, target.cookie)).status).toBe(404)
    expect((await call(99_999_999, 'confirm', SAME, target.cookie)).status).toBe(404)
    await db
      .insertInto('notifications')
      .values({ user_id: target.id, type: 'friend', content: JSON.stringify({ user: { id: stranger.id } }) })
      .execute()
    const friendNote = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', target.id)
      .where('type', '=', 'friend')
      .executeTakeFirstOrThrow()
    const res = await call(friendNote.id, 'confirm', SAME, target.cookie)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' })
    expect(await stillThere(notificationId)).toBe(true)
    expect(await friendshipState(target.id, stranger.id)).toBe('none')
  })
})
