import { describe, expect, it } from 'vitest'
import { cutDescription } from '../requests/handle'
import { legacyTarget } from './legacy'
import {
  dayInZone,
  formatDay,
  formatInZone,
  formatMoment,
  lngOf,
  prefixOf,
  safeRedirectPath,
  swapPrefix,
  utcMidnightInZone,
} from './locale'

describe('locale prefixes', () => {
  it('maps URL prefixes to i18next codes, never br/gb as languages', () => {
    expect(lngOf('/br/courses')).toBe('pt-BR')
    expect(lngOf('/gb/courses')).toBe('en-GB')
    expect(lngOf('/api/courses')).toBe('pt-BR')
    expect(prefixOf('/gbx')).toBeNull()
  })

  it('keeps the path and query when switching language', () => {
    expect(swapPrefix('/br/course/python-bootcamp/lesson/3?tab=2', 'gb')).toBe(
      '/gb/course/python-bootcamp/lesson/3?tab=2',
    )
    expect(swapPrefix('/gb', 'br')).toBe('/br')
    expect(swapPrefix('/healthz', 'gb')).toBe('/gb')
  })

  it('accepts only same-site paths as redirect targets', () => {
    expect(safeRedirectPath('/br/dashboard', '/br')).toBe('/br/dashboard')
    expect(safeRedirectPath('//evil.example/x', '/br')).toBe('/br')
    expect(safeRedirectPath('https://evil.example', '/br')).toBe('/br')
    expect(safeRedirectPath('/\\evil.example', '/br')).toBe('/br')
    expect(safeRedirectPath(undefined, '/gb')).toBe('/gb')
    expect(safeRedirectPath('/br/course/x?tab=2#q', '/br')).toBe('/br/course/x?tab=2#q')
  })

  it('refuses targets a browser would take to another host (issue 15: tabs, newlines, backslashes)', () => {
    for (const evil of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/ /evil.example',
      '/\u0000/evil.example',
      '/\\/evil.example',
      '/%09/evil.example/..',
      '/\t\t/evil.example',
      '/\u00a0/evil.example',
      'javascript:alert(1)',
      '/br\u2028',
    ]) {
      const to = safeRedirectPath(evil, '/br')
      expect(new URL(to, 'https://trilha.example').host, JSON.stringify(evil)).toBe('trilha.example')
      expect(to.startsWith('//'), JSON.stringify(evil)).toBe(false)
    }
    expect(safeRedirectPath('/\t/evil.example', '/br')).toBe('/br')
  })
})

describe('legacy redirects (docs/routes.md)', () => {
  it('sends old unprefixed paths to the Brazilian locale', () => {
    expect(legacyTarget('/blog/como-estudar', '')).toBe('/br/blog/como-estudar')
    expect(legacyTarget('/exercise/42', '?x=1')).toBe('/br/exercise/42?x=1')
    expect(legacyTarget('/exercises', '')).toBe('/br/exercises')
    expect(legacyTarget('/exercises/', '')).toBe('/br/exercises')
    expect(legacyTarget('/course/git-na-pratica', '')).toBe('/br/course/git-na-pratica')
    expect(legacyTarget('/course/git-na-pratica/lesson/7', '')).toBe('/br/course/git-na-pratica/lesson/7')
    expect(legacyTarget('/subscription', '')).toBe('/br/subscription')
    expect(legacyTarget('/feedbacks', '')).toBe('/br/feedbacks')
    expect(legacyTarget('/courses', '')).toBe('/br/courses')
  })

  it('leaves anything else to the 404 page', () => {
    expect(legacyTarget('/blog', '')).toBeNull()
    expect(legacyTarget('/exercise/1/2', '')).toBeNull()
    expect(legacyTarget('/wp-admin', '')).toBeNull()
  })
})

describe('meta description', () => {
  it('is cut at 200 characters', () => {
    const long = 'a'.repeat(500)
    expect(cutDescription(long)).toHaveLength(200)
    expect(cutDescription(long).endsWith('…')).toBe(true)
    expect(cutDescription('  short\n text ')).toBe('short text')
  })
})

describe('formatInZone', () => {
  it("writes a stored UTC time in the locale's own zone (São Paulo, London), unreadable ones as they are", () => {
    const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const
    expect(formatInZone('2026-11-21T14:05:00.000Z', 'pt-BR', options)).toBe('11:05')
    expect(formatInZone('2026-11-21T14:05:00.000Z', 'en-GB', options)).toBe('14:05')
    expect(formatInZone('2026-07-01T14:05:00.000Z', 'en-GB', options)).toBe('15:05')
    expect(formatInZone('not a date', 'pt-BR', options)).toBe('not a date')
  })
})

describe("times shown in the locale's zone, counted in UTC days (issue 16)", () => {
  it("puts a moment on the day it is in the reader's zone", () => {
    // 01:30 UTC on the 21st is still the 20th in São Paulo (UTC−3), already the 21st in London.
    expect(dayInZone('2026-11-21T01:30:00Z', 'pt-BR')).toBe('2026-11-20')
    expect(dayInZone('2026-11-21T01:30:00Z', 'en-GB')).toBe('2026-11-21')
    expect(dayInZone('2026-11-21T03:00:00Z', 'pt-BR')).toBe('2026-11-21')
    // 23:30 UTC in July is 00:30 BST of the next day in London.
    expect(dayInZone(new Date('2026-07-21T23:30:00Z'), 'en-GB')).toBe('2026-07-22')
    expect(dayInZone('nonsense', 'pt-BR')).toBe('')
    expect(formatDay('2026-11-21T01:30:00Z', 'pt-BR', 'long')).toBe('20 de novembro de 2026')
    expect(formatDay('2026-11-21T01:30:00Z', 'en-GB', 'long')).toBe('21 November 2026')
  })

  it('says the zone with every time it shows', () => {
    expect(formatMoment('2026-11-21T01:30:00Z', 'pt-BR')).toBe('20 de nov. de 2026, 22:30 BRT')
    expect(formatMoment('2026-11-21T01:30:00Z', 'en-GB')).toBe('21 Nov 2026, 01:30 GMT')
    expect(formatMoment('2026-07-21T23:30:00Z', 'en-GB', 'numeric')).toBe('22/07/2026, 00:30 BST')
    expect(formatMoment('2026-11-21T01:30:00Z', 'pt-BR', 'numeric')).toBe('20/11/2026, 22:30 BRT')
    expect(formatMoment('not a date', 'pt-BR')).toBe('not a date')
  })

  it("tells when the UTC day (the daily bonus) turns in the reader's zone", () => {
    expect(utcMidnightInZone(new Date('2026-11-21T12:00:00Z'), 'pt-BR')).toBe('21:00 BRT')
    expect(utcMidnightInZone(new Date('2026-11-21T12:00:00Z'), 'en-GB')).toBe('00:00 GMT')
    expect(utcMidnightInZone(new Date('2026-07-21T12:00:00Z'), 'en-GB')).toBe('01:00 BST')
  })
})
