import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeExercise } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { rankedUser } from '../rankings/test-helpers'
import ReplaysRoute, { handle, loader } from './ranking.replays'

useOwnJudgeDataDir()

const ids: Record<string, number> = {}

async function competition(values: {
  title: string
  starts: string
  ends: string
  kind?: 'live' | 'simulation'
  by?: number
  style?: 'olympiad' | 'icpc'
}) {
  const row = await db
    .insertInto('competitions')
    .values({
      title: values.title,
      style: values.style ?? 'olympiad',
      starts_at: values.starts,
      ends_at: values.ends,
      kind: values.kind ?? 'live',
      created_by: values.by ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('competition_exercises')
    .values([
      { competition_id: row.id, exercise_id: ids.ex1, position: 0 },
      { competition_id: row.id, exercise_id: ids.ex2, position: 1 },
    ])
    .execute()
  return row.id
}

/** A participation with its member and the scores it got on each exercise, 10 minutes after its start. */
async function run(
  competitionId: number,
  userId: number,
  kind: 'live' | 'virtual',
  window: [string, string],
  scores: [exercise: number, score: number][],
) {
  const p = await db
    .insertInto('participations')
    .values({
      competition_id: competitionId,
      user_id: userId,
      kind,
      starts_at: window[0],
      ends_at: window[1],
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('participation_members')
    .values({ participation_id: p.id, competition_id: competitionId, user_id: userId })
    .execute()
  const at = new Date(Date.parse(window[0]) + 10 * 60_000).toISOString()
  for (const [exercise, score] of scores) {
    await db
      .insertInto('submissions')
      .values({
        user_id: userId,
        exercise_id: exercise,
        competition_id: competitionId,
        language: 'c',
        code: 'x',
        status: score === 100 ? 'accepted' : 'wrong_answer',
        score,
        created_at: at,
      })
      .execute()
  }
  return p.id
}

beforeAll(async () => {
  ids.ex1 = await makeExercise({}, null)
  ids.ex2 = await makeExercise({}, null)
  const live: [string, string] = ['2026-01-10T10:00:00.000Z', '2026-01-10T12:00:00.000Z']
  ids.contest = await competition({ title: 'Seletiva de Janeiro', starts: live[0], ends: live[1] })
  await run(ids.contest, await rankedUser(1), 'live', live, [
    [ids.ex1, 100],
    [ids.ex2, 100],
  ])
  await run(ids.contest, await rankedUser(1), 'live', live, [[ids.ex1, 100]])
  await run(ids.contest, await rankedUser(1), 'live', live, [[ids.ex2, 50]])
  ids.runner = await rankedUser(1, { name: 'Rita Virtual' })
  ids.virtual = await run(
    ids.contest,
    ids.runner,
    'virtual',
    ['2026-02-01T10:00:00.000Z', '2026-02-01T12:00:00.000Z'],
    [
      [ids.ex1, 100],
      [ids.ex2, 30],
    ],
  )
  // Behind every live participant: last of the four, not "4th of 3".
  ids.last = await rankedUser(1, { name: 'Lia Última' })
  await run(
    ids.contest,
    ids.last,
    'virtual',
    ['2026-02-01T14:00:00.000Z', '2026-02-01T16:00:00.000Z'],
    [[ids.ex1, 1]],
  )
  // An ICPC final and one virtual run that solved a single problem.
  const icpcWindow: [string, string] = ['2026-01-20T10:00:00.000Z', '2026-01-20T12:00:00.000Z']
  ids.icpc = await competition({
    title: 'Final ICPC',
    starts: icpcWindow[0],
    ends: icpcWindow[1],
    style: 'icpc',
  })
  await run(ids.icpc, await rankedUser(1), 'live', icpcWindow, [
    [ids.ex1, 100],
    [ids.ex2, 100],
  ])
  ids.icpcRunner = await rankedUser(1, { name: 'Iara Icpc' })
  await run(
    ids.icpc,
    ids.icpcRunner,
    'virtual',
    ['2026-01-25T10:00:00.000Z', '2026-01-25T12:00:00.000Z'],
    [[ids.ex1, 100]],
  )
  // Still running: not a finished replay.
  await run(
    ids.contest,
    await rankedUser(1),
    'virtual',
    ['2026-02-01T10:00:00.000Z', '2099-01-01T00:00:00.000Z'],
    [[ids.ex1, 100]],
  )
  // Someone who chose not to show in rankings.
  const hidden = await rankedUser(1, { show_in_rankings: 0 })
  await run(
    ids.contest,
    hidden,
    'virtual',
    ['2026-02-02T10:00:00.000Z', '2026-02-02T12:00:00.000Z'],
    [[ids.ex1, 100]],
  )
  ids.simulator = await rankedUser(1, { name: 'Sílvia Simulada' })
  const sim: [string, string] = ['2026-03-01T10:00:00.000Z', '2026-03-01T13:00:00.000Z']
  ids.simulation = await competition({
    title: 'OBI 2024 · Fase 1',
    starts: sim[0],
    ends: sim[1],
    kind: 'simulation',
    by: ids.simulator,
  })
  await run(ids.simulation, ids.simulator, 'live', sim, [
    [ids.ex1, 100],
    [ids.ex2, 100],
  ])
})

describe('/{lang}/ranking/replays', () => {
  it('lists finished virtual runs with the place they would have taken, and simulations without one', async () => {
    const data = await loader(routeArgs(getRequest('/br/ranking/replays')))
    expect(data.list.total).toBe(4)
    expect(data.list.rows.map((r) => [r.kind, r.competition.id, r.user.id, r.score, r.place, r.of])).toEqual([
      ['simulation', ids.simulation, ids.simulator, 200, null, null],
      ['virtual', ids.contest, ids.last, 1, 4, 4],
      ['virtual', ids.contest, ids.runner, 130, 2, 4],
      ['virtual', ids.icpc, ids.icpcRunner, 1, 2, 2],
    ])
    const html = await renderRoute('pt-BR', handle.i18n as string[], ReplaysRoute, { loaderData: data })
    // The place counts the run among the live participants: 3 took part live, so "of 4".
    expect(html).toContain('2º de 4')
    expect(html).toContain('4º de 4')
    expect(html).not.toContain('de 3')
    expect(html).toContain('130 pontos')
    expect(html).toContain('1 ponto<')
    expect(html).toContain('1 resolvido · 10 min de penalidade')
    expect(html).toContain('Simulado')
    expect(html).toContain(`href="/br/competition/${ids.contest}"`)
    const gb = await renderRoute('en-GB', handle.i18n as string[], ReplaysRoute, { loaderData: data })
    expect(gb).toContain('2 of 4')
    expect(gb).toContain('1 point<')
    expect(gb).toContain('1 solved · 10 min penalty')
    expect(gb).toContain('Virtual run')
  })
})
