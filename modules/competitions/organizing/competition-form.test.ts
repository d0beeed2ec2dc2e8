import { describe, expect, it } from 'vitest'
import { ZONE_OF, isoToLocalInput, localInputToIso } from '../ui/competition-time'
import { parseCompetitionForm, parseExerciseIds } from './competition-form.server'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

const GOOD = {
  title: 'Maratona de inverno',
  description: 'Regras **extras**',
  style: 'icpc',
  starts_at: '2030-07-10T14:00',
  ends_at: '2030-07-10T19:00',
  frozen_minutes: '60',
  allowed: 'all',
  password: '',
  capacity: '',
  exercises: '12, 7 30',
  course_id: '',
}

describe('competition times in the page\u2019s zone', () => {
  it('reads /br times as São Paulo time and /gb times as London time (summer time included)', () => {
    expect(localInputToIso('2030-07-10T14:00', ZONE_OF.br)).toBe('2030-07-10T17:00:00.000Z')
    expect(localInputToIso('2030-07-10T14:00', ZONE_OF.gb)).toBe('2030-07-10T13:00:00.000Z')
    expect(localInputToIso('2030-01-10T14:00', ZONE_OF.gb)).toBe('2030-01-10T14:00:00.000Z')
    expect(isoToLocalInput('2030-07-10T17:00:00.000Z', ZONE_OF.br)).toBe('2030-07-10T14:00')
    expect(isoToLocalInput('2030-07-10T13:00:00.000Z', ZONE_OF.gb)).toBe('2030-07-10T14:00')
  })

  it('refuses what is not a date and time', () => {
    for (const bad of ['', '2030-02-30T10:00', '2030-07-10 14:00', '2030-07-10T25:00', 'amanhã'])
      expect(localInputToIso(bad, ZONE_OF.br)).toBeNull()
  })
})

describe('parseCompetitionForm', () => {
  it('gives the input with UTC times and the exercises in letter order', () => {
    const parsed = parseCompetitionForm(form(GOOD), ZONE_OF.br)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    expect(parsed.input).toEqual({
      title: 'Maratona de inverno',
      description: 'Regras **extras**',
      style: 'icpc',
      startsAt: '2030-07-10T17:00:00.000Z',
      endsAt: '2030-07-10T22:00:00.000Z',
      frozenMinutes: 60,
      allowed: 'all',
      password: null,
      capacity: null,
      exerciseIds: [12, 7, 30],
      courseId: null,
    })
  })

  it('reports every mistake at once and keeps what was typed', () => {
    const typed = {
      ...GOOD,
      title: '  ',
      style: 'sprint',
      ends_at: '2030-07-10T13:00',
      capacity: '0',
      exercises: '3, 3',
      allowed: 'friends',
    }
    const parsed = parseCompetitionForm(form(typed), ZONE_OF.br)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toEqual({
      title: ['required'],
      style: ['invalid'],
      allowed: ['invalid'],
      capacity: ['capacityRange'],
      ends_at: ['endBeforeStart'],
      exercises: ['exercisesRepeated'],
    })
    expect(parsed.values).toMatchObject({ title: '  ', style: 'sprint', exercises: '3, 3', capacity: '0' })
  })

  it('says which whole numbers the places and the freeze take', () => {
    const errorsOf = (fields: Record<string, string>) => {
      const parsed = parseCompetitionForm(form({ ...GOOD, ...fields }), ZONE_OF.br)
      return parsed.ok ? null : parsed.errors
    }
    expect(errorsOf({ capacity: '0' })).toEqual({ capacity: ['capacityRange'] })
    expect(errorsOf({ capacity: '2.5' })).toEqual({ capacity: ['capacityRange'] })
    expect(errorsOf({ frozen_minutes: '-5' })).toEqual({ frozen_minutes: ['frozenRange'] })
    expect(errorsOf({ frozen_minutes: '1.5' })).toEqual({ frozen_minutes: ['frozenRange'] })
  })

  it('needs a freeze shorter than the competition (0 disables it)', () => {
    const long = parseCompetitionForm(form({ ...GOOD, frozen_minutes: '300' }), ZONE_OF.br)
    expect(long.ok ? null : long.errors).toEqual({ frozen_minutes: ['freezeTooLong'] })
    expect(parseCompetitionForm(form({ ...GOOD, frozen_minutes: '299' }), ZONE_OF.br).ok).toBe(true)
    expect(parseCompetitionForm(form({ ...GOOD, frozen_minutes: '0' }), ZONE_OF.br).ok).toBe(true)
  })

  it('needs 1 to 26 exercise numbers', () => {
    const errorsOf = (exercises: string) => {
      const parsed = parseCompetitionForm(form({ ...GOOD, exercises }), ZONE_OF.br)
      return parsed.ok ? null : parsed.errors.exercises
    }
    expect(errorsOf('')).toEqual(['exercisesRequired'])
    expect(errorsOf('1, dois')).toEqual(['exercisesInvalid'])
    expect(errorsOf(Array.from({ length: 27 }, (_, i) => i + 1).join(','))).toEqual(['exercisesTooMany'])
    expect(errorsOf(Array.from({ length: 26 }, (_, i) => i + 1).join(','))).toBeNull()
    expect(parseExerciseIds(' 4;5 ,6 ')).toEqual([4, 5, 6])
  })

  it('requires the times', () => {
    const parsed = parseCompetitionForm(form({ ...GOOD, starts_at: '', ends_at: 'ontem' }), ZONE_OF.gb)
    expect(parsed.ok ? null : parsed.errors).toEqual({ starts_at: ['required'], ends_at: ['invalid'] })
  })
})
