import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { addSubmission, exerciseRow, makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs } from '~/tests/setup/helpers'
import { makeOrg, orgUser, replied, response } from '../test-helpers'
import * as classPage from './class'
import * as classForm from './class-form'
import * as classes from './classes'
import * as list from './list'
import * as listForm from './list-form'

const location = (r: Response) => r.headers.get('Location') ?? ''

async function newClass(professor: { cookie: string }, fields: Record<string, string> = {}) {
  const r = await response(
    classForm.action(
      routeArgs(post('/br/programming-classes/new', { title: 'Turma A', ...fields }, professor)),
    ),
  )
  const id = /programming-class\/(\d+)$/.exec(location(r))?.[1]
  expect(id).toBeTruthy()
  return id!
}

async function joinCode(classId: string) {
  const row = await db
    .selectFrom('org_classes')
    .select('join_code')
    .where('id', '=', Number(classId))
    .executeTakeFirstOrThrow()
  return row.join_code
}

const status = async (p: Promise<unknown>) => (await response(p)).status

describe('classes', () => {
  it('a professor creates a class; a class without a title is refused with the values kept', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const bad = replied(
      await classForm.action(
        routeArgs(post('/br/programming-classes/new', { title: ' ', caption: 'Noite' }, prof)),
      ),
    )
    expect(bad.init?.status).toBe(422)
    expect(bad.data.values).toMatchObject({ caption: 'Noite' })
    expect(bad.data.errors).toEqual({ title: 'required' })
    const id = await newClass(prof, { caption: 'Noite' })
    const cls = await db
      .selectFrom('org_classes')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    expect(cls).toMatchObject({
      title: 'Turma A',
      caption: 'Noite',
      professor_id: prof.id,
      institution_id: org,
    })
    // A free user of no organization may not create one.
    const free = await makeUser()
    expect(await status(classForm.loader(routeArgs(getRequest('/br/programming-classes/new', free))))).toBe(
      404,
    )
  })

  it('students join with the code; invite-only classes refuse others; a removed student loses access', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const id = await newClass(prof)
    const student = await makeUser()
    const joined = await response(
      classes.action(
        routeArgs(post('/br/programming-classes', { code: (await joinCode(id)).toLowerCase() }, student)),
      ),
    )
    expect(location(joined)).toBe(`/br/programming-class/${id}`)
    const view = await loaded(
      classPage.loader(routeArgs(getRequest(`/br/programming-class/${id}`, student), { id })),
    )
    expect(view.cls.joinCode).toBeNull()

    const closed = await newClass(prof, { inviteOnly: 'on', invites: 'convidada@example.com' })
    const refused = replied(
      await classes.action(
        routeArgs(post('/br/programming-classes', { code: await joinCode(closed) }, student)),
      ),
    )
    expect(refused.init?.status).toBe(403)
    expect(refused.data.refusal).toBe('invite_only')
    const unknown = replied(
      await classes.action(routeArgs(post('/br/programming-classes', { code: 'NOPE' }, student))),
    )
    expect(unknown.data.refusal).toBe('unknown_code')

    await response(
      classPage.action(
        routeArgs(
          post(`/br/programming-class/${id}`, { intent: 'remove', userId: String(student.id) }, prof),
          { id },
        ),
      ),
    )
    expect(
      await status(classPage.loader(routeArgs(getRequest(`/br/programming-class/${id}`, student), { id }))),
    ).toBe(404)
  })

  it("a professor of class B gets 404 on class A's pages; a student cannot open another class's list", async () => {
    const org = await makeOrg()
    const profA = await orgUser(org, 'professor')
    const profB = await orgUser(org, 'professor')
    const a = await newClass(profA)
    const ex = await exerciseRow()
    const now = Date.now()
    const listId = await createList(profA, a, ex, now - 86_400_000, now + 86_400_000)
    const b = await newClass(profB)
    const studentB = await makeUser()
    await response(
      classes.action(routeArgs(post('/br/programming-classes', { code: await joinCode(b) }, studentB))),
    )
    for (const who of [profB, studentB]) {
      expect(
        await status(classPage.loader(routeArgs(getRequest(`/br/programming-class/${a}`, who), { id: a }))),
      ).toBe(404)
      expect(
        await status(
          list.loader(
            routeArgs(getRequest(`/br/programming-class/${a}/list/${listId}`, who), { id: a, listId }),
          ),
        ),
      ).toBe(404)
      expect(
        await status(
          classForm.loader(routeArgs(getRequest(`/br/programming-class/${a}/edit`, who), { id: a })),
        ),
      ).toBe(404)
    }
    // The list of class A under class B's address is not B's list either.
    expect(
      await status(
        list.loader(
          routeArgs(getRequest(`/br/programming-class/${b}/list/${listId}`, profB), { id: b, listId }),
        ),
      ),
    ).toBe(404)
    // Bad ids are 404s, never 500s.
    for (const id of ['abc', '0', '99999999', '1e3'])
      expect(
        await status(classPage.loader(routeArgs(getRequest(`/br/programming-class/${id}`, profA), { id }))),
      ).toBe(404)
  })

  it('a visitor logs in and comes back', async () => {
    const r = await response(classes.loader(routeArgs(getRequest('/br/programming-classes'))))
    expect(location(r)).toBe('/br/login?login=true&redirectTo=%2Fbr%2Fprogramming-classes')
  })
})

async function createList(prof: { cookie: string }, classId: string, ex: number, start: number, end: number) {
  const local = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 16) // São Paulo has no summer time since 2019
  const r = await response(
    listForm.action(
      routeArgs(
        post(
          `/br/programming-class/${classId}/list/new`,
          {
            title: 'Lista 1',
            startsAt: local(start),
            endsAt: local(end),
            latePolicy: 'closed',
            item: String(ex),
            intent: 'save',
          },
          prof,
        ),
        { id: classId },
      ),
    ),
  )
  const id = /list\/(\d+)$/.exec(location(r))?.[1]
  expect(id).toBeTruthy()
  return id!
}

describe('exercise lists', () => {
  it('refuses an end before the start and an empty list, keeping what was typed', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const id = await newClass(prof)
    const ex = await exerciseRow()
    const url = `/br/programming-class/${id}/list/new`
    const bad = replied(
      await listForm.action(
        routeArgs(
          post(
            url,
            {
              title: 'Semana 1',
              startsAt: '2026-12-02T10:00',
              endsAt: '2026-12-01T10:00',
              item: String(ex),
              intent: 'save',
            },
            prof,
          ),
          { id },
        ),
      ),
    )
    expect(bad.init?.status).toBe(422)
    expect(bad.data.errors).toEqual({ endsAt: 'endBeforeStart' })
    expect(bad.data.values).toMatchObject({ title: 'Semana 1', startsAt: '2026-12-02T10:00' })
    expect(bad.data.picked).toEqual([expect.objectContaining({ id: ex })])
    const empty = replied(
      await listForm.action(
        routeArgs(
          post(
            url,
            { title: 'Semana 1', startsAt: '2026-12-01T10:00', endsAt: '2026-12-02T10:00', intent: 'save' },
            prof,
          ),
          { id },
        ),
      ),
    )
    expect(empty.data.errors).toEqual({ items: 'empty' })
  })

  it('reorders without writing, saves in order, and a student sees the statuses of the window', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const id = await newClass(prof)
    const [e1, e2, e3] = [await exerciseRow(), await exerciseRow(), await exerciseRow()]
    const url = `/br/programming-class/${id}/list/new`
    const fields = {
      title: 'Semana 1',
      startsAt: '2026-01-01T08:00',
      endsAt: '2036-01-01T08:00',
      latePolicy: 'closed',
    }
    const moved = replied(
      await listForm.action(
        routeArgs(
          post(url, { ...fields, item: [String(e1), String(e2), String(e3)], intent: `down:${e1}` }, prof),
          { id },
        ),
      ),
    )
    expect((moved.data.picked as { id: number }[]).map((p) => p.id)).toEqual([e2, e1, e3])
    expect(
      await db.selectFrom('org_lists').select('id').where('class_id', '=', Number(id)).execute(),
    ).toEqual([])
    const saved = await response(
      listForm.action(
        routeArgs(
          post(url, { ...fields, item: [String(e2), String(e1), String(e3)], intent: 'save' }, prof),
          { id },
        ),
      ),
    )
    const listId = /list\/(\d+)$/.exec(location(saved))![1]
    const student = await makeUser()
    await response(
      classes.action(routeArgs(post('/br/programming-classes', { code: await joinCode(id) }, student))),
    )
    await addSubmission(student.id, e1, { created_at: '2025-12-31T12:00:00.000Z' }) // before the start: not the list's
    await addSubmission(student.id, e2, { created_at: '2026-06-01T12:00:00.000Z' })
    await addSubmission(student.id, e3, { status: 'wrong_answer', created_at: '2026-06-01T12:00:00.000Z' })
    const page = (await list.loader(
      routeArgs(getRequest(`/br/programming-class/${id}/list/${listId}`, student), { id, listId }),
    )) as {
      items: { id: number; mine: { status: string } }[]
    }
    expect(page.items.map((i) => [i.id, i.mine.status])).toEqual([
      [e2, 'solved'],
      [e1, 'not_started'],
      [e3, 'tried'],
    ])
  })
})
