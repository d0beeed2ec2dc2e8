import ical from 'ical-generator'
import { hashSecretToken, looksLikeSecretToken } from '~/app/kernel/auth/secret-token.server'
import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'

// A class's calendar as iCalendar (RFC 5545, written by ical-generator as live's feed is): one event per
// exercise list, from its start to its deadline. UIDs are stable (the list's id at the configured public host,
// never the request's Host), so a calendar that subscribed updates the event instead of adding one; times are
// UTC; DTSTAMP is the list's creation, so the same lists give the same text.

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

export function classCalendar(cls: CalendarClass) {
  const host = new URL(env().publicUrl).hostname
  const calendar = ical({ name: cls.title, prodId: { company: 'Trilha', product: 'turmas', language: 'PT' } })
  for (const list of cls.lists)
    calendar.createEvent({
      id: `org-list-${list.id}@${host}`,
      stamp: new Date(list.created_at),
      start: new Date(list.starts_at),
      end: new Date(list.ends_at),
      summary: `${cls.title}: ${list.title}`,
      description: list.description || null,
    })
  return calendar.toString()
}

/** The class behind a calendar token, with its lists; null for an unknown, revoked or malformed token. */
export async function calendarByToken(token: string) {
  if (!looksLikeSecretToken(token)) return null
  const cls = await db
    .selectFrom('org_classes')
    .select(['id', 'title'])
    .where('ics_token_hash', '=', hashSecretToken(token))
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
