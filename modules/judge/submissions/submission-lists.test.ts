import { beforeAll, describe, expect, it } from 'vitest'
import { addSubmission, plainUser } from '../practice/practice-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../test-helpers'
import {
  SUBMISSIONS_PAGE_SIZE,
  type SubmissionFilters,
  listCommunitySubmissions,
  listOwnSubmissions,
  parseSubmissionFilters,
} from './submission-lists.server'

useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
const none = (extra: Partial<SubmissionFilters> = {}): SubmissionFilters => ({
  exercise: null,
  status: null,
  language: null,
  page: 1,
  ...extra,
})
let me: User
let author: User
let someone: number
const ex: Record<string, number> = {}
const sub: Record<string, number> = {}

beforeAll(async () => {
  me = await makeUser('free')
  author = await makeUser('free')
  someone = await plainUser('João Pedro de Souza Lima')
  ex.a = await makeExercise({ title_br: 'Soma', title_gb: 'Sum' }, null)
  ex.b = await makeExercise({ title_br: 'Produto', title_gb: null }, null)
  ex.secret = await makeExercise({ title_br: 'Segredo', visibility: 'private', author_id: author.id }, null)
  sub.mineWa = await addSubmission(me.id, ex.a, { status: 'wrong_answer', score: 30, language: 'python3' })
  sub.mineAc = await addSubmission(me.id, ex.a, { status: 'accepted', visibility: 'public' })
  sub.mineJudging = await addSubmission(me.id, ex.b, { status: 'judging', score: null, language: 'java' })
  sub.othersPublic = await addSubmission(someone, ex.b, { visibility: 'public', language: 'c++' })
  sub.othersPrivate = await addSubmission(someone, ex.a)
  sub.secretPublic = await addSubmission(author.id, ex.secret, { visibility: 'public' })
})

describe('own submissions', () => {
  it('lists only the user’s submissions, newest first, without code', async () => {
    const page = await listOwnSubmissions(me.id, none(), 'en-GB')
    expect(page.rows.map((r) => r.id)).toEqual([sub.mineJudging, sub.mineAc, sub.mineWa])
    expect(page.rows[0]).toEqual({
      id: sub.mineJudging,
      exercise: { id: ex.b, title: 'Produto' },
      language: 'java',
      languageLabel: 'Java',
      status: 'in_queue',
      score: null,
      created_at: expect.any(String),
      author: null,
      visibility: 'private',
    })
    expect(page.rows[2]).toMatchObject({ languageLabel: 'Python 3', status: 'wrong_answer', score: 30 })
    expect(page.exercises).toEqual([
      { id: ex.a, title: 'Sum' },
      { id: ex.b, title: 'Produto' },
    ])
    expect(JSON.stringify(page)).not.toContain('int main')
  })

  it('filters by exercise, status (in_queue covers judging) and language, alone and together', async () => {
    const ids = async (f: Partial<SubmissionFilters>) =>
      (await listOwnSubmissions(me.id, none(f), 'pt-BR')).rows.map((r) => r.id)
    expect(await ids({ exercise: ex.a })).toEqual([sub.mineAc, sub.mineWa])
    expect(await ids({ status: 'in_queue' })).toEqual([sub.mineJudging])
    expect(await ids({ status: 'accepted' })).toEqual([sub.mineAc])
    expect(await ids({ language: 'python3' })).toEqual([sub.mineWa])
    expect(await ids({ exercise: ex.a, language: 'c' })).toEqual([sub.mineAc])
    expect(await ids({ exercise: ex.b, status: 'accepted' })).toEqual([])
  })
})

describe('community submissions', () => {
  it('lists public submissions of everyone, with the author’s display name', async () => {
    const page = await listCommunitySubmissions(me.session, none(), 'pt-BR')
    expect(page.rows.map((r) => r.id)).toEqual([sub.othersPublic, sub.mineAc])
    expect(page.rows[0].author).toEqual({ id: someone, name: 'João Lima', color: 'black' })
    // All public by definition: no per-row visibility.
    expect(page.rows.map((r) => r.visibility)).toEqual([null, null])
    expect(page.rows[0].languageLabel).toBe('C++ (g++, C++20)')
  })

  it('hides submissions to exercises the viewer cannot see', async () => {
    const forAuthor = await listCommunitySubmissions(author.session, none(), 'pt-BR')
    expect(forAuthor.rows.map((r) => r.id)).toEqual([sub.secretPublic, sub.othersPublic, sub.mineAc])
    const anonymous = await listCommunitySubmissions(null, none(), 'pt-BR')
    expect(anonymous.rows.map((r) => r.id)).toEqual([sub.othersPublic, sub.mineAc])
    expect(anonymous.exercises.map((e) => e.id)).toEqual([ex.a, ex.b])
  })
})

describe('paging and parsing', () => {
  it('pages by 25 and clamps a page past the end', async () => {
    const user = await plainUser()
    for (let i = 0; i <= SUBMISSIONS_PAGE_SIZE; i++)
      await addSubmission(user, ex.b, { status: 'wrong_answer' })
    const first = await listOwnSubmissions(user, none(), 'pt-BR')
    expect(first).toMatchObject({ total: SUBMISSIONS_PAGE_SIZE + 1, pages: 2, page: 1 })
    expect(first.rows).toHaveLength(SUBMISSIONS_PAGE_SIZE)
    const last = await listOwnSubmissions(user, none({ page: 7 }), 'pt-BR')
    expect(last).toMatchObject({ page: 2, filters: { page: 2 } })
    expect(last.rows).toHaveLength(1)
    expect(last.rows[0].id).toBeLessThan(first.rows[SUBMISSIONS_PAGE_SIZE - 1].id)
  })

  it('drops filter values no form could send', () => {
    const parse = (q: string) => parseSubmissionFilters(new URLSearchParams(q))
    expect(parse('exercise=4&status=judging&language=cobol&page=2.5')).toEqual(none({ exercise: 4 }))
    expect(parse('status=wrong_answer&language=c%2B%2B&page=3')).toEqual(
      none({ status: 'wrong_answer', language: 'c++', page: 3 }),
    )
  })
})
