import ical from 'ical-generator'
import { isProUser } from '~/app/kernel/auth/pro.server'
import { hashSecretToken as hashOf, newSecretToken } from '~/app/kernel/auth/secret-token.server'
import { db } from '~/db/client.server'
import { eventsBetween } from './events.server'

// A personal calendar feed (issue 22): a calendar app polls /api/live/calendar/<token>.ics without a session.
// The token is a secret in the URL; only its SHA-256 is stored, so a stolen database does not give feeds away,
// and making a new one (or revoking) ends the old URL at once.

const DAY_MS = 86_400_000
/** The feed covers a month back (past classes stay in the calendar app) and the series' horizon ahead. */
const FEED_PAST_DAYS = 30
const FEED_AHEAD_DAYS = 90

/** A new token for `userId`, replacing (revoking) any earlier one. Shown once: only its hash is kept. */
export async function issueCalendarToken(userId: number): Promise<string> {
  const token = newSecretToken()
  await db
    .insertInto('live_calendar_tokens')
    .values({ user_id: userId, token_hash: hashOf(token) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: hashOf(token) }))
    .execute()
  return token
}

export async function revokeCalendarToken(userId: number): Promise<void> {
  await db.deleteFrom('live_calendar_tokens').where('user_id', '=', userId).execute()
}

export async function hasCalendarToken(userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_calendar_tokens')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return !!row
}

/** The user a feed token belongs to; null for anything unknown, revoked or malformed. */
export async function userOfCalendarToken(token: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null
  const row = await db
    .selectFrom('live_calendar_tokens')
    .select('user_id')
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst()
  return row?.user_id ?? null
}

export interface FeedCopy {
  name: string
  proOnly: string
  calendarUrl: string
}

/**
 * The ICS text for `userId`: stable UIDs (`live-<id>@<host>`, so an edited event updates in place), times in
 * UTC. A PRO-only event is listed for everyone, its link only for PRO users.
 */
export async function calendarFeed(userId: number, now: Date, host: string, copy: FeedCopy): Promise<string> {
  const pro = await isProUser(userId, now)
  const events = await eventsBetween(
    new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS),
  )
  const calendar = ical({ name: copy.name, prodId: { company: 'Trilha', product: 'live', language: 'PT' } })
  for (const e of events) {
    const open = !e.pro_only || pro
    const lines = [e.description, e.tutor, e.subjects, open ? e.link : copy.proOnly].filter(Boolean)
    calendar.createEvent({
      id: `live-${e.id}@${host}`,
      start: new Date(e.starts_at),
      end: new Date(e.ends_at),
      summary: e.title,
      description: lines.join('\n'),
      url: open ? e.link : copy.calendarUrl,
    })
  }
  return calendar.toString()
}
