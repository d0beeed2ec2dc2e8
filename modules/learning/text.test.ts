import { describe, expect, it } from 'vitest'
import { jsonStrings, pick, utcDayStart, videoRef, workloadWeeks } from './text'

describe('workloadWeeks (3 days a week, 2 hours a day)', () => {
  it('turns hours into weeks of 6 hours, rounding up', () => {
    expect(workloadWeeks(24)).toBe(4)
    expect(workloadWeeks(25)).toBe(5)
    expect(workloadWeeks(6)).toBe(1)
    expect(workloadWeeks(1)).toBe(1)
    expect(workloadWeeks(0)).toBe(0)
  })
})

describe('videoRef', () => {
  it('makes a YouTube id a link and a /media/ path a file, and ignores anything else', () => {
    expect(videoRef('dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    expect(videoRef('/media/videos/intro.mp4')).toEqual({ kind: 'file', src: '/media/videos/intro.mp4' })
    expect(videoRef('/media/../secret')).toBeNull()
    expect(videoRef('https://evil.example/x.mp4')).toBeNull()
    expect(videoRef('javascript:alert(1)')).toBeNull()
    expect(videoRef(null)).toBeNull()
  })
})

describe('helpers', () => {
  it('falls back to the Brazilian text and reads JSON string arrays defensively', () => {
    expect(pick('Olá', null, 'en-GB')).toBe('Olá')
    expect(pick('Olá', 'Hello', 'en-GB')).toBe('Hello')
    expect(pick('Olá', 'Hello', 'pt-BR')).toBe('Olá')
    expect(jsonStrings('["a", 1, "b"]')).toEqual(['a', 'b'])
    expect(jsonStrings('{bad')).toEqual([])
    expect(utcDayStart(new Date('2026-05-01T23:59:00-03:00'))).toBe('2026-05-02T00:00:00.000Z')
  })
})
