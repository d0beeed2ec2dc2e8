import { describe, expect, it, vi } from 'vitest'
import { db } from '~/db/client.server'
import type { SubmissionPageData } from '../../exercises/workspace-types'
import { type User, call, get } from '../../route-test-helpers'
import { makeExercise, makeUser, setVerdict, submitAs, useOwnJudgeDataDir } from '../../test-helpers'
import { action, loader, meta } from './submission'

vi.mock('../queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()

const view = async (id: number, user?: User, query = '') =>
  (await loader(call(get(`/gb/submission/${id}${query}`, user), { id: String(id) }))) as SubmissionPageData

async function hidden(id: number, user?: User) {
  try {
    await view(id, user)
  } catch (error) {
    return (error as Response).status
  }
  return 200
}

function toggle(id: number, visibility: string, user?: User, extra: Record<string, string> = {}) {
  return action(
    call(
      new Request(`http://test/gb/submission/${id}`, {
        method: 'POST',
        body: new URLSearchParams({ visibility, ...extra }),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(user ? { cookie: user.cookie } : {}),
        },
      }),
      { id: String(id) },
    ),
  )
}

async function status(promise: Promise<unknown>) {
  try {
    return ((await promise) as Response).status
  } catch (error) {
    return (error as Response).status
  }
}

const refresh = (data: SubmissionPageData) =>
  (meta as (args: { data: unknown }) => Record<string, string>[])({ data })

describe('/{lang}/submission/:id', () => {
  it('shows the owner the status, refreshing itself (meta refresh) only while in queue', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const id = await submitAs(owner, exerciseId)
    const queued = await view(id, owner)
    expect(queued).toMatchObject({
      id,
      exerciseId,
      exerciseTitle: 'Sum',
      exerciseHref: `/gb/exercise/${exerciseId}`,
      backHref: `/gb/exercise/${exerciseId}`,
      isOwner: true,
      visibility: 'private',
      inQueue: true,
      languageLabel: expect.stringMatching(/^C \(gcc/),
    })
    expect(queued.detail.status).toBe('in_queue')
    // The first reload after 1 s (most verdicts take about that), marked, then every 4 s (issue 16).
    expect(refresh(queued)).toEqual([
      { httpEquiv: 'refresh', content: `1; url=/gb/submission/${id}?waited=1` },
    ])
    expect(refresh(await view(id, owner, '?waited=1'))).toEqual([{ httpEquiv: 'refresh', content: '4' }])

    await setVerdict(id, { status: 'judging' })
    expect(refresh(await view(id, owner, '?waited=1'))).toEqual([{ httpEquiv: 'refresh', content: '4' }])

    await setVerdict(id, {
      status: 'wrong_answer',
      score: 40,
      error_on_sample: 1,
      first_failed_test: '1/02',
      report: JSON.stringify([
        { name: '1/01', sample: true, verdict: 'accepted', cpuMs: 3, memoryKiB: 1024 },
        { name: '1/02', sample: false, verdict: 'wrong_answer', cpuMs: 5.4, memoryKiB: 2048 },
      ]),
    })
    const judged = await view(id, owner)
    expect(judged.inQueue).toBe(false)
    expect(refresh(judged)).toEqual([])
    expect(judged.detail).toMatchObject({ status: 'wrong_answer', score: 40, error_on_sample: true })
    expect(judged.detail.log).toEqual([
      { test: '1/01', sample: true, verdict: 'accepted', label: 'Accepted', cpu_ms: 3, memory_kib: 1024 },
      {
        test: '1/02',
        sample: false,
        verdict: 'wrong_answer',
        label: 'Wrong Answer',
        cpu_ms: 5,
        memory_kib: 2048,
      },
    ])
    // A free owner gets no download link; the next unsolved exercise is offered.
    expect(judged.failedTestHref).toBeNull()
    const next = await makeExercise()
    expect((await view(id, owner)).nextHref).toBe(`/gb/exercise/${next}`)
  })

  it('offers the first failing test only to PRO owners', async () => {
    const exerciseId = await makeExercise()
    for (const [kind, expected] of [
      ['free', false],
      ['pro', true],
    ] as const) {
      const owner = await makeUser(kind)
      const id = await submitAs(owner, exerciseId)
      await setVerdict(id, { status: 'wrong_answer', score: 0, first_failed_test: '2/a', report: '[]' })
      const page = await view(id, owner)
      expect(page.failedTestHref, kind).toBe(
        expected ? `/api/programming-exercise/submission/${id}/failed-test` : null,
      )
    }
  })

  it('is a 404 for anyone else while private (same as a missing one); staff see it', async () => {
    const owner = await makeUser('free')
    const id = await submitAs(owner, await makeExercise())
    expect(await hidden(id, await makeUser('free'))).toBe(404)
    expect(await hidden(id, await makeUser('pro'))).toBe(404)
    expect(await hidden(id)).toBe(404)
    expect(await hidden(999_999, owner)).toBe(404)
    const staff = await view(id, await makeUser('author'))
    expect(staff).toMatchObject({ id, isOwner: false })
  })

  it('shows the judge log to staff only, never to the owner', async () => {
    const owner = await makeUser('free')
    const id = await submitAs(owner, await makeExercise())
    await setVerdict(id, { status: 'internal_error', score: 0, log: 'checker: killed by SIGSEGV' })
    expect((await view(id, owner)).staffLog).toBeNull()
    expect((await view(id, await makeUser('author'))).staffLog).toBe('checker: killed by SIGSEGV')
  })

  it('lets the author make it public (then anyone sees the code read-only) and private again', async () => {
    const owner = await makeUser('free', { name: 'Ana Maria da Silva' })
    const exerciseId = await makeExercise()
    const id = await submitAs(owner, exerciseId, {
      code: 'int main(){ return 0; } // <script>alert(1)</script>',
    })
    await setVerdict(id, {
      status: 'compilation_error',
      score: 0,
      compilation_message: 'main.c:1: error',
      first_failed_test: null,
    })

    const other = await makeUser('free')
    // Only the author switches it: staff and others who can see it get 403, others 404, visitors log in.
    expect(await status(toggle(id, 'public', await makeUser('author')))).toBe(403)
    expect(await status(toggle(id, 'public', other))).toBe(404)
    expect(await status(toggle(id, 'public'))).toBe(302)
    expect(await status(toggle(id, 'secret', owner))).toBe(422)
    const row = () =>
      db.selectFrom('submissions').select('visibility').where('id', '=', id).executeTakeFirstOrThrow()
    expect((await row()).visibility).toBe('private')

    const res = (await toggle(id, 'public', owner, { return_to: '/gb/course/c/lesson/1' })) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(
      `/gb/submission/${id}?return_to=${encodeURIComponent('/gb/course/c/lesson/1')}`,
    )
    expect((await row()).visibility).toBe('public')

    for (const who of [other, undefined]) {
      const page = await view(id, who)
      expect(page).toMatchObject({
        isOwner: false,
        visibility: 'public',
        authorName: 'Ana Silva',
        failedTestHref: null,
      })
      expect(page.detail).toMatchObject({ status: 'compilation_error', compilation_error_message: null })
      // The code is shown highlighted as C, escaped.
      expect(page.codeHtml).toContain('language-c')
      expect(page.codeHtml).toContain('alert(1)')
      expect(page.codeHtml).not.toContain('<script>')
    }
    expect(await status(toggle(id, 'private', other))).toBe(403)
    expect(await status(toggle(id, 'private', owner))).toBe(302)
    expect(await hidden(id, other)).toBe(404)
  })

  it('hides a public submission of a private exercise from those who cannot see the exercise', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise({ visibility: 'private', author_id: owner.id })
    const id = await submitAs(owner, exerciseId)
    await db.updateTable('submissions').set({ visibility: 'public' }).where('id', '=', id).execute()
    expect(await hidden(id, await makeUser('free'))).toBe(404)
    expect(await hidden(id, owner)).toBe(200)
  })

  it('goes back to a validated return_to and highlights Portugol with its own highlighter', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const id = await submitAs(owner, exerciseId, {
      language: 'portugol',
      code: 'programa {\n  funcao inicio() { escreva("oi") }\n}',
    })
    const page = await view(id, owner, `?return_to=${encodeURIComponent('/gb/course/x/lesson/2')}`)
    expect(page.backHref).toBe('/gb/course/x/lesson/2')
    expect(page.codeHtml).toMatch(
      /^<pre><code class="language-portugol"><span class="tok-keyword">programa<\/span>/,
    )
    const evil = await view(id, owner, `?return_to=${encodeURIComponent('//evil.example/')}`)
    expect(evil.backHref).toBe(`/gb/exercise/${exerciseId}`)
    expect(evil.returnTo).toBeNull()
  })
})
