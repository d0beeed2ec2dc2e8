// Standings for the rankings (a virtual run placed among the final live standings), other styles, and the page
// before the start.
import { describe, expect, it } from 'vitest'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { plainUser } from '~/tests/factories'
import { scoreboardPage } from './scoreboard-page.server'
import { at, join, makeBoardCompetition, now, submission, summary } from './scoreboard-test-helpers'
import { competitionStandings, standingOf, virtualStandings } from './scoreboard.server'

useOwnJudgeDataDir()

describe('standings', () => {
  it('places a virtual run on its own clock among the final live standings', async () => {
    const { id, exercises } = await makeBoardCompetition()
    const [A, B] = exercises
    const ana = await plainUser()
    const bruno = await plainUser()
    const pAna = await join(id, { userId: ana })
    await join(id, { userId: bruno })
    await submission(id, ana, A, at(30))
    await submission(id, ana, B, at(60)) // 2 solved, 90
    await submission(id, bruno, A, at(100)) // 1 solved, 100
    // A virtual run a week later: its own clock, its own window; not on the live board.
    const runner = await plainUser()
    const runStart = 7 * 24 * 60
    const run = await join(
      id,
      { userId: runner },
      { kind: 'virtual', startsAt: at(runStart), endsAt: at(runStart + 300) },
    )
    await submission(id, runner, A, at(runStart + 20))
    await submission(id, runner, B, at(runStart + 50), 'wrong_answer')
    await submission(id, runner, B, at(runStart + 60)) // 2 solved, 20 + 60 + 20 = 100
    await submission(id, runner, exercises[2], at(runStart + 301)) // after its end
    const when = now(runStart + 400)
    expect((await summary(id, 'organizer', when)).map((r) => r.p)).not.toContain(run)

    const standing = await standingOf(run, when)
    expect(standing).toMatchObject({
      kind: 'virtual',
      place: 2,
      of: 2,
      standing: { solved: 2, penalty: 100 },
    })
    expect(await standingOf(pAna, when)).toMatchObject({ kind: 'live', place: 1 })
    expect((await virtualStandings(id, when)).map((s) => [s.participationId, s.place])).toEqual([[run, 2]])
    const standings = await competitionStandings(id, when)
    expect(standings?.rows.map((r) => [r.participationId, r.rank, r.solved, r.penalty])).toEqual([
      [pAna, 1, 2, 90],
      [expect.any(Number), 2, 1, 100],
    ])
  })

  it('shows no board before the start', async () => {
    const { id } = await makeBoardCompetition()
    const page = await scoreboardPage({
      competitionId: id,
      user: null,
      prefix: 'br',
      lng: 'pt-BR',
      page: 1,
      now: now(-5),
    })
    expect(page).toMatchObject({ state: 'upcoming', startsAt: at(0) })
    expect(
      await scoreboardPage({ competitionId: 999_999, user: null, prefix: 'br', lng: 'pt-BR', page: 1 }),
    ).toBeNull()
  })

  it('scores olympiad boards by the best score, partial ones included', async () => {
    const { id, exercises } = await makeBoardCompetition({ style: 'olympiad' })
    const ana = await plainUser()
    const bruno = await plainUser()
    const pAna = await join(id, { userId: ana })
    const pBruno = await join(id, { userId: bruno })
    await submission(id, ana, exercises[0], at(10), 'wrong_answer', 40)
    await submission(id, ana, exercises[0], at(20), 'wrong_answer', 30)
    await submission(id, ana, exercises[1], at(30), 'accepted', 100)
    await submission(id, bruno, exercises[0], at(10), 'wrong_answer', 70)
    expect(await summary(id, 'public', now(100))).toEqual([
      { p: pAna, rank: 1, solved: 1, penalty: 0, score: 140 },
      { p: pBruno, rank: 2, solved: 0, penalty: 0, score: 70 },
    ])
  })
})
