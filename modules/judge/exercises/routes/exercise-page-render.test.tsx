// The exercise page without JavaScript: the save confirmation, the Java note and a visitor's refused post.
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import { type User, call, get } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import type { WorkspaceFormError } from '../workspace-types'
import ExercisePage, { action, handle, loader } from './exercise'

vi.mock('../../submissions/queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()

const unwrap = (result: unknown) => {
  const r = result as { type?: string; data?: unknown; init?: { status?: number } }
  return r?.type === 'DataWithResponseInit' ? { data: r.data, status: r.init?.status } : { data: result }
}

/** What the page shows: without the <template>s the islands clone (the Java hint among them, ADR 031). */
const shown = (html: string) => html.replace(/<template[\s\S]*?<\/template>/g, '')

async function render(url: string, user?: User, actionData?: unknown, lng: 'pt-BR' | 'en-GB' = 'pt-BR') {
  const id = /\/exercise\/(\d+)/.exec(url)?.[1] ?? ''
  const loaderData = unwrap(await loader(call(get(url, user), { id }))).data
  return renderRoute(lng, handle.i18n as string[], ExercisePage, { loaderData, actionData })
}

function post(id: number, fields: Record<string, string>, user?: User) {
  return action(
    call(
      new Request(`http://test/br/exercise/${id}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(user ? { cookie: user.cookie } : {}),
        },
      }),
      { id: String(id) },
    ),
  )
}

describe('exercise page', () => {
  it('confirms a save to its editor (?saved=1), and to nobody else', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, visibility: 'private' })
    const saved = await render(`/br/exercise/${id}?saved=1`, author)
    expect(saved).toMatch(/<div class="notice notice--success" role="status">Exercício salvo\.<\/div>/)
    expect(await render(`/br/exercise/${id}`, author)).not.toContain('Exercício salvo.')
    const other = await makeExercise()
    expect(await render(`/br/exercise/${other}?saved=1`, await makeUser('free'))).not.toContain(
      'Exercício salvo.',
    )
  })

  it('shows the Java "class Main" note only when Java is the language', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    expect(shown(await render(`/br/exercise/${id}`, user))).not.toContain('classe pública chamada Main')
    await post(id, { intent: 'draft', language: 'java', code: 'public class Main {}' }, user)
    const java = await render(`/br/exercise/${id}`, user)
    expect(java).toContain('classe pública chamada Main')
    expect(java).toMatch(/aria-describedby="language-hint-\d+"/)
    await post(id, { intent: 'draft', language: 'portugol', code: 'programa {}' }, user)
    const portugol = await render(`/br/exercise/${id}`, user)
    expect(shown(portugol)).not.toContain('classe pública chamada Main')
    expect(portugol).toContain('href="/br/judge/portugol"')
  })

  it('re-renders a visitor’s post at 401 with the notice, a login link that comes back, and the typed code', async () => {
    const id = await makeExercise()
    const res = unwrap(
      await post(id, { intent: 'submit', language: 'java', code: 'class Main { /* mine */ }' }),
    )
    expect(res.status).toBe(401)
    const html = (await render(`/br/exercise/${id}`, undefined, res.data as WorkspaceFormError)).replaceAll(
      '<!-- -->',
      '',
    )
    expect(html).toContain(
      '<strong>Você não está logado. </strong>Entre na sua conta para enviar sua solução.',
    )
    const login = `/br/login?login=true&amp;redirectTo=${encodeURIComponent(`/br/exercise/${id}`)}`
    expect(html).toContain(
      `role="alert"><strong>Você não está logado. </strong>Entre na sua conta para enviar sua solução. <a href="${login}">Entrar</a></div>`,
    )
    expect(html).toMatch(/<option value="java" selected="">/)
    expect(html).toContain('class Main { /* mine */ }</textarea>')
    // The Java note follows the language of the refused post.
    expect(html).toContain('classe pública chamada Main')
  })
})

describe('custom tests on the exercise page (issue 21)', () => {
  it('gives a PRO user the input and the run button inside the solution form; a free user the not-PRO message', async () => {
    const id = await makeExercise()
    const pro = await render(`/gb/exercise/${id}`, await makeUser('pro'), undefined, 'en-GB')
    expect(pro).toContain('Custom test')
    expect(pro).toMatch(/<textarea[^>]*name="input"/)
    expect(pro).toMatch(/<button type="submit" name="intent" value="run"/)
    const free = await render(`/gb/exercise/${id}`, await makeUser('free'), undefined, 'en-GB')
    expect(free).toContain('Custom tests are a PRO feature, and you are not PRO yet.')
    expect(free).not.toMatch(/name="input"/)
    expect(await render(`/gb/exercise/${id}`, undefined, undefined, 'en-GB')).not.toContain('Custom test')
  })
})
