import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { createTeam, findTeam, teamMemberIds } from '../teams.server'
import Team, { type TeamReply, action, handle, loader } from './team'

const NS = ['common', 'social']
let n = 0

/** joined_at is written by the database only; tests set it to order the members. */
async function setJoined(teamId: number, userId: number, at: string) {
  await sql`UPDATE team_members SET joined_at = ${at} WHERE team_id = ${teamId} AND user_id = ${userId}`.execute(
    db,
  )
}

/** A team of a captain and `more` members who joined one minute apart, in order. */
async function makeTeam(more = 0) {
  const captain = await createTestUser({ name: 'Ana Maria da Silva' })
  const id = await createTeam({
    name: `Time ${Date.now() % 100000}-${++n}`,
    invitePassword: 'entrar',
    captainId: captain.id,
  })
  const members = []
  for (let i = 0; i < more; i++) {
    const m = await createTestUser()
    await db.insertInto('team_members').values({ team_id: id, user_id: m.id }).execute()
    await setJoined(id, m.id, `2030-01-01T00:0${i + 1}:00.000Z`)
    members.push(m)
  }
  // The captain joined before everybody else.
  await setJoined(id, captain.id, '2029-01-01T00:00:00.000Z')
  return { id, captain, members }
}

const post = (id: number, fields: Record<string, string>, user?: { cookie: string }, lang = 'br') =>
  action(
    routeArgs(formRequest(`/${lang}/team/${id}`, fields, user ? { cookie: user.cookie } : {}), {
      id: String(id),
    }),
  )
const load = (id: number | string, user?: { cookie: string }, lang = 'br') =>
  loader(routeArgs(getRequest(`/${lang}/team/${id}`, user), { id: String(id) }))

describe('/{lang}/team/:id', () => {
  it('hands the invite password, or its hash, to nobody: not even the captain', async () => {
    const { id, captain, members } = await makeTeam(1)
    const outsider = await createTestUser()
    for (const user of [captain, members[0], outsider, undefined])
      expect(JSON.stringify(await load(id, user))).not.toMatch(/entrar|scrypt|invitePassword/)
  })

  it('404s an unknown or malformed team', async () => {
    expect((await thrown(load(99999999))).status).toBe(404)
    expect((await thrown(load('abc'))).status).toBe(404)
  })

  it('joins with the right password and refuses a wrong one at 403', async () => {
    const { id } = await makeTeam()
    const user = await createTestUser()
    const wrong = (await post(id, { intent: 'join', password: 'errada' }, user)) as Response
    expect(wrong.status).toBe(403)
    const reply = (await wrong.json()) as TeamReply
    expect(reply.error).toBe('wrongPassword')
    expect(await teamMemberIds(id)).not.toContain(user.id)
    const loaderData = await load(id, user)
    const html = await renderRoute('pt-BR', NS, Team, { loaderData, actionData: reply })
    expect(html).toContain('Senha incorreta.')

    const ok = (await post(id, { intent: 'join', password: 'entrar' }, user)) as Response
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe(`/br/team/${id}`)
    expect(await teamMemberIds(id)).toContain(user.id)
  })

  it('stops a password guesser at 429 after ten wrong tries, even with the right one', async () => {
    const { id } = await makeTeam()
    const guesser = await createTestUser()
    for (let i = 0; i < 10; i++) {
      expect(
        ((await post(id, { intent: 'join', password: `tentativa-${i}` }, guesser)) as Response).status,
      ).toBe(403)
    }
    const stopped = (await post(id, { intent: 'join', password: 'entrar' }, guesser)) as Response
    expect(stopped.status).toBe(429)
    expect(Number(stopped.headers.get('Retry-After'))).toBeGreaterThan(0)
    const reply = (await stopped.json()) as TeamReply
    expect(reply.error).toBe('tooManyPasswords')
    expect(await teamMemberIds(id)).not.toContain(guesser.id)
    const html = await renderRoute('pt-BR', NS, Team, {
      loaderData: await load(id, guesser),
      actionData: reply,
    })
    expect(html).toContain('Muitas tentativas com a senha errada.')
    // Someone else typing the password is not held up.
    const friend = await createTestUser()
    expect(((await post(id, { intent: 'join', password: 'entrar' }, friend)) as Response).status).toBe(302)
  })

  it('sends visitors posting to the login page', async () => {
    const { id } = await makeTeam()
    const res = await thrown(post(id, { intent: 'join', password: 'entrar' }, undefined, 'gb'))
    expect(res.headers.get('Location')).toBe(`/gb/login?login=true&redirectTo=%2Fgb%2Fteam%2F${id}`)
  })

  it('lets only the captain remove members (403 for others)', async () => {
    const { id, captain, members } = await makeTeam(2)
    const [a, b] = members
    const refused = (await post(id, { intent: 'remove', member: String(b.id) }, a)) as Response
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'notCaptain' })
    expect(await teamMemberIds(id)).toContain(b.id)

    const removed = (await post(id, { intent: 'remove', member: String(b.id) }, captain)) as Response
    expect(removed.status).toBe(302)
    expect(await teamMemberIds(id)).not.toContain(b.id)
    expect((await findTeam(id))?.captain_id).toBe(captain.id)
  })

  it('keeps the last member: leaving alone is refused at 409', async () => {
    const { id, captain } = await makeTeam()
    const res = (await post(id, { intent: 'leave' }, captain)) as Response
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: 'lastMember' })
    expect(await teamMemberIds(id)).toEqual([captain.id])
    const self = (await post(id, { intent: 'remove', member: String(captain.id) }, captain)) as Response
    expect(self.status).toBe(409)
  })

  it('hands the captaincy to the earliest-joined other member when the captain leaves', async () => {
    const { id, captain, members } = await makeTeam(2)
    // The second member joined earlier than the first one.
    await setJoined(id, members[1].id, '2029-06-01T00:00:00.000Z')
    const res = (await post(id, { intent: 'leave' }, captain)) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/br/teams')
    expect((await findTeam(id))?.captain_id).toBe(members[1].id)
    expect(await teamMemberIds(id)).not.toContain(captain.id)
  })

  it('renders without scripts in both locales: captain marked, the edit form only for the captain', async () => {
    const { id, captain, members } = await makeTeam(1)
    const asCaptain = await load(id, captain)
    expect(asCaptain.team.members.map((m) => m.id)).toEqual([captain.id, members[0].id])
    const html = await renderRoute('pt-BR', NS, Team, { loaderData: asCaptain })
    expect(handle.hydrate).toBeUndefined()
    expect(html).not.toContain('<script')
    expect(html).toContain(`href="/br/user/${captain.id}">Ana Silva</a>`)
    expect(html).toContain('>capitão</span>')
    expect(html).not.toContain('entrar')
    expect(html).toContain('Nova senha de convite')
    expect(html).toContain('Remover ')
    expect(html).toContain('Sair da equipe')

    const asMember = await load(id, members[0], 'gb')
    const gb = await renderRoute('en-GB', NS, Team, { loaderData: asMember })
    expect(gb).toContain('>captain</span>')
    expect(gb).toContain('Leave team')
    expect(gb).not.toContain('New invite password')
    expect(gb).not.toContain('Remove ')

    const stranger = await createTestUser()
    const asStranger = await renderRoute('en-GB', NS, Team, { loaderData: await load(id, stranger, 'gb') })
    expect(asStranger).toContain('Join the team')
    const visitor = await renderRoute('en-GB', NS, Team, { loaderData: await load(id, undefined, 'gb') })
    expect(visitor).toContain('Log in to join this team.')
  })

  it('calls a woman captain "capitã" when her profile says so', async () => {
    const { id, captain } = await makeTeam()
    await db.updateTable('users').set({ gender: 'female' }).where('id', '=', captain.id).execute()
    const html = await renderRoute('pt-BR', NS, Team, { loaderData: await load(id, captain) })
    expect(html).toContain('>capitã</span>')
    const gb = await renderRoute('en-GB', NS, Team, { loaderData: await load(id, captain, 'gb') })
    expect(gb).toContain('>captain</span>')
  })
})
