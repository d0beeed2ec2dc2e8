import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { HOUR, makeExercise, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post, settle } from '~/tests/setup/helpers'
import { type User, followCookies, participationRows, statusOf } from '../competition-test-helpers'
import { loader as pageLoader } from './competition'
import { action, loader } from './competitions.simulate'

useOwnJudgeDataDir()

async function source(slug: string, title: string, parent: number | null, exercises: number[], position = 0) {
  const { id } = await db
    .insertInto('sources')
    .values({
      slug,
      title_br: title,
      title_gb: title.replace('Fase', 'Phase').replace('Nível', 'Level'),
      parent_id: parent,
      position,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const e of exercises)
    await db.insertInto('exercise_sources').values({ source_id: id, exercise_id: e }).execute()
  return id
}

/** OBI 2023 → Fase 1 → Nível 1 (two exercises, one without tests) and Nível 2 (someone's private one). */
let trees = 0

async function obi() {
  trees += 1
  const n = trees
  const author = await makeUser('free')
  const [a, b, untested, hidden] = [
    await makeExercise(),
    await makeExercise(),
    await makeExercise({}, null),
    await makeExercise({ visibility: 'private', author_id: author.id }),
  ]
  const root = await source(`obi-2023-${n}`, 'OBI 2023', null, [])
  const phase = await source(`obi-2023-${n}-fase-1`, 'Fase 1', root, [])
  const level1 = await source(`obi-2023-${n}-fase-1-nivel-1`, 'Nível 1', phase, [b, a, untested], 0)
  const level2 = await source(`obi-2023-${n}-fase-1-nivel-2`, 'Nível 2', phase, [hidden], 1)
  return { n, root, phase, level1, level2, a, b, hidden }
}

const simulate = (user: User, body: Record<string, string>, lang = 'br') =>
  settle(action(call(post(`/${lang}/competitions/simulate`, body, user)))) as Promise<Response>

describe('/{lang}/competitions/simulate', () => {
  it('offers sources with judgeable exercises the user may see, with their path', async () => {
    const tree = await obi()
    const pro = await makeUser('pro')
    const page = await loaded(loader(call(get('/br/competitions/simulate', pro))))
    if (!page.allowed) throw new Error('refused')
    const mine = page.sources.filter((s) => [tree.root, tree.phase, tree.level1, tree.level2].includes(s.id))
    expect(mine).toEqual([
      { id: tree.root, title: 'OBI 2023', count: 2 },
      { id: tree.phase, title: 'OBI 2023 · Fase 1', count: 2 },
      { id: tree.level1, title: 'OBI 2023 · Fase 1 · Nível 1', count: 2 },
    ])
    const gb = await loaded(loader(call(get('/gb/competitions/simulate', await makeUser('admin')))))
    if (!gb.allowed) throw new Error('refused')
    expect(gb.sources.find((s) => s.id === tree.level2)?.title).toBe('OBI 2023 · Phase 1 · Level 2')
  })

  it('shows free users the PRO copy at 403 and refuses their post', async () => {
    const free = await makeUser('free')
    expect(await statusOf(loader(call(get('/br/competitions/simulate', free))))).toBe(403)
    const tree = await obi()
    expect((await simulate(free, { source: String(tree.phase), hours: '2', style: 'olympiad' })).status).toBe(
      403,
    )
  })

  it('creates a simulation starting now, with the source\u2019s exercises and its creator as the only entrant', async () => {
    const tree = await obi()
    const pro = await makeUser('pro')
    const before = Date.now()
    const res = await simulate(pro, { source: String(tree.phase), hours: '2', style: 'olympiad' })
    expect(res.status).toBe(302)
    const c = await db
      .selectFrom('competitions')
      .selectAll()
      .where('created_by', '=', pro.id)
      .executeTakeFirstOrThrow()
    expect(res.headers.get('location')).toBe(`/br/competition/${c.id}`)
    expect(c).toMatchObject({
      kind: 'simulation',
      source_id: tree.phase,
      style: 'olympiad',
      title: 'Simulado: OBI 2023 · Fase 1',
      allowed: 'individual',
    })
    expect(Date.parse(c.starts_at)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(c.ends_at) - Date.parse(c.starts_at)).toBe(2 * HOUR)
    const exercises = await db
      .selectFrom('competition_exercises')
      .select('exercise_id')
      .where('competition_id', '=', c.id)
      .orderBy('position')
      .execute()
    expect(exercises.map((e) => e.exercise_id)).toEqual([tree.a, tree.b])
    const [entry] = await participationRows(c.id)
    expect(entry).toMatchObject({ user_id: pro.id, kind: 'live', starts_at: c.starts_at, ends_at: c.ends_at })
    const shown = await loaded(
      pageLoader(
        call(get(`/br/competition/${c.id}`, { cookie: followCookies(res, pro) }), { id: String(c.id) }),
      ),
    )
    expect(shown.flash).toBe('simulated')
    expect(shown.page).toMatchObject({
      kind: 'simulation',
      // Named by its path: "Fase 1" alone does not say which paper.
      source: { slug: `obi-2023-${tree.n}-fase-1`, title: 'OBI 2023 · Fase 1' },
    })
    expect(shown.page.viewer).toMatchObject({ canJoin: false, entry: { kind: 'live' } })
  })

  it('answers 422 for a source with nothing to judge, an unknown one or a bad duration, keeping the choice', async () => {
    const tree = await obi()
    const pro = await makeUser('pro')
    for (const body of [
      { source: String(tree.level2), hours: '2', style: 'olympiad' },
      { source: '999999', hours: '2', style: 'olympiad' },
      { source: String(tree.phase), hours: '9', style: 'icpc' },
    ]) {
      const res = await simulate(pro, body, 'gb')
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ error: 'Choose one of the sources in the list.', values: body })
    }
    expect(
      await db.selectFrom('competitions').select('id').where('created_by', '=', pro.id).execute(),
    ).toEqual([])
  })
})
