import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { HOUR, makeCompetition, makeExercise, makeUser, upcoming } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post, settle } from '~/tests/setup/helpers'
import { type User, participationRows } from '../competition-test-helpers'
import { joinCompetition } from '../running/join.server'
import { isoToLocalInput } from '../ui/competition-time'
import { action, loader } from './competition.edit'

useOwnJudgeDataDir()

const url = (id: number) => `/br/competition/${id}/edit`
const load = (id: number, user?: User) => settle(loader(call(get(url(id), user), { id: String(id) })))
const save = (id: number, user: User, body: Record<string, string>) =>
  settle(action(call(post(url(id), body, user), { id: String(id) }))) as Promise<Response>
const row = (id: number) =>
  db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('/{lang}/competition/:id/edit', () => {
  it('is for organizers: 403 for others, 404 for an unknown id, login for visitors', async () => {
    const owner = await makeUser('pro')
    const { id } = await makeCompetition({ created_by: owner.id })
    expect(((await load(id, await makeUser('pro'))) as Response).status).toBe(403)
    expect(((await load(999_999, owner)) as Response).status).toBe(404)
    expect(((await load(id)) as Response).headers.get('location')).toContain('/br/login?login=true')
    expect(await loaded(load(id, await makeUser('admin')))).toMatchObject({ id })
  })

  it('shows the stored values in the page\u2019s zone and saves changes before the start', async () => {
    const owner = await makeUser('pro')
    const [a, b] = [await makeExercise(), await makeExercise()]
    const { id } = await makeCompetition({
      ...upcoming(),
      created_by: owner.id,
      exercises: [a],
      password: 'x',
    })
    const page = await loaded(load(id, owner))
    if (page instanceof Response) throw page
    expect(page.started).toBe(false)
    expect(page.values).toMatchObject({ exercises: String(a), password: 'x', style: 'icpc' })
    const res = await save(id, owner, {
      ...page.values,
      style: 'olympiad',
      exercises: `${b}, ${a}`,
      password: '',
    })
    expect(res.status).toBe(302)
    const saved = await row(id)
    expect(saved).toMatchObject({ style: 'olympiad', password: null })
    const order = await db
      .selectFrom('competition_exercises')
      .select('exercise_id')
      .where('competition_id', '=', id)
      .orderBy('position')
      .execute()
    expect(order.map((o) => o.exercise_id)).toEqual([b, a])
  })

  it('after the start locks the style, the problems and the start; the end may only move later', async () => {
    const owner = await makeUser('pro')
    const [a, b] = [await makeExercise(), await makeExercise()]
    // Seconds in the stored start: the form shows minutes, and an untouched start keeps them.
    const start = new Date(Math.floor((Date.now() - HOUR) / 1000) * 1000 + 17_000).toISOString()
    const { id } = await makeCompetition({ created_by: owner.id, exercises: [a], starts_at: start })
    const runner = await makeUser('free')
    const joined = await joinCompetition({
      user: runner.session,
      competition: await row(id),
      teamId: null,
      password: '',
    })
    expect(joined.ok).toBe(true)
    const page = await loaded(load(id, owner))
    if (page instanceof Response) throw page
    expect(page.started).toBe(true)
    const locked = await save(id, owner, {
      ...page.values,
      style: 'trilha',
      exercises: `${a}, ${b}`,
      starts_at: isoToLocalInput(new Date(Date.now() - 2 * HOUR).toISOString(), 'America/Sao_Paulo'),
    })
    expect(locked.status).toBe(422)
    const body = (await locked.json()) as { errors: Record<string, string[]>; values: Record<string, string> }
    expect(body.errors).toEqual({
      style: ['lockedAfterStart'],
      exercises: ['lockedAfterStart'],
      starts_at: ['lockedAfterStart'],
    })
    expect(body.values.style).toBe('trilha')
    const earlier = isoToLocalInput(new Date(Date.now() + HOUR).toISOString(), 'America/Sao_Paulo')
    expect(
      ((await (await save(id, owner, { ...page.values, ends_at: earlier })).json()) as { errors: unknown })
        .errors,
    ).toEqual({
      ends_at: ['onlyExtend'],
    })
    const later = isoToLocalInput(new Date(Date.now() + 5 * HOUR).toISOString(), 'America/Sao_Paulo')
    expect((await save(id, owner, { ...page.values, title: 'Novo nome', ends_at: later })).status).toBe(302)
    const saved = await row(id)
    expect(saved).toMatchObject({ title: 'Novo nome', starts_at: start, style: 'icpc' })
    // Live participations run on the competition's clock: they follow the new end.
    const [entry] = await participationRows(id)
    expect(entry).toMatchObject({ starts_at: start, ends_at: saved.ends_at })
  })
})
