import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { addSubmission, makeCompetition, makeExercise, makeTeam } from '~/tests/factories'
import { computeRankings, lastRankingRun, startRankingsJob, stopRankingsJob } from './job.server'
import { addXp, entries, institution, rankedUser } from './test-helpers'

useOwnJudgeDataDir()

const NOW = new Date('2026-03-15T10:00:00Z')
const ids: Record<string, number> = {}

beforeAll(async () => {
  ids.instA = await institution('INSTA')
  ids.instB = await institution('INSTB')
  ids.a = await rankedUser(300, { institution_id: ids.instA, day: '2026-03-02' })
  ids.b = await rankedUser(260, { institution_id: ids.instA, day: '2026-02-27' })
  await addXp(ids.b, 40, '2026-03-31') // b: 300 in total, a tie with a
  ids.c = await rankedUser(480, { institution_id: ids.instB, day: '2026-01-10' })
  await addXp(ids.c, 20, '2026-04-01')
  ids.hidden = await rankedUser(1000, { institution_id: ids.instA, show_in_rankings: 0, day: '2026-03-03' })
  ids.zero = await rankedUser(0)
  ids.alfa = await makeTeam('Alfa', ids.a, ids.hidden)
  ids.beta = await makeTeam('Beta', ids.b, ids.c)
  const [ex1, ex2] = [await makeExercise({}, null), await makeExercise({}, null)]
  const { id: contest } = await makeCompetition({ exercises: [] })
  await addSubmission(ids.a, ex1, { status: 'accepted' })
  await addSubmission(ids.a, ex1, { status: 'accepted' })
  await addSubmission(ids.a, ex2, { status: 'accepted' })
  await addSubmission(ids.b, ex1, { status: 'wrong_answer' })
  await addSubmission(ids.b, ex2, { competition_id: contest }) // in a competition: not a solved exercise
})

afterAll(() => stopRankingsJob())

describe('computeRankings', () => {
  it('ranks users by XP, ties share a position, and counts solved exercises outside competitions', async () => {
    const runs = await computeRankings(NOW)
    expect(runs).toContainEqual({ kind: 'users', period: '', rows: 3 })
    expect(await entries('users')).toEqual([
      { subject_id: ids.c, position: 1, score: 500, solved: 0 },
      { subject_id: ids.a, position: 2, score: 300, solved: 2 },
      { subject_id: ids.b, position: 2, score: 300, solved: 0 },
    ])
  })

  it('leaves out users who chose not to show in rankings, also from institution and team sums', async () => {
    const users = (await entries('users')).map((e) => e.subject_id)
    expect(users).not.toContain(ids.hidden)
    expect(users).not.toContain(ids.zero) // nothing earned, nothing listed
    expect(await entries('institutions')).toEqual([
      { subject_id: ids.instA, position: 1, score: 600, solved: 2 },
      { subject_id: ids.instB, position: 2, score: 500, solved: 0 },
    ])
    expect(await entries('teams')).toEqual([
      { subject_id: ids.beta, position: 1, score: 800, solved: 0 },
      { subject_id: ids.alfa, position: 2, score: 300, solved: 2 },
    ])
  })

  it('counts the XP of the current UTC month only, and writes the month before once after it ended', async () => {
    expect(await entries('monthly', '2026-03')).toEqual([
      { subject_id: ids.a, position: 1, score: 300, solved: 0 },
      { subject_id: ids.b, position: 2, score: 40, solved: 0 },
    ])
    // February had no snapshot yet: the first run after it ended writes it whole.
    expect(await entries('monthly', '2026-02')).toEqual([
      { subject_id: ids.b, position: 1, score: 260, solved: 0 },
    ])
  })

  it('finishes a month with the XP earned after its last daily run, then leaves it alone', async () => {
    await computeRankings(new Date('2026-03-31T20:00:00Z'))
    await addXp(ids.c, 100, '2026-03-31', 'exercise:999') // earned in the last hours of March
    await computeRankings(new Date('2026-04-01T03:00:00Z'))
    const march = await entries('monthly', '2026-03')
    expect(march[0]).toEqual({ subject_id: ids.a, position: 1, score: 300, solved: 0 })
    expect(march).toContainEqual({ subject_id: ids.c, position: 2, score: 100, solved: 1 })
    expect(await entries('monthly', '2026-04')).toEqual([
      { subject_id: ids.c, position: 1, score: 20, solved: 0 },
    ])
    // A later run in April no longer touches March.
    await addXp(ids.b, 500, '2026-03-20')
    await computeRankings(new Date('2026-04-02T03:00:00Z'))
    expect(await entries('monthly', '2026-03')).toEqual(march)
  })

  it('replaces each snapshot whole when run again', async () => {
    const before = await entries('users')
    await computeRankings(new Date('2026-04-02T04:00:00Z'))
    expect(await entries('users')).toEqual(before)
    await db.updateTable('users').set({ show_in_rankings: 0 }).where('id', '=', ids.c).execute()
    const runs = await computeRankings(new Date('2026-04-02T05:00:00Z'))
    expect((await entries('users')).map((e) => e.subject_id)).not.toContain(ids.c)
    expect(runs).toContainEqual({ kind: 'users', period: '', rows: before.length - 1 })
    const run = await db
      .selectFrom('ranking_runs')
      .selectAll()
      .where('kind', '=', 'users')
      .executeTakeFirstOrThrow()
    expect(run).toEqual({
      kind: 'users',
      period: '',
      computed_at: '2026-04-02T05:00:00.000Z',
      rows: before.length - 1,
    })
    await db.updateTable('users').set({ show_in_rankings: 1 }).where('id', '=', ids.c).execute()
  })
})

describe('startRankingsJob', () => {
  it('runs at start when the last run is older than a day, once per process', async () => {
    const old = '2001-01-01T00:00:00.000Z'
    await db.updateTable('ranking_runs').set({ computed_at: old }).where('kind', '=', 'users').execute()
    const started = startRankingsJob()
    expect(startRankingsJob()).toBe(started)
    await started
    const fresh = await lastRankingRun()
    expect(fresh).not.toBe(old)
    stopRankingsJob()
    // A recent run: starting again computes nothing.
    await startRankingsJob()
    expect(await lastRankingRun()).toBe(fresh)
    stopRankingsJob()
  })
})
