import type { LoaderFunctionArgs } from '@remix-run/node'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { resources } from '~/app/locales'
import { db } from '~/db/client.server'
import { calendarFeed, userOfCalendarToken } from '../events/ics.server'

// GET /api/live/calendar/<token>.ics: a user's live events for calendar apps (no session: the token is the key).
// Unknown or revoked tokens get a plain 404, the same as a malformed one.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = (params.token ?? '').replace(/\.ics$/, '')
  const userId = await userOfCalendarToken(token)
  if (!userId) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const user = await db
    .selectFrom('users')
    .select('preferred_language')
    .where('id', '=', userId)
    .executeTakeFirst()
  const lng = user?.preferred_language === 'en-GB' ? 'en-GB' : 'pt-BR'
  const copy = resources[lng].live.feed
  // The configured public origin, never the request's Host: a calendar app keeps these links and UIDs.
  const origin = env().publicUrl
  const prefix = lng === 'en-GB' ? 'gb' : 'br'
  const body = await calendarFeed(userId, now(), new URL(origin).hostname, {
    name: copy.name,
    proOnly: copy.proOnly,
    calendarUrl: `${origin}/${prefix}/calendar`,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'Content-Disposition': 'inline; filename="trilha.ics"',
    },
  })
}
