import { beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { requestFriendship } from '../friends-actions.server'
import { friendshipState } from '../friends.server'
import Friends, { action, loader } from './friends'

beforeEach(() => resetRateLimits())

const post = (user: { cookie: string } | null, fields: Record<string, string>, path = '/br/friends') =>
  action(routeArgs(formRequest(path, fields, user ? { cookie: user.cookie } : {})))

async function asResponse(value: unknown): Promise<Response> {
  if (value instanceof Response) return value
  throw new Error('expected a Response')
}

describe('/{lang}/friends loader', () => {
  it('sends visitors to the login page and back', async () => {
    const res = await thrown(loader(routeArgs(getRequest('/gb/friends'))))
    expect(res.headers.get('Location')).toBe('/gb/login?login=true&redirectTo=%2Fgb%2Ffriends')
  })

  it('lists friends, incoming and sent requests, and renders them with their forms', async () => {
    const me = await createTestUser({ name: 'Eu Mesma' })
    const friend = await createTestUser({ name: 'Amiga Antiga' })
    const asker = await createTestUser({ name: 'Quem Pede' })
    const asked = await createTestUser({ name: 'Quem Recebe' })
    await requestFriendship({ id: friend.id, name: 'Amiga Antiga' }, me.id)
    await requestFriendship({ id: me.id, name: 'Eu Mesma' }, friend.id) // cross request → friends
    await requestFriendship({ id: asker.id, name: 'Quem Pede' }, me.id)
    await requestFriendship({ id: me.id, name: 'Eu Mesma' }, asked.id)
    const data = await loader(routeArgs(getRequest('/br/friends', me)))
    expect(data.friends).toEqual([{ id: friend.id, name: 'Amiga Antiga' }])
    expect(data.incoming).toEqual([{ id: asker.id, name: 'Quem Pede' }])
    expect(data.sent).toEqual([{ id: asked.id, name: 'Quem Recebe' }])

    const html = await renderRoute('pt-BR', ['common', 'social'], Friends, { loaderData: data })
    expect(html).toContain('<h1>Amigos</h1>')
    expect(html).toContain(`href="/br/user/${asker.id}"`)
    expect(html).toContain('aria-label="Aceitar: Quem Pede"')
    expect(html).toContain('aria-label="Recusar: Quem Pede"')
    expect(html).toContain('aria-label="Cancelar convite: Quem Recebe"')
    expect(html).toContain('aria-label="Desfazer amizade: Amiga Antiga"')
    expect(html).toContain('action="/br/friends"')
  })
})

describe('/{lang}/friends action', () => {
  it('sends visitors to log in, coming back to the safe redirectTo', async () => {
    const res = await thrown(post(null, { intent: 'request', user: '1', redirectTo: '/br/user/1' }))
    expect(res.headers.get('Location')).toBe('/br/login?login=true&redirectTo=%2Fbr%2Fuser%2F1')
  })

  it('requests and redirects to the same-site redirectTo', async () => {
    const me = await createTestUser()
    const other = await createTestUser()
    const res = await asResponse(
      await post(me, { intent: 'request', user: String(other.id), redirectTo: `/br/user/${other.id}?tab=x` }),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/br/user/${other.id}?tab=x`)
    expect(await friendshipState(me.id, other.id)).toBe('sent')
  })

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    [''],
  ])('falls back to the friends page for the unsafe redirectTo %j', async (target) => {
    const me = await createTestUser()
    const other = await createTestUser()
    const res = await asResponse(
      await post(me, { intent: 'request', user: String(other.id), redirectTo: target }, '/gb/friends'),
    )
    expect(res.headers.get('Location')).toBe('/gb/friends')
  })

  it('handles accept, reject, cancel and unfriend from the forms', async () => {
    const me = await createTestUser({ name: 'Eu Mesma' })
    const a = await createTestUser({ name: 'Ana' })
    const b = await createTestUser({ name: 'Bia' })
    await requestFriendship({ id: a.id, name: 'Ana' }, me.id)
    await requestFriendship({ id: b.id, name: 'Bia' }, me.id)
    await post(me, { intent: 'accept', user: String(a.id) })
    await post(me, { intent: 'reject', user: String(b.id) })
    expect(await friendshipState(me.id, a.id)).toBe('friend')
    expect(await friendshipState(me.id, b.id)).toBe('none')
    const left = await db.selectFrom('notifications').select('type').where('user_id', '=', me.id).execute()
    expect(left).toEqual([])
    await post(me, { intent: 'unfriend', user: String(a.id) })
    expect(await friendshipState(me.id, a.id)).toBe('none')
    await post(me, { intent: 'request', user: String(b.id) })
    await post(me, { intent: 'cancel', user: String(b.id) })
    expect(await friendshipState(me.id, b.id)).toBe('none')
  })

  it('answers 422 for oneself, 404 for unknown users, 400 for unknown intents', async () => {
    const me = await createTestUser()
    const self = await asResponse(await post(me, { intent: 'request', user: String(me.id) }))
    expect(self.status).toBe(422)
    expect(await self.json()).toEqual({ error: 'self' })
    expect((await thrown(post(me, { intent: 'request', user: '99999999' }))).status).toBe(404)
    expect((await thrown(post(me, { intent: 'befriend', user: '2' }))).status).toBe(400)
    expect((await thrown(post(me, { intent: 'request', user: 'abc' }))).status).toBe(400)
  })

  it('rate-limits friend requests (RULES.social) with 429 and the too-many-requests copy', async () => {
    const me = await createTestUser()
    const others = await Promise.all(Array.from({ length: 11 }, () => createTestUser()))
    for (const other of others.slice(0, 10)) {
      const res = await asResponse(await post(me, { intent: 'request', user: String(other.id) }))
      expect(res.status).toBe(302)
    }
    const res = await asResponse(await post(me, { intent: 'request', user: String(others[10].id) }))
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    const reply = await res.json()
    expect(await friendshipState(me.id, others[10].id)).toBe('none')
    const html = await renderRoute('pt-BR', ['common', 'social'], Friends, {
      loaderData: { prefix: 'br', friends: [], incoming: [], sent: [] },
      actionData: reply,
    })
    expect(html).toContain('Nossos servidores precisam de um respiro')
  })
})
