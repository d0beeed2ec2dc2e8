import { beforeAll, describe, expect, it, vi } from 'vitest'
import { upsertSubject } from '../../exercises/exercises.server'
import { call, get } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import { PAGE_SIZE } from '../listing.server'
import { addSubmission } from '../practice-test-helpers'
import Exercises, { loader } from './exercises'
import { renderPage } from './practice-render'

vi.mock('@remix-run/react', async (original) =>
  (await import('./practice-render')).mockRemixReact(original as () => Promise<Record<string, unknown>>),
)
useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
let student: User
const ex: Record<string, number> = {}

beforeAll(async () => {
  student = await makeUser('free')
  await upsertSubject({ slug: 'lacos', title_br: 'Laços', title_gb: 'Loops', category: 'basic' })
  for (let i = 1; i <= PAGE_SIZE; i++)
    await makeExercise({ title_br: `Lista ${i}`, title_gb: `List ${i}` }, null)
  ex.pro = await makeExercise(
    { title_br: 'Lista PRO', title_gb: 'PRO list', is_free: false, subjects: ['lacos'] },
    null,
  )
  ex.secret = await makeExercise({ title_br: 'Lista secreta', visibility: 'private' }, null)
  await addSubmission(student.id, ex.pro, { status: 'wrong_answer', score: 35 })
})

const load = async (url: string, user?: User) => loader(call(get(url, user)))

describe('/{lang}/exercises', () => {
  it('lists what the visitor may see, filtered by the URL, and keeps the filters in page links', async () => {
    const url = '/gb/exercises?q=List&difficulty=easy&page=2'
    const data = await load(url)
    expect(data.list).toMatchObject({ total: PAGE_SIZE + 1, page: 2, pages: 2 })
    expect(data.list.rows.map((r) => r.id)).toEqual([ex.pro])
    expect(data.loggedIn).toBe(false)
    const html = await renderPage(Exercises, data, 'en-GB', `http://test${url}`)
    expect(html).toContain('PRO list')
    expect(html).toContain('class="practice-pro-badge"')
    expect(html).not.toContain('Lista secreta')
    expect(html).toContain('href="?q=List&amp;difficulty=easy"')
    expect(html).toContain('Page 2 of 2')
    expect(html).toContain('aria-current="page"')
    expect(html).toContain('action="/gb/exercises/random"')
    expect(html).toContain('name="difficulty" value="very_hard"')
    // No status column or solved filter for visitors; no script on the page.
    expect(html).not.toContain('Your status')
    expect(html).not.toContain('name="status"')
    expect(html).not.toContain('<script')
  })

  it('shows a logged-in student their status, best score and the solved filter, in Portuguese', async () => {
    const data = await load('/br/exercises?subject=lacos&status=unsolved', student)
    expect(data.list.rows).toEqual([
      expect.objectContaining({ id: ex.pro, status: 'tried', best: 35, pro: true }),
    ])
    const html = await renderPage(Exercises, data, 'pt-BR', 'http://test/br/exercises?subject=lacos')
    expect(html).toContain('Sua situação')
    // Status and best score share one column (the table fits a laptop's column).
    expect(html).toContain('Tentado · melhor nota 35')
    expect(html.match(/<th scope="col"/g)).toHaveLength(6)
    // Subjects read as an inline list that wraps like text.
    expect(html).toContain('<ul role="list" class="practice-inline-list">')
    expect(html).toContain('name="status"')
    expect(html).toContain('name="subject" checked="" value="lacos"')
    expect(html).toContain('value="unsolved" selected=""')
    expect(html).toContain('href="/br/subject/lacos"')
    expect(html).toContain('href="/br/exercises"')
  })

  it('shows an empty state when nothing matches', async () => {
    const data = await load('/gb/exercises?q=nothing-like-this&page=4')
    expect(data.list).toMatchObject({ total: 0, page: 1, rows: [] })
    const html = await renderPage(Exercises, data, 'en-GB')
    expect(html).toContain('No exercise matches these filters.')
    expect(html).toContain('No exercises')
    // pt-BR counts 0 as singular: without a _zero key it would say "0 exercício".
    const br = await renderPage(Exercises, await load('/br/exercises?q=nada-assim'), 'pt-BR')
    expect(br).toContain('Nenhum exercício')
    expect(br).not.toContain('0 exercício')
  })
})
