import { describe, expect, it } from 'vitest'
import { formatDate } from './format'

describe('formatDate', () => {
  it("writes times in the locale's time zone, as the notes and notifications do (not in UTC)", () => {
    // 02:30 UTC is still the evening before in São Paulo (UTC−3); London is on GMT in November.
    const iso = '2026-11-21T02:30:00.000Z'
    expect(formatDate(iso, 'pt-BR', true)).toBe('20 de nov. de 2026, 23:30')
    expect(formatDate(iso, 'pt-BR')).toBe('20 de nov. de 2026')
    expect(formatDate(iso, 'en-GB', true)).toBe('21 Nov 2026, 02:30')
  })

  it('leaves an unreadable date as it is', () => {
    expect(formatDate('not a date', 'pt-BR')).toBe('not a date')
  })
})
