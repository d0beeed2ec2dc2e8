import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { optionalUser, requireLogin } from '~/app/kernel/auth/guards.server'
import { loginHref } from '~/app/kernel/auth/login'
import type { Prefix } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { CheckboxField, Notice } from '~/app/ui/forms'
import { type CalendarMonth, calendarMonth, monthOf } from '../events/calendar.server'
import { hasCalendarToken, issueCalendarToken, revokeCalendarToken } from '../events/ics.server'
import {
  type ReminderPreferences,
  reminderPreferences,
  setReminderPreferences,
} from '../events/preferences.server'
import { type LiveFlash, liveFlash } from '../flash.server'
import { CalendarGrid, EventList } from '../ui/Calendar'

// The live calendar (issue 22): a month grid and the list of its events, server-rendered in the locale's time
// zone; logged in, the reminders form and the personal ICS feed (made, replaced, revoked here).

export const handle: RouteHandle = { i18n: ['common', 'live'], meta: { title: 'live:calendar.title' } }

interface CalendarPage {
  prefix: Prefix
  month: CalendarMonth
  mine: { prefs: ReminderPreferences; hasFeed: boolean } | null
  staff: boolean
  flash: LiveFlash | null
  feedUrl: string | null
}

const schema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('reminders'),
    reminders: z.literal('on').optional(),
    mail: z.literal('on').optional(),
  }),
  z.object({ intent: z.literal('feed-new') }),
  z.object({ intent: z.literal('feed-revoke') }),
])

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const lng = requestLng(request)
  const url = new URL(request.url)
  const month = await calendarMonth(monthOf(url.searchParams.get('month'), now(), lng), now(), lng, user)
  const { flash, headers } = await liveFlash.take(request)
  headers.set('Cache-Control', 'private, no-store')
  const mine = user
    ? { prefs: await reminderPreferences(user.id), hasFeed: await hasCalendarToken(user.id) }
    : null
  const page: CalendarPage = {
    prefix: requestPrefix(request),
    month,
    mine,
    staff: !!user?.isAdmin,
    flash,
    // The configured origin, not the Host header: the link is copied into calendar apps.
    feedUrl: flash?.kind === 'token' ? `${env().publicUrl}/api/live/calendar/${flash.token}.ics` : null,
  }
  return data(page, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const here = `/${requestPrefix(request)}/calendar`
  const submission = parseWithZod(await request.formData(), { schema })
  if (submission.status !== 'success') return redirect(here)
  const value = submission.value
  let flash: Parameters<typeof liveFlash.set>[1] = { kind: 'saved' }
  if (value.intent === 'reminders')
    await setReminderPreferences(user.id, { reminders: !!value.reminders, mail: !!value.mail })
  else if (value.intent === 'feed-new') flash = { kind: 'token', token: await issueCalendarToken(user.id) }
  else {
    await revokeCalendarToken(user.id)
    flash = { kind: 'revoked' }
  }
  return redirect(`${here}#mine`, { headers: { 'Set-Cookie': await liveFlash.set(here, flash) } })
}

export default function Calendar() {
  const { prefix, month, mine, staff, flash, feedUrl } = useLoaderData() as CalendarPage
  const { t } = useTranslation('live')
  return (
    <article className="page live-calendar">
      <h1>{t('calendar.title')}</h1>
      <p>{t('calendar.intro')}</p>
      {staff ? (
        <p>
          <a className="button button--ghost" href={`/${prefix}/calendar/events/new`}>
            {t('events.new')}
          </a>
        </p>
      ) : null}
      <nav className="live-month-nav" aria-label={t('calendar.months')}>
        <a href={`?month=${month.previous}`} rel="prev">
          ← {t('calendar.previous')}
        </a>
        <h2>{month.title}</h2>
        <a href={`?month=${month.next}`} rel="next">
          {t('calendar.next')} →
        </a>
      </nav>
      <CalendarGrid month={month} />
      <h2 id="list">{t('calendar.list')}</h2>
      <EventList events={month.events} prefix={prefix} staff={staff} />
      {mine ? (
        <section id="mine" className="card live-mine">
          <Notice tone="success">
            {flash?.kind === 'saved'
              ? t('calendar.saved')
              : flash?.kind === 'revoked'
                ? t('feed.revoked')
                : null}
          </Notice>
          <h2>{t('reminders.title')}</h2>
          <form method="post">
            <input type="hidden" name="intent" value="reminders" />
            <CheckboxField
              name="reminders"
              label={t('reminders.notify')}
              defaultChecked={mine.prefs.reminders}
            />
            <CheckboxField name="mail" label={t('reminders.mail')} defaultChecked={mine.prefs.mail} />
            <button type="submit" className="button">
              {t('reminders.save')}
            </button>
          </form>
          <h2>{t('feed.title')}</h2>
          <p>{t('feed.intro')}</p>
          {feedUrl ? (
            <div className="notice notice--success" role="status">
              <p>{t('feed.created')}</p>
              <input className="live-feed-url" readOnly value={feedUrl} aria-label={t('feed.url')} />
            </div>
          ) : mine.hasFeed ? (
            <p>{t('feed.active')}</p>
          ) : null}
          <form method="post" className="live-feed-forms">
            <button type="submit" name="intent" value="feed-new" className="button">
              {mine.hasFeed || feedUrl ? t('feed.replace') : t('feed.create')}
            </button>
            {mine.hasFeed || feedUrl ? (
              <button type="submit" name="intent" value="feed-revoke" className="button button--ghost">
                {t('feed.revoke')}
              </button>
            ) : null}
          </form>
        </section>
      ) : (
        <p>
          <a href={loginHref(prefix, `/${prefix}/calendar`)}>{t('calendar.loginForReminders')}</a>
        </p>
      )}
    </article>
  )
}
