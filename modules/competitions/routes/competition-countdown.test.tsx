// Issue 16 on the competition pages: the countdown (time left when rendered, and the moment itself), the
// viewer's status per problem, and the problems' names in the scoreboard's headers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { at, join, makeBoardCompetition, now, submission } from '../scoreboard/scoreboard-test-helpers'
import { timeLeft } from '../ui/competition-countdown'
import CompetitionPage, { loader } from './competition'
import ScoreboardRoute, { handle as boardHandle, loader as boardLoader } from './competition.scoreboard'

useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>

async function page(id: number, user?: User, prefix = 'gb') {
  const data = await loaded(loader(call(get(`/${prefix}/competition/${id}`, user), { id: String(id) })))
  const html = await renderRoute(
    prefix === 'gb' ? 'en-GB' : 'pt-BR',
    ['common', 'competitions'],
    CompetitionPage,
    {
      loaderData: data,
    },
  )
  return {
    data: data as { page: { exercises: { status: string | null }[] | null } },
    html: html.replace(/<!-- -->/g, ''),
  }
}

describe('timeLeft', () => {
  it('splits a span into whole days, hours and minutes, never below zero', () => {
    expect(timeLeft(((26 * 60 + 30) * 60 + 59) * 1000)).toEqual({ days: 1, hours: 2, minutes: 30 })
    expect(timeLeft(59_000)).toEqual({ days: 0, hours: 0, minutes: 0 })
    expect(timeLeft(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0 })
  })
})

describe('competition page countdown and problem status', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts down to the start, in the locale, with the start time and a note that it is as of the render', async () => {
    const { id } = await makeBoardCompetition()
    vi.setSystemTime(now(-(24 * 60 + 90)))
    const gb = await page(id)
    expect(gb.html).toContain('<strong>Starts in 1 day 1 h 30 min:</strong>')
    expect(gb.html).toContain(`<time dateTime="${at(0)}">1 Mar 2026, 10:00</time>`)
    expect(gb.html).toContain('Time left when the page was opened: reload to update it.')
    const br = await page(id, undefined, 'br')
    // São Paulo is 3 hours behind UTC.
    expect(br.html).toMatch(
      /<strong>Começa em 1 dia 1 h 30 min:<\/strong> <time dateTime="[^"]+">1 de mar\. de 2026,? 07:00<\/time>/,
    )
  })

  it('counts down to the end while running and gives the viewer solved / tried / not tried per problem', async () => {
    const { id, exercises } = await makeBoardCompetition()
    const user = await makeUser('free')
    await join(id, { userId: user.id })
    await submission(id, user.id, exercises[0], at(3), 'wrong_answer')
    await submission(id, user.id, exercises[0], at(9))
    await submission(id, user.id, exercises[1], at(12), 'time_limit_exceeded')
    // Someone else's accepted and a practice submission say nothing about this viewer's entry.
    const other = await makeUser('free')
    await join(id, { userId: other.id })
    await submission(id, other.id, exercises[2], at(20))
    await db
      .insertInto('submissions')
      .values({ user_id: user.id, exercise_id: exercises[2], language: 'c', code: 'x', status: 'accepted' })
      .execute()
    vi.setSystemTime(now(61))
    const { data, html } = await page(id, user)
    expect(data.page.exercises?.map((e) => e.status)).toEqual(['solved', 'tried', 'not_tried'])
    expect(html).toContain('<strong>Ends in 3 h 59 min:</strong>')
    expect(html).toContain('<span class="competition-status competition-status--solved">Solved</span>')
    expect(html).toContain('<span class="competition-status competition-status--tried">Tried</span>')
    expect(html).toContain('<span class="competition-status competition-status--not_tried">Not tried</span>')
    // A visitor has no entry: no statuses.
    const visitor = await page(id)
    expect(visitor.data.page.exercises?.map((e) => e.status)).toEqual([null, null, null])
    expect(visitor.html).not.toContain('competition-status')
    // After the end: no countdown.
    vi.setSystemTime(now(301))
    expect((await page(id, user)).html).not.toContain('competition-countdown')
  })

  it('names the problems in the scoreboard headers, the full name also in the letter’s title', async () => {
    const { id, exercises } = await makeBoardCompetition({}, 2)
    await db
      .updateTable('programming_exercises')
      .set({ title_gb: 'Shortest paths in a weighted graph' })
      .where('id', '=', exercises[1])
      .execute()
    const user = await makeUser('free')
    await join(id, { userId: user.id })
    vi.setSystemTime(now(30))
    const data = await boardLoader(call(get(`/gb/competition/${id}/scoreboard`, user), { id: String(id) }))
    const html = (
      await renderRoute('en-GB', boardHandle.i18n as string[], ScoreboardRoute, { loaderData: data })
    ).replace(/<!-- -->/g, '')
    expect(html).toContain(
      '<abbr title="Shortest paths in a weighted graph">B</abbr><span class="sb-problem-name">Shortest paths in a weighted graph</span>',
    )
  })
})
