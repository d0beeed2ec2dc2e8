import { describe, expect, it } from 'vitest'
import { getWritesSettled } from '~/app/kernel/runtime/get-writes.server'
import { createTestUser } from '~/tests/factories'
import { args } from '~/tests/setup/helpers'
import { notify } from '../../../app/kernel/people/notify.server'
import { countNewNotifications } from '../index'
import { loader } from './api.notification-all'

const get = (query: string, cookie?: string) =>
  args(new Request(`http://test/api/notification/all${query}`, { headers: cookie ? { cookie } : {} }))

describe('GET /api/notification/all', () => {
  it('answers 401 with the not-logged-in message in the asked language', async () => {
    const res = await loader(get('?locale=gb'))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'NOT_LOGGED_IN', message: 'You need to log in first.' })
  })

  it('lists the caller’s notifications only, content as an object, then marks them seen', async () => {
    const user = await createTestUser()
    const other = await createTestUser()
    const competition = { id: 4, title: 'Copa' }
    await notify(user.id, 'contest_rejudge', { competition })
    await notify(user.id, 'clarification_reply', { competition, clarification: { id: 8 } })
    await notify(other.id, 'friend', { user: { id: user.id, name: 'Só do outro' } })

    const res = await loader(get('?locale=br', user.cookie))
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const list = (await res.json()) as Record<string, unknown>[]
    expect(list).toHaveLength(2)
    expect(list.map((n) => Object.keys(n).sort())).toEqual([
      ['content', 'created', 'id', 'is_new', 'type', 'view'],
      ['content', 'created', 'id', 'is_new', 'type', 'view'],
    ])
    expect(list[0]).toMatchObject({
      type: 'clarification_reply',
      is_new: true,
      content: { competition, clarification: { id: 8 } },
    })
    expect(list[1]).toMatchObject({ type: 'contest_rejudge', is_new: true, content: { competition } })
    expect(list[1].view).toEqual({
      text: 'As submissões de Copa foram julgadas novamente',
      href: '/br/competition/4/submissions',
    })
    expect(JSON.stringify(list)).not.toContain('Só do outro')

    // Marked seen on the kernel's GET-side write path, just after the answer.
    await getWritesSettled()
    expect(await countNewNotifications(user.id)).toBe(0)
    expect(await countNewNotifications(other.id)).toBe(1)
    const again = (await (await loader(get('?locale=br', user.cookie))).json()) as { is_new: boolean }[]
    expect(again.map((n) => n.is_new)).toEqual([false, false])
  })

  it('gives friend requests a view with the requester, in the asked language', async () => {
    const user = await createTestUser()
    await notify(user.id, 'friend_request', { user: { id: 42, name: 'Ana Maria Lima' } })
    const list = (await (await loader(get('?locale=gb', user.cookie))).json()) as { view: unknown }[]
    expect(list[0].view).toEqual({
      text: 'Ana Lima sent you a friend request',
      href: '/gb/user/42',
      requester: 42,
    })
  })

  it('answers an empty list to a user without notifications', async () => {
    const user = await createTestUser()
    const res = await loader(get('', user.cookie))
    expect(await res.json()).toEqual([])
  })
})
