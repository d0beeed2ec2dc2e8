import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import { getRequest, loaded, routeArgs, settle } from '~/tests/setup/helpers'
import * as tokenRoute from '../routes/api.jtt-access-token'
import * as pointsRoute from '../routes/api.jtt-points'
import * as profileRoute from '../routes/jtt-profile'
import { pointsByCategory, recordActivity } from './points.server'
import { pointsFor } from './rules'
import { issueJttToken, verifyJttToken } from './token.server'

const MEMBER = { additional: '{"is_jtt_member":true}' }

describe('mentoring points rules', () => {
  it('live events are worth more, recorded ones half, English 1 an hour, the weekly report 1 a week', () => {
    expect(pointsFor('live_event', 1)).toBe(2)
    expect(pointsFor('recorded_event', 1)).toBe(pointsFor('live_event', 1) / 2)
    expect(pointsFor('english_hours', 3.5)).toBe(3.5)
    expect(pointsFor('weekly_report', 4)).toBe(4)
  })

  it('totals by category, English-platform hours always in English', async () => {
    const member = await makeUser('free', MEMBER)
    const staff = await makeUser('admin')
    const base = { userId: member.id, note: '', happenedOn: '2026-11-20' }
    await recordActivity({ ...base, category: 'programming', kind: 'live_event', quantity: 2 }, staff.id)
    await recordActivity({ ...base, category: 'programming', kind: 'recorded_event', quantity: 1 }, staff.id)
    await recordActivity({ ...base, category: 'math', kind: 'english_hours', quantity: 3 }, staff.id)
    expect(await pointsByCategory(member.id)).toEqual({
      programming: 5,
      math: 0,
      english: 3,
      soft_skills: 0,
      community: 0,
      culture: 0,
    })
  })
})

describe('the mentoring profile and its API', () => {
  it('only members (and admins) see the profile; others get the guard redirect home', async () => {
    const member = await makeUser('free', MEMBER)
    const other = await makeUser('pro')
    const page = (await loaded(
      profileRoute.loader(routeArgs(getRequest('/br/behring-academy/profile', member))),
    )) as {
      totals: Record<string, number>
    }
    expect(page.totals.programming).toBe(0)
    for (const who of [other, undefined]) {
      const r = (await settle(
        profileRoute.loader(routeArgs(getRequest('/br/behring-academy/profile', who))),
      )) as Response
      expect(r.status).toBe(302)
      expect(r.headers.get('Location')).toBe('/br')
    }
  })

  it('POST /api/jtt/access-token signs a 30-day token the read-only API takes as a bearer', async () => {
    const member = await makeUser('free', MEMBER)
    const other = await makeUser('free')
    await recordActivity(
      {
        userId: member.id,
        category: 'culture',
        kind: 'live_event',
        quantity: 1,
        note: '',
        happenedOn: '2026-11-21',
      },
      member.id,
    )
    const req = (user?: { cookie: string }) =>
      new Request('http://test/api/jtt/access-token', {
        method: 'POST',
        headers: user ? { cookie: user.cookie } : {},
      })
    expect((await tokenRoute.action(routeArgs(req()))).status).toBe(401)
    expect((await tokenRoute.action(routeArgs(req(other)))).status).toBe(403)
    const issued = await tokenRoute.action(routeArgs(req(member)))
    const { token } = (await issued.json()) as { token: string }
    expect(issued.headers.get('Set-Cookie')).toContain(`jtt_token=${token}`)
    expect(issued.headers.get('Set-Cookie')).toContain('Max-Age=2592000')

    const api = (auth?: string) =>
      pointsRoute.loader(
        routeArgs(
          new Request('http://test/api/jtt/points', { headers: auth ? { Authorization: auth } : {} }),
        ),
      )
    const ok = await api(`Bearer ${token}`)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ user_id: member.id, points: { culture: 2 } })
    expect((await api()).status).toBe(401)
    // A token for someone else with this token's signature, and an expired one, are refused.
    const [, expires, signature] = token.split('.')
    expect((await api(`Bearer ${other.id}.${expires}.${signature}`)).status).toBe(401)
    const old = issueJttToken(member.id, new Date(Date.now() - 31 * 86_400_000))
    expect(verifyJttToken(old, new Date())).toBeNull()
    expect(verifyJttToken(old, new Date(Date.now() - 31 * 86_400_000))).toBe(member.id)
    expect((await api(`Bearer ${old}`)).status).toBe(401)
  })

  it('refuses a still-unexpired token once the membership has ended, and takes it again if it comes back', async () => {
    const member = await makeUser('free', MEMBER)
    const token = issueJttToken(member.id, new Date())
    const api = () =>
      pointsRoute.loader(
        routeArgs(
          new Request('http://test/api/jtt/points', { headers: { Authorization: `Bearer ${token}` } }),
        ),
      )
    expect((await api()).status).toBe(200)
    const setAdditional = (additional: string) =>
      db.updateTable('users').set({ additional }).where('id', '=', member.id).execute()
    await setAdditional('{"is_jtt_member":false}')
    expect((await api()).status).toBe(401)
    await setAdditional('{}')
    expect((await api()).status).toBe(401)
    await setAdditional('{"is_jtt_member":true}')
    expect((await api()).status).toBe(200)
    await db.updateTable('users').set({ additional: '{}', is_admin: 1 }).where('id', '=', member.id).execute()
    expect((await api()).status).toBe(200)
  })
})
