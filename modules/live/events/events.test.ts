import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeUser, plainUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs, settle } from '~/tests/setup/helpers'
import * as feedRoute from '../routes/api.calendar-feed'
import * as calendarRoute from '../routes/calendar'
import { calendarMonth } from './calendar.server'
import { createEvent, materialiseSeries, mayJoin } from './events.server'
import { calendarFeed, issueCalendarToken, revokeCalendarToken, userOfCalendarToken } from './ics.server'
import { setReminderPreferences } from './preferences.server'
import { runLiveJob } from './reminders.server'

const NOW = new Date('2026-11-30T12:00:00Z')
const copy = { name: 'Trilha', proOnly: 'PRO only', calendarUrl: 'https://trilha.test/br/calendar' }

function parse(text: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(text))
  return vcalendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
}

describe('live events', () => {
  it('writes the series ahead once, however often the job runs', async () => {
    const first = await materialiseSeries(NOW)
    expect(first).toBeGreaterThan(10)
    expect(await materialiseSeries(NOW)).toBe(0)
  })

  it('opens PRO-only links to PRO users and staff only', async () => {
    const free = await makeUser('free')
    const pro = await makeUser('pro')
    const admin = await makeUser('admin')
    expect(mayJoin({ pro_only: 1 }, free.session)).toBe(false)
    expect(mayJoin({ pro_only: 1 }, null)).toBe(false)
    expect(mayJoin({ pro_only: 1 }, pro.session)).toBe(true)
    expect(mayJoin({ pro_only: 1 }, admin.session)).toBe(true)
    expect(mayJoin({ pro_only: 0 }, null)).toBe(true)
    await materialiseSeries(NOW)
    const month = await calendarMonth('2026-12', NOW, 'pt-BR', free.session)
    const tuesday = month.events.find((e) => e.series === 'pro_class')!
    expect(tuesday.day).toBe('2026-12-01')
    expect(tuesday.time).toBe('19:00')
    expect(tuesday.link).toBeNull()
    expect(month.events.find((e) => e.series === 'founder_stream')?.link).toMatch(/^https:/)
    // The same class on the English calendar: 22:00 in London.
    const gb = await calendarMonth('2026-12', NOW, 'en-GB', pro.session)
    expect(gb.events.find((e) => e.id === tuesday.id)).toMatchObject({
      time: '22:00',
      link: expect.any(String),
    })
  })
})

describe('the ICS feed', () => {
  it('parses back with stable UIDs and UTC times, and hides PRO links from free users', async () => {
    await materialiseSeries(NOW)
    const oneOff = await createEvent(
      {
        title: 'Maratona de dúvidas',
        description: 'Tragam perguntas',
        subjects: 'Grafos',
        tutor: 'Ana',
        link: 'https://meet.example/duvidas',
        proOnly: false,
        day: '2026-12-05',
        time: '10:00',
        minutes: 60,
        guideId: null,
      },
      'America/Sao_Paulo',
    )
    const free = await plainUser()
    const events = parse(await calendarFeed(free, NOW, 'trilha.test', copy))
    const mine = events.find((e) => e.uid === `live-${oneOff}@trilha.test`)!
    expect(mine.summary).toBe('Maratona de dúvidas')
    expect(mine.startDate.toJSDate().toISOString()).toBe('2026-12-05T13:00:00.000Z')
    expect(mine.startDate.zone?.tzid).toBe('UTC')
    expect(mine.endDate.toJSDate().toISOString()).toBe('2026-12-05T14:00:00.000Z')
    const proClass = events.find((e) => e.summary === 'Aula ao vivo PRO')!
    expect(proClass.description).toContain('PRO only')
    expect(proClass.description).not.toContain('https://')
    // A second fetch gives the same UIDs (calendar apps update in place).
    const again = parse(await calendarFeed(free, NOW, 'trilha.test', copy)).map((e) => e.uid)
    expect(again).toEqual(events.map((e) => e.uid))
  })

  it('shows the new feed link on the configured origin, whatever Host the request named', async () => {
    const user = await makeUser('free')
    const made = (await settle(
      calendarRoute.action(routeArgs(post('/br/calendar', { intent: 'feed-new' }, user))),
    )) as Response
    const flash = (made.headers.get('set-cookie') ?? '').split(';')[0]
    const page = await loaded(
      calendarRoute.loader(
        routeArgs(
          new Request('http://evil.example/br/calendar', {
            headers: { cookie: `${user.cookie}; ${flash}`, host: 'evil.example' },
          }),
        ),
      ),
    )
    expect(page.feedUrl).toMatch(/^https:\/\/trilha\.test\/api\/live\/calendar\/[\w-]+\.ics$/)
  })

  it('answers only a current token: a new one or a revoke ends the old URL', async () => {
    const user = await plainUser()
    const first = await issueCalendarToken(user)
    expect(await userOfCalendarToken(first)).toBe(user)
    const feed = async (token: string) =>
      (await feedRoute.loader(
        routeArgs(getRequest(`/api/live/calendar/${token}.ics`), { token: `${token}.ics` }),
      )) as Response
    const ok = await feed(first)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Content-Type')).toContain('text/calendar')
    expect(parse(await ok.text()).length).toBeGreaterThan(0)
    // Links and UIDs come from PUBLIC_URL (https://trilha.test in tests), never from the request's Host.
    const forged = (await feedRoute.loader(
      routeArgs(
        new Request(`http://evil.example/api/live/calendar/${first}.ics`, {
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        }),
        { token: `${first}.ics` },
      ),
    )) as Response
    const text = await forged.text()
    expect(text).not.toContain('evil.example')
    const events = parse(text)
    expect(events[0].uid).toMatch(/^live-\d+@trilha\.test$/)
    expect(text).toContain('https://trilha.test/br/calendar')
    const second = await issueCalendarToken(user)
    expect((await feed(first)).status).toBe(404)
    expect((await feed(second)).status).toBe(200)
    await revokeCalendarToken(user)
    expect((await feed(second)).status).toBe(404)
    expect((await feed('not a token')).status).toBe(404)
    // Only the hash is kept: the database alone does not give the URL away.
    const third = await issueCalendarToken(user)
    const stored = await db
      .selectFrom('live_calendar_tokens')
      .selectAll()
      .where('user_id', '=', user)
      .execute()
    expect(stored).toHaveLength(1)
    expect(stored[0].token_hash).not.toContain(third)
  })
})

describe('reminders', () => {
  it('tells those who asked, once per event, PRO-only events to PRO users only, by mail when chosen', async () => {
    const free = await makeUser('free')
    const pro = await makeUser('pro')
    const quiet = await makeUser('free')
    await setReminderPreferences(free.id, { reminders: true, mail: false })
    await setReminderPreferences(pro.id, { reminders: true, mail: true })
    // 40 minutes before Tuesday's PRO class and not near any other event.
    const at = new Date('2026-12-01T21:20:00Z')
    await materialiseSeries(NOW)
    const reminded = await runLiveJob(at)
    expect(reminded).toHaveLength(1)
    expect(await runLiveJob(at)).toEqual([])
    const notes = await db
      .selectFrom('notifications')
      .select(['user_id', 'content'])
      .where('type', '=', 'live_event')
      .execute()
    expect(notes.map((n) => n.user_id)).toEqual([pro.id])
    expect(JSON.parse(notes[0].content).event.id).toBe(reminded[0])
    const mail = await db.selectFrom('outgoing_mail').select(['to_address', 'text_body']).execute()
    expect(mail.filter((m) => m.to_address === pro.email)).toHaveLength(1)
    expect(mail.find((m) => m.to_address === pro.email)?.text_body).toContain(
      'https://trilha.test/br/calendar#event-',
    )
    expect(mail.some((m) => m.to_address === free.email || m.to_address === quiet.email)).toBe(false)
    // The founder's stream on Wednesday reaches the free user too (open event).
    await runLiveJob(new Date('2026-12-02T16:30:00Z'))
    const free2 = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'live_event')
      .where('user_id', '=', free.id)
      .execute()
    expect(free2).toHaveLength(1)
  })
})
