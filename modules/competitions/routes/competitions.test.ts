import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { ended, makeCompetition, makeTeam, makeUser, upcoming } from '~/tests/factories'
import { routeArgs as call, getRequest as get } from '~/tests/setup/helpers'
import { joinCompetition } from '../running/join.server'
import { loader } from './competitions'

useOwnJudgeDataDir()

const row = (id: number) =>
  db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('/{lang}/competitions', () => {
  it('lists upcoming, running and past ones with counts and the viewer\u2019s registration', async () => {
    const soon = await makeCompetition({ ...upcoming(), title: 'Próxima', allowed: 'teams', password: 'x' })
    const now = await makeCompetition({ title: 'Agora', style: 'olympiad' })
    await makeCompetition({ ...ended(), title: 'Passada', is_official: 1 })
    const [a, b, c] = [await makeUser('free'), await makeUser('free'), await makeUser('free')]
    const team = await makeTeam('Grafos', a, b)
    expect(
      (
        await joinCompetition({
          user: a.session,
          competition: await row(soon.id),
          teamId: team,
          password: 'x',
        })
      ).ok,
    ).toBe(true)
    expect(
      (await joinCompetition({ user: c.session, competition: await row(now.id), teamId: null, password: '' }))
        .ok,
    ).toBe(true)
    expect(
      (await joinCompetition({ user: a.session, competition: await row(now.id), teamId: null, password: '' }))
        .ok,
    ).toBe(true)

    const asB = await loader(call(get('/br/competitions', b)))
    expect(asB.lists.upcoming.map((r) => r.title)).toEqual(['Próxima'])
    expect(asB.lists.running.map((r) => r.title)).toEqual(['Agora'])
    expect(asB.lists.past.map((r) => r.title)).toEqual(['Passada'])
    expect(asB.lists.upcoming[0]).toMatchObject({
      id: soon.id,
      phase: 'upcoming',
      allowed: 'teams',
      hasPassword: true,
      participants: 1,
      registration: { kind: 'live', team: 'Grafos' },
    })
    expect(asB.lists.running[0]).toMatchObject({ style: 'olympiad', participants: 2, registration: null })
    expect(asB.lists.past[0]).toMatchObject({ isOfficial: true, phase: 'ended' })
    expect(asB).toMatchObject({ canCreate: false, canSimulate: false })
    const asVisitor = await loader(call(get('/gb/competitions')))
    expect(asVisitor.lists.running[0].registration).toBeNull()
  })

  it('shows simulations only to their creator, under "my simulations"', async () => {
    const me = await makeUser('pro')
    await makeCompetition({ title: 'Simulado: OBI 2023', kind: 'simulation', created_by: me.id })
    const mine = await loader(call(get('/br/competitions', me)))
    expect(mine.lists.simulations.map((r) => r.title)).toEqual(['Simulado: OBI 2023'])
    expect(mine.lists.running.map((r) => r.title)).not.toContain('Simulado: OBI 2023')
    expect(mine).toMatchObject({ canCreate: true, canSimulate: true })
    const other = await loader(call(get('/br/competitions', await makeUser('pro'))))
    expect(other.lists.simulations).toEqual([])
    expect(
      [...other.lists.running, ...other.lists.upcoming, ...other.lists.past].map((r) => r.title),
    ).not.toContain('Simulado: OBI 2023')
  })
})
