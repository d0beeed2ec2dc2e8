// /{lang}/competition/:id/submissions: the viewer's participation's submissions (a team's: every member's),
// newest first, with own verdicts even while the scoreboard is frozen; organizers see everyone's.
import type { data as remixData } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import type { SubmissionStatus } from '~/db/schema'
import { createTestUser, makeExercise } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { isFrozen } from '../core.server'
import { formatElapsed } from '../ui/contest-submissions'
import ContestSubmissionsPage, {
  type ContestSubmissionsPageData,
  handle,
  loader,
} from './competition.submissions'

type User = Awaited<ReturnType<typeof createTestUser>>
const MIN = 60_000
const HOUR = 60 * MIN

function unwrap(result: unknown) {
  const r = result as ReturnType<typeof remixData<ContestSubmissionsPageData>>
  return { status: r.init?.status ?? 200, body: r.data }
}

async function load(cid: number, user?: User, query = '') {
  return unwrap(
    await loader(
      routeArgs(getRequest(`/gb/competition/${cid}/submissions${query}`, user), { id: String(cid) }),
    ),
  )
}

/** Started 2 h ago, ends in 1 h, frozen for the last 90 minutes (so frozen now); problems A and B. */
async function contest() {
  const organizer = await createTestUser({ is_pro: 1 })
  const now = Date.now()
  const startsAt = new Date(now - 2 * HOUR).toISOString()
  const { id } = await db
    .insertInto('competitions')
    .values({
      title: 'Maratona',
      style: 'icpc',
      starts_at: startsAt,
      ends_at: new Date(now + HOUR).toISOString(),
      frozen_minutes: 90,
      created_by: organizer.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const a = await makeExercise({ title_gb: 'Alpha' }, null)
  const b = await makeExercise({ title_gb: 'Beta' }, null)
  await db
    .insertInto('competition_exercises')
    .values([
      { competition_id: id, exercise_id: a, position: 0 },
      { competition_id: id, exercise_id: b, position: 1 },
    ])
    .execute()
  return { id, organizer, startsAt, a, b }
}

async function participate(cid: number, members: User[], startsAt: string, team?: string) {
  const teamId = team
    ? (
        await db
          .insertInto('teams')
          .values({ name: team, invite_password: 'segredo' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    : null
  const { id } = await db
    .insertInto('participations')
    .values({
      competition_id: cid,
      user_id: teamId ? null : members[0].id,
      team_id: teamId,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + 3 * HOUR).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('participation_members')
    .values(members.map((m) => ({ participation_id: id, competition_id: cid, user_id: m.id })))
    .execute()
  return id
}

async function sent(
  user: User,
  cid: number | null,
  exerciseId: number,
  at: string,
  status: SubmissionStatus,
  score: number | null,
) {
  const { id } = await db
    .insertInto('submissions')
    .values({
      user_id: user.id,
      exercise_id: exerciseId,
      competition_id: cid,
      language: 'python3',
      code: 'print(1)',
      status,
      score,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()

describe('/{lang}/competition/:id/submissions', () => {
  it("lists a team's submissions (every member's), newest first, with own verdicts while frozen", async () => {
    const c = await contest()
    const [ana, bia, rival] = [await createTestUser(), await createTestUser(), await createTestUser()]
    await participate(c.id, [ana, bia], c.startsAt, 'Os Bugados')
    await participate(c.id, [rival], c.startsAt)
    const first = await sent(ana, c.id, c.a, later(c.startsAt, 5 * MIN + 7_000), 'wrong_answer', 0)
    // Inside the freeze (the last 90 minutes): still the team's own verdict.
    const second = await sent(bia, c.id, c.b, later(c.startsAt, 75 * MIN), 'accepted', 100)
    await sent(rival, c.id, c.a, later(c.startsAt, 80 * MIN), 'accepted', 100)
    await sent(ana, null, c.a, later(c.startsAt, 90 * MIN), 'accepted', 100)
    const queued = await sent(ana, c.id, c.a, later(c.startsAt, 100 * MIN), 'judging', null)
    expect(
      isFrozen(
        await db.selectFrom('competitions').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow(),
      ),
    ).toBe(true)

    const { status, body } = await load(c.id, ana)
    expect(status).toBe(200)
    expect(body.team).toBe(true)
    expect(body.manageHref).toBeNull()
    if (body.list.kind !== 'participant') throw new Error(body.list.kind)
    expect(body.list.total).toBe(3)
    expect(body.list.rows.map((r) => r.id)).toEqual([queued, second, first])
    expect(body.list.rows[0]).toMatchObject({ status: 'in_queue', score: null, letter: 'A' })
    expect(body.list.rows[1]).toMatchObject({
      letter: 'B',
      exerciseTitle: 'Beta',
      status: 'accepted',
      score: 100,
      elapsedMs: 75 * MIN,
      author: { id: bia.id },
    })
    expect(body.list.rows[2]).toMatchObject({
      status: 'wrong_answer',
      elapsedMs: 5 * MIN + 7_000,
      language: 'Python 3',
    })
    // The teammate sees the same list; the rival only their own.
    const mate = await load(c.id, bia)
    expect(mate.body.list.kind === 'participant' && mate.body.list.rows.map((r) => r.id)).toEqual([
      queued,
      second,
      first,
    ])
    const other = await load(c.id, rival)
    expect(other.body.list.kind === 'participant' && other.body.list.rows.map((r) => r.author)).toEqual([
      null,
    ])

    const html = (
      await renderRoute('en-GB', handle.i18n as string[], ContestSubmissionsPage, { loaderData: body })
    ).replaceAll('<!-- -->', '')
    expect(html).toContain(`<a href="/gb/submission/${second}">#${second}</a>`)
    expect(html).toMatch(/<h1 id="contest-submissions-title">/)
    expect(html).toContain('aria-labelledby="contest-submissions-title"')
    expect(html).toContain('1:15')
    expect(html).toContain('05:07')
    expect(html).toContain('Accepted')
    expect(html).toContain('Wrong Answer')
    expect(html).toContain(`href="/gb/competition/${c.id}"`)
  })

  it("times a virtual run's submissions from its own start", async () => {
    const c = await contest()
    const runner = await createTestUser({ is_pro: 1 })
    const runStart = new Date(Date.now() - 10 * MIN).toISOString()
    await participate(c.id, [runner], runStart)
    await sent(runner, c.id, c.b, later(runStart, 3 * MIN), 'accepted', 100)
    const { body } = await load(c.id, runner)
    expect(body.list.kind === 'participant' && body.list.rows[0].elapsedMs).toBe(3 * MIN)
  })

  it('gives organizers every submission with its author and a link to the manage page', async () => {
    const c = await contest()
    const [ana, rival] = [await createTestUser(), await createTestUser()]
    await participate(c.id, [ana], c.startsAt)
    await participate(c.id, [rival], c.startsAt)
    await sent(ana, c.id, c.a, later(c.startsAt, MIN), 'accepted', 100)
    await sent(rival, c.id, c.b, later(c.startsAt, 2 * MIN), 'wrong_answer', 0)
    const { status, body } = await load(c.id, c.organizer)
    expect(status).toBe(200)
    expect(body.manageHref).toBe(`/gb/competition/${c.id}/manage`)
    if (body.list.kind !== 'organizer') throw new Error(body.list.kind)
    expect(body.list.rows.map((r) => r.author?.id)).toEqual([rival.id, ana.id])
  })

  it('sends visitors to the login page and tells non-participants how to join (403)', async () => {
    const c = await contest()
    try {
      await load(c.id)
      throw new Error('expected a redirect')
    } catch (error) {
      const res = error as Response
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(
        `/gb/login?login=true&redirectTo=${encodeURIComponent(`/gb/competition/${c.id}/submissions`)}`,
      )
    }
    const stranger = await createTestUser()
    const { status, body } = await load(c.id, stranger)
    expect(status).toBe(403)
    expect(body.list).toEqual({ kind: 'not_registered' })
    const html = await renderRoute('pt-BR', handle.i18n as string[], ContestSubmissionsPage, {
      loaderData: body,
    })
    expect(html).toContain('Você não está inscrito nesta competição')
    expect(html).toContain(`href="/gb/competition/${c.id}"`)
  })

  it('answers 404 for a competition that does not exist', async () => {
    await expect(load(999_999, await createTestUser())).rejects.toMatchObject({ status: 404 })
  })

  it('pages 50 at a time', async () => {
    const c = await contest()
    const ana = await createTestUser()
    await participate(c.id, [ana], c.startsAt)
    for (let i = 0; i < 51; i++) await sent(ana, c.id, c.a, later(c.startsAt, i * 1000), 'wrong_answer', 0)
    const one = await load(c.id, ana)
    const two = await load(c.id, ana, '?page=2')
    if (one.body.list.kind !== 'participant' || two.body.list.kind !== 'participant') throw new Error('kind')
    expect([one.body.list.rows.length, one.body.list.pages]).toEqual([50, 2])
    expect(two.body.list.rows.map((r) => r.elapsedMs)).toEqual([0])
  })
})

describe('formatElapsed', () => {
  it('reads mm:ss within the first hour and h:mm after it', () => {
    expect(formatElapsed(0)).toBe('00:00')
    expect(formatElapsed(5 * MIN + 7_000)).toBe('05:07')
    expect(formatElapsed(HOUR - 1)).toBe('59:59')
    expect(formatElapsed(HOUR)).toBe('1:00')
    expect(formatElapsed(4 * HOUR + 5 * MIN + 59_000)).toBe('4:05')
    expect(formatElapsed(-1)).toBe('—')
  })
})
