import { beforeAll, describe, expect, it } from 'vitest'
import { upsertSubject } from '../exercises/exercises.server'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../test-helpers'
import { type ExerciseFilters, listExercises, parseExerciseFilters } from './listing.server'
import { addSubmission, plainUser } from './practice-test-helpers'
import { setExerciseSources, upsertSource } from './sources-write.server'

useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
const filters = (extra: Partial<ExerciseFilters> = {}): ExerciseFilters => ({
  difficulty: null,
  subjects: [],
  source: null,
  status: null,
  q: '',
  page: 1,
  ...extra,
})

let student: User
let author: User
let staff: User
const ex: Record<string, number> = {}

beforeAll(async () => {
  student = await makeUser('free')
  author = await makeUser('free')
  staff = await makeUser('author')
  await upsertSubject({ slug: 'lacos', title_br: 'Laços', title_gb: 'Loops', category: 'basic' })
  await upsertSubject({ slug: 'grafos', title_br: 'Grafos', title_gb: 'Graphs', category: 'graphs' })
  const make = (o: Parameters<typeof makeExercise>[0]) => makeExercise(o, null)
  ex.sum = await make({ title_br: 'Soma simples', title_gb: 'Simple sum', subjects: ['lacos'] })
  ex.path = await make({
    title_br: 'Caminho',
    title_gb: 'Path',
    difficulty: 'hard',
    is_free: false,
    subjects: ['grafos'],
  })
  ex.both = await make({
    title_br: 'Laços e grafos',
    title_gb: 'Loops and graphs',
    visibility: 'community',
    subjects: ['lacos', 'grafos'],
  })
  ex.secret = await make({
    title_br: 'Segredo',
    visibility: 'private',
    author_id: author.id,
    subjects: ['lacos'],
  })
  ex.medium = await make({ title_br: '100% médio', title_gb: null, difficulty: 'medium' })
  await upsertSource({ slug: 'obi-2023', title_br: 'OBI 2023', date: '2023' })
  await upsertSource({ slug: 'obi-2023-f1', title_br: 'Fase 1', parent_slug: 'obi-2023' })
  await setExerciseSources(ex.path, ['obi-2023-f1'])
  await setExerciseSources(ex.medium, ['obi-2023'])

  await addSubmission(student.id, ex.sum, { status: 'wrong_answer', score: 50 })
  await addSubmission(student.id, ex.sum)
  await addSubmission(student.id, ex.both, { status: 'wrong_answer', score: 40 })
  await addSubmission(student.id, ex.both, { status: 'time_limit_exceeded', score: 60 })
  for (let i = 0; i < 2; i++) await addSubmission(await plainUser(), ex.sum)
  await addSubmission(await plainUser(), ex.both, { status: 'in_queue', score: null })
})

const ids = async (user: User | null, f: Partial<ExerciseFilters> = {}) =>
  (await listExercises(user?.session ?? null, filters(f), 'pt-BR')).rows.map((r) => r.id)

describe('listExercises', () => {
  it('lists public and community exercises by id; private ones only for their author and staff', async () => {
    const all = [ex.sum, ex.path, ex.both, ex.medium]
    expect(await ids(null)).toEqual(all)
    expect(await ids(student)).toEqual(all)
    expect(await ids(author)).toEqual([ex.sum, ex.path, ex.both, ex.secret, ex.medium])
    expect(await ids(staff)).toEqual([ex.sum, ex.path, ex.both, ex.secret, ex.medium])
  })

  it('gives each row its difficulty, PRO badge, subjects, solvers and the user’s status and best score', async () => {
    const page = await listExercises(student.session, filters(), 'en-GB')
    const row = (id: number) => page.rows.find((r) => r.id === id)
    expect(row(ex.sum)).toMatchObject({
      title: 'Simple sum',
      difficulty: 'easy',
      pro: false,
      subjects: [{ slug: 'lacos', title: 'Loops' }],
      solvers: 3,
      status: 'solved',
      best: 100,
    })
    expect(row(ex.path)).toMatchObject({ pro: true, solvers: 0, status: null, best: null })
    expect(row(ex.both)).toMatchObject({ solvers: 0, status: 'tried', best: 60, visibility: 'community' })
    expect(row(ex.medium)?.title).toBe('100% médio')
    const anonymous = await listExercises(null, filters(), 'pt-BR')
    expect(anonymous.rows.find((r) => r.id === ex.sum)).toMatchObject({ title: 'Soma simples', status: null })
  })

  it('gives no best score for the judge’s own failure (internal_error)', async () => {
    const user = await makeUser('free')
    await addSubmission(user.id, ex.path, { status: 'internal_error', score: 0 })
    const page = await listExercises(user.session, filters(), 'en-GB')
    expect(page.rows.find((r) => r.id === ex.path)).toMatchObject({ status: 'tried', best: null, solvers: 0 })
  })

  it('filters by difficulty', async () => {
    expect(await ids(student, { difficulty: 'easy' })).toEqual([ex.sum, ex.both])
    expect(await ids(student, { difficulty: 'hard' })).toEqual([ex.path])
    expect(await ids(student, { difficulty: 'very_hard' })).toEqual([])
  })

  it('filters by subjects: an exercise must have every chosen one', async () => {
    expect(await ids(student, { subjects: ['lacos'] })).toEqual([ex.sum, ex.both])
    expect(await ids(author, { subjects: ['lacos'] })).toEqual([ex.sum, ex.both, ex.secret])
    expect(await ids(student, { subjects: ['lacos', 'grafos'] })).toEqual([ex.both])
    expect(await ids(student, { subjects: ['nao-existe'] })).toEqual([])
  })

  it('filters by source, subcategories included', async () => {
    expect(await ids(student, { source: 'obi-2023' })).toEqual([ex.path, ex.medium])
    expect(await ids(student, { source: 'obi-2023-f1' })).toEqual([ex.path])
    expect(await ids(student, { source: 'nao-existe' })).toEqual([])
  })

  it('filters solved and unsolved for logged-in people and ignores it for visitors', async () => {
    expect(await ids(student, { status: 'solved' })).toEqual([ex.sum])
    expect(await ids(student, { status: 'unsolved' })).toEqual([ex.path, ex.both, ex.medium])
    const anonymous = await listExercises(null, filters({ status: 'solved' }), 'pt-BR')
    expect(anonymous.rows).toHaveLength(4)
    expect(anonymous.filters.status).toBeNull()
  })

  it('searches titles in both languages, with % and _ taken literally', async () => {
    expect(await ids(student, { q: 'grafo' })).toEqual([ex.both])
    expect(await ids(student, { q: 'PATH' })).toEqual([ex.path])
    expect(await ids(student, { q: '100%' })).toEqual([ex.medium])
    expect(await ids(student, { q: '%' })).toEqual([ex.medium])
    expect(await ids(student, { q: '_' })).toEqual([])
  })

  it('finds titles without typing their accents (and with accents the title lacks)', async () => {
    expect(await ids(student, { q: 'lacos' })).toEqual([ex.both])
    expect(await ids(student, { q: 'LAÇOS E' })).toEqual([ex.both])
    expect(await ids(student, { q: 'medio' })).toEqual([ex.medium])
    expect(await ids(student, { q: 'MÉDIO' })).toEqual([ex.medium])
    expect(await ids(student, { q: 'sómá' })).toEqual([ex.sum])
    // Decomposed input (combining marks) folds the same way.
    expect(await ids(student, { q: 'me\u0301dio' })).toEqual([ex.medium])
  })

  it('combines filters', async () => {
    expect(await ids(student, { difficulty: 'easy', subjects: ['lacos'], status: 'unsolved' })).toEqual([
      ex.both,
    ])
    expect(await ids(student, { difficulty: 'easy', source: 'obi-2023' })).toEqual([])
    expect(await ids(student, { source: 'obi-2023', q: 'cam', status: 'unsolved' })).toEqual([ex.path])
  })
})

describe('parseExerciseFilters', () => {
  it('keeps valid values and drops what no form could send', () => {
    const parse = (q: string) => parseExerciseFilters(new URLSearchParams(q))
    expect(
      parse(
        'difficulty=very_easy&subject=lacos&subject=grafos&subject=lacos&source=obi&status=solved&q=%20x%20&page=3',
      ),
    ).toEqual({
      difficulty: 'very_easy',
      subjects: ['lacos', 'grafos'],
      source: 'obi',
      status: 'solved',
      q: 'x',
      page: 3,
    })
    expect(parse('difficulty=impossible&subject=A%20B&source=..%2F&status=maybe&page=-2')).toEqual(filters())
    expect(parse('page=abc').page).toBe(1)
  })
})
