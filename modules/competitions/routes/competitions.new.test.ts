import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeExercise, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post, settle } from '~/tests/setup/helpers'
import { type User, followCookies, statusOf } from '../competition-test-helpers'
import { action as pageAction, loader as pageLoader } from './competition'
import { action, loader } from './competitions.new'

useOwnJudgeDataDir()

/** A datetime-local value `days` from now (São Paulo wall clock is close enough: only the future matters). */
const local = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}

const fields = (exercises: number[], extra: Record<string, string> = {}) => ({
  title: 'Maratona da turma',
  description: 'Boa **sorte**!',
  style: 'icpc',
  starts_at: local(3, 14),
  ends_at: local(3, 19),
  frozen_minutes: '60',
  allowed: 'all',
  password: 'segredo',
  capacity: '50',
  exercises: exercises.join(', '),
  course_id: '',
  ...extra,
})

const create = (user: User | undefined, body: Record<string, string>, lang = 'br') =>
  settle(action(call(post(`/${lang}/competitions/new`, body, user)))) as Promise<Response>

async function reply(res: Response) {
  return (await res.json()) as { values: Record<string, string>; errors: Record<string, string[]> }
}

describe('/{lang}/competitions/new', () => {
  it('sends visitors to log in and back', async () => {
    const res = (await settle(loader(call(get('/gb/competitions/new'))))) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/gb/login?login=true&redirectTo=%2Fgb%2Fcompetitions%2Fnew')
  })

  it('shows free users the PRO copy at 403 and refuses their post', async () => {
    const free = await makeUser('free')
    const result = loader(call(get('/br/competitions/new', free)))
    expect(await statusOf(result)).toBe(403)
    expect(await loaded(result)).toEqual({ allowed: false, prefix: 'br' })
    const e = await makeExercise()
    expect((await create(free, fields([e]))).status).toBe(403)
    expect(
      await db.selectFrom('competitions').select('id').where('created_by', '=', free.id).execute(),
    ).toEqual([])
  })

  it('lets a PRO user create one: UTC times, exercises in order, not official; the page confirms', async () => {
    const pro = await makeUser('pro')
    const [a, b, c] = [await makeExercise(), await makeExercise(), await makeExercise()]
    const page = await loaded(loader(call(get('/br/competitions/new', pro))))
    expect(page).toMatchObject({ allowed: true, values: { style: 'icpc', frozen_minutes: '0' } })
    const body = fields([c, a, b])
    const res = await create(pro, body)
    expect(res.status).toBe(302)
    const row = await db
      .selectFrom('competitions')
      .selectAll()
      .where('created_by', '=', pro.id)
      .executeTakeFirstOrThrow()
    expect(res.headers.get('location')).toBe(`/br/competition/${row.id}`)
    // 14:00 in São Paulo is 17:00 UTC.
    expect(row).toMatchObject({
      title: 'Maratona da turma',
      style: 'icpc',
      starts_at: `${body.starts_at.slice(0, 10)}T17:00:00.000Z`,
      ends_at: `${body.ends_at.slice(0, 10)}T22:00:00.000Z`,
      frozen_minutes: 60,
      password: 'segredo',
      capacity: 50,
      created_by: pro.id,
      is_official: 0,
      kind: 'live',
    })
    const order = await db
      .selectFrom('competition_exercises')
      .select(['exercise_id', 'position'])
      .where('competition_id', '=', row.id)
      .orderBy('position')
      .execute()
    expect(order.map((o) => o.exercise_id)).toEqual([c, a, b])
    const shown = await loaded(
      pageLoader(
        call(get(`/br/competition/${row.id}`, { cookie: followCookies(res, pro) }), { id: String(row.id) }),
      ),
    )
    expect(shown.flash).toBe('created')
    expect(shown.page.organizer).toBe(true)
  })

  it('marks a staff member\u2019s competition as official and reads /gb times as London time', async () => {
    const author = await makeUser('author')
    const e = await makeExercise()
    const body = fields([e], {
      starts_at: '2031-07-01T10:00',
      ends_at: '2031-07-01T12:00',
      frozen_minutes: '0',
    })
    expect((await create(author, body, 'gb')).status).toBe(302)
    const row = await db
      .selectFrom('competitions')
      .selectAll()
      .where('created_by', '=', author.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ is_official: 1, starts_at: '2031-07-01T09:00:00.000Z', frozen_minutes: 0 })
  })

  it('answers 422 with the typed values: someone else\u2019s private exercise, one without tests, a past start', async () => {
    const pro = await makeUser('pro')
    const other = await makeUser('free')
    const hidden = await makeExercise({ author_id: other.id, visibility: 'private' })
    const mine = await makeExercise({ author_id: pro.id, visibility: 'private' })
    const untested = await makeExercise({}, null)
    let res = await create(pro, fields([mine, hidden, 999_999]))
    expect(res.status).toBe(422)
    let body = await reply(res)
    expect(body.errors).toEqual({ exercises: [`exercisesUnavailable|${hidden}, 999999`] })
    expect(body.values).toMatchObject({
      title: 'Maratona da turma',
      exercises: `${mine}, ${hidden}, 999999`,
      password: 'segredo',
    })
    res = await create(pro, fields([mine, untested], { starts_at: '2020-01-01T10:00' }))
    body = await reply(res)
    expect(body.errors).toEqual({ exercises: [`exercisesNoTests|${untested}`], starts_at: ['startInPast'] })
    expect(
      await db.selectFrom('competitions').select('id').where('created_by', '=', pro.id).execute(),
    ).toEqual([])
    // Staff may use any exercise.
    const admin = await makeUser('admin')
    expect((await create(admin, fields([hidden]))).status).toBe(302)
  })

  it('refuses an unknown course and accepts a real one', async () => {
    const pro = await makeUser('pro')
    const e = await makeExercise()
    const bad = await create(pro, fields([e], { course_id: '424242' }))
    expect((await reply(bad)).errors).toEqual({ course_id: ['courseUnknown'] })
    const course = await db
      .insertInto('courses')
      .values({ slug: 'curso-teste', title_br: 'Curso teste' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await create(pro, fields([e], { course_id: String(course.id) }))).status).toBe(302)
    const row = await db
      .selectFrom('competitions')
      .select(['id', 'course_id'])
      .where('created_by', '=', pro.id)
      .executeTakeFirstOrThrow()
    expect(row.course_id).toBe(course.id)
    const page = await loaded(pageLoader(call(get(`/br/competition/${row.id}`), { id: String(row.id) })))
    expect(page.page.course).toEqual({ slug: 'curso-teste', title: 'Curso teste' })
  })

  it('chooses the course of `?course=` (the course editor\u2019s link), and none for an unknown one', async () => {
    const pro = await makeUser('pro')
    const course = await db
      .insertInto('courses')
      .values({ slug: 'curso-do-editor', title_br: 'Curso do editor' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const chosen = await loaded(loader(call(get(`/br/competitions/new?course=${course.id}`, pro))))
    expect(chosen).toMatchObject({ allowed: true, values: { course_id: String(course.id) } })
    const unknown = await loaded(loader(call(get('/br/competitions/new?course=999999', pro))))
    expect(unknown).toMatchObject({ allowed: true, values: { course_id: '' } })
  })

  it('lets the creator join their own competition with its password', async () => {
    const pro = await makeUser('pro')
    const e = await makeExercise()
    await create(pro, fields([e]))
    const row = await db
      .selectFrom('competitions')
      .select('id')
      .where('created_by', '=', pro.id)
      .executeTakeFirstOrThrow()
    const res = (await settle(
      pageAction(
        call(post(`/br/competition/${row.id}`, { intent: 'join', password: 'segredo' }, pro), {
          id: String(row.id),
        }),
      ),
    )) as Response
    expect(res.status).toBe(302)
  })
})
