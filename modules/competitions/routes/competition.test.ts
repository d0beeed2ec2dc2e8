import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { ended, makeCompetition, makeExercise, makeTeam, makeUser, upcoming } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post, settle } from '~/tests/setup/helpers'
import { type User, followCookies, memberIds, participationRows } from '../competition-test-helpers'
import { action, loader } from './competition'

useOwnJudgeDataDir()

const url = (id: number, lang = 'br') => `/${lang}/competition/${id}`
const join = (id: number, user: User | undefined, fields: Record<string, string> = {}, lang = 'br') =>
  settle(
    action(call(post(url(id, lang), { intent: 'join', ...fields }, user), { id: String(id) })),
  ) as Promise<Response>
const page = async (id: number, user?: { cookie: string }, lang = 'br') =>
  (await loaded(loader(call(get(url(id, lang), user), { id: String(id) })))).page

async function refusal(res: Response) {
  return { status: res.status, ...((await res.json()) as { error: string; as: string; intent: string }) }
}

describe('/{lang}/competition/:id — the page', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await settle(loader(call(get(`/br/competition/${id}`), { id })))
      expect((res as Response).status).toBe(404)
    }
  })

  it('hides the problems before the start from everyone but organizers', async () => {
    const owner = await makeUser('pro')
    const e = await makeExercise({ title_br: 'Soma secreta', title_gb: 'Secret sum' })
    const { id } = await makeCompetition({ ...upcoming(), created_by: owner.id, exercises: [e] })
    const student = await makeUser('free')
    expect((await page(id, student)).exercises).toBeNull()
    expect((await page(id)).exercises).toBeNull()
    const own = await page(id, owner, 'gb')
    expect(own.exercises).toEqual([
      { exerciseId: e, position: 0, letter: 'A', title: 'Secret sum', status: null },
    ])
    expect(own.organizer).toBe(true)
  })

  it('shows the problems to everyone once started, the description as rich text and the freeze time', async () => {
    const start = new Date(Date.now() - 3_600_000)
    const { id } = await makeCompetition({
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 5 * 3_600_000).toISOString(),
      frozen_minutes: 60,
      description: 'Boa **sorte**!',
    })
    const data = await page(id)
    expect(data.exercises).toHaveLength(1)
    expect(data.descriptionHtml).toContain('<strong>sorte</strong>')
    expect(data.freezesAt).toBe(new Date(start.getTime() + 4 * 3_600_000).toISOString())
    expect(data.viewer).toMatchObject({ loggedIn: false, canJoin: true, entry: null })
  })
})

describe('joining (messages)', () => {
  it('sends a visitor to the login page and back to the competition', async () => {
    const { id } = await makeCompetition()
    const res = await join(id, undefined)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(
      `/br/login?login=true&redirectTo=${encodeURIComponent(`/br/competition/${id}`)}`,
    )
    expect(await participationRows(id)).toEqual([])
  })

  it('registers a user, confirms once on the page and shows the entry', async () => {
    const { id } = await makeCompetition()
    const user = await makeUser('free')
    const res = await join(id, user)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/br/competition/${id}`)
    const [entry] = await participationRows(id)
    const c = await db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(entry).toMatchObject({
      user_id: user.id,
      team_id: null,
      kind: 'live',
      starts_at: c.starts_at,
      ends_at: c.ends_at,
    })
    expect(await memberIds(id)).toEqual([user.id])
    const cookie = followCookies(res, user)
    const raw = await loader(call(get(url(id), { cookie }), { id: String(id) }))
    const shown = await loaded(raw)
    expect(shown.flash).toBe('joined')
    expect(shown.page.viewer).toMatchObject({ canJoin: false, entry: { kind: 'live', team: null } })
    // Shown once: the page's answer clears the cookie; another page's GET would leave it alone.
    const cleared = new Headers(
      (raw as unknown as { init: { headers: Headers } }).init.headers,
    ).getSetCookie()
    expect(cleared.join()).toMatch(/trilha_competition_flash=;.*Max-Age=0/)
    const elsewhere = await loaded(loader(call(get(url(id + 1000), { cookie }), { id: String(id) })))
    expect(elsewhere.flash).toBeNull()
    const again = await refusal(await join(id, user))
    expect(again).toMatchObject({ status: 409, error: 'Você já está inscrito nesta competição.' })
  })

  it('asks for the password, refuses a wrong one, accepts the right one', async () => {
    const { id } = await makeCompetition({ password: 'maratona42' })
    const user = await makeUser('free')
    expect(await refusal(await join(id, user))).toMatchObject({
      status: 422,
      error: 'Esta competição tem senha: digite-a para se inscrever.',
    })
    expect(await refusal(await join(id, user, { password: 'maratona41' }, 'gb'))).toMatchObject({
      status: 403,
      error: 'Wrong password.',
    })
    expect(await participationRows(id)).toEqual([])
    expect((await join(id, user, { password: 'maratona42' })).status).toBe(302)
  })

  it('stops a password guesser: after 10 wrong tries, 429 even for the right password', async () => {
    const { id } = await makeCompetition({ password: 'maratona42' })
    const user = await makeUser('free')
    for (let i = 0; i < 10; i++) expect((await join(id, user, { password: `chute${i}` })).status).toBe(403)
    const right = await join(id, user, { password: 'maratona42' })
    expect(Number(right.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refusal(right)).toMatchObject({
      status: 429,
      error: expect.stringMatching(/^Muitas senhas erradas/),
    })
    expect(await participationRows(id)).toEqual([])
    // Another competition is not affected.
    const other = await makeCompetition({ password: 'outra' })
    expect((await join(other.id, user, { password: 'outra' })).status).toBe(302)
  })

  it('keeps PRO-only competitions for PRO members (every team member too)', async () => {
    const { id } = await makeCompetition({ allowed: 'pro' })
    const free = await makeUser('free')
    expect(await refusal(await join(id, free, {}, 'gb'))).toMatchObject({
      status: 403,
      error: 'This competition is for PRO members only, and you are not PRO yet.',
    })
    const pro = await makeUser('pro')
    const team = await makeTeam('Mistos', pro, free)
    expect(await refusal(await join(id, pro, { as: String(team) }))).toMatchObject({
      status: 403,
      error: expect.stringContaining('todos da equipe'),
    })
    expect((await join(id, pro)).status).toBe(302)
  })

  it('individuals only / teams only', async () => {
    const a = await makeUser('free')
    const b = await makeUser('free')
    const team = await makeTeam('Os Vetores', a, b)
    const solo = await makeCompetition({ allowed: 'individual' })
    expect(await refusal(await join(solo.id, a, { as: String(team) }))).toMatchObject({
      status: 422,
      error: 'Esta competição aceita apenas inscrições individuais.',
      as: String(team),
    })
    const teams = await makeCompetition({ allowed: 'teams' })
    expect(await refusal(await join(teams.id, a, { as: 'self' }, 'gb'))).toMatchObject({
      status: 422,
      error: 'This competition accepts teams only.',
    })
    expect((await join(teams.id, a, { as: String(team) })).status).toBe(302)
  })

  it('registers a team with its members at that moment; a member cannot enter again', async () => {
    const [a, b, c, later] = [
      await makeUser('free'),
      await makeUser('free'),
      await makeUser('free'),
      await makeUser('free'),
    ]
    const team = await makeTeam('Ponteiros', a, b, c)
    const { id } = await makeCompetition()
    expect((await join(id, b, { as: String(team) })).status).toBe(302)
    const [entry] = await participationRows(id)
    expect(entry).toMatchObject({ team_id: team, user_id: null, registered_by: b.id })
    expect(await memberIds(id)).toEqual([a.id, b.id, c.id].sort((x, y) => x - y))
    // Someone who joins the team afterwards is not part of this entry.
    await db.insertInto('team_members').values({ team_id: team, user_id: later.id }).execute()
    expect(await memberIds(id)).not.toContain(later.id)
    expect((await page(id, c)).viewer.entry).toMatchObject({ kind: 'live', team: 'Ponteiros' })
    expect(await refusal(await join(id, c))).toMatchObject({
      status: 409,
      error: 'Você já está inscrito nesta competição.',
    })
  })

  it('refuses a team when one of its members already registered on their own, naming them', async () => {
    const a = await makeUser('free', { name: 'Ana Lima' })
    const b = await makeUser('free', { name: 'Bruno Costa' })
    const team = await makeTeam('Pilhas', a, b)
    const { id } = await makeCompetition()
    expect((await join(id, b)).status).toBe(302)
    expect(await refusal(await join(id, a, { as: String(team) }, 'gb'))).toMatchObject({
      status: 409,
      error: 'Already registered for this competition: Bruno Costa.',
    })
    expect(await memberIds(id)).toEqual([b.id])
  })

  it('refuses a team the user is not in', async () => {
    const [a, b] = [await makeUser('free'), await makeUser('free')]
    const team = await makeTeam('Filas', a)
    const { id } = await makeCompetition()
    expect(await refusal(await join(id, b, { as: String(team) }))).toMatchObject({
      status: 422,
      error: 'Você não faz parte dessa equipe.',
    })
  })

  it('stops at the capacity (a team counts as one)', async () => {
    const { id } = await makeCompetition({ capacity: 2 })
    const [a, b, c, d] = [
      await makeUser('free'),
      await makeUser('free'),
      await makeUser('free'),
      await makeUser('free'),
    ]
    const team = await makeTeam('Árvores', a, b)
    expect((await join(id, a, { as: String(team) })).status).toBe(302)
    expect((await join(id, c)).status).toBe(302)
    expect(await refusal(await join(id, d))).toMatchObject({
      status: 409,
      error: 'A competição está lotada.',
    })
    expect(await page(id)).toMatchObject({ participants: 2, capacity: 2 })
  })

  it('accepts late joins while running and refuses once ended ("could not join")', async () => {
    const running = await makeCompetition()
    const user = await makeUser('free')
    expect((await join(running.id, user)).status).toBe(302)
    const past = await makeCompetition(ended())
    expect(await refusal(await join(past.id, user, {}, 'gb'))).toMatchObject({
      status: 403,
      error: 'Could not join: this competition has ended.',
    })
  })

  it('refuses joining a simulation and a malformed choice', async () => {
    const owner = await makeUser('pro')
    const sim = await makeCompetition({ kind: 'simulation', created_by: owner.id })
    const user = await makeUser('pro')
    expect(await refusal(await join(sim.id, user))).toMatchObject({
      status: 403,
      error: 'Não foi possível se inscrever nesta competição.',
    })
    const { id } = await makeCompetition()
    expect(await refusal(await join(id, user, { as: 'everyone' }))).toMatchObject({
      status: 422,
      error: 'Não foi possível se inscrever nesta competição.',
    })
  })
})
