import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import {
  routeArgs as call,
  getRequest as get,
  loaded,
  post,
  settle,
  useOwnMediaDir,
} from '~/tests/setup/helpers'
import { action, loader as courseLoader } from './course'

// The page loaders answer data(page, { headers }) (flash.server.ts): the tests read the page.
const loader = (args: Parameters<typeof courseLoader>[0]) => loaded(courseLoader(args))

useOwnMediaDir()

async function errorOf(promise: Promise<unknown>) {
  const res = await settle(promise)
  if (!(res instanceof Response)) throw new Error('expected a thrown Response')
  return { status: res.status, body: (await res.json()) as { kind: string; title: string; message: string } }
}

describe('/{lang}/course/:course_id', () => {
  it('answers an unknown slug with 404 "This course does not exist" in both languages', async () => {
    const gb = await errorOf(loader(call(get('/gb/course/no-such-course'), { course_id: 'no-such-course' })))
    expect(gb).toMatchObject({
      status: 404,
      body: { kind: 'courseNotFound', title: 'This course does not exist' },
    })
    const br = await errorOf(loader(call(get('/br/course/nao-existe'), { course_id: 'nao-existe' })))
    expect(br).toMatchObject({ status: 404, body: { title: 'Esse curso não existe' } })
    const bad = await errorOf(loader(call(get('/br/course/..%2Fx'), { course_id: '../x' })))
    expect(bad.status).toBe(404)
  })

  it('shows a course that is not launch ready, with its flag', async () => {
    const soon = await makeCourse({ is_launch_ready: 0 })
    const student = await makeUser('free')
    const data = await loader(call(get(`/br/course/${soon.slug}`, student), { course_id: soon.slug }))
    expect(data.course).toMatchObject({ slug: soon.slug, isLaunchReady: false })
  })

  it('lists its own competitions, running or to come', async () => {
    const course = await makeCourse()
    const other = await makeCourse()
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()
    await db
      .insertInto('competitions')
      .values([
        {
          title: 'Desafio do curso',
          style: 'trilha',
          starts_at: at(24),
          ends_at: at(27),
          course_id: course.id,
        },
        {
          title: 'Desafio encerrado',
          style: 'trilha',
          starts_at: at(-27),
          ends_at: at(-24),
          course_id: course.id,
        },
        {
          title: 'Desafio de outro curso',
          style: 'trilha',
          starts_at: at(24),
          ends_at: at(27),
          course_id: other.id,
        },
      ])
      .execute()
    const data = await loader(call(get(`/br/course/${course.slug}`), { course_id: course.slug }))
    expect(data.competitions.map((c) => [c.title, c.running])).toEqual([['Desafio do curso', false]])
  })

  it('shows the course: topics with lessons in order, depth, locks, average minutes, prerequisites, video link', async () => {
    const first = await makeCourse()
    const course = await makeCourse(
      {
        is_free: 0,
        description_br: 'Aprenda **tudo**.',
        will_learn_br: '["Variáveis","Laços"]',
        will_learn_gb: '["Variables","Loops"]',
        video_gb: 'abcdefghijk',
        workload_hours: 30,
      },
      [
        { type: 'text', topic: 0, preview: true },
        { type: 'text', topic: 0, depth: 2 },
        { type: 'text', topic: 1, availableFrom: '2999-01-01T00:00:00Z' },
      ],
    )
    await db
      .insertInto('course_prerequisites')
      .values({ course_id: course.id, required_course_id: first.id })
      .execute()
    // Two students took 10 and 20 minutes on the first lesson: the average is 15.
    for (const minutes of [10, 20]) {
      const u = await makeUser('free')
      await db
        .insertInto('lesson_progress')
        .values({
          user_id: u.id,
          lesson_id: course.lessons[0].id,
          started_at: '2026-01-01T10:00:00.000Z',
          completed_at: new Date(Date.parse('2026-01-01T10:00:00.000Z') + minutes * 60_000).toISOString(),
        })
        .execute()
    }
    const data = await loader(call(get(`/gb/course/${course.slug}`), { course_id: course.slug }))
    expect(data.meta.title).toBe(data.course.title)
    expect(data.course).toMatchObject({
      weeks: 5,
      isFree: false,
      willLearn: ['Variables', 'Loops'],
      video: { kind: 'youtube', url: 'https://www.youtube.com/watch?v=abcdefghijk' },
      prerequisites: [{ slug: first.slug, title: expect.stringMatching(/^Course /) }],
    })
    expect(data.course.descriptionHtml).toContain('tudo')
    expect(data.topics.map((t) => t.title)).toEqual(['Topic 1', 'Topic 2'])
    const [a, b] = data.topics[0].lessons
    expect(a).toMatchObject({
      id: course.lessons[0].id,
      freePreview: true,
      lock: null,
      avgMinutes: 15,
      depth: 0,
    })
    expect(b).toMatchObject({ id: course.lessons[1].id, lock: 'pro', avgMinutes: null, depth: 2 })
    expect(data.topics[1].lessons[0]).toMatchObject({ lock: 'pro' })
    expect(data.loggedIn).toBe(false)
    expect(data.enrolled).toBe(false)

    const pro = await makeUser('pro')
    const asPro = await loader(call(get(`/br/course/${course.slug}`, pro), { course_id: course.slug }))
    expect(asPro.topics[0].lessons[1].lock).toBeNull()
    expect(asPro.topics[1].lessons[0].lock).toBe('not_yet')
  })

  it('starts a course with a POST (enrollment) and continues at the first lesson not completed', async () => {
    const course = await makeCourse()
    const student = await makeUser('free')
    const res = (await action(
      call(post(`/br/course/${course.slug}`, { intent: 'start' }, student), { course_id: course.slug }),
    )) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/br/course/${course.slug}/lesson/${course.lessons[0].id}`)
    const enrollment = await db
      .selectFrom('course_enrollments')
      .selectAll()
      .where('user_id', '=', student.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst()
    expect(enrollment).toMatchObject({ completed_at: null })
    await db
      .insertInto('lesson_progress')
      .values({
        user_id: student.id,
        lesson_id: course.lessons[0].id,
        completed_at: new Date().toISOString(),
      })
      .execute()
    const data = await loader(call(get(`/br/course/${course.slug}`, student), { course_id: course.slug }))
    expect(data).toMatchObject({ enrolled: true, completedLessons: 1, totalLessons: 2 })
    expect(data.continueLessonId).toBe(course.lessons[1].id)
  })

  it('sends visitors to log in, refuses a locked course with 403, and 422 on a bad intent', async () => {
    const course = await makeCourse({ is_locked: 1 })
    const anon = await settle(
      action(call(post(`/gb/course/${course.slug}`, { intent: 'start' }), { course_id: course.slug })),
    )
    expect((anon as Response).status).toBe(302)
    expect((anon as Response).headers.get('location')).toBe(
      `/gb/login?login=true&redirectTo=${encodeURIComponent(`/gb/course/${course.slug}`)}`,
    )
    const student = await makeUser('free')
    const locked = await errorOf(
      action(
        call(post(`/gb/course/${course.slug}`, { intent: 'start' }, student), { course_id: course.slug }),
      ),
    )
    expect(locked).toMatchObject({
      status: 403,
      body: { kind: 'locked', title: 'This course is not accessible yet' },
    })
    const page = await loader(call(get(`/gb/course/${course.slug}`, student), { course_id: course.slug }))
    expect(page.course.isLocked).toBe(true)
    expect(page.canStart).toBe(false)
    expect(page.topics[0].lessons.every((l) => l.lock === 'locked')).toBe(true)
    const open = await makeCourse()
    const bad = (await action(
      call(post(`/gb/course/${open.slug}`, { intent: 'nope' }, student), { course_id: open.slug }),
    )) as Response
    expect(bad.status).toBe(422)
    const plain = (await action(
      call(
        new Request(`http://test/gb/course/${open.slug}`, {
          method: 'POST',
          body: 'intent=start',
          headers: { 'content-type': 'text/plain', cookie: student.cookie },
        }),
        { course_id: open.slug },
      ),
    )) as Response
    expect(plain.status).toBe(415)
    expect(await plain.json()).toEqual({
      error: 'This form could not be read. Reload the page and send it again.',
    })
  })
})

describe('the time to finish at the study plan (issue 22)', () => {
  it('estimates a visitor at 3 days × 2 hours from the workload', async () => {
    // 24 h over 2 lessons, nothing measured: 1440 min = 12 days of 2 h = 4 weeks of 3 days.
    const course = await makeCourse({ workload_hours: 24 })
    const data = await loader(call(get(`/gb/course/${course.slug}`), { course_id: course.slug }))
    expect(data.estimate).toEqual({
      plan: { days: [1, 3, 5], hoursPerDay: 2 },
      chosen: false,
      finish: { minutes: 1440, sessions: 12, weeks: 4 },
    })
  })

  it("counts what is left at the student's plan, measured lesson times first", async () => {
    const course = await makeCourse({ workload_hours: 24 }, [
      { type: 'text' },
      { type: 'text' },
      { type: 'text' },
    ])
    const [first, second] = course.lessons
    const student = await makeUser('free')
    await db
      .insertInto('study_plans')
      .values({ user_id: student.id, days: '2,4', hours_per_day: 1.5 })
      .execute()
    await db
      .insertInto('lesson_progress')
      .values({ user_id: student.id, lesson_id: first.id, completed_at: '2026-11-02T10:00:00Z' })
      .execute()
    // Another student took 30 minutes on the second lesson: its median replaces its 480-minute share.
    const other = await makeUser('free')
    await db
      .insertInto('lesson_progress')
      .values({
        user_id: other.id,
        lesson_id: second.id,
        started_at: '2026-11-02T10:00:00Z',
        completed_at: '2026-11-02T10:30:00Z',
      })
      .execute()
    const data = await loader(call(get(`/gb/course/${course.slug}`, student), { course_id: course.slug }))
    // 30 + 480 = 510 min; 90-minute days: 6 days; 2 a week: 3 weeks.
    expect(data.estimate).toEqual({
      plan: { days: [2, 4], hoursPerDay: 1.5 },
      chosen: true,
      finish: { minutes: 510, sessions: 6, weeks: 3 },
    })
  })

  it('has no estimate once every lesson is done, or for a course without workload or times', async () => {
    const course = await makeCourse({ workload_hours: 0 })
    const data = await loader(call(get(`/gb/course/${course.slug}`), { course_id: course.slug }))
    expect(data.estimate.finish).toBeNull()
  })
})
