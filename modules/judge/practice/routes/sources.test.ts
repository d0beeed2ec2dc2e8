import { beforeAll, describe, expect, it, vi } from 'vitest'
import { upsertSubject } from '../../exercises/exercises.server'
import { call, get } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import { addSubmission } from '../practice-test-helpers'
import { setExerciseSources, upsertSource } from '../sources-write.server'
import { provideSubjectLessons } from '../subject-lessons.server'
import { renderPage } from './practice-render'
import Source, { loader as sourceLoader } from './source'
import Sources, { loader as sourcesLoader } from './sources'
import Subject, { loader as subjectLoader } from './subject'
import Subjects, { loader as subjectsLoader } from './subjects'

vi.mock('@remix-run/react', async (original) =>
  (await import('./practice-render')).mockRemixReact(original as () => Promise<Record<string, unknown>>),
)
useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
let student: User
const ex: Record<string, number> = {}

beforeAll(async () => {
  student = await makeUser('free')
  await upsertSubject({ slug: 'strings', title_br: 'Cadeias', title_gb: 'Strings', category: 'strings' })
  await upsertSubject({ slug: 'somas', title_br: 'Somas', category: 'math' })
  ex.a = await makeExercise({ title_br: 'Palíndromo', title_gb: 'Palindrome', subjects: ['strings'] }, null)
  ex.b = await makeExercise(
    { title_br: 'Anagrama', title_gb: null, is_free: false, subjects: ['strings'] },
    null,
  )
  await upsertSource({ slug: 'obi-2024', title_br: 'OBI 2024', date: '2024' })
  await upsertSource({
    slug: 'obi-2024-f2',
    title_br: 'Fase 2',
    title_gb: 'Round 2',
    parent_slug: 'obi-2024',
  })
  await upsertSource({
    slug: 'obi-2024-f2-n1',
    title_br: 'Nível 1',
    title_gb: 'Level 1',
    parent_slug: 'obi-2024-f2',
  })
  await setExerciseSources(ex.a, ['obi-2024-f2'])
  await setExerciseSources(ex.b, ['obi-2024-f2-n1'])
  await addSubmission(student.id, ex.a, { score: 100 })
  await addSubmission(student.id, ex.b, { status: 'wrong_answer', score: 30 })
})

const notFound = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((res: Response) => res instanceof Response && res.status === 404)

describe('/{lang}/sources and /{lang}/source/:slug', () => {
  it('lists top-level sources with counts and the average score', async () => {
    const data = await sourcesLoader(call(get('/gb/sources', student)))
    expect(data.sources).toEqual([
      expect.objectContaining({
        slug: 'obi-2024',
        date: '2024',
        stats: { exercises: 2, solved: 1, average: 65 },
      }),
    ])
    const html = await renderPage(Sources, data, 'en-GB')
    expect(html).toContain('href="/gb/source/obi-2024"')
    expect(html).toContain('>65<')
    expect(html).toContain('Average score: the mean')
    expect(html).not.toContain('<script')
  })

  it('shows the subcategories recursively with their exercises, solved marks and averages', async () => {
    const data = await sourceLoader(call(get('/gb/source/obi-2024', student), { slug: 'obi-2024' }))
    expect(data.meta.title).toBe('OBI 2024')
    const html = await renderPage(Source, data, 'en-GB')
    expect(html).toMatch(/<h2 id="source-\d+">Round 2<\/h2>/)
    expect(html).toMatch(/<h3 id="source-\d+">Level 1<\/h3>/)
    expect(html).toContain(`href="/gb/exercise/${ex.a}"`)
    expect(html).toContain('Solved')
    expect(html).toContain('Tried')
    expect(html).toContain('class="practice-pro-badge"')
    expect(html).toContain('2 exercises · 1 solved by you · average score 65')
    expect(html).toContain('1 exercise · none solved by you · average score 30')
  })

  it('answers 404 for an unknown source', async () => {
    await notFound(sourceLoader(call(get('/gb/source/nope'), { slug: 'nope' })))
  })
})

describe('/{lang}/subjects and /{lang}/subject/:slug', () => {
  it('groups subjects by progression category with counts', async () => {
    const data = await subjectsLoader(call(get('/br/subjects', student)))
    expect(data.groups.map((g) => g.category)).toEqual(['math', 'strings'])
    expect(data.groups[1].subjects[0]).toMatchObject({
      title: 'Cadeias',
      stats: { exercises: 2, solved: 1, average: 65 },
    })
    const html = await renderPage(Subjects, data, 'pt-BR')
    expect(html).toContain('<h2 id="category-strings">Strings</h2>')
    expect(html).toContain('href="/br/subject/strings"')
  })

  it('lists one subject’s exercises and answers 404 for an unknown one', async () => {
    const data = await subjectLoader(call(get('/gb/subject/strings', student), { slug: 'strings' }))
    expect(data.list.rows.map((r) => r.id)).toEqual([ex.a, ex.b])
    const html = await renderPage(Subject, data, 'en-GB')
    expect(html).toContain('Category: Strings')
    expect(html).toContain('Palindrome')
    expect(html).toContain('href="/gb/exercises?subject=strings"')
    await notFound(subjectLoader(call(get('/gb/subject/nope'), { slug: 'nope' })))
  })

  it('lists the lessons that teach the subject, from the source learning installs', async () => {
    const asked: unknown[] = []
    const remove = provideSubjectLessons(async (subjectId, lng) => {
      asked.push([subjectId, lng])
      return [{ title: 'Strings, part 1', course: 'Python', href: '/gb/course/python/lesson/7' }]
    })
    try {
      const data = await subjectLoader(call(get('/gb/subject/strings'), { slug: 'strings' }))
      expect(asked).toEqual([[data.subject.id, 'en-GB']])
      const html = await renderPage(Subject, data, 'en-GB')
      expect(html).toContain('Lessons on this subject')
      expect(html).toContain('<a href="/gb/course/python/lesson/7">Strings, part 1</a>')
    } finally {
      remove()
    }
    // No source (a tool, these tests otherwise): no lessons, no heading.
    const bare = await subjectLoader(call(get('/gb/subject/strings'), { slug: 'strings' }))
    expect(bare.lessons).toEqual([])
    expect(await renderPage(Subject, bare, 'en-GB')).not.toContain('Lessons on this subject')
  })
})
