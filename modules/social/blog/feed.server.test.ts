import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import {
  createFeedPost,
  deleteFeedPost,
  feedPost,
  liveFeedFor,
  parseFeedForm,
  visibleFeed,
} from './feed.server'
import { befriend } from './test-helpers'

type Made = Awaited<ReturnType<typeof makeUser>>

const form = (fields: Record<string, string>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}

async function post(author: Made, visibility: 'friends' | 'pro' | 'community', text = `${visibility} post`) {
  return createFeedPost(author.session, { text, visibility, tag: 'other' })
}

async function notificationsOf(userId: number) {
  const rows = await db
    .selectFrom('notifications')
    .select(['type', 'content'])
    .where('user_id', '=', userId)
    .execute()
  return rows.map((r) => ({ type: r.type, content: JSON.parse(r.content) }))
}

describe('feed visibility', () => {
  it('community: everyone; pro: PRO, admins, author; friends: author and accepted friends — others get nothing', async () => {
    const author = await makeUser('free')
    const friend = await makeUser('free')
    const proFriend = await makeUser('pro')
    const pending = await makeUser('free')
    const stranger = await makeUser('free')
    const proStranger = await makeUser('pro')
    const admin = await makeUser('admin')
    await befriend(author.id, friend.id)
    await befriend(proFriend.id, author.id) // accepted friendship counts both ways
    await befriend(author.id, pending.id, 'pending')
    const community = await post(author, 'community')
    const pro = await post(author, 'pro')
    const friends = await post(author, 'friends')

    const sees = async (viewer: Made | null) => {
      const ids = (await visibleFeed(viewer?.session ?? null, { limit: 100 })).items.map((i) => i.id)
      return [community, pro, friends].filter((id) => ids.includes(id))
    }
    expect(await sees(null)).toEqual([community])
    expect(await sees(author)).toEqual([community, pro, friends])
    expect(await sees(friend)).toEqual([community, friends])
    expect(await sees(proFriend)).toEqual([community, pro, friends])
    expect(await sees(pending)).toEqual([community])
    expect(await sees(stranger)).toEqual([community])
    expect(await sees(proStranger)).toEqual([community, pro])
    expect(await sees(admin)).toEqual([community, pro])

    // One post by id follows the same rule: what the viewer may not see does not exist for them.
    expect(await feedPost(stranger.session, friends)).toBeNull()
    expect(await feedPost(null, pro)).toBeNull()
    expect(await feedPost(friend.session, friends)).toMatchObject({ id: friends, canDelete: false })
    expect(await feedPost(author.session, friends)).toMatchObject({ canDelete: true })
  })

  it('pages newest first with an id cursor, and filters by tag', async () => {
    const author = await makeUser('free')
    const ids: number[] = []
    for (let i = 0; i < 5; i++)
      ids.push(
        await createFeedPost(author.session, {
          text: `n${i}`,
          visibility: 'friends',
          tag: i % 2 ? 'jobs' : 'hint',
        }),
      )
    const first = await visibleFeed(author.session, { limit: 2 })
    expect(first.items.map((i) => i.id)).toEqual([ids[4], ids[3]])
    expect(first.older).toBe(ids[3])
    const second = await visibleFeed(author.session, { limit: 2, before: first.older })
    expect(second.items.map((i) => i.id)).toEqual([ids[2], ids[1]])
    const jobs = await visibleFeed(author.session, { limit: 10, tag: 'jobs' })
    expect(jobs.items.map((i) => i.text)).toEqual(['n3', 'n1'])
    expect(jobs.older).toBeNull()
  })
})

describe('posting', () => {
  it('trims the text and refuses empty or over 1000 characters, keeping what was typed', () => {
    const long = 'a'.repeat(1001)
    const refused = parseFeedForm(form({ text: long, visibility: 'friends', tag: 'jobs' }))
    expect(refused).toMatchObject({
      ok: false,
      values: { text: long, visibility: 'friends', tag: 'jobs' },
      errors: { text: ['tooLong'] },
    })
    expect(parseFeedForm(form({ text: '   ', visibility: 'community', tag: 'hint' }))).toMatchObject({
      ok: false,
      errors: { text: ['required'] },
    })
    expect(parseFeedForm(form({ text: 'x', visibility: 'everyone', tag: 'memes' }))).toMatchObject({
      ok: false,
      errors: { visibility: ['invalid'], tag: ['invalid'] },
    })
    const padded = ` ${'b'.repeat(1000)}  `
    expect(parseFeedForm(form({ text: padded, visibility: 'pro', tag: 'humor' }))).toMatchObject({
      ok: true,
      input: { text: 'b'.repeat(1000), visibility: 'pro', tag: 'humor' },
    })
  })

  it('tells friends about a new post; a PRO post only PRO friends (and admins)', async () => {
    const author = await makeUser('free')
    const friend = await makeUser('free')
    const proFriend = await makeUser('pro')
    const adminFriend = await makeUser('admin')
    const stranger = await makeUser('free')
    for (const f of [friend, proFriend, adminFriend]) await befriend(author.id, f.id)
    const open = await post(author, 'friends', 'Alguém quer estudar grafos hoje?')
    const pro = await post(author, 'pro', 'Só para PRO')
    expect(await notificationsOf(friend.id)).toEqual([
      { type: 'new_feed', content: { feed: { id: open, text: 'Alguém quer estudar grafos hoje?' } } },
    ])
    for (const f of [proFriend, adminFriend])
      expect((await notificationsOf(f.id)).map((n) => n.content.feed.id)).toEqual([open, pro])
    expect(await notificationsOf(stranger.id)).toEqual([])
    expect(await notificationsOf(author.id)).toEqual([])
  })
})

describe('deleting', () => {
  it('the author deletes; others are refused or told it does not exist; moderators delete any', async () => {
    const author = await makeUser('free')
    const friend = await makeUser('free')
    const stranger = await makeUser('free')
    const moderator = await makeUser('moderator')
    await befriend(author.id, friend.id)
    const a = await post(author, 'friends')
    const b = await post(author, 'friends')
    const c = await post(author, 'community')
    expect(await deleteFeedPost(friend.session, a)).toEqual({ ok: false, reason: 'forbidden' })
    expect(await deleteFeedPost(stranger.session, a)).toEqual({ ok: false, reason: 'not_found' })
    expect(await deleteFeedPost(stranger.session, c)).toEqual({ ok: false, reason: 'forbidden' })
    expect(await deleteFeedPost(author.session, a)).toEqual({ ok: true })
    expect(await deleteFeedPost(author.session, a)).toEqual({ ok: false, reason: 'not_found' })
    // A moderator removes even a friends-only post they cannot read.
    expect(await deleteFeedPost(moderator.session, b)).toEqual({ ok: true })
    const left = await db.selectFrom('feed_posts').select('id').where('user_id', '=', author.id).execute()
    expect(left.map((r) => r.id)).toEqual([c])
  })

  it("takes the post's notifications with it (they would lead to a 404), and no others", async () => {
    const author = await makeUser('free')
    const friend = await makeUser('free')
    await befriend(author.id, friend.id)
    const gone = await post(author, 'friends', 'Vou apagar isto')
    const kept = await post(author, 'friends', 'Isto fica')
    expect((await notificationsOf(friend.id)).map((n) => n.content.feed.id)).toEqual([gone, kept])
    expect(await deleteFeedPost(author.session, gone)).toEqual({ ok: true })
    expect((await notificationsOf(friend.id)).map((n) => n.content.feed.id)).toEqual([kept])
  })
})

describe('the dashboard live feed', () => {
  it('the latest 5 visible posts, or null when the user turned it off', async () => {
    const viewer = await makeUser('free')
    const other = await makeUser('free')
    for (let i = 0; i < 7; i++) await post(other, 'community', `p${i}`)
    await post(other, 'friends', 'hidden')
    const live = await liveFeedFor(viewer.session)
    expect(live?.map((i) => i.text)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2'])
    await db.updateTable('users').set({ show_live_feed: 0 }).where('id', '=', viewer.id).execute()
    expect(await liveFeedFor(viewer.session)).toBeNull()
  })
})
