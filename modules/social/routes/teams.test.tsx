import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { teamsOf } from '../teams.server'
import Teams, { type TeamsReply, action, handle, loader } from './teams'

const NS = ['common', 'social']
let n = 0
const unique = (base: string) => `${base} ${Date.now() % 100000}-${++n}`

const post = (url: string, fields: Record<string, string>, user?: { cookie: string }) =>
  action(routeArgs(formRequest(url, fields, user ? { cookie: user.cookie } : {})))

describe('/{lang}/teams', () => {
  it('creates a team with the viewer as captain and goes to its page', async () => {
    const user = await createTestUser()
    const name = unique('Equipe Nova')
    const res = (await post(
      '/br/teams',
      { name, description: 'Treinos', invitePassword: 'segredo' },
      user,
    )) as Response
    expect(res.status).toBe(302)
    const [team] = await teamsOf(user.id)
    expect(team).toMatchObject({ name, captainId: user.id, members: 1 })
    expect(res.headers.get('Location')).toBe(`/br/team/${team.id}`)
  })

  it('refuses a duplicate name (any case) at 422, keeping what was typed, in both locales', async () => {
    const user = await createTestUser()
    const name = unique('Duplicada')
    await post('/br/teams', { name, invitePassword: 'segredo' }, user)
    const fields = { name: name.toUpperCase(), description: 'Minha descrição', invitePassword: 'outra' }
    const res = (await post('/br/teams', fields, user)) as Response
    expect(res.status).toBe(422)
    const reply = (await res.json()) as TeamsReply
    expect(reply.values).toEqual(fields)
    expect(reply.errors.name).toEqual(['duplicate'])
    const loaderData = await loader(routeArgs(getRequest('/br/teams', user)))
    const br = await renderRoute('pt-BR', NS, Teams, { loaderData, actionData: reply })
    expect(br).toContain('Já existe uma equipe com esse nome.')
    expect(br).toContain('>Minha descrição</textarea>')
    expect(br).toContain(`value="${name.toUpperCase()}"`)
    const gb = await renderRoute('en-GB', NS, Teams, { loaderData, actionData: reply })
    expect(gb).toContain('A team with that name already exists.')
  })

  it('rejects a short name and password at 422', async () => {
    const user = await createTestUser()
    const res = (await post('/gb/teams', { name: 'x', invitePassword: 'abc' }, user)) as Response
    expect(res.status).toBe(422)
    const reply = (await res.json()) as TeamsReply
    expect(reply.errors).toMatchObject({ name: ['nameLength'], invitePassword: ['passwordLength'] })
  })

  it('sends visitors to the login page and back', async () => {
    const res = await thrown(post('/gb/teams', { name: unique('Anon'), invitePassword: 'segredo' }))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/gb/login?login=true&redirectTo=%2Fgb%2Fteams')
  })

  it('lists the viewer’s teams first with member counts, without scripts', async () => {
    const user = await createTestUser()
    const other = await createTestUser()
    const mine = unique('Zeta minha')
    const theirs = unique('Alfa deles')
    await post('/br/teams', { name: mine, invitePassword: 'segredo' }, user)
    await post('/br/teams', { name: theirs, invitePassword: 'segredo' }, other)
    const data = await loader(routeArgs(getRequest('/br/teams', user)))
    expect(data.mine.map((t) => t.name)).toEqual([mine])
    expect(data.others.some((t) => t.name === theirs)).toBe(true)
    const html = await renderRoute('pt-BR', NS, Teams, { loaderData: data })
    expect(handle.hydrate).toBeUndefined()
    expect(html).not.toContain('<script')
    expect(html).toContain('<h2>Suas equipes</h2>')
    expect(html.indexOf(mine)).toBeLessThan(html.indexOf(theirs))
    expect(html).toContain('1 membro')
    expect(html).toContain('Criar equipe')

    const visitor = await loader(routeArgs(getRequest('/gb/teams')))
    expect(visitor.mine).toEqual([])
    const gb = await renderRoute('en-GB', NS, Teams, { loaderData: visitor })
    expect(gb).toContain('<h1>Teams</h1>')
    expect(gb).toContain('Log in to create a team.')
    expect(gb).not.toContain('Create team')
    expect(
      await db.selectFrom('teams').select('id').where('name', '=', theirs).executeTakeFirst(),
    ).toBeTruthy()
  })
})
