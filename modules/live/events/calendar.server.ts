import type { SessionUser } from '~/app/kernel/auth/policy'
import { type Lng, TIME_ZONE, formatInZone } from '~/app/kernel/i18n/locale'
import { type LiveEvent, eventsBetween, mayJoin } from './events.server'
import { type MonthGrid, dayIn, monthGrid, zonedToUtc } from './schedule'

// The calendar page's data (issue 22): a month of events in the locale's zone, as a grid and as a list.

export interface CalendarEvent {
  id: number
  title: string
  description: string
  subjects: string
  tutor: string
  proOnly: boolean
  /** The link only when the viewer may join; PRO-only events show the subscription link instead. */
  link: string | null
  day: string
  time: string
  when: string
  endsAt: string
  startsAt: string
  series: string | null
}

export interface CalendarMonth extends MonthGrid {
  title: string
  today: string
  events: CalendarEvent[]
  /** Event ids by day (YYYY-MM-DD in the locale's zone). */
  byDay: Record<string, number[]>
}

/** "2026-11"; anything else is the current month in the locale's zone. */
export function monthOf(value: string | null, now: Date, lng: Lng): string {
  if (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= '2000-01' && value <= '2100-12') return value
  return dayIn(now, TIME_ZONE[lng]).slice(0, 7)
}

export function viewOf(e: LiveEvent, lng: Lng, user: SessionUser | null): CalendarEvent {
  const zone = TIME_ZONE[lng]
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    subjects: e.subjects,
    tutor: e.tutor,
    proOnly: !!e.pro_only,
    link: mayJoin(e, user) ? e.link : null,
    day: dayIn(new Date(e.starts_at), zone),
    time: formatInZone(e.starts_at, lng, { hour: '2-digit', minute: '2-digit' }),
    when: formatInZone(e.starts_at, lng, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
    startsAt: e.starts_at,
    endsAt: e.ends_at,
    series: e.series,
  }
}

export async function calendarMonth(
  month: string,
  now: Date,
  lng: Lng,
  user: SessionUser | null,
): Promise<CalendarMonth> {
  const zone = TIME_ZONE[lng]
  const grid = monthGrid(month)
  const from = zonedToUtc(`${month}-01`, '00:00', zone)
  const to = zonedToUtc(`${grid.next}-01`, '00:00', zone)
  const events = (await eventsBetween(from, to)).map((e) => viewOf(e, lng, user))
  const byDay: Record<string, number[]> = {}
  for (const e of events) {
    byDay[e.day] ??= []
    byDay[e.day].push(e.id)
  }
  const title = formatInZone(`${month}-01T12:00:00Z`, lng, { month: 'long', year: 'numeric' })
  return { ...grid, title, today: dayIn(now, zone), events, byDay }
}
