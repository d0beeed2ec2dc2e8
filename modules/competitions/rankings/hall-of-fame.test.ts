import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { obiHallOfFame, professionalHallOfFame } from './hall-of-fame.server'
import { institution, rankedUser } from './test-helpers'

const ids: Record<string, number> = {}

async function result(
  userId: number,
  values: {
    name: 'obi' | 'cf_obi' | 'ioi'
    year: number
    level: string
    medal: string | null
    position?: number
  },
) {
  await db
    .insertInto('external_results')
    .values({
      user_id: userId,
      name: values.name,
      level: values.level as '1',
      scope: 'national',
      year: values.year,
      medal: values.medal as 'gold' | null,
      position: values.position ?? null,
      institution_id: ids.school,
    })
    .execute()
}

async function job(userId: number, company: number, started_on: string, ended_on: string | null = null) {
  await db
    .insertInto('jobs')
    .values({
      user_id: userId,
      position: 'software_developer',
      started_on,
      ended_on,
      institution_id: company,
    })
    .execute()
}

beforeAll(async () => {
  ids.school = await institution('ESCOLA')
  ids.ana = await rankedUser(10, { name: 'Ana' })
  ids.bia = await rankedUser(10, { name: 'Bia' })
  ids.hidden = await rankedUser(10, { name: 'Escondida', show_in_rankings: 0 })
  await result(ids.ana, { name: 'obi', year: 2022, level: '2', medal: 'bronze' })
  await result(ids.bia, { name: 'obi', year: 2022, level: '1', medal: 'bronze' })
  await result(ids.bia, { name: 'cf_obi', year: 2022, level: '1', medal: 'gold' })
  await result(ids.ana, { name: 'obi', year: 2023, level: '1', medal: 'honorable_mention' })
  await result(ids.ana, { name: 'obi', year: 2023, level: 'university', medal: 'silver' })
  await result(ids.ana, { name: 'obi', year: 2024, level: '1', medal: 'none', position: 40 }) // no medal: not listed
  await result(ids.ana, { name: 'ioi', year: 2024, level: '2', medal: 'gold' }) // not the OBI
  await result(ids.hidden, { name: 'obi', year: 2024, level: '2', medal: 'gold' })
  ids.acme = await institution('ACME', 'company')
  ids.beta = await institution('BETA', 'company')
  await job(ids.ana, ids.beta, '2020-01', '2021-06')
  await job(ids.bia, ids.beta, '2023-02')
  await job(ids.ana, ids.acme, '2022-01', '2023-01')
  await job(ids.bia, ids.acme, '2021-01', '2021-12')
  await job(ids.ana, ids.acme, '2023-02')
  await job(ids.bia, ids.school, '2019-01') // a school is not a company
  await job(ids.hidden, ids.acme, '2024-01')
})

describe('OBI hall of fame', () => {
  it('lists OBI and CF-OBI medals by year (newest first), then medal, then level', async () => {
    const years = await obiHallOfFame()
    expect(
      years.map((y) => [y.year, y.entries.map((e) => [e.name, e.competition, e.medal, e.level])]),
    ).toEqual([
      [
        2023,
        [
          ['Ana', 'obi', 'silver', 'university'],
          ['Ana', 'obi', 'honorable_mention', '1'],
        ],
      ],
      [
        2022,
        [
          ['Bia', 'cf_obi', 'gold', '1'],
          ['Bia', 'obi', 'bronze', '1'],
          ['Ana', 'obi', 'bronze', '2'],
        ],
      ],
    ])
    expect(years[0].entries[0].institution).toEqual({ name: 'Instituição ESCOLA', shortName: 'ESCOLA' })
  })
})

describe('professional hall of fame', () => {
  it('groups jobs at companies by company, current jobs and recent starts first', async () => {
    const companies = await professionalHallOfFame()
    expect(
      companies.map((c) => [c.shortName, c.placements.map((p) => [p.name, p.startedOn, p.endedOn])]),
    ).toEqual([
      [
        'ACME',
        [
          ['Ana', '2023-02', null],
          ['Ana', '2022-01', '2023-01'],
          ['Bia', '2021-01', '2021-12'],
        ],
      ],
      [
        'BETA',
        [
          ['Bia', '2023-02', null],
          ['Ana', '2020-01', '2021-06'],
        ],
      ],
    ])
  })
})
