import { beforeAll, describe, expect, it, vi } from 'vitest'
import { addSubmission, plainUser } from '../../practice/practice-test-helpers'
import { renderPage } from '../../practice/routes/practice-render'
import { call, get } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import CommunitySubmissions, { loader as communityLoader } from './community-submissions'
import Submissions, { loader } from './submissions'

vi.mock('@remix-run/react', async (original) =>
  (await import('../../practice/routes/practice-render')).mockRemixReact(
    original as () => Promise<Record<string, unknown>>,
  ),
)
useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>
let me: User
let other: number
const ex: Record<string, number> = {}
const sub: Record<string, number> = {}

beforeAll(async () => {
  me = await makeUser('free')
  other = await plainUser('Maria Clara dos Santos')
  ex.a = await makeExercise({ title_br: 'Soma', title_gb: 'Sum' }, null)
  ex.hidden = await makeExercise({ title_br: 'Escondido', visibility: 'private' }, null)
  const at = '2026-03-05T14:07:00.000Z'
  sub.mine = await addSubmission(me.id, ex.a, { status: 'wrong_answer', score: 20, created_at: at })
  sub.minePublic = await addSubmission(me.id, ex.a, {
    visibility: 'public',
    language: 'python3',
    created_at: at,
  })
  sub.other = await addSubmission(other, ex.a, { status: 'compilation_error', visibility: 'public' })
  sub.otherPrivate = await addSubmission(other, ex.a, { visibility: 'private' })
  sub.hidden = await addSubmission(other, ex.hidden, { visibility: 'public' })
})

describe('/{lang}/submissions', () => {
  it('sends visitors to log in and back', async () => {
    await expect(loader(call(get('/gb/submissions?status=accepted')))).rejects.toSatisfy((res: Response) => {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(
        '/gb/login?login=true&redirectTo=%2Fgb%2Fsubmissions%3Fstatus%3Daccepted',
      )
      return true
    })
  })

  it('lists only the user’s submissions with verdict names, scores and dates in their locale', async () => {
    const data = await loader(call(get('/br/submissions', me)))
    expect(data.list.rows.map((r) => r.id)).toEqual([sub.minePublic, sub.mine])
    const html = await renderPage(Submissions, data, 'pt-BR')
    expect(html).toContain('Resposta errada')
    expect(html).toContain('Aceito')
    expect(html).toContain(`href="/br/submission/${sub.mine}"`)
    expect(html).toContain('05/03/2026, 11:07')
    expect(html).toContain('aria-current="page">Submissões<')
    expect(html).not.toContain('int main')
    // Verdict and score share the result column; each row says whether it is private or public.
    expect(html.replaceAll('<!-- -->', '')).toContain(
      '<span class="practice-verdict practice-verdict--wrong_answer">Resposta errada</span> · <span class="practice-score">nota 20</span>',
    )
    expect(html).toContain('<th scope="col">Visibilidade</th>')
    expect(data.list.rows.map((r) => r.visibility)).toEqual(['public', 'private'])
    expect(html).toMatch(/<td>Pública<\/td>.*<td>Privada<\/td>/s)
    const gb = await renderPage(Submissions, await loader(call(get('/gb/submissions', me))), 'en-GB')
    expect(gb).toContain('Wrong Answer')
    expect(gb).toContain('05/03/2026, 14:07')
  })

  it('filters by status and language from the URL', async () => {
    const data = await loader(call(get('/gb/submissions?status=accepted&language=python3', me)))
    expect(data.list.rows.map((r) => r.id)).toEqual([sub.minePublic])
    const none = await loader(call(get('/gb/submissions?status=accepted&language=c', me)))
    expect(none.list.rows).toEqual([])
  })
})

describe('/{lang}/community-submissions', () => {
  it('lists public submissions of exercises the viewer may see, with authors by display name', async () => {
    const data = await communityLoader(call(get('/gb/community-submissions')))
    expect(data.list.rows.map((r) => r.id)).toEqual([sub.other, sub.minePublic])
    const html = await renderPage(CommunitySubmissions, data, 'en-GB')
    expect(html).toContain('Maria Santos')
    expect(html).not.toContain('Maria Clara')
    // Everything here is public: no visibility column.
    expect(html).not.toContain('>Visibility<')
    expect(html).toContain('Compilation Error')
    expect(html).toContain(`href="/gb/user/${other}"`)
    expect(html).toContain('aria-current="page">Community submissions<')
    expect(html).not.toContain('int main')
    expect(html).not.toContain('<script')
    const filtered = await communityLoader(
      call(get('/gb/community-submissions?status=compilation_error', me)),
    )
    expect(filtered.list.rows.map((r) => r.id)).toEqual([sub.other])
  })
})
