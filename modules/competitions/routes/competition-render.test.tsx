import { describe, expect, it } from 'vitest'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { ended, makeCompetition, makeExercise, makeTeam, makeUser } from '~/tests/factories'
import { withFeature } from '~/tests/setup/features'
import { routeArgs as call, getRequest as get, loaded, post, settle } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import CompetitionPage, { action as pageAction, loader as pageLoader } from './competition'
import EditCompetition, { loader as editLoader } from './competition.edit'
import Competitions, { loader as listLoader } from './competitions'
import NewCompetition, { loader as newLoader } from './competitions.new'

useOwnJudgeDataDir()

const NS = ['common', 'competitions']

describe('competition pages as HTML (no JavaScript)', () => {
  it('renders the page with the rule, the problems linking to competition mode and the join form', async () => {
    const [a, b] = [await makeUser('free'), await makeUser('free')]
    await makeTeam('Os Bits', a, b)
    const e = await makeExercise({ title_gb: 'Sum' })
    const { id } = await makeCompetition({
      style: 'trilha',
      password: 'x',
      exercises: [e],
      description: 'Good **luck**',
    })
    const data = await loaded(pageLoader(call(get(`/gb/competition/${id}`, a), { id: String(id) })))
    const html = await renderRoute('en-GB', NS, CompetitionPage, { loaderData: data })
    expect(html).toContain('Our own style: as in the olympiad')
    expect(html).toContain(`href="/gb/exercise/${e}?competition=${id}"`)
    expect(html).toMatch(/<span class="competition-letter">A<\/span>/)
    expect(html).toContain('<strong>luck</strong>')
    expect(html).toContain('name="intent" value="join"')
    expect(html).toContain('type="password"')
    expect(html).toContain('Os Bits (team)')
    expect(html).toContain('your time counts from the start')
    expect(html).toContain(`href="/gb/competition/${id}/scoreboard"`)
    expect(html).not.toContain(`/competition/${id}/manage`)
  })

  it('re-renders a refused join with its message', async () => {
    const [a, b] = [await makeUser('free'), await makeUser('free')]
    const team = await makeTeam('Os Bytes', a, b)
    const { id } = await makeCompetition({ allowed: 'individual' })
    const res = (await settle(
      pageAction(
        call(post(`/br/competition/${id}`, { intent: 'join', as: String(team) }, a), { id: String(id) }),
      ),
    )) as Response
    const data = await loaded(pageLoader(call(get(`/br/competition/${id}`, a), { id: String(id) })))
    const html = await renderRoute('pt-BR', NS, CompetitionPage, {
      loaderData: data,
      actionData: await res.json(),
    })
    expect(html).toContain('Esta competição aceita apenas inscrições individuais.')
    // Individuals only: no team choice is offered at all.
    expect(html).not.toContain('Os Bytes')
  })

  it('offers a free user the PRO link instead of a virtual run after the end', async () => {
    const { id } = await makeCompetition(ended())
    const free = await makeUser('free')
    const data = await loaded(pageLoader(call(get(`/br/competition/${id}`, free), { id: String(id) })))
    const html = await renderRoute('pt-BR', NS, CompetitionPage, { loaderData: data })
    expect(html).toContain('Participações virtuais são um recurso PRO.')
    // With FEATURES.pro off (a build without billing's pages): no link to it, only once it is on.
    expect(
      await withFeature('pro', () => renderRoute('pt-BR', NS, CompetitionPage, { loaderData: data }), false),
    ).not.toContain('/subscription')
    const on = await withFeature('pro', () => renderRoute('pt-BR', NS, CompetitionPage, { loaderData: data }))
    expect(on).toContain('href="/br/subscription"')
    expect(html).not.toContain('value="virtual"')
  })

  it('tells a PRO user in a running virtual run that the problems count, not that they are practice', async () => {
    const { id } = await makeCompetition(ended())
    const pro = await makeUser('pro')
    const started = (await settle(
      pageAction(call(post(`/br/competition/${id}`, { intent: 'virtual' }, pro), { id: String(id) })),
    )) as Response
    expect(started.status).toBe(302)
    const data = await loaded(pageLoader(call(get(`/br/competition/${id}`, pro), { id: String(id) })))
    expect(data.page.viewer.entry).toMatchObject({ kind: 'virtual', running: true })
    const html = await renderRoute('pt-BR', NS, CompetitionPage, { loaderData: data })
    expect(html).toContain('Os problemas contam para a sua participação virtual')
    expect(html).toContain('href="/br/ranking/replays"')
    expect(html).not.toContain('Os problemas continuam abertos para praticar')
    // Someone without a run still reads that the problems are practice now.
    const other = await loaded(
      pageLoader(call(get(`/br/competition/${id}`, await makeUser('free')), { id: String(id) })),
    )
    expect(await renderRoute('pt-BR', NS, CompetitionPage, { loaderData: other })).toContain(
      'Os problemas continuam abertos para praticar',
    )
  })

  it('still shows why a join failed when the form is gone (it ended, or they registered in another tab)', async () => {
    const a = await makeUser('free')
    const { id } = await makeCompetition()
    const join = () =>
      settle(
        pageAction(
          call(post(`/gb/competition/${id}`, { intent: 'join', as: 'self' }, a), { id: String(id) }),
        ),
      ) as Promise<Response>
    expect((await join()).status).toBe(302)
    const again = await join()
    expect(again.status).toBe(409)
    const data = await loaded(pageLoader(call(get(`/gb/competition/${id}`, a), { id: String(id) })))
    expect(data.page.viewer.canJoin).toBe(false)
    const html = await renderRoute('en-GB', NS, CompetitionPage, {
      loaderData: data,
      actionData: await again.json(),
    })
    expect(html).toContain('You are already registered for this competition.')
    expect(html).toContain('You are registered.')
  })

  it('renders the list with the PRO link for free users', async () => {
    await makeCompetition({ title: 'Maratona aberta' })
    const data = await listLoader(call(get('/br/competitions', await makeUser('free'))))
    const html = await renderRoute('pt-BR', NS, Competitions, { loaderData: data })
    expect(html).toContain('Maratona aberta')
    // Each table is named by its section heading; "—" is read out as words.
    expect(html).toContain('aria-labelledby="running-title"')
    expect(html).toMatch(/<table[^>]*aria-labelledby="running-title"/)
    expect(html).toContain('<span class="visually-hidden">Não inscrito</span>')
    expect(
      await withFeature('pro', () => renderRoute('pt-BR', NS, Competitions, { loaderData: data }), false),
    ).not.toContain('/subscription')
    const on = await withFeature('pro', () => renderRoute('pt-BR', NS, Competitions, { loaderData: data }))
    expect(on).toContain('href="/br/subscription"')
    expect(html).not.toContain('href="/br/competitions/new"')
  })

  it('renders the form with the zone, the styles\u2019 rules, and 422 errors beside the typed values', async () => {
    const pro = await makeUser('pro')
    const data = await loaded(newLoader(call(get('/br/competitions/new', pro))))
    const html = await renderRoute('pt-BR', NS, NewCompetition, {
      loaderData: data,
      actionData: {
        values: { ...(data as { values: object }).values, title: 'Minha maratona', exercises: '5, 9' },
        errors: { exercises: ['exercisesUnavailable|9'] },
      },
    })
    expect(html).toContain('Horários de Brasília (America/Sao_Paulo).')
    expect(html).toContain('type="datetime-local"')
    expect(html).toContain('Não foi possível salvar a competição.')
    expect(html).toContain('Estes exercícios não existem ou você não pode usá-los: 9.')
    expect(html).toContain('value="Minha maratona"')
    expect(html).toContain('Vence quem resolver mais problemas.')
  })

  it('renders the edit form of a started competition with its locks explained', async () => {
    const owner = await makeUser('pro')
    const { id } = await makeCompetition({ created_by: owner.id })
    const data = await loaded(editLoader(call(get(`/gb/competition/${id}/edit`, owner), { id: String(id) })))
    const html = await renderRoute('en-GB', NS, EditCompetition, { loaderData: data })
    expect(html).toContain('its style, problems and start no longer change')
    expect(html).toMatch(/name="starts_at"[^>]*readOnly|readOnly[^>]*name="starts_at"/i)
    // The locked style still posts (a disabled radio would not): a hidden field carries it.
    expect(html).toContain('type="hidden" name="style" value="icpc"')
  })
})
