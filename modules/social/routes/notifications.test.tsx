import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { createTestUser } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { countNewNotifications, notify } from '../index'
import Notifications, { type NotificationsPageData, handle, loader } from './notifications'

const NS = ['common', 'social']
const competition = { id: 9, title: 'Copa <Trilha>' }

/** What `data(body, init)` hands back to a direct loader call. */
type Loaded = { data: NotificationsPageData; init: ResponseInit | null }

async function load(url: string, user?: { cookie: string }) {
  return (await loader(routeArgs(getRequest(url, user)))) as unknown as Loaded
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
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
