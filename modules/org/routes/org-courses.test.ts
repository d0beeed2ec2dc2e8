import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { getDashboard } from '~/modules/learning'
import { loader as coursesPage } from '~/modules/learning/routes/courses'
import { makeCourse, makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs } from '~/tests/setup/helpers'
import { startOrgCourses } from '../start.server'
import { makeOrg, orgUser, response } from '../test-helpers'
import * as configure from './org-configure-courses'
import * as tab from './org-courses'

// ADR 024: managers choose the organization's courses, their order and lessons; its students see them first.

let stop = () => {}
beforeAll(() => {
  stop = startOrgCourses()
})
afterAll(() => stop())

const status = async (p: Promise<unknown>) => (await response(p)).status

async function setUp() {
  const org = await makeOrg('Escola Cursos')
  const id = String(org)
  const manager = await orgUser(org, 'manager')
  const url = `/br/organization/${id}/configure-courses`
  const send = (fields: Record<string, string | string[]>, who = manager) =>
    response(configure.action(routeArgs(post(url, fields, who), { id })))
  const page = async (who = manager) =>
    (await loaded(configure.loader(routeArgs(getRequest(url, who), { id })))) as Awaited<
      ReturnType<typeof configure.loader>
    >
  return { org, id, manager, url, send, page }
}

describe('organization course configuration', () => {
  it('adds, orders, removes courses and hides lessons, one POST each, back to the page', async () => {
    const { send, page, url } = await setUp()
    const a = await makeCourse({}, [{ type: 'text' }, { type: 'text' }, { type: 'text' }])
    const b = await makeCourse()
    const added = await send({ intent: 'add', courseId: String(a.id) })
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(`${url}#course-${a.id}`)
    await send({ intent: 'add', courseId: String(b.id) })
    // Adding twice changes nothing.
    await send({ intent: 'add', courseId: String(b.id) })
    expect((await page()).courses.map((c) => c.id)).toEqual([a.id, b.id])
    expect((await page()).choices.map((c) => c.id)).not.toContain(a.id)
    await send({ intent: 'up', courseId: String(b.id) })
    expect((await page()).courses.map((c) => c.id)).toEqual([b.id, a.id])
    // Up at the top does nothing.
    await send({ intent: 'up', courseId: String(b.id) })
    expect((await page()).courses.map((c) => c.id)).toEqual([b.id, a.id])
    await send({ intent: 'down', courseId: String(b.id) })
    expect((await page()).courses.map((c) => c.id)).toEqual([a.id, b.id])
    // Offer only the first and last lesson of A; a lesson of another course in the form is ignored.
    const [first, middle, last] = a.lessons
    await send({
      intent: 'lessons',
      courseId: String(a.id),
      lesson: [String(first.id), String(last.id), String(b.lessons[0].id)],
    })
    const shown = (await page()).courses[0].lessons.map((l) => [l.id, l.shown])
    expect(shown).toEqual([
      [first.id, true],
      [middle.id, false],
      [last.id, true],
    ])
    await send({ intent: 'remove', courseId: String(a.id) })
    expect((await page()).courses.map((c) => c.id)).toEqual([b.id])
    expect(
      await db
        .selectFrom('org_hidden_lessons')
        .select('lesson_id')
        .where('lesson_id', '=', middle.id)
        .execute(),
    ).toEqual([])
  })

  it('refuses bad input without a change and without a 500', async () => {
    const { send, page } = await setUp()
    const bad: Record<string, string | string[]>[] = [
      {},
      { intent: 'add', courseId: 'abc' },
      { intent: 'add', courseId: '-3' },
      { intent: 'explode', courseId: '1' },
      { intent: 'lessons', courseId: '1', lesson: ['x'] },
      { intent: 'add', courseId: '999999' },
    ]
    for (const fields of bad) expect((await send(fields)).status).toBe(303)
    expect((await page()).courses).toEqual([])
  })

  it('is for the organization’s managers: professors, students and outsiders get 404', async () => {
    const { org, id, send, url } = await setUp()
    const course = await makeCourse()
    for (const who of [await orgUser(org, 'professor'), await orgUser(org, 'student'), await makeUser()]) {
      expect(await status(configure.loader(routeArgs(getRequest(url, who), { id })))).toBe(404)
      expect(
        await status(tab.loader(routeArgs(getRequest(`/br/organization/${id}/courses`, who), { id }))),
      ).toBe(404)
      expect((await send({ intent: 'add', courseId: String(course.id) }, who)).status).toBe(404)
    }
    expect(
      await db.selectFrom('org_courses').select('course_id').where('organization_id', '=', org).execute(),
    ).toEqual([])
  })

  it('puts the selection first on a student’s courses page and dashboard, without unselected lessons', async () => {
    const { org, send } = await setUp()
    const a = await makeCourse({}, [{ type: 'text' }, { type: 'text' }])
    const b = await makeCourse({}, [{ type: 'text' }, { type: 'text' }])
    await send({ intent: 'add', courseId: String(b.id) })
    await send({ intent: 'add', courseId: String(a.id) })
    await send({ intent: 'lessons', courseId: String(a.id), lesson: [String(a.lessons[1].id)] })
    const student = await orgUser(org, 'student')
    const list = await loaded(coursesPage(routeArgs(getRequest('/br/courses', student))))
    expect(list.organizations.map((o) => o.name)).toEqual(['Escola Cursos'])
    expect(list.organizations[0].courses.map((c) => [c.id, c.lessons])).toEqual([
      [b.id, 2],
      [a.id, 1],
    ])
    // Not twice: the chosen courses leave the tracks below.
    const rest = [...list.tracks.language, ...list.tracks.professional].map((c) => c.id)
    expect(rest).not.toContain(a.id)
    expect(rest).not.toContain(b.id)
    // The dashboard suggests the organization's first course, and "continue" skips the hidden lesson.
    const dashboard = await getDashboard(student.session, 'pt-BR')
    expect(dashboard.nextCourse?.slug).toBe(b.slug)
    await db
      .insertInto('course_enrollments')
      .values({ user_id: student.id, course_id: a.id, last_seen_at: new Date().toISOString() })
      .execute()
    expect((await getDashboard(student.session, 'pt-BR')).continueLesson?.lessonId).toBe(a.lessons[1].id)
    // Anyone else (a professor of the organization, an outsider) sees the catalogue as it was.
    for (const who of [await orgUser(org, 'professor'), await makeUser()]) {
      const page = await loaded(coursesPage(routeArgs(getRequest('/br/courses', who))))
      expect(page.organizations).toEqual([])
      expect([...page.tracks.language, ...page.tracks.professional].map((c) => c.id)).toContain(a.id)
    }
  })
})
