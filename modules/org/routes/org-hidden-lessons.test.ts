import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { getDashboard } from '~/modules/learning'
import { loader as coursePage } from '~/modules/learning/routes/course'
import { loader as coursesPage } from '~/modules/learning/routes/courses'
import { loader as lessonPage, send } from '~/modules/learning/routes/lesson-test-helpers'
import { makeCourse, makeUser } from '~/tests/factories'
import { getRequest, loaded, routeArgs } from '~/tests/setup/helpers'
import { addCourse, setShownLessons } from '../courses/courses.server'
import { startOrgCourses } from '../start.server'
import { makeOrg, orgUser } from '../test-helpers'

// ADR 024: the lessons an organization leaves out of a course are out of its students' course page (listed
// apart, marked), of previous/next and of the counts; a student of two organizations gets both selections.

let stop = () => {}
beforeAll(() => {
  stop = startOrgCourses()
})
afterAll(() => stop())

type User = Awaited<ReturnType<typeof makeUser>>

const course = async (slug: string, user: User) =>
  loaded(coursePage(routeArgs(getRequest(`/br/course/${slug}`, user), { course_id: slug })))
const lesson = (slug: string, id: number, user: User) =>
  lessonPage(
    routeArgs(getRequest(`/br/course/${slug}/lesson/${id}`, user), {
      course_id: slug,
      lesson_id: String(id),
    }),
  )
const topicIds = (page: Awaited<ReturnType<typeof course>>) =>
  page.topics.flatMap((t) => t.lessons.map((l) => l.id))

/** A course of five text lessons whose organization offers all but the second and the fourth. */
async function setUp() {
  const org = await makeOrg('Escola Parcial')
  const made = await makeCourse(
    {},
    Array.from({ length: 5 }, () => ({ type: 'text' as const })),
  )
  const [l1, l2, l3, l4, l5] = made.lessons.map((l) => l.id)
  await addCourse(org, made.id)
  await setShownLessons(org, made.id, [l1, l3, l5])
  const student = await orgUser(org, 'student')
  return { org, made, student, l1, l2, l3, l4, l5 }
}

describe('lessons an organization does not offer', () => {
  it('are out of its student’s course page, counts and progress, listed apart and marked', async () => {
    const { made, student, l1, l2, l3, l4, l5 } = await setUp()
    // Completing a hidden lesson does not count towards the organization's course.
    expect((await send(made.slug, l2, { intent: 'understood' }, student)).status).toBe(302)
    await send(made.slug, l1, { intent: 'understood' }, student)
    const page = await course(made.slug, student)
    expect(topicIds(page)).toEqual([l1, l3, l5])
    expect(page.organization).toMatchObject({ name: 'Escola Parcial' })
    expect(page.organization?.notOffered.map((l) => l.id)).toEqual([l2, l4])
    expect([page.totalLessons, page.completedLessons, page.continueLessonId]).toEqual([3, 1, l3])
    // The courses page's card says the same.
    const cards = await loaded(coursesPage(routeArgs(getRequest('/br/courses', student))))
    expect(cards.organizations[0].courses.map((c) => [c.id, c.lessons, c.progress?.completed])).toEqual([
      [made.id, 3, 1],
    ])
  })

  it('are skipped by previous/next; one opened by link says so and leads back into the organization’s course', async () => {
    const { made, student, l1, l2, l3, l4, l5 } = await setUp()
    const third = await lesson(made.slug, l3, student)
    expect([third.prev?.id, third.next?.id]).toEqual([l1, l5])
    expect(third.lessons.map((l) => l.id)).toEqual([l1, l3, l5])
    expect(third.organization).toEqual({ name: 'Escola Parcial', lessonOffered: true })
    const hidden = await lesson(made.slug, l4, student)
    expect(hidden.organization).toEqual({ name: 'Escola Parcial', lessonOffered: false })
    expect([hidden.prev?.id, hidden.next?.id]).toEqual([l3, l5])
    expect(hidden.lessons.map((l) => l.id)).toEqual([l1, l3, l4, l5])
    // "Understood" goes to the next offered lesson.
    expect((await send(made.slug, l1, { intent: 'understood' }, student)).headers.get('location')).toBe(
      `/br/course/${made.slug}/lesson/${l3}`,
    )
    expect((await send(made.slug, l2, { intent: 'understood' }, student)).headers.get('location')).toBe(
      `/br/course/${made.slug}/lesson/${l3}`,
    )
  })

  it('the organization’s last lesson done: the course page says so; the course (and certificate) needs every lesson', async () => {
    const { made, student, l1, l2, l3, l4, l5 } = await setUp()
    for (const id of [l1, l3]) await send(made.slug, id, { intent: 'understood' }, student)
    const done = await send(made.slug, l5, { intent: 'understood' }, student)
    expect(done.headers.get('location')).toBe(`/br/course/${made.slug}`)
    const cookie = `${student.cookie}; ${done.headers.get('set-cookie')?.split(';')[0]}`
    const page = await loaded(
      coursePage(routeArgs(getRequest(`/br/course/${made.slug}`, { cookie }), { course_id: made.slug })),
    )
    expect([page.offeredDone, page.courseCompleted, page.completedLessons, page.totalLessons]).toEqual([
      true,
      false,
      3,
      3,
    ])
    for (const id of [l2, l4]) await send(made.slug, id, { intent: 'understood' }, student)
    expect((await course(made.slug, student)).courseCompleted).toBe(true)
  })

  it('teachers, managers and non-members see the whole course', async () => {
    const { org, made, l1, l2, l3, l4, l5 } = await setUp()
    for (const who of [await orgUser(org, 'professor'), await orgUser(org, 'manager'), await makeUser()]) {
      const page = await course(made.slug, who)
      expect(topicIds(page)).toEqual([l1, l2, l3, l4, l5])
      expect([page.organization, page.totalLessons]).toEqual([null, 5])
      const second = await lesson(made.slug, l2, who)
      expect([second.prev?.id, second.next?.id, second.organization]).toEqual([l1, l3, null])
    }
  })
})

describe('a student of two organizations', () => {
  it('gets each one’s courses under its name in join order; a lesson is out only if every organization offering it leaves it out', async () => {
    const [first, second] = [await makeOrg('Escola Primeira'), await makeOrg('Escola Segunda')]
    const shared = await makeCourse({}, [{ type: 'text' }, { type: 'text' }, { type: 'text' }])
    const own = await makeCourse()
    const [s1, s2, s3] = shared.lessons.map((l) => l.id)
    await addCourse(first, shared.id)
    await setShownLessons(first, shared.id, [s1])
    await addCourse(second, own.id)
    await addCourse(second, shared.id)
    await setShownLessons(second, shared.id, [s1, s2])
    const student = await orgUser(first, 'student')
    await db
      .insertInto('organization_members')
      .values({
        institution_id: second,
        user_id: student.id,
        role: 'student',
        created_at: '2999-01-01T00:00:00Z',
      })
      .execute()

    const cards = await loaded(coursesPage(routeArgs(getRequest('/br/courses', student))))
    // The shared course once, under the first organization; only s3 is left out by both.
    expect(cards.organizations.map((o) => [o.name, o.courses.map((c) => [c.id, c.lessons])])).toEqual([
      ['Escola Primeira', [[shared.id, 2]]],
      ['Escola Segunda', [[own.id, 2]]],
    ])
    const page = await course(shared.slug, student)
    expect(topicIds(page)).toEqual([s1, s2])
    expect(page.organization?.name).toBe('Escola Primeira')
    expect(page.organization?.notOffered.map((l) => l.id)).toEqual([s3])
    // The dashboard suggests the organizations' courses in that order.
    expect((await getDashboard(student.session, 'pt-BR')).nextCourse?.slug).toBe(shared.slug)

    // Leaving the first organization: the second one's selection, with its own hidden lessons.
    await db
      .deleteFrom('organization_members')
      .where('institution_id', '=', first)
      .where('user_id', '=', student.id)
      .execute()
    const after = await loaded(coursesPage(routeArgs(getRequest('/br/courses', student))))
    expect(after.organizations.map((o) => [o.name, o.courses.map((c) => [c.id, c.lessons])])).toEqual([
      [
        'Escola Segunda',
        [
          [own.id, 2],
          [shared.id, 2],
        ],
      ],
    ])
  })
})
