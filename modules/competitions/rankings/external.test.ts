import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { addExternalResult, addJob, externalResultsOf, jobsOf, removeExternalResult } from './external.server'
import { institution, rankedUser } from './test-helpers'

let user: number
let school: number

beforeAll(async () => {
  user = await rankedUser(10)
  school = await institution('ESCOLA')
})

const e = (key: string) => `rankings:external.errors.${key}`
const j = (key: string) => `rankings:jobs.errors.${key}`

describe('addExternalResult (name, level, scope and year required)', () => {
  it('says what is missing, field by field, for an empty form', async () => {
    const form = new FormData()
    for (const field of ['name', 'level', 'scope', 'year', 'medal', 'position']) form.set(field, '')
    expect(await addExternalResult(user, form)).toEqual({
      ok: false,
      errors: {
        name: [e('nameRequired')],
        level: [e('levelRequired')],
        scope: [e('scopeRequired')],
        year: [e('yearRequired')],
      },
    })
  })

  it('refuses an unknown name, level, scope or year, and asks for a medal or a position', async () => {
    const result = await addExternalResult(user, {
      name: 'olimpiada',
      level: '9',
      scope: 'galactic',
      year: '1970',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: [e('nameInvalid')],
        level: [e('levelInvalid')],
        scope: [e('scopeInvalid')],
        year: [e('yearInvalid')],
      },
    })
    const noMedal = await addExternalResult(user, {
      name: 'obi',
      level: '1',
      scope: 'national',
      year: '2024',
    })
    expect(noMedal).toEqual({ ok: false, errors: { medal: [e('medalOrPosition')] } })
    const future = await addExternalResult(user, {
      name: 'obi',
      level: '1',
      scope: 'national',
      year: String(new Date().getUTCFullYear() + 1),
      medal: 'gold',
    })
    expect(future).toEqual({ ok: false, errors: { year: [e('yearInvalid')] } })
  })

  it("needs the free-text name for 'other' and an existing institution", async () => {
    const other = await addExternalResult(user, {
      name: 'other',
      level: '2',
      scope: 'regional',
      year: 2023,
      position: 3,
    })
    expect(other).toEqual({ ok: false, errors: { other_name: [e('otherNameRequired')] } })
    const unknown = await addExternalResult(user, {
      name: 'obi',
      level: '2',
      scope: 'national',
      year: 2023,
      medal: 'gold',
      institution_id: '999999',
    })
    expect(unknown).toEqual({ ok: false, errors: { institution_id: [e('institutionUnknown')] } })
  })

  it('stores a valid result (the other name only for other) and lets its owner remove it', async () => {
    const saved = await addExternalResult(user, {
      name: 'obi',
      other_name: 'ignored',
      level: '2',
      scope: 'national',
      year: '2023',
      medal: 'silver',
      institution_id: String(school),
    })
    expect(saved.ok).toBe(true)
    const other = await addExternalResult(user, {
      name: 'other',
      other_name: ' Olimpíada Paulista ',
      level: 'university',
      scope: 'regional',
      year: 2022,
      position: 4,
    })
    expect(other.ok).toBe(true)
    const rows = await externalResultsOf(user)
    expect(
      rows.map((r) => [r.name, r.other_name, r.level, r.year, r.medal, r.position, r.institution_id]),
    ).toEqual([
      ['obi', null, '2', 2023, 'silver', null, school],
      ['other', 'Olimpíada Paulista', 'university', 2022, null, 4, null],
    ])
    const stranger = await rankedUser(1)
    expect(await removeExternalResult(stranger, rows[0].id)).toBe(false)
    expect(await removeExternalResult(user, rows[0].id)).toBe(true)
    expect(
      await db.selectFrom('external_results').select('id').where('id', '=', rows[0].id).execute(),
    ).toEqual([])
  })
})

describe('addJob', () => {
  it('needs a position and a start month; the end cannot come before the start', async () => {
    expect(await addJob(user, { position: '', started_on: '' })).toEqual({
      ok: false,
      errors: { position: [j('positionRequired')], started_on: [j('fromRequired')] },
    })
    expect(await addJob(user, { position: 'ceo', started_on: '2024-13', ended_on: 'ontem' })).toEqual({
      ok: false,
      errors: {
        position: [j('positionInvalid')],
        started_on: [j('fromInvalid')],
        ended_on: [j('toInvalid')],
      },
    })
    expect(await addJob(user, { position: 'intern', started_on: '2024-05', ended_on: '2024-01' })).toEqual({
      ok: false,
      errors: { ended_on: [j('toBeforeFrom')] },
    })
  })

  it('stores a valid job', async () => {
    const company = await institution('EMPRESA', 'company')
    const saved = await addJob(user, {
      position: 'software_developer',
      started_on: '2024-05',
      ended_on: '',
      institution_id: company,
    })
    expect(saved.ok).toBe(true)
    expect((await jobsOf(user)).map((r) => [r.position, r.started_on, r.ended_on, r.institution_id])).toEqual(
      [['software_developer', '2024-05', null, company]],
    )
  })
})
