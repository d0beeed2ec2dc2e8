// The exercise page and the submission page in competition mode, driven by a stub competition gate (the
// competitions module installs the real one; these tests depend only on the gate's contract). The submission
// page's view of a competition (letter, teammates, organizers) is the competitions module's real lookup.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { submissionView } from '~/modules/competitions/gate/submission-view.server'
import { renderRoute } from '~/tests/setup/render'
import {
  type CompetitionGate,
  type CompetitionGateInput,
  type CompetitionRefusal,
  JUDGE_ALONE,
  installCompetitionRules,
} from '../../competition-gate.server'
import { type User, call, get } from '../../route-test-helpers'
import SubmissionPage, {
  action as submissionAction,
  loader as submissionLoader,
} from '../../submissions/routes/submission'
import { makeExercise, makeUser, setVerdict, submitAs, useOwnJudgeDataDir } from '../../test-helpers'
import type { ExerciseWorkspaceData, SubmissionPageData, WorkspaceFormError } from '../workspace-types'
import ExercisePage, { ErrorBoundary, action, handle, loader } from './exercise'

vi.mock('../../submissions/queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()

const HOUR = 3_600_000
type Ok = Extract<ExerciseWorkspaceData, { access: 'ok' }>

/** What the stub answers: per competition id, ok (with canSubmit) or a refusal. */
const answers = new Map<number, { canSubmit: boolean; endsAt: string } | CompetitionRefusal>()
const calls: CompetitionGateInput[] = []
const stubGate: CompetitionGate = async (input) => {
  calls.push(input)
  const answer = answers.get(input.competitionId) ?? 'competition_not_found'
  if (typeof answer === 'string') return { ok: false, reason: answer }
  return {
    ok: true,
    context: {
      id: input.competitionId,
      title: 'Maratona de Inverno',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: answer.endsAt,
      letter: 'B',
      canSubmit: answer.canSubmit,
    },
  }
}

// The rules in force before this file (the judge's own) come back afterwards.
const original = installCompetitionRules({ ...JUDGE_ALONE, gate: stubGate, submission: submissionView })
afterAll(() => {
  installCompetitionRules(original)
})
beforeEach(() => {
  resetRateLimits()
  calls.length = 0
  answers.clear()
})

async function competition({ running = true, createdBy = null as number | null } = {}) {
  const now = Date.now()
  const { id } = await db
    .insertInto('competitions')
    .values({
      title: 'Maratona de Inverno',
      style: 'icpc',
      starts_at: new Date(now - 2 * HOUR).toISOString(),
      ends_at: new Date(now + (running ? 2 : -1) * HOUR).toISOString(),
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** A private exercise of the organizer, problem B of a competition the stub lets `canSubmit` in. */
async function setup({
  canSubmit = true,
  running = true,
  visibility = 'private',
}: { canSubmit?: boolean; running?: boolean; visibility?: 'private' | 'public' } = {}) {
  const organizer = await makeUser('pro')
  const cid = await competition({ running, createdBy: organizer.id })
  const exerciseId = await makeExercise({ author_id: organizer.id, visibility })
  await db
    .insertInto('competition_exercises')
    .values({ competition_id: cid, exercise_id: exerciseId, position: 1 })
    .execute()
  const endsAt = new Date(Date.now() + (running ? 2 : -1) * HOUR).toISOString()
  answers.set(cid, { canSubmit, endsAt })
  return { organizer, cid, exerciseId, endsAt }
}

function unwrap<T>(result: unknown): { status: number; body: T } {
  const r = result as { type?: string; data?: unknown; init?: { status?: number } | null }
  if (r && r.type === 'DataWithResponseInit') return { status: r.init?.status ?? 200, body: r.data as T }
  return { status: 200, body: result as T }
}

type Page = { workspace: ExerciseWorkspaceData; feedback: unknown }

async function page(id: number, user?: User, query = '') {
  return unwrap<Page>(await loader(call(get(`/gb/exercise/${id}${query}`, user), { id: String(id) })))
}

async function refusal(id: number, user: User | undefined, query: string) {
  try {
    await page(id, user, query)
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: null }
    const e = error as { type?: string; data?: unknown; init?: { status?: number } }
    expect(e.type).toBe('DataWithResponseInit')
    return { status: e.init?.status, data: e.data as Record<string, unknown> }
  }
  throw new Error('expected a refusal')
}

function post(id: number, fields: Record<string, string>, user?: User, query = '') {
  return action(
    call(
      new Request(`http://test/gb/exercise/${id}${query}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(user ? { cookie: user.cookie } : {}),
        },
      }),
      { id: String(id) },
    ),
  )
}

async function renderExercise(id: number, user: User, query: string, actionData?: unknown) {
  const loaderData = (await page(id, user, query)).body
  const html = await renderRoute('en-GB', handle.i18n as string[], ExercisePage, { loaderData, actionData })
  return html.replaceAll('<!-- -->', '')
}

const C_CODE = '#include <stdio.h>\nint main(){return 0;}'

describe('/{lang}/exercise/:id?competition=:cid (loader)', () => {
  it("opens an organizer's private exercise to a participant, with the banner data and no practice hints", async () => {
    const { cid, exerciseId, endsAt } = await setup()
    const student = await makeUser('free')
    // Outside the competition the private exercise stays hidden.
    await expect(page(exerciseId, student)).rejects.toMatchObject({ status: 404 })

    const { status, body } = await page(exerciseId, student, `?competition=${cid}`)
    expect(status).toBe(200)
    expect(calls.at(-1)).toMatchObject({ competitionId: cid, exerciseId, intent: 'read' })
    expect(calls.at(-1)?.user?.id).toBe(student.id)
    const ws = body.workspace as Ok
    expect(ws.access).toBe('ok')
    expect(ws.competition).toEqual({
      id: cid,
      title: 'Maratona de Inverno',
      letter: 'B',
      endsAt,
      ended: false,
      href: `/gb/competition/${cid}`,
      mode: 'contest',
    })
    expect(ws.formAction).toBe(`/gb/exercise/${exerciseId}?competition=${cid}`)
    expect(ws.exercise.sources).toEqual([])
    expect(ws.exercise.subjects).toEqual([])
    expect(ws.viewer.solved).toBe(false)
    expect(body.feedback).toBeNull()
  })

  it('never marks the exercise solved in competition mode, though the practice page does', async () => {
    const { cid, exerciseId } = await setup({ visibility: 'public' })
    const student = await makeUser('free')
    const sid = await submitAs(student, exerciseId)
    await setVerdict(sid, { status: 'accepted', score: 100 })
    expect(((await page(exerciseId, student)).body.workspace as Ok).viewer.solved).toBe(true)
    expect(
      ((await page(exerciseId, student, `?competition=${cid}`)).body.workspace as Ok).viewer.solved,
    ).toBe(false)
  })

  it.each([
    ['competition_not_found', 404, 'This competition does not exist.'],
    ['exercise_not_in_competition', 404, 'This exercise is not part of this competition.'],
    ['not_registered', 403, 'You are not registered for this competition.'],
    ['competition_not_running', 403, 'This competition is not open for submissions right now.'],
  ] as const)('turns the refusal %s into a %i page with its copy', async (reason, status, message) => {
    const { cid, exerciseId } = await setup()
    answers.set(cid, reason)
    const res = await refusal(exerciseId, await makeUser('free'), `?competition=${cid}`)
    expect(res.status).toBe(status)
    expect(res.data?.message).toBe(message)
    expect(res.data?.competitionHref).toBe(
      reason === 'competition_not_found' ? null : `/gb/competition/${cid}`,
    )
  })

  it('answers 404 for a competition parameter that is not an id', async () => {
    const { exerciseId } = await setup()
    const res = await refusal(exerciseId, await makeUser('free'), '?competition=abc')
    expect(res.status).toBe(404)
    expect(res.data?.message).toBe('This competition does not exist.')
    expect(calls).toHaveLength(0)
  })

  it('renders a refusal with its message and a link to the competition page', async () => {
    const { cid, exerciseId } = await setup()
    answers.set(cid, 'not_registered')
    const res = await refusal(exerciseId, await makeUser('free'), `?competition=${cid}`)
    // What Remix hands the error boundary for thrown data (isRouteErrorResponse's shape).
    const error = { status: res.status, statusText: '', internal: false, data: res.data }
    const html = await renderRoute('en-GB', handle.i18n as string[], ExercisePage, { error }, ErrorBoundary)
    expect(html).toContain('You are not registered for this competition.')
    expect(html).toContain(`href="/gb/competition/${cid}"`)
  })

  it('sends a visitor to the login page and back, instead of telling them they are not registered', async () => {
    const { cid, exerciseId } = await setup()
    answers.set(cid, 'not_registered')
    const thrown = await page(exerciseId, undefined, `?competition=${cid}`).then(
      () => null,
      (error: unknown) => error,
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('location')).toBe(
      `/gb/login?login=true&redirectTo=${encodeURIComponent(`/gb/exercise/${exerciseId}?competition=${cid}`)}`,
    )
    // A competition that does not exist is still a 404, logged in or not.
    answers.set(cid, 'competition_not_found')
    expect((await refusal(exerciseId, undefined, `?competition=${cid}`)).status).toBe(404)
  })

  it('after the end (canSubmit false) says so and posts as practice; a hidden exercise has no form', async () => {
    const open = await setup({ canSubmit: false, running: false, visibility: 'public' })
    const student = await makeUser('free')
    const ws = (await page(open.exerciseId, student, `?competition=${open.cid}`)).body.workspace as Ok
    expect(ws.competition).toMatchObject({ mode: 'practice', ended: true })
    const html = await renderExercise(open.exerciseId, student, `?competition=${open.cid}`)
    expect(html).toContain('counts as practice')
    expect(html).not.toContain('name="competition_id"')
    expect(html).toContain('name="code"')

    const hidden = await setup({ canSubmit: false, running: false })
    const closed = (await page(hidden.exerciseId, student, `?competition=${hidden.cid}`)).body.workspace as Ok
    expect(closed.competition?.mode).toBe('closed')
    const closedHtml = await renderExercise(hidden.exerciseId, student, `?competition=${hidden.cid}`)
    expect(closedHtml).toContain('not open for practice')
    expect(closedHtml).not.toContain('name="code"')
  })

  it('renders the banner, the link back and the hidden competition_id; no private tag, no sources', async () => {
    const { cid, exerciseId } = await setup()
    const student = await makeUser('free')
    const html = await renderExercise(exerciseId, student, `?competition=${cid}`)
    expect(html).toContain('class="competition-banner"')
    expect(html).toContain(`<a href="/gb/competition/${cid}">Maratona de Inverno</a>`)
    expect(html).toContain('Problem B')
    expect(html).toMatch(/ · ends \d{2}\/\d{2}\/\d{4}/)
    expect(html).toContain('← Back to the competition')
    expect(html).toContain(`<input type="hidden" name="competition_id" value="${cid}"/>`)
    expect(html).toContain(`action="/gb/exercise/${exerciseId}?competition=${cid}"`)
    expect(html).not.toContain('>Private<')
    // The practice page of the same exercise has none of it (its author sees it there).
    const practice = await renderExercise(exerciseId, (await makeUser('admin')) as User, '')
    expect(practice).not.toContain('competition-banner')
    expect(practice).not.toContain('name="competition_id"')
  })
})

describe('/{lang}/exercise/:id?competition=:cid (action)', () => {
  it('sends a solution for the competition (the private exercise included) and goes to its page', async () => {
    const { cid, exerciseId } = await setup()
    const student = await makeUser('free')
    const res = (await post(
      exerciseId,
      { intent: 'submit', language: 'c', code: C_CODE, competition_id: String(cid) },
      student,
      `?competition=${cid}`,
    )) as Response
    expect(res.status).toBe(302)
    const id = Number(/\/gb\/submission\/(\d+)$/.exec(res.headers.get('location') ?? '')?.[1])
    const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ competition_id: cid, exercise_id: exerciseId, user_id: student.id })
    expect(calls.map((c) => c.intent)).toEqual(['read', 'submit'])
  })

  it('keeps what was typed when the gate refuses (403 not registered), and sends nothing', async () => {
    const { cid, exerciseId } = await setup()
    answers.set(cid, 'not_registered')
    const student = await makeUser('free')
    const res = unwrap<WorkspaceFormError>(
      await post(
        exerciseId,
        { intent: 'submit', language: 'python3', code: 'print(42)', competition_id: String(cid) },
        student,
        `?competition=${cid}`,
      ),
    )
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({
      error: 'notRegistered',
      language: 'python3',
      code: 'print(42)',
      message: 'You are not registered for this competition.',
    })
    const sent = await db.selectFrom('submissions').select('id').where('competition_id', '=', cid).execute()
    expect(sent).toEqual([])
  })

  it('answers 422 for a competition_id that is not an id', async () => {
    const { exerciseId } = await setup()
    const res = unwrap<WorkspaceFormError>(
      await post(exerciseId, { language: 'c', code: C_CODE, competition_id: 'x' }, await makeUser('free')),
    )
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('competitionNotFound')
    expect(calls).toHaveLength(0)
    const sent = await db
      .selectFrom('submissions')
      .select('id')
      .where('exercise_id', '=', exerciseId)
      .execute()
    expect(sent).toEqual([])
  })

  it('saves the draft and comes back to the page in competition mode', async () => {
    const { cid, exerciseId } = await setup()
    const student = await makeUser('free')
    const res = (await post(
      exerciseId,
      { intent: 'draft', language: 'c', code: C_CODE, competition_id: String(cid) },
      student,
      `?competition=${cid}`,
    )) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(
      `/gb/exercise/${exerciseId}?competition=${cid}&draft=saved#solution`,
    )
    const ws = (await page(exerciseId, student, `?competition=${cid}`)).body.workspace as Ok
    expect(ws.draft).toEqual({ language: 'c', code: C_CODE })
  })

  it('after the end a post without competition_id is plain practice', async () => {
    const { cid, exerciseId } = await setup({ canSubmit: false, running: false, visibility: 'public' })
    const student = await makeUser('free')
    const res = (await post(
      exerciseId,
      { intent: 'submit', language: 'c', code: C_CODE },
      student,
      `?competition=${cid}`,
    )) as Response
    expect(res.status).toBe(302)
    const id = Number(/(\d+)$/.exec(res.headers.get('location') ?? '')?.[1])
    const row = await db
      .selectFrom('submissions')
      .select('competition_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.competition_id).toBeNull()
    expect(calls).toHaveLength(0)
  })
})

describe('/{lang}/submission/:id in competition mode', () => {
  const view = async (id: number, user?: User) =>
    (await submissionLoader(
      call(get(`/gb/submission/${id}`, user), { id: String(id) }),
    )) as SubmissionPageData

  async function contestSubmission(running = true) {
    const ctx = await setup({ running, canSubmit: true })
    const student = await makeUser('free')
    // A public exercise after this one: the practice page would offer it as the next one.
    await makeExercise()
    const id = await submitAs(student, ctx.exerciseId, { competitionId: ctx.cid })
    await setVerdict(id, { status: 'accepted', score: 100 })
    return { ...ctx, student, id }
  }

  it('shows the banner, leads back to the competition and hides "next exercise"', async () => {
    const { cid, exerciseId, student, id } = await contestSubmission()
    const data = await view(id, student)
    expect(data.competition).toEqual({
      id: cid,
      title: 'Maratona de Inverno',
      letter: 'B',
      href: `/gb/competition/${cid}`,
    })
    expect(data.detail.status).toBe('accepted')
    expect(data.detail.score).toBe(100)
    expect(data.nextHref).toBeNull()
    expect(data.exerciseHref).toBe(`/gb/exercise/${exerciseId}?competition=${cid}`)
    expect(data.backHref).toBe(`/gb/exercise/${exerciseId}?competition=${cid}`)
    expect(data.canToggleVisibility).toBe(false)

    const html = (
      await renderRoute('en-GB', ['common', 'judge', 'exercise'], SubmissionPage, { loaderData: data })
    ).replaceAll('<!-- -->', '')
    expect(html).toContain('class="competition-banner"')
    expect(html).toContain(`<a href="/gb/competition/${cid}">Maratona de Inverno</a>`)
    expect(html).toContain('Problem B')
    expect(html).not.toContain('Next exercise')
    expect(html).not.toContain('Make public')
    expect(html).toContain('stay private until the competition ends')
  })

  it("a practice submission's page keeps its next exercise and has no banner", async () => {
    const student = await makeUser('free')
    const exerciseId = await makeExercise()
    await makeExercise()
    const id = await submitAs(student, exerciseId)
    await setVerdict(id, { status: 'accepted', score: 100 })
    const data = await view(id, student)
    expect(data.competition).toBeUndefined()
    expect(data.nextHref).not.toBeNull()
    expect(data.canToggleVisibility).toBe(true)
  })

  it('refuses to make it public while the competition runs (403), allows it after the end', async () => {
    const running = await contestSubmission(true)
    const toggle = (id: number, user: User) =>
      submissionAction(
        call(
          new Request(`http://test/gb/submission/${id}`, {
            method: 'POST',
            body: new URLSearchParams({ visibility: 'public' }),
            headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie },
          }),
          { id: String(id) },
        ),
      ).catch((e: Response) => e)
    expect(((await toggle(running.id, running.student)) as Response).status).toBe(403)
    const ended = await contestSubmission(false)
    expect(((await toggle(ended.id, ended.student)) as Response).status).toBe(302)
    expect((await view(ended.id, ended.student)).visibility).toBe('public')
  })

  it("opens to the owner's teammates and the competition's creator, not to other participants", async () => {
    const { cid, organizer, student, id } = await contestSubmission()
    const mate = await makeUser('free')
    const rival = await makeUser('free')
    const { id: team } = await db
      .insertInto('participations')
      .values({
        competition_id: cid,
        user_id: student.id,
        starts_at: '2026-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { id: other } = await db
      .insertInto('participations')
      .values({
        competition_id: cid,
        user_id: rival.id,
        starts_at: '2026-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('participation_members')
      .values([
        { participation_id: team, competition_id: cid, user_id: student.id },
        { participation_id: team, competition_id: cid, user_id: mate.id },
        { participation_id: other, competition_id: cid, user_id: rival.id },
      ])
      .execute()
    const seen = await view(id, mate)
    expect(seen.isOwner).toBe(false)
    expect(seen.detail.status).toBe('accepted')
    expect((await view(id, organizer)).competition?.id).toBe(cid)
    await expect(view(id, rival)).rejects.toMatchObject({ status: 404 })
  })
})
