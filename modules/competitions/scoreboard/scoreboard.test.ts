// The scoreboard service against real rows: times from created_at on the competition's clock, the freeze as the
// public and the organizers see it, unfreezing, the 24-hour reveal, the cache and the judge's verdicts.
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeTeam, makeUser, plainUser } from '~/tests/factories'
import { unfreeze } from '../organizing/manage.server'
import {
  boardFor,
  dropScoreboard,
  scoreboardsSettled,
  startScoreboardCache,
  stopCompetitions,
} from './scoreboard-cache.server'
import { scoreboardPage } from './scoreboard-page.server'
import {
  at,
  competition,
  join,
  makeBoardCompetition,
  now,
  submission,
  summary,
} from './scoreboard-test-helpers'

useOwnJudgeDataDir()

describe('the scoreboard service', () => {
  it('computes an ICPC board from created_at, leaving out organizers’ tests and attempts outside the window', async () => {
    const organizer = await plainUser('Organizadora')
    const { id, exercises } = await makeBoardCompetition({ created_by: organizer })
    const [A, B, C] = exercises
    const ana = await plainUser('Ana Maria da Silva')
    const bruno = await plainUser('Bruno Costa')
    const caio = await plainUser('Caio')
    const pAna = await join(id, { userId: ana })
    const pBruno = await join(id, { userId: bruno })
    const pCaio = await join(id, { userId: caio })
    // Ana: A wrong at 10, compilation error at 12 (free), accepted at 15 → 15 + 20; B accepted at 30 → 65.
    await submission(id, ana, A, at(10), 'wrong_answer')
    await submission(id, ana, A, at(12), 'compilation_error')
    await submission(id, ana, A, at(15.9))
    await submission(id, ana, B, at(30))
    await submission(id, ana, C, at(-1)) // before the start
    await submission(id, ana, C, at(300)) // at the end: out
    // Bruno: A accepted at 10 (first), B wrong twice, C accepted at 100 → 110.
    await submission(id, bruno, A, at(10))
    await submission(id, bruno, B, at(20), 'wrong_answer')
    await submission(id, bruno, B, at(25), 'time_limit_exceeded')
    await submission(id, bruno, C, at(100))
    // The organizer's own tests have no participation.
    for (const e of exercises) await submission(id, organizer, e, at(1))

    expect(await summary(id, 'public', now(200))).toEqual([
      { p: pAna, rank: 1, solved: 2, penalty: 65, score: 2 },
      { p: pBruno, rank: 2, solved: 2, penalty: 110, score: 2 },
      { p: pCaio, rank: 3, solved: 0, penalty: 0, score: 0 },
    ])

    const page = await scoreboardPage({
      competitionId: id,
      user: null,
      prefix: 'gb',
      lng: 'en-GB',
      page: 1,
      now: now(200),
    })
    if (page?.state !== 'board') throw new Error('no board')
    expect(page.problems.map((p) => p.letter)).toEqual(['A', 'B', 'C'])
    const [first, second] = page.rows
    expect(first).toMatchObject({ name: 'Ana Silva', href: `/gb/user/${ana}`, team: false, mine: false })
    expect(first.cells[0]).toMatchObject({ solved: true, tries: 1, minutes: 15, first: false })
    expect(first.cells[1]).toMatchObject({ solved: true, tries: 0, minutes: 30, first: true })
    expect(first.cells[2]).toMatchObject({ solved: false, tries: 0, pending: 0 })
    expect(second.cells[0]).toMatchObject({ solved: true, minutes: 10, first: true })
    expect(second.cells[1]).toMatchObject({ solved: false, tries: 2 })
  })

  it('names teams and links them, and finds the viewer’s own row on its page', async () => {
    const { id, exercises } = await makeBoardCompetition()
    const viewer = await makeUser('free')
    const mate = await plainUser()
    const team = await makeTeam('Os Vetores', viewer.id, mate)
    const pTeam = await join(id, { teamId: team, members: [viewer.id, mate] })
    for (let i = 0; i < 120; i++) {
      const u = await plainUser()
      await join(id, { userId: u })
      await submission(id, u, exercises[0], at(5))
    }
    const page = await scoreboardPage({
      competitionId: id,
      user: viewer.session,
      prefix: 'br',
      lng: 'pt-BR',
      page: 1,
      now: now(60),
    })
    if (page?.state !== 'board') throw new Error('no board')
    expect(page.total).toBe(121)
    expect(page.pages).toBe(2)
    expect(page.rows).toHaveLength(100)
    expect(page.mine).toEqual({ id: pTeam, rank: 121, page: 2 })
    const second = await scoreboardPage({
      competitionId: id,
      user: viewer.session,
      prefix: 'br',
      lng: 'pt-BR',
      page: 9,
      now: now(60),
    })
    if (second?.state !== 'board') throw new Error('no board')
    expect(second.page).toBe(2) // past the last page: the last page
    expect(second.rows.at(-1)).toMatchObject({
      id: pTeam,
      name: 'Os Vetores',
      href: `/br/team/${team}`,
      team: true,
      mine: true,
    })
  })

  it('lists a child awaiting a guardian without a name or a link, except to the child; named once confirmed', async () => {
    const { id, exercises } = await makeBoardCompetition()
    const ana = await plainUser('Ana Adulta')
    const child = await makeUser('free', { name: 'Bia Criança' })
    await db.updateTable('users').set({ guardian_pending: 1 }).where('id', '=', child.id).execute()
    await join(id, { userId: ana })
    const pChild = await join(id, { userId: child.id })
    await submission(id, child.id, exercises[0], at(5))
    const view = (user: typeof child.session | null) =>
      scoreboardPage({ competitionId: id, user, prefix: 'br', lng: 'pt-BR', page: 1, now: now(60) })
    const visitor = await view(null)
    if (visitor?.state !== 'board') throw new Error('no board')
    expect(visitor.rows[0]).toMatchObject({ id: pChild, name: '', href: null, color: null, unnamed: true })
    expect(JSON.stringify(visitor)).not.toContain('Bia')
    expect(visitor.rows[1]).toMatchObject({ name: 'Ana Adulta', href: `/br/user/${ana}` })
    const own = await view(child.session)
    if (own?.state !== 'board') throw new Error('no board')
    expect(own.rows[0]).toMatchObject({ name: 'Bia Criança', mine: true })
    expect(own.rows[0].unnamed).toBeUndefined()
    // The guardian confirms: named at the next view, the cached board untouched.
    await db.updateTable('users').set({ guardian_pending: 0 }).where('id', '=', child.id).execute()
    const after = await view(null)
    if (after?.state !== 'board') throw new Error('no board')
    expect(after.rows[0]).toMatchObject({ name: 'Bia Criança', href: `/br/user/${child.id}` })
  })

  it('hides others’ attempts after the freeze from the public, not from organizers, until unfrozen', async () => {
    const { id, exercises } = await makeBoardCompetition({ frozen_minutes: 60 })
    const [A, B] = exercises
    const ana = await plainUser()
    const bruno = await plainUser()
    const pAna = await join(id, { userId: ana })
    const pBruno = await join(id, { userId: bruno })
    await submission(id, ana, A, at(180))
    await submission(id, bruno, A, at(250)) // after the freeze (240)
    await submission(id, bruno, B, at(260), 'wrong_answer')

    const during = now(270)
    expect(await summary(id, 'public', during)).toEqual([
      { p: pAna, rank: 1, solved: 1, penalty: 180, score: 1 },
      { p: pBruno, rank: 2, solved: 0, penalty: 0, score: 0 },
    ])
    expect(await summary(id, 'organizer', during)).toEqual([
      { p: pAna, rank: 1, solved: 1, penalty: 180, score: 1 },
      { p: pBruno, rank: 2, solved: 1, penalty: 250, score: 1 },
    ])
    const page = await scoreboardPage({
      competitionId: id,
      user: null,
      prefix: 'br',
      lng: 'pt-BR',
      page: 1,
      now: during,
    })
    if (page?.state !== 'board') throw new Error('no board')
    expect(page.frozen).toBe(true)
    expect(page.frozeAt).toBe(at(240))
    expect(page.rows[1].cells.slice(0, 2).map((c) => c.pending)).toEqual([1, 1])

    // An organizer unfreezes: the public board resolves at once (the cache is dropped).
    expect(await unfreeze(await competition(id), during)).toBe('ok')
    expect((await summary(id, 'public', during))[1]).toMatchObject({ p: pBruno, solved: 1, penalty: 250 })
    expect(await unfreeze(await competition(id), during)).toBe('not_frozen')
  })

  it('reveals a frozen board by itself 24 hours after the end', async () => {
    const { id, exercises } = await makeBoardCompetition({ frozen_minutes: 30 })
    const bruno = await plainUser()
    await join(id, { userId: bruno })
    await submission(id, bruno, exercises[0], at(290))
    expect((await summary(id, 'public', now(300 + 23 * 60)))[0].solved).toBe(0)
    expect((await summary(id, 'public', now(300 + 24 * 60)))[0].solved).toBe(1)
  })

  it('counts a late joiner’s times from the competition’s start', async () => {
    const { id, exercises } = await makeBoardCompetition()
    const late = await plainUser()
    // Even a participation stamped with its join time runs on the competition's clock.
    const p = await join(id, { userId: late }, { startsAt: at(120), createdAt: at(120) })
    await submission(id, late, exercises[0], at(150))
    expect(await summary(id, 'organizer', now(200))).toEqual([
      { p, rank: 1, solved: 1, penalty: 150, score: 1 },
    ])
  })

  it('keeps a board for at most a minute, and an organizer’s refresh drops it', async () => {
    const { id, exercises } = await makeBoardCompetition()
    const ana = await plainUser()
    await join(id, { userId: ana })
    const c = await competition(id)
    const first = await boardFor(c, 'public', now(10))
    expect(first.engine.standings()[0].solved).toBe(0)
    await submission(id, ana, exercises[0], at(11))
    expect(await boardFor(c, 'public', now(10.5))).toBe(first)
    expect((await boardFor(c, 'public', now(11))).engine.standings()[0].solved).toBe(1) // a minute later
    await submission(id, ana, exercises[1], at(11.2))
    expect((await boardFor(c, 'public', now(11.2))).engine.standings()[0].solved).toBe(1)
    dropScoreboard(id)
    expect((await boardFor(c, 'public', now(11.2))).engine.standings()[0].solved).toBe(2)
  })

  it('applies the judge’s verdicts to cached boards, frozen ones included', async () => {
    const { saveVerdict } = await import('~/modules/judge/submissions/queue.server')
    startScoreboardCache()
    startScoreboardCache() // a second start must not subscribe twice
    try {
      const { id, exercises } = await makeBoardCompetition({ frozen_minutes: 60 })
      const ana = await plainUser()
      const organizer = await plainUser()
      await join(id, { userId: ana })
      const c = await competition(id)
      const publicBoard = await boardFor(c, 'public', now(250))
      const organizerBoard = await boardFor(c, 'organizer', now(250))
      const judge = async (userId: number, minutes: number) => {
        const sid = await submission(id, userId, exercises[0], at(minutes), 'judging')
        const startedAt = new Date().toISOString()
        await db
          .updateTable('submissions')
          .set({ judge_started_at: startedAt })
          .where('id', '=', sid)
          .execute()
        await saveVerdict(
          db,
          { id: sid, startedAt },
          { status: 'accepted', score: 100, errorOnSample: false, tests: [], log: [] },
        )
        expect(await scoreboardsSettled()).toBe(1)
      }
      await judge(ana, 245)
      await judge(organizer, 246) // an organizer's test: not on the board
      // Same cached objects, updated in place.
      expect(await boardFor(c, 'organizer', now(250))).toBe(organizerBoard)
      expect(organizerBoard.engine.standings()).toMatchObject([{ solved: 1, penalty: 245 }])
      expect(publicBoard.engine.standings()).toMatchObject([{ solved: 0, cells: [{ pending: 1 }, {}, {}] }])
      expect(organizerBoard.source.participants.size).toBe(1)
    } finally {
      stopCompetitions()
    }
  })
})
