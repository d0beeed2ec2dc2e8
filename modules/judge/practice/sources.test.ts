import { beforeAll, describe, expect, it } from 'vitest'
import { upsertSubject } from '../exercises/exercises.server'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../test-helpers'
import { addSubmission, plainUser } from './practice-test-helpers'
import { setExerciseSources, upsertSource } from './sources-write.server'
import { getSourceTree, listTopSources, sourceOptions } from './sources.server'
import { getSubject, listSubjectsByCategory } from './subject-lists.server'

useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
let student: User
let staff: User
const ex: Record<string, number> = {}

beforeAll(async () => {
  student = await makeUser('free')
  staff = await makeUser('author')
  await upsertSubject({ slug: 'lacos', title_br: 'Laços', title_gb: 'Loops', category: 'basic' })
  await upsertSubject({ slug: 'vetores', title_br: 'Vetores', title_gb: 'Arrays', category: 'structures' })
  await upsertSubject({ slug: 'grafos', title_br: 'Grafos', title_gb: 'Graphs', category: 'graphs' })
  await upsertSubject({ slug: 'sem-uso', title_br: 'Sem uso', category: 'math' })
  const make = (o: Parameters<typeof makeExercise>[0]) => makeExercise({ title_gb: null, ...o }, null)
  ex.e1 = await make({ title_br: 'Um', title_gb: 'One', subjects: ['lacos'] })
  ex.e2 = await make({ title_br: 'Dois', difficulty: 'hard', is_free: false, subjects: ['lacos', 'grafos'] })
  ex.e3 = await make({ title_br: 'Três', subjects: ['lacos'] })
  ex.e4 = await make({ title_br: 'Quatro', subjects: ['vetores'] })
  ex.hidden = await make({ title_br: 'Oculto', visibility: 'private', subjects: ['vetores'] })
  ex.e5 = await make({ title_br: 'Cinco' })

  await upsertSource({ slug: 'obi-2023', title_br: 'OBI 2023', title_gb: 'OBI 2023 (Brazil)', date: '2023' })
  await upsertSource({
    slug: 'fase-1',
    title_br: 'Fase 1',
    title_gb: 'Round 1',
    parent_slug: 'obi-2023',
    position: 1,
  })
  await upsertSource({ slug: 'nivel-1', title_br: 'Nível 1', parent_slug: 'fase-1' })
  await upsertSource({ slug: 'fase-2', title_br: 'Fase 2', parent_slug: 'obi-2023', position: 0 })
  await upsertSource({ slug: 'maratona', title_br: 'Maratona', date: '2020' })
  await upsertSource({ slug: 'vazia', title_br: 'Vazia', position: 1 })
  await setExerciseSources(ex.e1, ['obi-2023', 'fase-1'])
  await setExerciseSources(ex.e2, ['fase-1'])
  await setExerciseSources(ex.e3, ['nivel-1'])
  await setExerciseSources(ex.e4, ['fase-2'])
  await setExerciseSources(ex.hidden, ['fase-2'])
  await setExerciseSources(ex.e5, ['maratona'])

  // e1: student 100, another user 50 → 75. e3: student 40, another user best 80 → 60.
  await addSubmission(student.id, ex.e1)
  await addSubmission(await plainUser(), ex.e1, { status: 'wrong_answer', score: 50 })
  await addSubmission(student.id, ex.e3, { status: 'wrong_answer', score: 40 })
  const other = await plainUser()
  await addSubmission(other, ex.e3, { status: 'wrong_answer', score: 80 })
  await addSubmission(other, ex.e3, { status: 'wrong_answer', score: 60 })
  await addSubmission(other, ex.e4, { status: 'in_queue', score: null })
})

describe('sources', () => {
  it('lists top-level sources with subtree counts, the user’s solved ones and the average score', async () => {
    const list = await listTopSources(student.session, 'en-GB')
    expect(list.map((s) => s.slug)).toEqual(['obi-2023', 'maratona', 'vazia'])
    expect(list[0]).toMatchObject({
      title: 'OBI 2023 (Brazil)',
      date: '2023',
      // e1, e2, e3, e4 (e1 is in two nodes, counted once); pairs 100, 50, 40, 80 → 67.5.
      stats: { exercises: 4, solved: 1, average: 68 },
    })
    expect(list[1].stats).toEqual({ exercises: 1, solved: 0, average: null })
    expect(list[2].stats).toEqual({ exercises: 0, solved: 0, average: null })
    const forStaff = await listTopSources(staff.session, 'pt-BR')
    expect(forStaff[0]).toMatchObject({ title: 'OBI 2023', stats: { exercises: 5, solved: 0, average: 68 } })
    const anonymous = await listTopSources(null, 'pt-BR')
    expect(anonymous[0].stats).toEqual({ exercises: 4, solved: 0, average: 68 })
  })

  it('shows a source’s subcategories recursively, each with its exercises', async () => {
    const tree = await getSourceTree(student.session, 'obi-2023', 'en-GB')
    expect(tree).not.toBeNull()
    if (!tree) return
    expect(tree.exercises.map((e) => e.id)).toEqual([ex.e1])
    expect(tree.children.map((c) => c.slug)).toEqual(['fase-2', 'fase-1'])
    const [fase2, fase1] = tree.children
    expect(fase2.exercises.map((e) => e.id)).toEqual([ex.e4])
    expect(fase2.stats).toEqual({ exercises: 1, solved: 0, average: null })
    expect(fase1).toMatchObject({ title: 'Round 1', stats: { exercises: 3, solved: 1, average: 68 } })
    expect(fase1.exercises).toEqual([
      { id: ex.e1, title: 'One', difficulty: 'easy', pro: false, status: 'solved', average: 75 },
      { id: ex.e2, title: 'Dois', difficulty: 'hard', pro: true, status: null, average: null },
    ])
    expect(fase1.children).toHaveLength(1)
    expect(fase1.children[0]).toMatchObject({
      slug: 'nivel-1',
      stats: { exercises: 1, solved: 0, average: 60 },
      exercises: [{ id: ex.e3, status: 'tried', average: 60 }],
      children: [],
    })
    const staffTree = await getSourceTree(staff.session, 'obi-2023', 'pt-BR')
    expect(staffTree?.children[0].exercises.map((e) => e.id)).toEqual([ex.e4, ex.hidden])
  })

  it('opens a subcategory on its own and answers null for an unknown slug', async () => {
    const sub = await getSourceTree(null, 'fase-1', 'pt-BR')
    expect(sub?.children.map((c) => c.slug)).toEqual(['nivel-1'])
    expect(await getSourceTree(null, 'nao-existe', 'pt-BR')).toBeNull()
  })

  it('offers every source in tree order for the filter menu', async () => {
    expect(await sourceOptions('pt-BR')).toEqual([
      { slug: 'obi-2023', title: 'OBI 2023', depth: 0 },
      { slug: 'fase-2', title: 'Fase 2', depth: 1 },
      { slug: 'fase-1', title: 'Fase 1', depth: 1 },
      { slug: 'nivel-1', title: 'Nível 1', depth: 2 },
      { slug: 'maratona', title: 'Maratona', depth: 0 },
      { slug: 'vazia', title: 'Vazia', depth: 0 },
    ])
  })
})

describe('subjects', () => {
  it('groups subjects by progression category (product order) with their counts', async () => {
    const groups = await listSubjectsByCategory(student.session, 'en-GB')
    expect(groups.map((g) => g.category)).toEqual(['basic', 'graphs', 'math', 'structures'])
    expect(groups[0].subjects).toEqual([
      expect.objectContaining({
        slug: 'lacos',
        title: 'Loops',
        stats: { exercises: 3, solved: 1, average: 68 },
      }),
    ])
    expect(groups[1].subjects[0]).toMatchObject({ slug: 'grafos', stats: { exercises: 1, solved: 0 } })
    expect(groups[2].subjects[0]).toMatchObject({ title: 'Sem uso', stats: { exercises: 0, average: null } })
    expect(groups[3].subjects[0].stats.exercises).toBe(1)
    const forStaff = await listSubjectsByCategory(staff.session, 'pt-BR')
    expect(forStaff[3].subjects[0].stats.exercises).toBe(2)
  })

  it('reads one subject with its counts', async () => {
    expect(await getSubject(student.session, 'lacos', 'pt-BR')).toMatchObject({
      title: 'Laços',
      category: 'basic',
      stats: { exercises: 3, solved: 1, average: 68 },
    })
    expect(await getSubject(null, 'nada', 'pt-BR')).toBeNull()
  })
})
