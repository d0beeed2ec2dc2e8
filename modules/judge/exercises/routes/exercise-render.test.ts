// The HTML the server sends (what a browser without JavaScript gets) for the exercise and submission pages.
import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18nForRender } from '~/app/kernel/i18n/i18n.server'
import { withFeature } from '~/tests/setup/features'
import { type User, call, get } from '../../route-test-helpers'
import SubmissionPage, { loader as submissionLoader } from '../../submissions/routes/submission'
import { makeExercise, makeUser, setVerdict, submitAs, useOwnJudgeDataDir } from '../../test-helpers'
import type { WorkspaceFormError } from '../workspace-types'
import ExercisePage, { action, loader } from './exercise'

let loaderData: unknown
let actionData: unknown
vi.mock('@remix-run/react', async (original) => ({
  ...(await original<typeof import('@remix-run/react')>()),
  useLoaderData: () => loaderData,
  useActionData: () => actionData,
  // Outside a router, Remix's Form is the plain <form> it renders anyway with reloadDocument.
  Form: ({ reloadDocument: _r, ...props }: Record<string, unknown>) => createElement('form', props),
}))
vi.mock('../../submissions/queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()

const unwrap = (result: unknown) => {
  const r = result as { type?: string; data?: unknown }
  return r?.type === 'DataWithResponseInit' ? r.data : result
}

async function html(page: ComponentType, lng: 'en-GB' | 'pt-BR' = 'en-GB') {
  const i18n = await createI18nForRender(lng, ['common', 'judge', 'exercise', 'content'])
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(page)))
}

async function exerciseHtml(id: number, user?: User, result?: WorkspaceFormError) {
  loaderData = unwrap(await loader(call(get(`/gb/exercise/${id}`, user), { id: String(id) })))
  actionData = result
  return html(ExercisePage)
}

describe('exercise page HTML (no JavaScript)', () => {
  it('is a complete post form: language picker with versions, a plain textarea and both buttons', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    await action(
      call(
        new Request(`http://test/gb/exercise/${id}`, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'draft', language: 'python3', code: 'print(1 < 2)' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie },
        }),
        { id: String(id) },
      ),
    )
    const page = await exerciseHtml(id, user)
    expect(page).toMatch(new RegExp(`<form method="post" action="/gb/exercise/${id}"`))
    expect(page).toMatch(/<textarea id="code-\d+" name="code"[^>]*>\n?print\(1 &lt; 2\)<\/textarea>/)
    expect(page).toMatch(/<option value="python3" selected="">Python 3 \(/)
    expect(page).toMatch(/<option value="dart" disabled="">Dart[^<]*\(unavailable\)<\/option>/)
    // What shows without JavaScript: not the <template>s the islands clone (ADR 031).
    const shown = page.replace(/<template[\s\S]*?<\/template>/g, '')
    // The Java note belongs to Java only (exercise-page-render.test.tsx).
    expect(shown).not.toContain('public class Main')
    expect(page).toContain(
      '<button type="submit" name="intent" value="submit" class="button">Submit</button>',
    )
    expect(page).toContain('name="intent" value="draft"')
    expect(page).toContain('<samp>1 1\n</samp>')
    expect(page).toContain('Time limit')
    // The statement's facts name the versions this host's toolchains report (Debian's), available ones only.
    expect(page).toMatch(
      /<dt>Languages<\/dt><dd><ul class="tag-list"><li class="tag">C \(gcc \d+\.\d+\.\d+\)<\/li>/,
    )
    expect(page).not.toMatch(/<li class="tag">Dart/)
    expect(page).toContain('<a href="/gb/judge/languages">Versions as packaged by Debian 12')
    // Copy buttons need JavaScript, so the server shows none; the island adds them.
    expect(shown).not.toContain('Copy input')
    expect(page).not.toContain('manage-card')
    expect(page).toContain(`<form method="post" action="/gb/feedback/quick"`)
    expect(page).toContain(`name="redirect_to" value="/gb/exercise/${id}"`)
  })

  it('re-renders a refused post with the typed code, the language and the reason', async () => {
    const id = await makeExercise()
    const page = await exerciseHtml(id, await makeUser('free'), {
      intent: 'submit',
      error: 'emptyCode',
      language: 'java',
      code: '  ',
      message: 'Write some code before sending it.',
    })
    expect(page).toMatch(/<option value="java" selected="">/)
    expect(page).toContain('role="alert">Write some code before sending it.')
  })

  it('asks visitors to log in and shows editors the manage card', async () => {
    const id = await makeExercise()
    expect(await exerciseHtml(id)).not.toContain('/feedback/quick')
    expect(await exerciseHtml(id)).toContain(
      `<a href="/gb/login?login=true&amp;redirectTo=${encodeURIComponent(`/gb/exercise/${id}`)}">Log in</a>`,
    )
    expect(await exerciseHtml(id, await makeUser('author'))).toContain('manage-card')
  })

  it('shows the PRO copy with a subscription link instead of the statement', async () => {
    const id = await makeExercise({ is_free: false })
    const page = await exerciseHtml(id, await makeUser('free'))
    expect(page).toContain('Probably a PRO subscription is needed.')
    // With FEATURES.pro off (a build without billing's pages): no link to it, only once it is on.
    expect(
      await withFeature('pro', async () => exerciseHtml(id, await makeUser('free')), false),
    ).not.toContain('/subscription')
    expect(await withFeature('pro', async () => exerciseHtml(id, await makeUser('free')))).toContain(
      'href="/gb/subscription"',
    )
    expect(page).not.toContain('name="code"')
  })
})

describe('submission page HTML', () => {
  it('shows the verdict and code; the switch only for the author; the download only when allowed', async () => {
    const owner = await makeUser('pro')
    const id = await submitAs(owner, await makeExercise())
    await setVerdict(id, {
      status: 'wrong_answer',
      score: 50,
      first_failed_test: '1/02',
      report: JSON.stringify([
        { name: '1/02', sample: false, verdict: 'wrong_answer', cpuMs: 1, memoryKiB: 512 },
      ]),
    })
    loaderData = await submissionLoader(call(get(`/gb/submission/${id}`, owner), { id: String(id) }))
    const page = await html(SubmissionPage)
    expect(page).toContain('Wrong Answer')
    expect(page).toContain('Score: 50/100')
    expect(page).toContain(`href="/api/programming-exercise/submission/${id}/failed-test"`)
    expect(page).toContain('Make public')
    expect(page).toContain('scanf')
    expect(page).not.toMatch(/<script/i)

    const staff = await makeUser('author')
    loaderData = await submissionLoader(call(get(`/gb/submission/${id}`, staff), { id: String(id) }))
    expect(await html(SubmissionPage)).not.toContain('Make public')
  })
})
