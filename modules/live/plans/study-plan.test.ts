import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs, settle } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import StudyPlanPage, { action, loader } from '../routes/study-plan'
import { studyWeek } from './plans.server'

const stored = (userId: number) =>
  db
    .selectFrom('study_plans')
    .select(['days', 'hours_per_day'])
    .where('user_id', '=', userId)
    .executeTakeFirst()

async function refused(fields: Record<string, string | string[]>, user: { cookie: string }) {
  const res = (await action(routeArgs(post('/gb/study-plan', fields, user)))) as Response
  expect(res.status).toBe(422)
  return (await res.json()) as { initialValue: Record<string, unknown>; error: Record<string, string[]> }
}

describe('/{lang}/study-plan (issue 22)', () => {
  it('sends visitors to log in and shows a new student the default plan', async () => {
    const visitor = await settle(loader(routeArgs(getRequest('/gb/study-plan'))))
    expect(visitor).toBeInstanceOf(Response)
    expect((visitor as Response).headers.get('Location')).toMatch(/login.*study-plan/)
    const student = await makeUser('free')
    const data = await loader(routeArgs(getRequest('/gb/study-plan', student)))
    expect(data).toMatchObject({ chosen: false, plan: { days: [1, 3, 5], hoursPerDay: 2 } })
  })

  it('refuses a plan without days, keeping the hours, and says so on the page', async () => {
    const student = await makeUser('free')
    const reply = await refused({ hours: '3' }, student)
    expect(reply.error.days).toEqual(['errors.noDay'])
    expect(reply.initialValue).toMatchObject({ hours: '3' })
    expect(await stored(student.id)).toBeUndefined()
    const html = await renderRoute('en-GB', ['common', 'study'], StudyPlanPage, {
      loaderData: { plan: { days: [1, 3, 5], hoursPerDay: 2 }, chosen: false, saved: false },
      actionData: reply,
    })
    expect(html).toContain('Select at least one day.')
    expect(html).toContain('value="3"')
    expect(html).toContain('id="study-day-1"')
    // The default plan's boxes are not ticked again: the student unticked them all.
    expect(html).not.toMatch(/<input[^>]*checked=""[^>]*value="1"|<input[^>]*value="1"[^>]*checked=""/)
  })

  it('bounds the hours and the days, keeping the ticked days', async () => {
    const student = await makeUser('free')
    for (const hours of ['0', '12.5', '1.25', 'many', '']) {
      const reply = await refused({ days: ['2', '4'], hours }, student)
      expect(reply.error.hours).toEqual(['errors.hours'])
      expect(reply.initialValue.days).toEqual(['2', '4'])
    }
    const html = await renderRoute('en-GB', ['common', 'study'], StudyPlanPage, {
      loaderData: { plan: { days: [1, 3, 5], hoursPerDay: 2 }, chosen: false, saved: false },
      actionData: await refused({ days: ['2', '4'], hours: '0' }, student),
    })
    const checked = [...html.matchAll(/<input[^>]*>/g)]
      .filter((m) => m[0].includes('checked=""'))
      .map((m) => /value="(\d)"/.exec(m[0])?.[1])
    expect(checked).toEqual(['2', '4'])
    expect(html).toContain('Choose between half an hour and 12 hours a day')
    const badDay = await refused({ days: ['8'], hours: '1' }, student)
    expect(Object.values(badDay.error).flat()).toContain('errors.day')
    expect(await stored(student.id)).toBeUndefined()
  })

  it('saves the days and hours, once each, and replaces them on the next save', async () => {
    const student = await makeUser('free')
    const res = (await action(
      routeArgs(post('/br/study-plan', { days: ['6', '2', '2'], hours: '1.5' }, student)),
    )) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/br/study-plan?saved')
    expect(await stored(student.id)).toEqual({ days: '2,6', hours_per_day: 1.5 })
    await action(routeArgs(post('/br/study-plan', { days: '7', hours: '12' }, student)))
    expect(await stored(student.id)).toEqual({ days: '7', hours_per_day: 12 })
    const data = await loader(routeArgs(getRequest('/br/study-plan?saved', student)))
    expect(data).toMatchObject({ chosen: true, saved: true, plan: { days: [7], hoursPerDay: 12 } })
  })
})

describe('the dashboard week (São Paulo, Monday first)', () => {
  it("counts this week's lessons and their time by São Paulo day against the plan", async () => {
    const student = await makeUser('free')
    await db
      .insertInto('study_plans')
      .values({ user_id: student.id, days: '2,4', hours_per_day: 1.5 })
      .execute()
    // Wednesday 25 Nov 2026, noon in São Paulo (UTC−3): the week runs from 23 Nov 03:00 UTC to 30 Nov 03:00 UTC.
    const now = new Date('2026-11-25T15:00:00Z')
    const lessons = [
      // Sunday 22nd, 23:30 in São Paulo: last week.
      { started: '2026-11-23T02:00:00Z', completed: '2026-11-23T02:30:00Z' },
      // Tuesday: 40 minutes, and a tab left open for 3 hours (counted as 90).
      { started: '2026-11-24T12:00:00Z', completed: '2026-11-24T12:40:00Z' },
      { started: '2026-11-24T13:00:00Z', completed: '2026-11-24T16:00:00Z' },
      // Sunday 29th, 23:30 in São Paulo (Monday in UTC): still this week.
      { started: '2026-11-30T02:20:00Z', completed: '2026-11-30T02:30:00Z' },
    ]
    const course = await makeCourse(
      {},
      lessons.map(() => ({ type: 'text' as const })),
    )
    await db
      .insertInto('lesson_progress')
      .values(
        lessons.map((l, i) => ({
          user_id: student.id,
          lesson_id: course.lessons[i].id,
          started_at: l.started,
          completed_at: l.completed,
        })),
      )
      .execute()
    const week = await studyWeek(student.id, now)
    expect(week).toMatchObject({ chosen: true, plannedHours: 3, lessons: 3, doneMinutes: 140 })
    expect(week.days.map((d) => [d.day, d.planned, d.lessons, d.minutes, d.today])).toEqual([
      ['2026-11-23', 0, 0, 0, false],
      ['2026-11-24', 1.5, 2, 130, false],
      ['2026-11-25', 0, 0, 0, true],
      ['2026-11-26', 1.5, 0, 0, false],
      ['2026-11-27', 0, 0, 0, false],
      ['2026-11-28', 0, 0, 0, false],
      ['2026-11-29', 0, 1, 10, false],
    ])
  })

  it('uses the default plan until the student makes one', async () => {
    const student = await makeUser('free')
    const week = await studyWeek(student.id, new Date('2026-11-25T15:00:00Z'))
    expect(week).toMatchObject({ chosen: false, plannedHours: 6, lessons: 0, doneMinutes: 0 })
    expect(week.days.filter((d) => d.planned).map((d) => d.weekday)).toEqual([1, 3, 5])
  })
})
