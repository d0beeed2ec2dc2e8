import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { notify } from '../../app/kernel/people/notify.server'
import { addComment } from './blog/comments.server'
import { findReadablePost } from './blog/posts.server'
import { countNewNotifications } from './index'
import { FEED_TEXT_MAX, listNotifications, markAllSeen } from './notifications.server'

const competition = { id: 7, title: 'Maratona de Inverno' }

/** Stores content as given, even text that is not JSON (the column's CHECK is lifted for this one insert). */
async function insertRaw(userId: number, type: string, content: string) {
  await sql`PRAGMA ignore_check_constraints = ON`.execute(db)
  try {
    await db.insertInto('notifications').values({ user_id: userId, type, content }).execute()
  } finally {
    await sql`PRAGMA ignore_check_constraints = OFF`.execute(db)
  }
}

describe('listNotifications', () => {
  it('gives each type its sentence and same-site link, newest first', async () => {
    const user = await createTestUser()
    const long = `${'palavra '.repeat(40)}fim`
    await notify(user.id, 'blog', { post: { id: 3, url: 'como-estudar', title: 'Como estudar' } })
    await notify(user.id, 'new_feed', { feed: { id: 12, text: long } })
    await notify(user.id, 'friend', { user: { id: 5, name: 'Ana Maria de Souza' } })
    await notify(user.id, 'friend_request', { user: { id: 6, name: 'Bruno Lima' } })
    await notify(user.id, 'contest_rejudge', { competition })
    await notify(user.id, 'new_clarification', { competition, clarification: { id: 40 } })
    await notify(user.id, 'clarification_reply', { competition, clarification: { id: 41 } })

    const list = await listNotifications(user.id, 'pt-BR', 'br')
    expect(list.map((n) => n.type)).toEqual([
      'clarification_reply',
      'new_clarification',
      'contest_rejudge',
      'friend_request',
      'friend',
      'new_feed',
      'blog',
    ])
    const view = Object.fromEntries(list.map((n) => [n.type, n.view]))
    expect(view.blog).toEqual({ text: 'Novo post no blog: Como estudar', href: '/br/blog/como-estudar' })
    expect(view.new_feed.href).toBe('/br/feed/12')
    expect(view.new_feed.text.startsWith('Nova publicação no feed: “palavra palavra')).toBe(true)
    expect(view.new_feed.text).toContain('…”')
    expect(view.new_feed.text).not.toContain('fim')
    expect(view.friend).toEqual({ text: 'Você e Ana Souza agora são amigos', href: '/br/user/5' })
    expect(view.friend_request).toEqual({
      text: 'Bruno Lima enviou um pedido de amizade',
      href: '/br/user/6',
      requester: 6,
    })
    expect(view.contest_rejudge).toEqual({
      text: 'As submissões de Maratona de Inverno foram julgadas novamente',
      href: '/br/competition/7/submissions',
    })
    expect(view.new_clarification).toEqual({
      text: 'Novo esclarecimento em Maratona de Inverno',
      href: '/br/competition/7/clarifications#clarification-40',
    })
    expect(view.clarification_reply).toEqual({
      text: 'Sua pergunta em Maratona de Inverno foi respondida',
      href: '/br/competition/7/clarifications#clarification-41',
    })
    const first = list[0]
    expect(first.is_new).toBe(true)
    expect(first.content).toEqual({ competition, clarification: { id: 41 } })
    expect(new Date(first.created).toISOString()).toBe(first.created)
  })

  it('speaks the requested language with that locale’s links', async () => {
    const user = await createTestUser()
    await notify(user.id, 'contest_rejudge', { competition })
    await notify(user.id, 'new_clarification', { competition })
    const [clarification, rejudge] = await listNotifications(user.id, 'en-GB', 'gb')
    expect(rejudge.view).toEqual({
      text: 'Submissions of Maratona de Inverno were judged again',
      href: '/gb/competition/7/submissions',
    })
    // Without a clarification id the link goes to the page itself.
    expect(clarification.view).toEqual({
      text: 'New clarification in Maratona de Inverno',
      href: '/gb/competition/7/clarifications',
    })
  })

  it('cuts a feed text to about 140 characters', async () => {
    const user = await createTestUser()
    await notify(user.id, 'new_feed', { feed: { id: 1, text: 'x'.repeat(500) } })
    const [item] = await listNotifications(user.id, 'en-GB', 'gb')
    const quoted = item.view.text.slice(item.view.text.indexOf('“') + 1, item.view.text.lastIndexOf('”'))
    expect(quoted.length).toBe(FEED_TEXT_MAX)
    expect(quoted.endsWith('…')).toBe(true)
  })

  it('falls back to a plain sentence without a link for unknown types, bad content and unsafe ids', async () => {
    const user = await createTestUser()
    await insertRaw(user.id, 'blog', '{not json')
    await insertRaw(user.id, 'friend', '[1, 2]')
    await notify(user.id, 'contest_rejudge', { competition: { id: '../admin', title: 'X' } })
    await insertRaw(user.id, 'something_else', '{"post":{"id":1,"url":"x","title":"X"}}')
    const list = await listNotifications(user.id, 'pt-BR', 'br')
    expect(list).toHaveLength(4)
    for (const item of list) {
      expect(item.view).toEqual({ text: 'Você recebeu uma notificação', href: null })
    }
    expect(list.find((n) => n.type === 'blog')?.content).toEqual({})
    expect(list.find((n) => n.type === 'friend')?.content).toEqual({})
  })

  it('keeps at most 100, the newest', async () => {
    const user = await createTestUser()
    await db
      .insertInto('notifications')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          user_id: user.id,
          type: 'blog',
          content: '{}',
          created_at: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
        })),
      )
      .execute()
    const list = await listNotifications(user.id, 'pt-BR', 'br')
    expect(list).toHaveLength(100)
    expect(list[0].created).toBe(new Date(Date.UTC(2024, 0, 1, 0, 104)).toISOString())
    expect(list[99].created).toBe(new Date(Date.UTC(2024, 0, 1, 0, 5)).toISOString())
  })
})

describe('markAllSeen', () => {
  it('resets the count of that user only', async () => {
    const user = await createTestUser()
    const other = await createTestUser()
    await notify(user.id, 'contest_rejudge', { competition })
    await notify(user.id, 'new_clarification', { competition })
    await notify(other.id, 'contest_rejudge', { competition })
    expect(await countNewNotifications(user.id)).toBe(2)
    await markAllSeen(user.id)
    expect(await countNewNotifications(user.id)).toBe(0)
    expect(await countNewNotifications(other.id)).toBe(1)
    const list = await listNotifications(user.id, 'pt-BR', 'br')
    expect(list.every((n) => !n.is_new)).toBe(true)
  })

  it('words a comment on the reader’s post as a comment, in the page’s language (issue 16: it said "new blog post")', async () => {
    const author = await createTestUser()
    const commenter = await createTestUser({ name: 'Carla Dias' })
    const me = await sessionUser(new Request('http://test/', { headers: { cookie: commenter.cookie } }))
    await db
      .insertInto('blog_posts')
      .values({
        url: 'como-estudar',
        title_br: 'Como estudar',
        title_gb: 'How to study',
        text: 'x',
        visibility: 'public',
        author_id: author.id,
      })
      .execute()
    const post = await findReadablePost(me, 'como-estudar', 'pt-BR')
    expect(await addComment(me!, post!, 'Ótimo post!')).toMatchObject({ ok: true })
    const [gb] = await listNotifications(author.id, 'en-GB', 'gb')
    expect(gb.type).toBe('blog_comment')
    expect(gb.view).toMatchObject({
      text: 'Carla Dias commented on your post “How to study”',
      href: '/gb/blog/como-estudar#comments',
    })
    const [br] = await listNotifications(author.id, 'pt-BR', 'br')
    expect(br.view.text).toBe('Carla Dias comentou no seu post “Como estudar”')
  })
})
