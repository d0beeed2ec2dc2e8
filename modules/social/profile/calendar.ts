// The consistency calendar of the public profile (docs/product.md#social-profiles): a year of lessons and exercises as a grid of
// 53 weeks (columns, Sunday first) by 7 days (rows), like GitHub's. Pure: the page draws it as inline SVG.

export interface CalendarDayInput {
  day: string
  lessons: number
  exercises: number
  frozen: boolean
}

export type CalendarLevel = 0 | 1 | 2 | 3 | 4

export interface CalendarCell extends CalendarDayInput {
  /** Week column, 0 = the oldest. */
  col: number
  /** Day of the week, 0 = Sunday. */
  row: number
  level: CalendarLevel
}

export interface CalendarMonth {
  col: number
  /** 0 = January. */
  month: number
}

export interface Calendar {
  weeks: number
  cells: CalendarCell[]
  months: CalendarMonth[]
  totals: { lessons: number; exercises: number; activeDays: number; frozenDays: number }
  from: string | null
  to: string | null
}

export const CALENDAR_WEEKS = 53
const DAY_MS = 86_400_000

/** Colour steps of a day: 0 nothing, 1 one activity, 2 two or three, 3 four to six, 4 seven or more. */
export function levelOf(count: number): CalendarLevel {
  if (count <= 0) return 0
  if (count === 1) return 1
  if (count <= 3) return 2
  if (count <= 6) return 3
  return 4
}

// Read by hand: 730 calls a render, and Date.parse of a built string was a visible part of the dashboard's CPU.
const dayIndex = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS

/** Places the days (oldest first, the last one is today) on the grid; days outside the 53 weeks are left out. */
export function buildCalendar(days: CalendarDayInput[]): Calendar {
  const totals = { lessons: 0, exercises: 0, activeDays: 0, frozenDays: 0 }
  if (days.length === 0) return { weeks: CALENDAR_WEEKS, cells: [], months: [], totals, from: null, to: null }
  const today = days[days.length - 1].day
  const todayIndex = dayIndex(today)
  const weekday = new Date(todayIndex * DAY_MS).getUTCDay()
  const start = todayIndex - ((CALENDAR_WEEKS - 1) * 7 + weekday)
  const cells: CalendarCell[] = []
  for (const d of days) {
    const index = dayIndex(d.day)
    const offset = index - start
    if (offset < 0 || index > todayIndex) continue
    const count = d.lessons + d.exercises
    cells.push({ ...d, col: Math.floor(offset / 7), row: offset % 7, level: levelOf(count) })
    totals.lessons += d.lessons
    totals.exercises += d.exercises
    if (count > 0) totals.activeDays += 1
    if (d.frozen) totals.frozenDays += 1
  }
  return {
    weeks: CALENDAR_WEEKS,
    cells,
    months: monthLabels(cells),
    totals,
    from: cells[0]?.day ?? null,
    to: today,
  }
}

/** A label where a month starts (at the week holding its first day), skipping one too close to the last. */
function monthLabels(cells: CalendarCell[]): CalendarMonth[] {
  const months: CalendarMonth[] = []
  for (const cell of cells) {
    if (!cell.day.endsWith('-01')) continue
    const month = Number(cell.day.slice(5, 7)) - 1
    const last = months[months.length - 1]
    if (last && cell.col - last.col < 3) continue
    months.push({ col: cell.col, month })
  }
  return months
}
