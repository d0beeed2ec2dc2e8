import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { addSubmission, plainUser, solvers } from '../practice/practice-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../test-helpers'
import { reviewCandidates, reviewExercise } from './review.server'

useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
let staff: User
let student: User
const ex: Record<string, number> = {}

const row = (id: number) =>
  db
    .selectFrom('programming_exercises')
    .select(['visibility', 'reviewed_at', 'reviewed_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

beforeAll(async () => {
  staff = await makeUser('author')
  student = await makeUser('free')
  const authorId = await plainUser('Ana Maria da Silva')
  const make = (o: Parameters<typeof makeExercise>[0]) => makeExercise(o, null)
  ex.five = await make({ title_br: 'Cinco' })
  ex.six = await make({ title_br: 'Seis', title_gb: 'Six', author_id: authorId })
  ex.sixOnce = await make({ title_br: 'Seis com repetição' })
  ex.privateSix = await make({ title_br: 'Privado', visibility: 'private' })
  ex.communitySix = await make({ title_br: 'Comunidade', visibility: 'community' })
  ex.keep = await make({ title_br: 'Fica pública' })
  await solvers(ex.five, 5)
  await solvers(ex.six, 6)
  await solvers(ex.privateSix, 6)
  await solvers(ex.communitySix, 6)
  await solvers(ex.keep, 7)
  // Five solvers, one of them solving twice, and a sixth user who only tried: still five.
  const users = await Promise.all([1, 2, 3, 4, 5].map(() => plainUser()))
  for (const u of users) await addSubmission(u, ex.sixOnce)
  await addSubmission(users[0], ex.sixOnce)
  await addSubmission(await plainUser(), ex.sixOnce, { status: 'wrong_answer' })
})

describe('exercise review', () => {
  it('lists public, unreviewed exercises solved by more than 5 distinct users', async () => {
    const list = await reviewCandidates('en-GB')
    expect(list.map((c) => c.id)).toEqual([ex.six, ex.keep])
    expect(list[0]).toMatchObject({ title: 'Six', solvers: 6, author: { name: 'Ana Silva' } })
    expect(list[1]).toMatchObject({ solvers: 7, author: null })
  })

  it('approving makes it community and records the reviewer', async () => {
    expect(await reviewExercise(staff.session, ex.six, 'approve')).toEqual({
      ok: true,
      visibility: 'community',
    })
    const after = await row(ex.six)
    expect(after).toMatchObject({ visibility: 'community', reviewed_by: staff.id })
    expect(after.reviewed_at).not.toBeNull()
    expect((await reviewCandidates()).map((c) => c.id)).toEqual([ex.keep])
    expect(await reviewExercise(staff.session, ex.six, 'approve')).toEqual({
      ok: false,
      reason: 'not_candidate',
    })
  })

  it('keeping it public closes the review without changing visibility', async () => {
    expect(await reviewExercise(staff.session, ex.keep, 'keep_public')).toEqual({
      ok: true,
      visibility: 'public',
    })
    expect(await row(ex.keep)).toMatchObject({ visibility: 'public', reviewed_by: staff.id })
    expect(await reviewCandidates()).toEqual([])
  })

  it('refuses exercises that are not candidates, unknown ones and non-staff', async () => {
    expect(await reviewExercise(staff.session, ex.five, 'approve')).toEqual({
      ok: false,
      reason: 'not_candidate',
    })
    expect(await reviewExercise(staff.session, ex.sixOnce, 'approve')).toEqual({
      ok: false,
      reason: 'not_candidate',
    })
    expect(await reviewExercise(staff.session, ex.privateSix, 'approve')).toEqual({
      ok: false,
      reason: 'not_candidate',
    })
    expect(await reviewExercise(staff.session, 999999, 'approve')).toEqual({ ok: false, reason: 'not_found' })
    expect(await reviewExercise(student.session, ex.five, 'approve')).toEqual({
      ok: false,
      reason: 'forbidden',
    })
    expect(await reviewExercise(null, ex.five, 'approve')).toEqual({ ok: false, reason: 'forbidden' })
    expect(await row(ex.five)).toMatchObject({ visibility: 'public', reviewed_at: null })
    expect(await row(ex.privateSix)).toMatchObject({ visibility: 'private', reviewed_at: null })
  })

  it('a sixth solver makes an exercise a candidate', async () => {
    await solvers(ex.five, 1)
    expect((await reviewCandidates()).map((c) => c.id)).toEqual([ex.five])
  })
})
