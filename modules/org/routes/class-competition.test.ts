import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { installClassStanding } from '~/modules/competitions'
import { listCompetitions } from '~/modules/competitions/listing/competition-list.server'
import * as competitionPage from '~/modules/competitions/routes/competition'
import * as competitionNew from '~/modules/competitions/routes/competitions.new'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeExercise, makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs, settle } from '~/tests/setup/helpers'
import { enrollStudent, removeStudent } from '../classes/classes.server'
import { startOrg } from '../start.server'
import { makeClass, makeOrg, orgUser } from '../test-helpers'
import * as classPage from './class'

// A competition restricted to a class (docs/product.md#org): competitions asks org, through the hook startOrg
// installs, what the user is to the class. Its people see it; outsiders get a 404; only its students join.

useOwnJudgeDataDir()
beforeAll(() => startOrg())

type User = { id: number; cookie: string }

const local = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}

async function setUp() {
  const org = await makeOrg()
  const prof = await orgUser(org, 'professor')
  const otherProf = await orgUser(org, 'professor')
  const classId = await makeClass(org, prof.id, { title: 'Turma Maratona' })
  const [ana, bia, outsider] = [await makeUser(), await makeUser(), await makeUser()]
  for (const s of [ana, bia]) await enrollStudent(classId, org, s.id)
  // The professor (not PRO) creates it from the class page's link: the form posts back to ?class=<id>.
  const exercise = await makeExercise()
  const newUrl = `/br/competitions/new?class=${classId}`
  const form = await loaded(competitionNew.loader(routeArgs(getRequest(newUrl, prof))))
  expect(form).toMatchObject({ allowed: true, cls: { id: classId, title: 'Turma Maratona' } })
  const made = (await settle(
    competitionNew.action(
      routeArgs(
        post(
          newUrl,
          {
            title: 'Maratona da turma',
            description: '',
            style: 'icpc',
            // Tomorrow, a day long: members may join before the start.
            starts_at: local(1, 0),
            ends_at: local(2, 0),
            frozen_minutes: '0',
            allowed: 'all',
            password: '',
            capacity: '',
            exercises: String(exercise),
            course_id: '',
          },
          prof,
        ),
      ),
    ),
  )) as Response
  expect(made.status).toBe(302)
  const id = Number(/(\d+)$/.exec(made.headers.get('Location') ?? '')?.[1])
  return { org, prof, otherProf, classId, ana, bia, outsider, id }
}

const pageOf = (id: number, user?: User) =>
  settle(competitionPage.loader(routeArgs(getRequest(`/br/competition/${id}`, user), { id: String(id) })))
const join = (id: number, user: User) =>
  settle(
    competitionPage.action(
      routeArgs(post(`/br/competition/${id}`, { intent: 'join' }, user), { id: String(id) }),
    ),
  ) as Promise<Response>
const status = (value: unknown) => (value instanceof Response ? value.status : 200)
const entrants = (id: number) =>
  db
    .selectFrom('participation_members')
    .select('user_id')
    .where('competition_id', '=', id)
    .execute()
    .then((rows) => rows.map((r) => r.user_id))

describe('a competition restricted to a class', () => {
  it('is made by the class’s professor, listed on the class page, not in the public list', async () => {
    const c = await setUp()
    const row = await db
      .selectFrom('competitions')
      .select(['programming_class_id', 'created_by'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ programming_class_id: c.classId, created_by: c.prof.id })
    const shown = (await loaded(
      classPage.loader(
        routeArgs(getRequest(`/br/programming-class/${c.classId}`, c.ana), { id: String(c.classId) }),
      ),
    )) as { competitions: { id: number }[] }
    expect(shown.competitions.map((x) => x.id)).toEqual([c.id])
    const lists = await listCompetitions(null, new Date())
    expect([...lists.upcoming, ...lists.running, ...lists.past].map((x) => x.id)).not.toContain(c.id)
    // Another professor of the organization cannot make one for this class: it does not exist for them.
    const other = await settle(
      competitionNew.loader(routeArgs(getRequest(`/br/competitions/new?class=${c.classId}`, c.otherProf))),
    )
    expect(status(other)).toBe(404)
  })

  it('a member joins; an outsider and a removed student are refused', async () => {
    const c = await setUp()
    expect(status(await pageOf(c.id, c.ana))).toBe(200)
    const joined = await join(c.id, c.ana)
    expect(joined.status).toBe(302)
    expect(await entrants(c.id)).toEqual([c.ana.id])

    // An outsider: the page is a 404, and so is the join (the class is not named to them).
    expect(status(await pageOf(c.id, c.outsider))).toBe(404)
    expect((await join(c.id, c.outsider)).status).toBe(404)
    // A visitor logs in first (a student following a link comes back to it).
    const visitor = await pageOf(c.id)
    expect(status(visitor)).toBe(302)

    // Removed from the class: out at once.
    await removeStudent(c.classId, c.bia.id)
    expect(status(await pageOf(c.id, c.bia))).toBe(404)
    expect((await join(c.id, c.bia)).status).toBe(404)
    expect(await entrants(c.id)).toEqual([c.ana.id])
  })

  it('the class’s professor sees it but does not join it as a student; when org answers nothing, only organizers get in', async () => {
    const c = await setUp()
    const refused = await join(c.id, c.otherProf)
    expect(refused.status).toBe(404)
    const own = await join(c.id, c.prof)
    expect(own.status).toBe(403)
    expect(((await own.json()) as { error: string }).error).toBe(
      'Esta competição é só para os alunos da turma dela.',
    )
    // Fail closed: when org knows nobody in the class, a student is an outsider; the organizer still gets in.
    const uninstall = installClassStanding(async () => null)
    try {
      expect(status(await pageOf(c.id, c.ana))).toBe(404)
      expect(status(await pageOf(c.id, c.prof))).toBe(200)
    } finally {
      uninstall()
      startOrg()
    }
  })
})
