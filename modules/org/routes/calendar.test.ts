import { createHash } from 'node:crypto'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { exerciseRow, makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs, setCookies, withCookies } from '~/tests/setup/helpers'
import { makeOrg, orgUser, replied, response } from '../test-helpers'
import * as calendar from './api.calendar'
import * as classPage from './class'
import * as classForm from './class-form'
import * as classes from './classes'
import * as discussion from './discussion'
import * as listForm from './list-form'

async function classWithList(title: string) {
  const org = await makeOrg()
  const prof = await orgUser(org, 'professor')
  const made = await response(
    classForm.action(routeArgs(post('/br/programming-classes/new', { title }, prof))),
  )
  const id = /(\d+)$/.exec(made.headers.get('Location')!)![1]
  const fields = {
    title: 'Lista; com, vírgulas',
    description: 'Linha 1\nLinha 2',
    startsAt: '2026-11-24T08:00',
    endsAt: '2026-12-01T00:00',
    item: String(await exerciseRow()),
    intent: 'save',
  }
  await response(
    listForm.action(routeArgs(post(`/br/programming-class/${id}/list/new`, fields, prof), { id })),
  )
  return { id, prof }
}

const feed = (token: string) =>
  calendar.loader(
    routeArgs(getRequest(`/api/org/calendar/${token}.ics`), { file: `${token}.ics` }),
  ) as Promise<Response>

describe('class calendar feed', () => {
  it('serves the lists as events (stable UIDs, UTC) behind a token that can be changed and turned off', async () => {
    const { id, prof } = await classWithList('Turma ICS, noite')
    const stored = async () =>
      (
        await db
          .selectFrom('org_classes')
          .select('ics_token_hash')
          .where('id', '=', Number(id))
          .executeTakeFirstOrThrow()
      ).ics_token_hash
    expect(await stored()).toBeNull()
    // The new address is shown once, to the teacher, on the configured public origin (the request's host is
    // "test"); the database keeps only its SHA-256.
    const renew = async () => {
      const made = await response(
        classPage.action(
          routeArgs(post(`/br/programming-class/${id}`, { intent: 'renew-calendar' }, prof), { id }),
        ),
      )
      const url = `/br/programming-class/${id}?tab=calendar`
      const page = await loaded(
        classPage.loader(routeArgs(withCookies(getRequest(url, prof), setCookies(made)), { id })),
      )
      const again = await loaded(classPage.loader(routeArgs(getRequest(url, prof), { id })))
      expect(again.cls.feedUrl).toBeNull()
      expect(again.cls.hasFeed).toBe(true)
      const m = /^https:\/\/trilha\.test\/api\/org\/calendar\/([A-Za-z0-9_-]{32})\.ics$/.exec(
        page.cls.feedUrl ?? '',
      )
      expect(m).not.toBeNull()
      expect(await stored()).toBe(createHash('sha256').update(m![1]).digest('hex'))
      return m![1]
    }
    const first = await renew()
    const res = await feed(first)
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    const text = await res.text()
    const cal = new ICAL.Component(ICAL.parse(text))
    // The calendar's name as calendar apps read it (ical-generator writes it as typed).
    expect(text).toContain('X-WR-CALNAME:Turma ICS, noite\r\n')
    const [event] = cal.getAllSubcomponents('vevent')
    const listId = (
      await db
        .selectFrom('org_lists')
        .select('id')
        .where('class_id', '=', Number(id))
        .executeTakeFirstOrThrow()
    ).id
    expect(event.getFirstPropertyValue('uid')).toBe(`org-list-${listId}@trilha.test`)
    expect(event.getFirstPropertyValue('summary')).toBe('Turma ICS, noite: Lista; com, vírgulas')
    expect(event.getFirstPropertyValue('description')).toBe('Linha 1\nLinha 2')
    // Midnight in São Paulo is 03:00 UTC, written in UTC.
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    )
    expect(text).toContain('DTEND:20261201T030000Z')
    // The same feed again: the same UID. A new token revokes the old one; turning it off revokes both.
    expect(await (await feed(first)).text()).toBe(text)
    const second = await renew()
    expect((await feed(first)).status).toBe(404)
    expect((await feed(second)).status).toBe(200)
    await response(
      classPage.action(
        routeArgs(post(`/br/programming-class/${id}`, { intent: 'revoke-calendar' }, prof), { id }),
      ),
    )
    expect((await feed(second)).status).toBe(404)
    expect((await feed('short')).status).toBe(404)
    // A student may see the address but not change it.
    const student = await makeUser()
    const { join_code } = await db
      .selectFrom('org_classes')
      .select('join_code')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    await response(classes.action(routeArgs(post('/br/programming-classes', { code: join_code }, student))))
    const refused = await response(
      classPage.action(
        routeArgs(post(`/br/programming-class/${id}`, { intent: 'renew-calendar' }, student), { id }),
      ),
    )
    expect(refused.status).toBe(404)
  })
})

describe('class discussion', () => {
  it('members post and reply; an empty post keeps the form; outsiders get 404', async () => {
    const { id, prof } = await classWithList('Turma D')
    const url = `/br/programming-class/${id}/discussion`
    const empty = replied(await discussion.action(routeArgs(post(url, { body: '   ' }, prof), { id })))
    expect(empty.init?.status).toBe(422)
    await response(discussion.action(routeArgs(post(url, { body: 'Prova na quinta!' }, prof), { id })))
    const page = (await discussion.loader(routeArgs(getRequest(url, prof), { id }))) as {
      posts: { id: number; body: string; replies: { body: string }[] }[]
    }
    const postId = String(page.posts[0].id)
    await response(
      discussion.action(routeArgs(post(url, { body: 'Combinado.', parent: postId }, prof), { id })),
    )
    const after = (await discussion.loader(routeArgs(getRequest(url, prof), { id }))) as typeof page
    expect(after.posts.map((p) => [p.body, p.replies.map((r) => r.body)])).toEqual([
      ['Prova na quinta!', ['Combinado.']],
    ])
    const outsider = await makeUser()
    expect((await response(discussion.loader(routeArgs(getRequest(url, outsider), { id })))).status).toBe(404)
    expect(
      (await response(discussion.action(routeArgs(post(url, { body: 'oi' }, outsider), { id })))).status,
    ).toBe(404)
  })
})
