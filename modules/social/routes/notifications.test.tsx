import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { notify } from '../../../app/kernel/people/notify.server'
import { requestFriendship } from '../friends/friends-actions.server'
import { friendshipState } from '../friends/friends.server'
import { countNewNotifications } from '../index'
import Notifications, { type NotificationsPageData, action, handle, loader } from './notifications'

const NS = ['common', 'social']
const competition = { id: 9, title: 'Copa <Trilha>' }

/** What `data(body, init)` hands back to a direct loader call. */
type Loaded = { data: NotificationsPageData; init: ResponseInit | null }

async function load(url: string, user?: { cookie: string }) {
  return (await loader(routeArgs(getRequest(url, user)))) as unknown as Loaded
}

describe('/{lang}/notifications', () => {
  it('sends visitors to the login page and back here', async () => {
    const res = await thrown(loader(routeArgs(getRequest('/gb/notifications'))))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/gb/login?login=true&redirectTo=%2Fgb%2Fnotifications')
  })

  it('lists the user’s notifications, flags the new ones in this response and then resets the count', async () => {
    const user = await createTestUser()
    const other = await createTestUser()
    await notify(user.id, 'contest_rejudge', { competition })
    await notify(user.id, 'new_clarification', { competition, clarification: { id: 3 } })
    await notify(other.id, 'contest_rejudge', { competition: { id: 1, title: 'Alheia' } })
    await db
      .updateTable('notifications')
      .set({ is_new: 0 })
      .where('user_id', '=', user.id)
      .where('type', '=', 'contest_rejudge')
      .execute()
    await notify(user.id, 'clarification_reply', { competition, clarification: { id: 4 } })

    const first = await load('/br/notifications', user)
    expect(new Headers(first.init?.headers).get('Cache-Control')).toBe('private, no-store')
    expect(first.data.notifications.map((n) => [n.type, n.is_new])).toEqual([
      ['clarification_reply', true],
      ['new_clarification', true],
      ['contest_rejudge', false],
    ])
    expect(await countNewNotifications(user.id)).toBe(0)
    expect(await countNewNotifications(other.id)).toBe(1)

    const again = await load('/br/notifications', user)
    expect(again.data.notifications.every((n) => !n.is_new)).toBe(true)
  })

  it('renders without scripts in Portuguese: title, new mark, link, escaped text and the date', async () => {
    const user = await createTestUser()
    await notify(user.id, 'new_clarification', { competition, clarification: { id: 3 } })
    const { data } = await load('/br/notifications', user)
    const html = await renderRoute('pt-BR', NS, Notifications, { loaderData: data })
    expect(handle.hydrate).toBeUndefined()
    expect(html).not.toContain('<script')
    expect(html).toContain('<h1>Notificações</h1>')
    expect(html).toContain('notification notification--new')
    expect(html).toContain('>nova</span>')
    expect(html).toContain('href="/br/competition/9/clarifications#clarification-3"')
    expect(html).toContain('Novo esclarecimento em Copa &lt;Trilha&gt;')
    const { created } = data.notifications[0]
    expect(html).toContain(`<time class="notification-date" dateTime="${created}">`)
    const year = String(new Date(created).getUTCFullYear())
    expect(html).toMatch(new RegExp(`dateTime="[^"]+">[^<]*${year}[^<]*</time>`))
  })

  it('renders the seen ones and the empty state in English', async () => {
    const user = await createTestUser()
    await notify(user.id, 'contest_rejudge', { competition })
    await load('/gb/notifications', user)
    const { data } = await load('/gb/notifications', user)
    const html = await renderRoute('en-GB', NS, Notifications, { loaderData: data })
    expect(html).toContain('<h1>Notifications</h1>')
    expect(html).toContain('Submissions of Copa &lt;Trilha&gt; were judged again')
    expect(html).toContain('href="/gb/competition/9/submissions"')
    expect(html).not.toContain('notification--new')
    expect(html).not.toContain('>new</span>')

    const empty = await createTestUser()
    const none = await load('/gb/notifications', empty)
    const emptyHtml = await renderRoute('en-GB', NS, Notifications, { loaderData: none.data })
    expect(emptyHtml).toContain('You have no notifications yet.')
    expect(emptyHtml).not.toContain('notification-list')
  })
})

describe('friend requests on the notifications page', () => {
  async function pending() {
    const asker = await createTestUser({ name: 'Ana Maria Lima' })
    const target = await createTestUser({ name: 'Bia Souza' })
    await requestFriendship({ id: asker.id, name: 'Ana Maria Lima' }, target.id)
    const { data } = await load('/br/notifications', target)
    return { asker, target, item: data.notifications[0], data }
  }
  const post = (user: { cookie: string } | null, fields: Record<string, string>) =>
    action(routeArgs(formRequest('/br/notifications', fields, user ? { cookie: user.cookie } : {})))

  it('renders Confirm and Reject forms on friend_request items only', async () => {
    const { item, data } = await pending()
    expect(item.type).toBe('friend_request')
    const html = await renderRoute('pt-BR', NS, Notifications, { loaderData: data })
    expect(html).toContain('Ana Lima enviou um pedido de amizade')
    expect(html).toContain(`name="notification" value="${item.id}"`)
    expect(html).toContain('name="intent" value="confirm"')
    expect(html).toContain('>Confirmar</button>')
    expect(html).toContain('>Recusar</button>')
    const plain = await createTestUser()
    await notify(plain.id, 'friend', { user: { id: 3, name: 'Caio' } })
    const other = await load('/br/notifications', plain)
    const otherHtml = await renderRoute('pt-BR', NS, Notifications, { loaderData: other.data })
    expect(otherHtml).not.toContain('>Confirmar</button>')
  })

  it('confirm makes friends and the notification disappears', async () => {
    const { asker, target, item } = await pending()
    const res = (await post(target, { intent: 'confirm', notification: String(item.id) })) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/br/notifications')
    expect(await friendshipState(asker.id, target.id)).toBe('friend')
    const after = await load('/br/notifications', target)
    expect(after.data.notifications).toEqual([])
  })

  it('reject leaves no friendship and the notification disappears', async () => {
    const { asker, target, item } = await pending()
    await post(target, { intent: 'reject', notification: String(item.id) })
    expect(await friendshipState(asker.id, target.id)).toBe('none')
    expect((await load('/br/notifications', target)).data.notifications).toEqual([])
  })

  it('answers 404 to anyone but the owner, 400 to unknown intents; visitors go to login', async () => {
    const { asker, target, item } = await pending()
    const stranger = await createTestUser()
    expect((await thrown(post(stranger, { intent: 'confirm', notification: String(item.id) }))).status).toBe(
      404,
    )
    expect((await thrown(post(asker, { intent: 'confirm', notification: String(item.id) }))).status).toBe(404)
    expect((await thrown(post(target, { intent: 'confirm', notification: 'x' }))).status).toBe(404)
    expect((await thrown(post(target, { intent: 'befriend', notification: String(item.id) }))).status).toBe(
      400,
    )
    const visitor = await thrown(post(null, { intent: 'confirm', notification: String(item.id) }))
    expect(visitor.headers.get('Location')).toBe('/br/login?login=true&redirectTo=%2Fbr%2Fnotifications')
    expect(await friendshipState(asker.id, target.id)).toBe('sent')
  })
})

describe('the bell on the notifications page', () => {
  it('shows 0 there (the page marks them seen), and the count anywhere else', async () => {
    const { loader: rootLoader } = await import('~/app/root')
    const user = await createTestUser()
    await notify(user.id, 'contest_rejudge', { competition })
    const bell = async (path: string) => {
      const data = (await rootLoader(routeArgs(getRequest(path, user)))) as unknown as {
        badges: { notifications: number }
      }
      return data.badges.notifications
    }
    expect(await bell('/br/dashboard')).toBe(1)
    expect(await bell('/br/notifications')).toBe(0)
    expect(await bell('/gb/notifications/')).toBe(0)
  })
})
