import { describe, expect, it } from 'vitest'
import { CALENDAR_WEEKS, type CalendarDayInput, buildCalendar, levelOf } from './calendar'

/** 365 days ending on `today` (UTC), oldest first, with activity where `activity` says. */
function year(today: string, activity: Record<string, Partial<CalendarDayInput>> = {}): CalendarDayInput[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  const days: CalendarDayInput[] = []
  for (let i = 364; i >= 0; i--) {
    const day = new Date(end - i * 86_400_000).toISOString().slice(0, 10)
    days.push({ day, lessons: 0, exercises: 0, frozen: false, ...activity[day] })
  }
  return days
}

describe('consistency calendar', () => {
  it('puts today in the last column on its weekday and every day of the year on the grid', () => {
    // 2025-06-18 is a Wednesday (row 3).
    const calendar = buildCalendar(year('2025-06-18'))
    expect(calendar.weeks).toBe(CALENDAR_WEEKS)
    expect(calendar.cells).toHaveLength(365)
    const today = calendar.cells.at(-1)
    expect(today).toMatchObject({ day: '2025-06-18', col: CALENDAR_WEEKS - 1, row: 3 })
    const first = calendar.cells[0]
    expect(first.day).toBe('2024-06-19')
    // Columns are weeks starting on Sunday: the day before a Sunday ends a column.
    for (const cell of calendar.cells) {
      expect(cell.row).toBe(new Date(`${cell.day}T00:00:00Z`).getUTCDay())
      expect(cell.col).toBeGreaterThanOrEqual(0)
      expect(cell.col).toBeLessThan(CALENDAR_WEEKS)
    }
    const keys = new Set(calendar.cells.map((c) => `${c.col}:${c.row}`))
    expect(keys.size).toBe(365)
  })

  it('counts lessons, exercises, active and frozen days, and steps the colour by activity', () => {
    const calendar = buildCalendar(
      year('2025-03-01', {
        '2025-03-01': { lessons: 2, exercises: 1 },
        '2025-02-27': { exercises: 7 },
        '2025-01-10': { lessons: 1 },
        '2025-01-11': { frozen: true },
      }),
    )
    expect(calendar.totals).toEqual({ lessons: 3, exercises: 8, activeDays: 3, frozenDays: 1 })
    const byDay = new Map(calendar.cells.map((c) => [c.day, c]))
    expect(byDay.get('2025-03-01')?.level).toBe(2)
    expect(byDay.get('2025-02-27')?.level).toBe(4)
    expect(byDay.get('2025-01-10')?.level).toBe(1)
    expect(byDay.get('2025-01-11')).toMatchObject({ level: 0, frozen: true })
    expect(byDay.get('2025-01-12')?.level).toBe(0)
  })

  it('steps: 0, 1, 2–3, 4–6, 7 or more', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 30].map(levelOf)).toEqual([0, 1, 2, 2, 3, 3, 4, 4])
  })

  it('labels months where they start, never two labels closer than three weeks', () => {
    const calendar = buildCalendar(year('2025-12-31'))
    // 2025 is not a leap year: the 365 days are exactly January to December.
    expect(calendar.months.map((m) => m.month)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    for (let i = 1; i < calendar.months.length; i++) {
      expect(calendar.months[i].col - calendar.months[i - 1].col).toBeGreaterThanOrEqual(3)
    }
  })

  it('an empty history draws an empty grid', () => {
    const calendar = buildCalendar([])
    expect(calendar.cells).toEqual([])
    expect(calendar.totals).toEqual({ lessons: 0, exercises: 0, activeDays: 0, frozenDays: 0 })
  })
})
