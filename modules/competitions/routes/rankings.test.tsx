import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser, makeTeam } from '~/tests/factories'
import { formRequest, getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { computeRankings } from '../rankings/job.server'
import { monthOf } from '../rankings/positions'
import { addXp, institution, rankedUser } from '../rankings/test-helpers'
import FriendsRoute, { loader as friendsLoader } from './ranking.friends'
import InstitutionRoute, { loader as institutionLoader } from './ranking.institution'
import InstitutionsRoute, { loader as institutionsLoader } from './ranking.institutions'
import MonthlyRoute, { loader as monthlyLoader } from './ranking.monthly'
import TeamsRoute, { loader as teamsLoader } from './ranking.teams'
import UsersRoute, { handle, loader as usersLoader } from './ranking.users'
import HubRoute, { action as hubAction, loader as hubLoader } from './rankings'

type Viewer = Awaited<ReturnType<typeof createTestUser>>
const NS = handle.i18n as string[]
const call = (url: string, user?: { cookie: string }, params: Record<string, string> = {}) =>
  routeArgs(getRequest(url, user), params)

async function rejection(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
  throw new Error('expected a thrown Response')
}

const today = new Date().toISOString().slice(0, 10)
let viewer: Viewer
let admin: Viewer
let friend: number
let pending: number
let school: number
const crowd: number[] = []

beforeAll(async () => {
  school = await institution('ESCOLA')
  // 60 people from 1060 XP down to 1001, so the viewer (1000 XP) is 61st: on page 2.
  for (let i = 0; i < 60; i++)
    crowd.push(await rankedUser(1060 - i, { day: today, institution_id: i < 3 ? school : null }))
  viewer = await createTestUser({ name: 'Viviane Souza Lima', institution_id: school })
  await addXp(viewer.id, 1000, today)
  admin = await createTestUser({ is_admin: 1 })
  friend = await rankedUser(5, { name: 'Amigo' })
  pending = await rankedUser(7, { name: 'Pendente' })
  await db
    .insertInto('friendships')
    .values([
      { user_id: friend, friend_id: viewer.id, status: 'accepted' },
      { user_id: viewer.id, friend_id: pending, status: 'pending' },
    ])
    .execute()
  await makeTeam('Equipe Teste', viewer.id, crowd[0])
  await computeRankings()
})

describe('/{lang}/ranking/users', () => {
  it('shows 50 a page, best first, and the viewer’s row on the page where it is', async () => {
    const first = await usersLoader(call('/br/ranking/users', viewer))
    expect(first.list.rows).toHaveLength(50)
    expect(first.list.rows[0]).toMatchObject({ id: crowd[0], position: 1, score: 1060, me: false })
    expect(first.list).toMatchObject({ page: 1, pages: 2, total: 63 })
    expect(first.list.mine).toEqual({ id: viewer.id, position: 61, page: 2 })
    const second = await usersLoader(call('/br/ranking/users?page=2', viewer))
    expect(second.list.rows.map((r) => r.position).slice(0, 2)).toEqual([51, 52])
    const mine = second.list.rows.find((r) => r.me)
    expect(mine).toMatchObject({
      id: viewer.id,
      position: 61,
      institution: 'ESCOLA',
      name: 'Viviane Souza Lima',
    })
    const html = await renderRoute('pt-BR', NS, UsersRoute, { loaderData: first })
    expect(html).toContain('Sua posição: 61º')
    expect(html).toContain(`?page=2#rank-${viewer.id}`)
    expect(html).toContain('Página 1 de 2')
    expect(html).toContain('aria-current="page">Geral<')
    const page2 = await renderRoute('en-GB', NS, UsersRoute, { loaderData: second })
    expect(page2).toMatch(new RegExp(`<tr id="rank-${viewer.id}" class="ranking-me">`))
    expect(page2).toContain('Viviane Lima') // display name: first and last word
    expect(page2).toContain('>You<')
  })

  it('clamps a page past the end and ignores garbage', async () => {
    expect((await usersLoader(call('/br/ranking/users?page=99'))).list.page).toBe(2)
    expect((await usersLoader(call('/br/ranking/users?page=-1'))).list.page).toBe(1)
    const anonymous = await usersLoader(call('/br/ranking/users'))
    expect(anonymous.list.mine).toBeNull()
    expect(anonymous.list.rows.some((r) => r.me)).toBe(false)
  })
})

describe('/{lang}/ranking/monthly', () => {
  it('shows the current month and refuses months without a snapshot', async () => {
    const data = await monthlyLoader(call('/gb/ranking/monthly', viewer))
    expect(data.period).toBe(monthOf(new Date()))
    expect(data.list.mine?.position).toBe(61)
    const html = await renderRoute('en-GB', NS, MonthlyRoute, { loaderData: data })
    expect(html).toContain('current month')
    // The month heads its section capitalised, as pt-BR writes months in lower case mid-sentence.
    const br = await renderRoute('pt-BR', NS, MonthlyRoute, { loaderData: data })
    const month = new Intl.DateTimeFormat('pt-BR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${data.period}-15T00:00:00Z`))
    expect(br).toContain(`<h2>${month.charAt(0).toUpperCase()}${month.slice(1)}</h2>`)
    expect(br).toContain(`Ranking de ${month}`)
    // Issue 16: the page says which zone its days and times are in (UTC days, told in the reader's zone).
    expect(br).toContain(
      'Como o bônus diário, o XP conta por dia UTC: cada mês começa às 21:00 (horário de Brasília)',
    )
    expect(html).toContain('each month starts at midnight UK time')
    expect(br).not.toContain('(horário UTC)')
    for (const period of ['1999-01', 'garbage', '2026-13']) {
      expect((await rejection(monthlyLoader(call(`/gb/ranking/monthly?period=${period}`)))).status).toBe(404)
    }
  })
})

describe('/{lang}/ranking/institutions and institution/:id', () => {
  it('sums members and links each institution to its internal ranking', async () => {
    const data = await institutionsLoader(call('/br/ranking/institutions', viewer))
    expect(data.list.rows).toEqual([
      expect.objectContaining({ id: school, position: 1, score: 1060 + 1059 + 1058 + 1000, me: true }),
    ])
    const html = await renderRoute('pt-BR', NS, InstitutionsRoute, { loaderData: data })
    expect(html).toContain(`href="/br/ranking/institution/${school}"`)
    expect(html).toContain('Sua instituição')
  })

  it('lists the institution’s members in order with their general position; unknown ids are 404', async () => {
    const data = await institutionLoader(
      call(`/br/ranking/institution/${school}`, viewer, { id: String(school) }),
    )
    expect(data.ranking.rows.map((r) => [r.id, r.position, r.overall])).toEqual([
      [crowd[0], 1, 1],
      [crowd[1], 2, 2],
      [crowd[2], 3, 3],
      [viewer.id, 4, 61],
    ])
    expect(data.ranking.mine).toEqual({ id: viewer.id, position: 4, page: 1 })
    expect(data.meta.title).toBe('Ranking interno: Instituição ESCOLA')
    const html = await renderRoute('pt-BR', NS, InstitutionRoute, { loaderData: data })
    expect(html).toContain('61º')
    // Every row is of this institution: no column repeating its short name.
    expect(html).not.toContain('<th scope="col">Instituição</th>')
    expect(html).not.toContain('<td>ESCOLA</td>')
    expect(html).toContain('<th scope="col">No ranking geral</th>')
    for (const id of ['999999', 'abc']) {
      expect(
        (await rejection(institutionLoader(call(`/br/ranking/institution/${id}`, viewer, { id })))).status,
      ).toBe(404)
    }
  })
})

describe('/{lang}/ranking/teams', () => {
  it('sums the members’ XP and links to the team page', async () => {
    const data = await teamsLoader(call('/gb/ranking/teams', viewer))
    expect(data.list.rows).toEqual([expect.objectContaining({ name: 'Equipe Teste', score: 2060, me: true })])
    const html = await renderRoute('en-GB', NS, TeamsRoute, { loaderData: data })
    expect(html).toMatch(/href="\/gb\/team\/\d+">Equipe Teste/)
    expect(html).toContain('Your team’s position: 1')
  })
})

describe('/{lang}/ranking/friends', () => {
  it('sends visitors to log in and back', async () => {
    const res = await rejection(friendsLoader(call('/br/ranking/friends')))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/br/login?login=true&redirectTo=%2Fbr%2Franking%2Ffriends')
  })

  it('ranks the viewer and accepted friends only, live', async () => {
    await addXp(friend, 2000, today) // after the snapshot: the friends ranking sees it at once
    const data = await friendsLoader(call('/br/ranking/friends', viewer))
    expect(data.rows.map((r) => [r.id, r.position, r.score, r.me])).toEqual([
      [friend, 1, 2005, false],
      [viewer.id, 2, 1000, true],
    ])
    expect(data.rows.map((r) => r.id)).not.toContain(pending)
    const html = await renderRoute('pt-BR', NS, FriendsRoute, { loaderData: data })
    expect(html).toContain('ranking-me')
  })
})

describe('/{lang}/rankings', () => {
  it('shows the viewer’s positions and a top 10 of each ranking', async () => {
    const res = await hubLoader(call('/br/rankings', viewer))
    const data = res.data
    expect(data.positions).toMatchObject({
      hidden: false,
      users: { position: 61, page: 2 },
      monthly: { position: 61 },
      institution: { shortName: 'ESCOLA', ranking: { position: 1 }, internal: { position: 4 } },
      teams: [{ name: 'Equipe Teste', ranking: { position: 1 } }],
    })
    expect(data.tops.users.rows).toHaveLength(10)
    expect(data.isAdmin).toBe(false)
    const html = await renderRoute('pt-BR', NS, HubRoute, { loaderData: data })
    expect(html).toContain('Suas posições')
    // "Updated" names the zone its time is in: the page's (São Paulo for /br, London for /gb).
    const at = new Date(data.updatedAt!)
    const inZone = (lng: string, timeZone: string, o: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(lng, { ...o, timeZone }).format(at)
    const sp = (o: Intl.DateTimeFormatOptions) => inZone('pt-BR', 'America/Sao_Paulo', o)
    expect(html).toContain(
      `${sp({ dateStyle: 'short' })} às ${sp({ timeStyle: 'short' })} (horário de Brasília)</time>`,
    )
    const gb = await renderRoute('en-GB', NS, HubRoute, { loaderData: data })
    const uk = (o: Intl.DateTimeFormatOptions) => inZone('en-GB', 'Europe/London', o)
    expect(gb).toContain(`${uk({ dateStyle: 'short' })} at ${uk({ timeStyle: 'short' })} (UK time)</time>`)
    expect(html).toContain(`/br/ranking/users?page=2#rank-${viewer.id}`)
    // No article guessed for the institution's name ("da IFSP" would be wrong: it is "o Instituto").
    expect(html).toContain('Você no ranking interno: ESCOLA')
    expect(html).not.toContain('Recalcular agora')
  })

  it('tells a viewer who chose not to show in rankings that they are in none', async () => {
    const hidden = await createTestUser({ show_in_rankings: 0 })
    const data = (await hubLoader(call('/gb/rankings', hidden))).data
    expect(data.positions?.hidden).toBe(true)
    const html = await renderRoute('en-GB', NS, HubRoute, { loaderData: data })
    expect(html).toContain('You chose not to appear in rankings')
  })

  it('lets only admins recompute (403 otherwise), then says so once', async () => {
    const post = (user?: Viewer) =>
      routeArgs(formRequest('/br/rankings', { intent: 'recompute' }, user ? { cookie: user.cookie } : {}))
    expect((await rejection(hubAction(post()))).status).toBe(403)
    expect((await rejection(hubAction(post(viewer)))).status).toBe(403)
    const before = await db
      .selectFrom('ranking_runs')
      .select('computed_at')
      .where('kind', '=', 'users')
      .executeTakeFirstOrThrow()
    const res = await hubAction(post(admin))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/br/rankings')
    const after = await db
      .selectFrom('ranking_runs')
      .select('computed_at')
      .where('kind', '=', 'users')
      .executeTakeFirstOrThrow()
    expect(after.computed_at > before.computed_at).toBe(true)
    // The friend's late XP is in the general ranking now.
    expect((await usersLoader(call('/br/ranking/users'))).list.rows[0]).toMatchObject({
      id: friend,
      score: 2005,
    })
    const flash = res.headers.get('set-cookie')!.split(';')[0]
    const page = await hubLoader(call('/br/rankings', { cookie: `${admin.cookie}; ${flash}` }))
    expect(page.data).toMatchObject({ recomputed: true, isAdmin: true })
    const html = await renderRoute('pt-BR', NS, HubRoute, { loaderData: page.data })
    expect(html).toContain('Rankings recalculados.')
    expect(html).toContain('Recalcular agora')
  })
})
