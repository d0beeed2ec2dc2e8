import { describe, expect, it } from 'vitest'
import { notify } from '~/app/kernel/people/notify.server'
import { flushPageAccesses, notePageView } from '~/app/kernel/runtime/page-access.server'
import { db } from '~/db/client.server'
import { loader as notificationCount } from '~/modules/social/routes/api.notification-count'
import { createTestUser } from '~/tests/factories'
import { args, formRequest } from '~/tests/setup/helpers'
import { action as pageAccess } from './api.page-access'
import { action as setLanguage } from './api.set-language'
import { loader as health } from './healthz'

function jsonRequest(url: string, body: unknown, cookie?: string) {
  return new Request(`http://test${url}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  })
}

describe('POST /api/user/set-preferred-language', () => {
  it('answers 401 with the not-logged-in message to anonymous JSON callers', async () => {
    const res = await setLanguage(
      args(jsonRequest('/api/user/set-preferred-language', { language: 'en-GB' })),
    )
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: 'NOT_LOGGED_IN',
      message: 'Você precisa entrar na sua conta primeiro.',
    })
  })

  it('saves the language of a logged-in user (JSON) and rejects unknown ones with 422', async () => {
    const user = await createTestUser()
    const ok = await setLanguage(
      args(jsonRequest('/api/user/set-preferred-language', { language: 'gb' }, user.cookie)),
    )
    expect(await ok.json()).toEqual({ language: 'en-GB' })
    const row = await db
      .selectFrom('users')
      .select('preferred_language')
      .where('id', '=', user.id)
      .executeTakeFirst()
    expect(row?.preferred_language).toBe('en-GB')
    const bad = await setLanguage(
      args(jsonRequest('/api/user/set-preferred-language?locale=gb', { language: 'fr' }, user.cookie)),
    )
    expect(bad.status).toBe(422)
    expect((await bad.json()).message).toBe('Invalid data.')
  })

  it('redirects the language menu form to the same page in the other locale', async () => {
    const user = await createTestUser()
    const req = formRequest(
      '/api/user/set-preferred-language',
      { language: 'en-GB', redirectTo: '/gb/about-us?x=1' },
      { cookie: user.cookie },
    )
    const res = await setLanguage(args(req))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/gb/about-us?x=1')
  })
})

describe('POST /api/user/register-page-access', () => {
  it('records the page for a logged-in user', async () => {
    const user = await createTestUser()
    expect(
      (
        await pageAccess(
          args(jsonRequest('/api/user/register-page-access', { page: '/br/courses', is_unload: true })),
        )
      ).status,
    ).toBe(401)
    const res = await pageAccess(
      args(
        jsonRequest('/api/user/register-page-access', { page: '/br/courses', is_unload: true }, user.cookie),
      ),
    )
    expect(res.status).toBe(200)
    await flushPageAccesses()
    const rows = await db.selectFrom('page_accesses').selectAll().where('user_id', '=', user.id).execute()
    expect(rows.map((r) => [r.page, r.is_unload])).toEqual([['/br/courses', 1]])
    // Many views are held and written in batches (one write per batch, none lost).
    for (let i = 0; i < 450; i++) notePageView(user.id, `/br/course/${i}`)
    notePageView(user.id, '/api/not-a-page')
    expect(await flushPageAccesses()).toBe(450)
    const counted = await db
      .selectFrom('page_accesses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(Number(counted.n)).toBe(451)
    const bad = await pageAccess(
      args(jsonRequest('/api/user/register-page-access', { page: 'http://x' }, user.cookie)),
    )
    expect(bad.status).toBe(422)
  })
})

describe('GET /api/notification/count', () => {
  it('counts unseen notifications of the caller only', async () => {
    const user = await createTestUser()
    const other = await createTestUser()
    await notify(user.id, 'blog', { post: { id: 1, url: 'x', title: 'X' } })
    await notify(user.id, 'friend', {})
    await notify(other.id, 'friend', {})
    const res = await notificationCount(
      args(new Request('http://test/api/notification/count?locale=br', { headers: { cookie: user.cookie } })),
    )
    expect(await res.json()).toEqual({ n_notifications: 2 })
  })
})

describe('/healthz', () => {
  it('checks the database', async () => {
    const res = await health()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, database: 'ok' })
  })
})
