import { proUserIds } from '~/app/kernel/auth/pro.server'
import { LNG_BY_PREFIX, formatMoment } from '~/app/kernel/i18n/locale'
import { sendMail } from '~/app/kernel/people/mail.server'
import { notify } from '~/app/kernel/people/notify.server'
import { now as clockNow } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { repeatingJob } from '~/app/kernel/runtime/repeating-job.server'
import { resources } from '~/app/locales'
import { db } from '~/db/client.server'
import { type LiveEvent, findEvent, materialiseSeries } from './events.server'

// Reminders before a live event (issue 22): a notification to everyone who turned reminders on (and a mail to
// those who chose it), sent once per event. The claim is one UPDATE … WHERE reminded_at IS NULL, so two runs
// (or two servers) cannot both send; an event whose start moves is claimed again (updateEvent clears it).

/** How long before the start the reminder goes out. */
export const REMIND_BEFORE_MS = 60 * 60_000
const RUN_EVERY_MS = 5 * 60_000

/** Claims the events starting within the reminder window that nobody has reminded yet. */
async function claimDue(now: Date): Promise<number[]> {
  const due = await db
    .selectFrom('live_events')
    .select('id')
    .where('reminded_at', 'is', null)
    .where('starts_at', '>', now.toISOString())
    .where('starts_at', '<=', new Date(now.getTime() + REMIND_BEFORE_MS).toISOString())
    .execute()
  const claimed: number[] = []
  for (const { id } of due) {
    const result = await db
      .updateTable('live_events')
      .set({ reminded_at: now.toISOString() })
      .where('id', '=', id)
      .where('reminded_at', 'is', null)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) claimed.push(id)
  }
  return claimed
}

async function recipients(event: LiveEvent, now: Date) {
  const rows = await db
    .selectFrom('live_preferences')
    .innerJoin('users', 'users.id', 'live_preferences.user_id')
    .select(['users.id', 'users.email', 'users.preferred_language', 'live_preferences.reminder_mail'])
    .where('live_preferences.reminders', '=', 1)
    .execute()
  if (!event.pro_only) return rows
  const pro = await proUserIds(
    rows.map((r) => r.id),
    now,
  )
  return rows.filter((r) => pro.has(r.id))
}

async function remind(eventId: number, now: Date) {
  const event = await findEvent(eventId)
  if (!event) return
  for (const user of await recipients(event, now)) {
    await notify(user.id, 'live_event', {
      event: { id: event.id, title: event.title, starts_at: event.starts_at },
    })
    if (!user.reminder_mail) continue
    const lng = user.preferred_language === 'en-GB' ? 'en-GB' : 'pt-BR'
    const copy = resources[lng].live.reminder
    const when = formatMoment(event.starts_at, lng)
    const prefix = lng === LNG_BY_PREFIX.gb ? 'gb' : 'br'
    await sendMail({
      to: user.email,
      subject: copy.subject.replace('{{title}}', event.title),
      text: copy.text
        .replace('{{title}}', event.title)
        .replace('{{when}}', when)
        .replace('{{url}}', `${env().publicUrl}/${prefix}/calendar#event-${event.id}`),
    })
  }
}

/** One run: write the series ahead, then send the reminders that are due. Returns the events reminded. */
export async function runLiveJob(now = clockNow()): Promise<number[]> {
  await materialiseSeries(now)
  const claimed = await claimDue(now)
  for (const id of claimed) await remind(id, now)
  return claimed
}

// A failed run leaves unclaimed events for the next one (a claimed one is not sent twice).
const job = repeatingJob('live events', RUN_EVERY_MS, () => runLiveJob())
export const startLiveJob = job.start
export const stopLiveJob = job.stop
