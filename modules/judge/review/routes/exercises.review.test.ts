import { beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '~/db/client.server'
import { solvers } from '../../practice/practice-test-helpers'
import { renderPage, renderState } from '../../practice/routes/practice-render'
import { call, get, post } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import ExerciseReview, { action, loader } from './exercises.review'

vi.mock('@remix-run/react', async (original) =>
  (await import('../../practice/routes/practice-render')).mockRemixReact(
    original as () => Promise<Record<string, unknown>>,
  ),
)
useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
let staff: User
let student: User
const ex: Record<string, number> = {}

beforeAll(async () => {
  staff = await makeUser('author')
  student = await makeUser('pro')
  ex.five = await makeExercise({ title_br: 'Cinco solucionadores', title_gb: 'Five solvers' }, null)
  ex.six = await makeExercise({ title_br: 'Seis solucionadores', title_gb: 'Six solvers' }, null)
  ex.seven = await makeExercise({ title_br: 'Sete', title_gb: 'Seven' }, null)
  await solvers(ex.five, 5)
  await solvers(ex.six, 6)
  await solvers(ex.seven, 7)
})

const decide = (fields: Record<string, string>, user: User = staff) =>
  action(call(post('/gb/exercises/review', fields, user, true)))
const visibility = async (id: number) =>
  await db
    .selectFrom('programming_exercises')
    .select(['visibility', 'reviewed_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('/{lang}/exercises/review', () => {
  it('sends non-staff home (the content-creator guard), for reading and for deciding', async () => {
    await expect(loader(call(get('/gb/exercises/review', student)))).rejects.toMatchObject({ status: 302 })
    await expect(loader(call(get('/gb/exercises/review')))).rejects.toMatchObject({ status: 302 })
    await expect(decide({ exercise_id: String(ex.six), decision: 'approve' }, student)).rejects.toMatchObject(
      {
        status: 302,
      },
    )
    expect(await visibility(ex.six)).toEqual({ visibility: 'public', reviewed_by: null })
  })

  it('lists exercises with more than 5 solvers: 5 is not enough, 6 is', async () => {
    const data = await loader(call(get('/gb/exercises/review', staff)))
    expect(data.candidates.map((c) => c.id)).toEqual([ex.six, ex.seven])
    const html = await renderPage(ExerciseReview, data, 'en-GB')
    expect(html).toContain('Six solvers')
    expect(html).not.toContain('Five solvers')
    expect(html).toContain('name="decision" value="approve"')
    expect(html).toContain('name="decision" value="keep_public"')
    expect(html).toContain('method="post"')
  })

  it('approving makes the exercise community and redirects with a notice', async () => {
    const res = (await decide({ exercise_id: String(ex.six), decision: 'approve' })) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/gb/exercises/review?done=${ex.six}&decision=approve`)
    expect(await visibility(ex.six)).toEqual({ visibility: 'community', reviewed_by: staff.id })
    const data = await loader(call(get(res.headers.get('location') ?? '', staff)))
    expect(data.candidates.map((c) => c.id)).toEqual([ex.seven])
    const html = await renderPage(ExerciseReview, data, 'pt-BR')
    expect(html).toContain(`O exercício #${ex.six} agora é um exercício da comunidade.`)
  })

  it('keeping it public takes it off the list', async () => {
    const res = (await decide({ exercise_id: String(ex.seven), decision: 'keep_public' })) as Response
    expect(res.headers.get('location')).toBe(`/gb/exercises/review?done=${ex.seven}&decision=keep_public`)
    expect(await visibility(ex.seven)).toEqual({ visibility: 'public', reviewed_by: staff.id })
    expect((await loader(call(get('/gb/exercises/review', staff)))).candidates).toEqual([])
  })

  it('answers bad input with 422, an unknown exercise with 404 and a non-candidate with 409', async () => {
    const bad = (await decide({ exercise_id: 'x', decision: 'delete' })) as Response
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({ result: { error: { '': ['invalid'] } } })
    expect(((await decide({ exercise_id: '99999', decision: 'approve' })) as Response).status).toBe(404)
    const five = (await decide({ exercise_id: String(ex.five), decision: 'approve' })) as Response
    expect(five.status).toBe(409)
    const body = (await five.json()) as { result: unknown }
    renderState.action = body
    const html = await renderPage(
      ExerciseReview,
      await loader(call(get('/gb/exercises/review', staff))),
      'en-GB',
    )
    expect(html).toContain('This exercise is no longer waiting for review')
    renderState.action = undefined
    expect(await visibility(ex.five)).toEqual({ visibility: 'public', reviewed_by: null })
  })
})
