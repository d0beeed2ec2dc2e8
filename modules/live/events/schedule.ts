import { dateFormatter } from '~/app/kernel/i18n/locale'
// The recurring live events (docs/product.md#live-classes) and the wall-clock arithmetic they need. Pure: no database, no clock.
import { localInputToIso } from '~/modules/competitions/ui'

/** São Paulo: the zone the product's schedule is written in (docs/product.md#live-classes: "19:00 Brasília time"). */
export const SCHEDULE_ZONE = 'America/Sao_Paulo'

export interface Series {
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[]
  /** Local start time in SCHEDULE_ZONE, "HH:MM". */
  time: string
  minutes: number
  proOnly: boolean
  title: string
  tutor: string
  subjects: string
  /** The env variable that may replace the default link (a meeting room, a stream page). */
  linkEnv: string
  defaultLink: string
}

/** PRO live classes on Tuesdays and Thursdays at 19:00; the founder's stream on Wednesdays from 14:00 (docs/product.md#live-classes). */
export const SERIES = {
  pro_class: {
    weekdays: [2, 4],
    time: '19:00',
    minutes: 90,
    proOnly: true,
    title: 'Aula ao vivo PRO',
    tutor: 'Equipe Trilha',
    subjects: 'Programação',
    linkEnv: 'LIVE_CLASS_LINK',
    defaultLink: 'https://meet.jit.si/trilha-aula-pro',
  },
  founder_stream: {
    weekdays: [3],
    time: '14:00',
    minutes: 120,
    proOnly: false,
    title: 'Live do fundador',
    tutor: 'Fundador',
    subjects: 'Comunidade',
    linkEnv: 'LIVE_STREAM_LINK',
    defaultLink: 'https://www.twitch.tv/trilha',
  },
} as const satisfies Record<string, Series>

/** How many days ahead the series are written into the calendar. */
export const SERIES_HORIZON_DAYS = 42

/** The UTC moment of a wall-clock time ("2026-12-01", "19:00") in `zone` (competitions' conversion, DST-safe). */
export function zonedToUtc(day: string, time: string, zone: string): Date {
  const iso = localInputToIso(`${day}T${time}`, zone)
  if (!iso) throw new Error(`not a wall-clock time: ${day} ${time}`)
  return new Date(iso)
}

/** The calendar day (YYYY-MM-DD) of a moment in `zone`. */
export function dayIn(at: Date, zone: string): string {
  return dateFormatter('en-CA', { timeZone: zone }).format(at)
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number)
  const w = new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  return w === 0 ? 7 : w
}

/** YYYY-MM-DD `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

export interface Occurrence {
  series: keyof typeof SERIES
  startsAt: string
  endsAt: string
}

/** Every occurrence of the series from `now`'s day in São Paulo through `days` days later. */
export function occurrences(now: Date, days = SERIES_HORIZON_DAYS): Occurrence[] {
  const first = dayIn(now, SCHEDULE_ZONE)
  const out: Occurrence[] = []
  for (let i = 0; i <= days; i++) {
    const day = addDays(first, i)
    const weekday = isoWeekday(day)
    for (const [name, s] of Object.entries(SERIES) as [keyof typeof SERIES, Series][]) {
      if (!s.weekdays.includes(weekday)) continue
      const start = zonedToUtc(day, s.time, SCHEDULE_ZONE)
      out.push({
        series: name,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + s.minutes * 60_000).toISOString(),
      })
    }
  }
  return out
}

export interface MonthGrid {
  month: string
  /** Weeks of 7 cells, Monday first; null outside the month. */
  weeks: (string | null)[][]
  previous: string
  next: string
}

/** The month's days laid out Monday first ("2026-11" → 5 or 6 weeks). */
export function monthGrid(month: string): MonthGrid {
  const [y, m] = month.split('-').map(Number)
  const first = `${month}-01`
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null)
  for (let d = 1; d <= length; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`)
  while (cells.length % 7) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  const shift = (by: number) => new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7)
  return { month, weeks, previous: shift(-1), next: shift(1) }
}
