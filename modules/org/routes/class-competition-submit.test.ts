import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { register, useCompetitionRules } from '~/modules/competitions/competition-test-helpers'
import * as competitionPage from '~/modules/competitions/routes/competition'
import * as exercisePage from '~/modules/judge/exercises/routes/exercise'
import { submitRoute } from '~/modules/judge/route-test-helpers'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeCompetition, makeExercise, makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs } from '~/tests/setup/helpers'
import { enrollStudent, removeStudent } from '../classes/classes.server'
import { removeMember } from '../membership/members.server'
import { startOrg } from '../start.server'
import { makeClass, makeOrg, orgUser } from '../test-helpers'

// A running competition restricted to a class (docs/product.md#org), every door × every relation: the
// competition page, the exercise page in competition mode, the exercise form's submit (no JS) and the JSON
// submit. Whoever is no longer the class's (removed from it, or from its organization) is refused on the next
// request, although they registered while they were in: the gate asks org on every read and every submit.

vi.mock('~/modules/judge/submissions/queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
useCompetitionRules()
beforeAll(() => startOrg())
beforeEach(() => resetRateLimits())

type User = Awaited<ReturnType<typeof makeUser>>
const CODE = 'print(sum(map(int, input().split())))'

async function setUp() {
  const org = await makeOrg()
  const prof = await orgUser(org, 'professor')
  const otherProf = await orgUser(org, 'professor')
  const classId = await makeClass(org, prof.id, { title: 'Turma Maratona' })
  const [stays, leavesClass, leavesOrg, outsider] = [
    await orgUser(org, 'student'),
    await orgUser(org, 'student'),
    await orgUser(org, 'student'),
    await makeUser(),
  ]
  for (const s of [stays, leavesClass, leavesOrg]) await enrollStudent(classId, org, s.id)
  const exercise = await makeExercise()
  // Running now (started an hour ago), made by the class's professor from the class page.
  const { id } = await makeCompetition({
    exercises: [exercise],
    programming_class_id: classId,
    created_by: prof.id,
  })
  for (const s of [stays, leavesClass, leavesOrg]) await register(s, id)
  await removeStudent(classId, leavesClass.id)
  await removeMember(org, leavesOrg.id, 'student')
  return { prof, otherProf, stays, leavesClass, leavesOrg, outsider, id, exercise }
}

/** A loader's or action's answer, thrown or returned (a Response, or data() with its status). */
async function settled(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof Response || (error as { type?: string }).type === 'DataWithResponseInit')
      return error
    throw error
  }
}

const statusOf = (value: unknown) => {
  if (value instanceof Response) return value.status
  const init = (value as { init?: { status?: number } | null }).init
  return init?.status ?? 200
}

const competitionStatus = async (id: number, user: User) =>
  statusOf(
    await settled(
      competitionPage.loader(routeArgs(getRequest(`/gb/competition/${id}`, user), { id: String(id) })),
    ),
  )

const exerciseStatus = async (exercise: number, id: number, user: User) =>
  statusOf(
    await settled(
      exercisePage.loader(
        routeArgs(getRequest(`/gb/exercise/${exercise}?competition=${id}`, user), { id: String(exercise) }),
      ),
    ),
  )

/** The exercise page's form, as a browser without JavaScript posts it. */
async function formSubmit(exercise: number, id: number, user: User) {
  const url = `/gb/exercise/${exercise}?competition=${id}`
  const fields = { intent: 'submit', language: 'python3', code: CODE, competition_id: String(id) }
  const res = await settled(exercisePage.action(routeArgs(post(url, fields, user), { id: String(exercise) })))
  const body = res instanceof Response ? null : (res as { data?: { error?: string; message?: string } }).data
  return { status: statusOf(res), error: body?.error ?? null, message: body?.message ?? null }
}

async function apiSubmit(exercise: number, id: number, user: User) {
  const res = await submitRoute(user, exercise, { competition_id: id, code: CODE })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const submissionsBy = async (userId: number, competitionId: number) =>
  (
    await db
      .selectFrom('submissions')
      .select('id')
      .where('user_id', '=', userId)
      .where('competition_id', '=', competitionId)
      .execute()
  ).length

describe('a class’s running competition, route × role', () => {
  it('its student reads and submits through both doors', async () => {
    const c = await setUp()
    expect(await competitionStatus(c.id, c.stays)).toBe(200)
    expect(await exerciseStatus(c.exercise, c.id, c.stays)).toBe(200)
    expect((await formSubmit(c.exercise, c.id, c.stays)).status).toBe(302)
    expect((await apiSubmit(c.exercise, c.id, c.stays)).status).toBe(200)
    expect(await submissionsBy(c.stays.id, c.id)).toBe(2)
  })

  it('its professor (the organizer) submits outside the ranking; another professor is told it does not exist', async () => {
    const c = await setUp()
    expect(await competitionStatus(c.id, c.prof)).toBe(200)
    expect((await formSubmit(c.exercise, c.id, c.prof)).status).toBe(302)
    expect(await competitionStatus(c.id, c.otherProf)).toBe(404)
    expect(await exerciseStatus(c.exercise, c.id, c.otherProf)).toBe(404)
    expect((await apiSubmit(c.exercise, c.id, c.otherProf)).status).toBe(422)
    expect(await submissionsBy(c.otherProf.id, c.id)).toBe(0)
  })

  for (const who of ['leavesClass', 'leavesOrg', 'outsider'] as const) {
    it(`${who}: every page is a 404 and both submits are refused as for a competition that does not exist`, async () => {
      const c = await setUp()
      const user = c[who]
      expect(await competitionStatus(c.id, user)).toBe(404)
      expect(await exerciseStatus(c.exercise, c.id, user)).toBe(404)
      // The exercise form comes back with the judge's copy beside the competition field (what was typed kept).
      expect(await formSubmit(c.exercise, c.id, user)).toEqual({
        status: 422,
        error: 'competitionNotFound',
        message: 'This competition does not exist.',
      })
      const api = await apiSubmit(c.exercise, c.id, user)
      expect(api.status).toBe(422)
      expect(api.body).toMatchObject({
        error: 'INVALID_DATA',
        field: 'competition_id',
        message: 'Esta competição não existe.',
      })
      expect(await submissionsBy(user.id, c.id)).toBe(0)
    })
  }
})
