import { beforeAll, describe, expect, it, vi } from 'vitest'
import { withFeature } from '~/tests/setup/features'
import { call, get } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import { addSubmission } from '../practice-test-helpers'
import RandomExercise, { loader } from './exercises.random'
import { renderPage } from './practice-render'

vi.mock('@remix-run/react', async (original) =>
  (await import('./practice-render')).mockRemixReact(original as () => Promise<Record<string, unknown>>),
)
useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
type Page = {
  type: string
  data: { problem: string; message: string; meta: { title: string } }
  init: { status: number }
}
let student: User
let pro: User
const ex: Record<string, number> = {}

beforeAll(async () => {
  student = await makeUser('free')
  pro = await makeUser('pro')
  ex.hard1 = await makeExercise({ difficulty: 'hard' })
  ex.hard2 = await makeExercise({ difficulty: 'hard' })
  ex.proOnly = await makeExercise({ difficulty: 'very_hard', is_free: false })
})

const load = (url: string, user?: User) => loader(call(get(url, user)))

describe('/{lang}/exercises/random', () => {
  it('redirects (302) to an exercise at that difficulty the user has not solved', async () => {
    await addSubmission(student.id, ex.hard1)
    for (let i = 0; i < 10; i++) {
      const res = (await load('/br/exercises/random?difficulty=hard', student)) as Response
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/br/exercise/${ex.hard2}`)
    }
  })

  it('says all exercises at this difficulty are solved (404) in both languages, with a way back', async () => {
    await addSubmission(student.id, ex.hard2)
    const br = (await load('/br/exercises/random?difficulty=hard', student)) as unknown as Page
    expect(br.init.status).toBe(404)
    expect(br.data.message).toBe('Todos os exercícios dessa dificuldade já foram resolvidos.')
    expect(br.data.meta.title).toBe(br.data.message)
    const gb = (await load('/gb/exercises/random?difficulty=hard', student)) as unknown as Page
    expect(gb.init.status).toBe(404)
    expect(gb.data.message).toBe('All exercises at this difficulty are solved.')
    const html = await renderPage(RandomExercise, gb.data, 'en-GB')
    expect(html).toContain('All exercises at this difficulty are solved.')
    expect(html).toContain('href="/gb/exercises"')
    expect(html).toContain('Back to exercises')
  })

  it('offers PRO exercises only to those who may read them', async () => {
    const free = (await load('/gb/exercises/random?difficulty=very_hard', student)) as unknown as Page
    expect(free.init.status).toBe(404)
    // Not "all solved": the free student solved nothing there; the difficulty is named.
    expect(free.data.problem).toBe('pro_only')
    expect(free.data.message).toBe(
      'At very hard difficulty there are only PRO exercises: you need a PRO subscription to open them.',
    )
    const html = await renderPage(RandomExercise, free.data, 'en-GB')
    // With FEATURES.pro off (a build without billing's pages): no link to it, only once it is on.
    expect(
      await withFeature('pro', () => renderPage(RandomExercise, free.data, 'en-GB'), false),
    ).not.toContain('/subscription')
    expect(await withFeature('pro', () => renderPage(RandomExercise, free.data, 'en-GB'))).toContain(
      'href="/gb/subscription"',
    )
    expect(html).not.toContain('All exercises at this difficulty are solved.')
    const res = (await load('/gb/exercises/random?difficulty=very_hard', pro)) as Response
    expect(res.headers.get('location')).toBe(`/gb/exercise/${ex.proOnly}`)
    const visitor = (await load('/gb/exercises/random?difficulty=hard')) as Response
    expect(visitor.status).toBe(302)
  })

  it('says when nothing exists at that difficulty yet, naming it (404), for visitors and students', async () => {
    for (const user of [undefined, student, pro]) {
      const page = (await load('/br/exercises/random?difficulty=very_easy', user)) as unknown as Page
      expect(page.init.status).toBe(404)
      expect(page.data.problem).toBe('none')
      expect(page.data.message).toBe('Ainda não há exercícios de dificuldade muito fácil para resolver.')
    }
    const html = await renderPage(
      RandomExercise,
      ((await load('/br/exercises/random?difficulty=very_easy')) as unknown as Page).data,
      'pt-BR',
    )
    expect(html).toContain('Ainda não há exercícios de dificuldade muito fácil para resolver.')
    expect(html).not.toContain('já foram resolvidos')
  })

  it('refuses an unknown difficulty with 422 and a message in the page’s language', async () => {
    const page = (await load('/br/exercises/random?difficulty=impossible')) as unknown as Page
    expect(page.init.status).toBe(422)
    expect(page.data).toMatchObject({ problem: 'invalid' })
    expect(page.data.message).toContain('muito fácil')
  })
})
