import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { userActions } from '~/modules/account'
import { createTestUser as createUser } from '~/tests/factories'
import { args, formRequest, getRequest, routeArgs } from '~/tests/setup/helpers'
import { action as api } from './api.location-update'
import { action, loader } from './location'

const json = (body: unknown, cookie?: string) =>
  new Request('http://test/api/user/location/update', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  })
// Users who gave a birth date, so that only the location question is left (the birth date's is age/).
const createTestUser = () => createUser({ birthdate: '2000-01-01' })
const where = (id: number) =>
  db.selectFrom('users').select(['country', 'state']).where('id', '=', id).executeTakeFirstOrThrow()

describe('the update_location action', () => {
  it('is offered to a user without a country until they save one on the page', async () => {
    const user = await createTestUser()
    expect(await userActions(user.id)).toEqual(['update_location'])
    const bad = (await action(
      args(formRequest('/br/user/location', { country: 'BR', state: 'XX' }, { cookie: user.cookie })),
    )) as Response
    expect(bad.status).toBe(422)
    expect(await userActions(user.id)).toEqual(['update_location'])
    const ok = (await action(
      args(formRequest('/br/user/location', { country: 'br', state: 'MG' }, { cookie: user.cookie })),
    )) as Response
    expect(ok.headers.get('Location')).toBe('/br/user/location?saved')
    expect(await where(user.id)).toEqual({ country: 'BR', state: 'MG' })
    expect(await userActions(user.id)).toEqual([])
    const page = await loader(routeArgs(getRequest('/br/user/location?saved', user)))
    expect(page).toMatchObject({ saved: true, location: { country: 'BR', state: 'MG' } })
  })

  it('is asked once: "not now" stops the question without inventing a place', async () => {
    const user = await createTestUser()
    await action(args(formRequest('/br/user/location', { intent: 'dismiss' }, { cookie: user.cookie })))
    expect(await userActions(user.id)).toEqual([])
    expect(await where(user.id)).toEqual({ country: null, state: null })
  })
})

describe('POST /api/user/location/update', () => {
  it('answers 401 to visitors and 422 to a bad country, and saves a good one', async () => {
    expect((await api(args(json({ country: 'BR', state: 'SP' })))).status).toBe(401)
    const user = await createTestUser()
    expect((await api(args(json({ country: 'Brasil' }, user.cookie)))).status).toBe(422)
    const res = await api(args(json({ country: 'PT', state: 'Lisboa' }, user.cookie)))
    expect(await res.json()).toEqual({ country: 'PT', state: 'Lisboa', actions: [] })
    expect(await where(user.id)).toEqual({ country: 'PT', state: 'Lisboa' })
  })

  it('with no payload records that the person was asked', async () => {
    const user = await createTestUser()
    const res = await api(args(json({}, user.cookie)))
    expect(await res.json()).toEqual({ actions: [] })
  })
})
