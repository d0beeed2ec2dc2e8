import { db } from '~/db/client.server'

// A class's calendar as iCalendar (RFC 5545): one event per exercise list, from its start to its deadline.
// UIDs are stable (the list's id), so a calendar that subscribed updates the event instead of adding one;
// times are UTC ("Z"). Text is escaped and lines folded at 75 octets as the RFC asks.

const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** 20261201T030000Z */
const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

function fold(line: string) {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + ch, 'utf8') > limit) {
      parts.push(current)
      current = ''
    }
    current += ch
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export interface CalendarClass {
  id: number
  title: string
  lists: {
    id: number
    title: string
    description: string
    starts_at: string
    ends_at: string
    created_at: string
  }[]
}

export function classCalendar(cls: CalendarClass, host: string) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trilha//Turmas//PT',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(cls.title)}`,
  ]
  for (const list of cls.lists)
    lines.push(
      'BEGIN:VEVENT',
      `UID:org-list-${list.id}@${host}`,
      `DTSTAMP:${stamp(list.created_at)}`,
      `DTSTART:${stamp(list.starts_at)}`,
      `DTEND:${stamp(list.ends_at)}`,
      `SUMMARY:${icsText(`${cls.title}: ${list.title}`)}`,
      ...(list.description ? [`DESCRIPTION:${icsText(list.description)}`] : []),
      'END:VEVENT',
    )
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** The class behind a calendar token, with its lists; null for an unknown or revoked token. */
export async function calendarByToken(token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null
  const cls = await db
    .selectFrom('org_classes')
    .select(['id', 'title'])
    .where('ics_token', '=', token)
    .executeTakeFirst()
  if (!cls) return null
  const lists = await db
    .selectFrom('org_lists')
    .select(['id', 'title', 'description', 'starts_at', 'ends_at', 'created_at'])
    .where('class_id', '=', cls.id)
    .orderBy('starts_at')
    .execute()
  return { ...cls, lists }
}
