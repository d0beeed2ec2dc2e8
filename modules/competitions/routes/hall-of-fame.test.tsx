import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { institution, rankedUser } from '../rankings/test-helpers'
import ObiRoute, { handle, loader as obiLoader } from './hall-of-fame.obi'
import ProfessionalRoute, { loader as professionalLoader } from './hall-of-fame.professional'

const NS = handle.i18n as string[]

beforeAll(async () => {
  const school = await institution('IFX')
  const company = await institution('NUVEM', 'company')
  const ana = await rankedUser(10, { name: 'Ana Beatriz Costa Lima', color: 'purple' })
  await db
    .insertInto('external_results')
    .values([
      {
        user_id: ana,
        name: 'obi',
        level: '2',
        scope: 'national',
        year: 2023,
        medal: 'honorable_mention',
        institution_id: school,
      },
      { user_id: ana, name: 'cf_obi', level: 'university', scope: 'regional', year: 2024, medal: 'gold' },
    ])
    .execute()
  await db
    .insertInto('jobs')
    .values([
      { user_id: ana, position: 'team_lead', started_on: '2024-03', institution_id: company },
      {
        user_id: ana,
        position: 'intern',
        started_on: '2022-01',
        ended_on: '2022-12',
        institution_id: company,
      },
    ])
    .execute()
})

describe('/{lang}/hall-of-fame/obi', () => {
  it('is public and shows each year’s medals with localised names', async () => {
    const data = await obiLoader(routeArgs(getRequest('/gb/hall-of-fame/obi')))
    expect(data.years.map((y) => y.year)).toEqual([2024, 2023])
    const gb = await renderRoute('en-GB', NS, ObiRoute, { loaderData: data })
    expect(gb).toContain('Honourable mention')
    expect(gb).toContain('University')
    expect(gb).toContain('Level 2')
    expect(gb).toContain('Regional')
    expect(gb).toContain('CF-OBI')
    expect(gb).toContain('Ana Lima')
    expect(gb).toContain('<abbr title="Instituição IFX">IFX</abbr>')
    const br = await renderRoute('pt-BR', NS, ObiRoute, { loaderData: data })
    expect(br).toContain('Menção honrosa')
    expect(br).toContain('Universitário')
    expect(br).toContain('Nível 2')
    expect(br).toContain('Ouro')
    // International, national, regional: how far a result reaches, not an OBI phase ("Fase").
    expect(br).toContain('<th scope="col">Abrangência</th>')
  })
})

describe('/{lang}/hall-of-fame/professional', () => {
  it('is public and shows placements by company with position and period', async () => {
    const data = await professionalLoader(routeArgs(getRequest('/br/hall-of-fame/professional')))
    expect(data.companies).toHaveLength(1)
    const br = await renderRoute('pt-BR', NS, ProfessionalRoute, { loaderData: data })
    expect(br).toContain('Líder de equipe')
    expect(br).toContain('Estagiário(a)')
    expect(br).toMatch(/mar\.? de 2024 – atual/)
    const gb = await renderRoute('en-GB', NS, ProfessionalRoute, { loaderData: data })
    expect(gb).toContain('Team lead')
    expect(gb).toContain('Jan 2022 – Dec 2022')
  })
})
