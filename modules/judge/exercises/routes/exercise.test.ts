import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { listLanguages } from '../../languages/languages.server'
import { type User, call, get } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import { upsertSubject } from '../exercises.server'
import { starterCode } from '../starter-code'
import type { ExerciseWorkspaceData, WorkspaceFormError } from '../workspace-types'
import { loadExerciseWorkspace } from '../workspace.server'
import { action, handle, loader } from './exercise'

vi.mock('../../submissions/queue.server', () => ({ wakeJudge: vi.fn() }))
vi.mock('../../languages/languages.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../languages/languages.server')>()
  return { ...original, listLanguages: vi.fn(original.listLanguages) }
})
useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())

type Page = {
  workspace: ExerciseWorkspaceData
  meta: { title: string; description?: string }
  feedback: { current: { value: string; comment: string | null } | null } | null
  tour?: boolean
  islands?: { script: string; preloads: string[] }[]
}
type Ok = Extract<ExerciseWorkspaceData, { access: 'ok' }>

/** A loader/action result as {status, body}: plain data is 200, `data(..., {status})` carries its own. */
function unwrap<T>(result: unknown): { status: number; body: T; headers: Headers } {
  const r = result as {
    type?: string
    data?: unknown
    init?: { status?: number; headers?: HeadersInit } | null
  }
  if (r && r.type === 'DataWithResponseInit') {
    return { status: r.init?.status ?? 200, body: r.data as T, headers: new Headers(r.init?.headers) }
  }
  return { status: 200, body: result as T, headers: new Headers() }
}

async function page(id: number, user?: User, query = '') {
  const res = unwrap<Page>(await loader(call(get(`/gb/exercise/${id}${query}`, user), { id: String(id) })))
  return { ...res, workspace: res.body.workspace }
}

async function okPage(id: number, user?: User, query = '') {
  const { workspace } = await page(id, user, query)
  expect(workspace.access).toBe('ok')
  return workspace as Ok
}

function form(id: number, fields: Record<string, string>, user?: User, headers: Record<string, string> = {}) {
  return call(
    new Request(`http://test/gb/exercise/${id}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(user ? { cookie: user.cookie } : {}),
        ...headers,
      },
    }),
    { id: String(id) },
  )
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    return error as Response
  }
  throw new Error('expected a thrown response')
}

describe('/{lang}/exercise/:id (loader)', () => {
  it('shows an anonymous visitor the statement, samples, limits and the languages with versions', async () => {
    const id = await makeExercise({ time_limit_ms: 1500, memory_limit_mib: 128, original_author: 'OBI' })
    const { status, body, workspace } = await page(id)
    expect(status).toBe(200)
    expect(body.meta).toEqual({ title: 'Sum', description: 'Add A and B.' })
    // ADR 031: no hydration, the framework-free island enhances the form.
    expect(handle.hydrate).toBeUndefined()
    expect(body.islands?.map((island) => island.script)).toEqual([expect.stringMatching(/\/solution-island/)])
    const ok = workspace as Ok
    expect(ok.exercise).toMatchObject({
      id,
      title: 'Sum',
      difficulty: 'easy',
      timeLimitS: 1.5,
      memoryLimitMib: 128,
      samples: [{ input: '1 1\n', output: '2\n' }],
      originalAuthor: 'OBI',
    })
    expect(ok.exercise.statementHtml).toContain('Add A and B.')
    // No draft yet: C with its starter code (issue 16).
    expect(ok.draft).toEqual({ language: 'c', code: starterCode('c') })
    expect(ok.draft.code).toContain('int main(void)')
    expect(ok.viewer).toEqual({ loggedIn: false, isPro: false, canEdit: false, solved: false })
    expect(ok.formAction).toBe(`/gb/exercise/${id}`)
    expect(ok.loginHref).toBe(`/gb/login?login=true&redirectTo=${encodeURIComponent(`/gb/exercise/${id}`)}`)
    const ids = ok.languages.map((l) => l.id)
    expect(ids).toContain('portugol')
    expect(ids).toContain('java')
    const c = ok.languages.find((l) => l.id === 'c')
    expect(c).toMatchObject({ available: true, label: expect.stringMatching(/^C \(gcc \d/) })
    expect(ok.languages.find((l) => l.id === 'dart')?.available).toBe(false)
  })

  it("carries the logged-in viewer's quick feedback on the exercise; visitors get none", async () => {
    const id = await makeExercise()
    expect((await page(id)).body.feedback).toBeNull()
    const user = await makeUser('free')
    expect((await page(id, user)).body.feedback).toEqual({ current: null })
    await db
      .insertInto('quick_feedback')
      .values({ user_id: user.id, target_type: 'exercise', target_id: id, value: 'like', comment: 'Boa!' })
      .execute()
    expect((await page(id, user)).body.feedback).toEqual({ current: { value: 'like', comment: 'Boa!' } })
  })

  it('links subjects and sources (with their parents) in the page language', async () => {
    await upsertSubject({ slug: 'ws-loops', title_br: 'Laços', title_gb: 'Loops', category: 'basic' })
    const id = await makeExercise({ subjects: ['ws-loops'] })
    const parent = await db
      .insertInto('sources')
      .values({ slug: 'ws-obi-2023', title_br: 'OBI 2023' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const leaf = await db
      .insertInto('sources')
      .values({ slug: 'ws-obi-2023-f1', title_br: 'Fase 1', title_gb: 'Round 1', parent_id: parent.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('exercise_sources').values({ exercise_id: id, source_id: leaf.id }).execute()
    const ok = await okPage(id)
    expect(ok.exercise.subjects).toEqual([{ slug: 'ws-loops', title: 'Loops' }])
    expect(ok.exercise.sources).toEqual([{ slug: 'ws-obi-2023-f1', title: 'OBI 2023 › Round 1' }])
  })

  it('never hydrates: the island runs the form, with the guided tour’s module beside it until dismissed', async () => {
    const id = await makeExercise()
    const user = await makeUser('free')
    const first = await page(id, user)
    expect(first.body.tour).toBe(true)
    // Source paths without a build, hashed files with one (app/ui/editor/preloads.server.ts).
    expect(first.body.islands?.map((island) => island.script)).toEqual([
      expect.stringMatching(/\/solution-island/),
      expect.stringMatching(/\/tour-island/),
    ])
    await db.insertInto('tour_dismissals').values({ user_id: user.id, tour: 'exercise' }).execute()
    const later = await page(id, user)
    expect(later.body.tour).toBe(false)
    expect(later.body.islands?.map((island) => island.script)).toEqual([
      expect.stringMatching(/\/solution-island/),
    ])
  })

  it('shows PRO exercises to PRO users and the PRO copy (403, no script) to others', async () => {
    const id = await makeExercise({ is_free: false })
    const free = await page(id, await makeUser('free'))
    expect(free.status).toBe(403)
    expect(free.workspace).toMatchObject({ access: 'pro_needed', title: 'Sum', loggedIn: true })
    expect(free.body.islands).toBeUndefined()
    const pro = await okPage(id, await makeUser('pro'))
    expect(pro.viewer).toMatchObject({ loggedIn: true, isPro: true, canEdit: false })
  })

  it('is a 404 for unknown and private exercises, except for their author and staff (who can edit)', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ visibility: 'private', author_id: author.id })
    for (const who of [undefined, await makeUser('free'), await makeUser('pro')]) {
      const res = await thrown(loader(call(get(`/gb/exercise/${id}`, who), { id: String(id) })))
      expect(res.status).toBe(404)
    }
    for (const bad of ['999999', 'abc', '0']) {
      expect((await thrown(loader(call(get(`/gb/exercise/${bad}`), { id: bad })))).status).toBe(404)
    }
    expect((await okPage(id, author)).viewer.canEdit).toBe(true)
    const staff = await okPage(id, await makeUser('author'))
    expect(staff.viewer.canEdit).toBe(true)
    expect(staff.manage).toEqual({ testCount: 3 })
    expect((await okPage(await makeExercise(), await makeUser('free'))).manage).toBeNull()
  })

  it('answers 500 with the message when the exercise cannot be loaded', async () => {
    const id = await makeExercise()
    vi.mocked(listLanguages).mockRejectedValueOnce(new Error('disk on fire'))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = await thrown(loader(call(get(`/br/exercise/${id}`), { id: String(id) })))
    const { status, body } = unwrap<{ message: string }>(error)
    expect(status).toBe(500)
    expect(body.message).toBe(`Não foi possível carregar o exercício ${id}. Tente de novo em instantes.`)
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk on fire' }))
    log.mockRestore()
  })

  it('serves lessons through the same helper: the form posts to the exercise with a safe return_to', async () => {
    const id = await makeExercise()
    const user = await makeUser('free')
    const request = get('/br/course/python-bootcamp/lesson/3', user)
    const data = await loadExerciseWorkspace(request, user.session, id, {
      returnTo: '/br/course/python-bootcamp/lesson/3',
    })
    expect(data).toMatchObject({
      access: 'ok',
      formAction: `/br/exercise/${id}`,
      returnTo: '/br/course/python-bootcamp/lesson/3',
    })
    const evil = await loadExerciseWorkspace(request, user.session, id, { returnTo: '//evil.example/x' })
    expect((evil as Ok).returnTo).toBeNull()
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })
})

describe('/{lang}/exercise/:id (draft)', () => {
  it('starts in C with its starter code, and a saved draft (language too) comes back on the next visit', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    expect((await okPage(id, user)).draft).toEqual({ language: 'c', code: starterCode('c') })
    // Loading never writes.
    const rows = await db
      .selectFrom('solution_drafts')
      .select('code')
      .where('user_id', '=', user.id)
      .execute()
    expect(rows).toEqual([])

    const res = (await action(
      form(id, { intent: 'draft', language: 'python3', code: 'print(1)' }, user),
    )) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/gb/exercise/${id}?draft=saved#solution`)
    const again = await okPage(id, user, '?draft=saved')
    expect(again.draft).toEqual({ language: 'python3', code: 'print(1)' })
    expect(again.draftSaved).toBe(true)
    // Another exercise still starts from C and its template (docs/product.md#judge-exercises, issue 16).
    const other = await makeExercise()
    expect((await okPage(other, user)).draft).toEqual({ language: 'c', code: starterCode('c') })
    // A draft the student emptied is theirs: it stays empty.
    await action(form(other, { intent: 'draft', language: 'go', code: '' }, user))
    expect((await okPage(other, user)).draft).toEqual({ language: 'go', code: '' })
  })

  it('autosaves with JSON for the editor, and a draft goes back to the lesson it came from', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    const res = (await action(
      form(id, { intent: 'draft', language: 'java', code: 'class Main {}' }, user, {
        accept: 'application/json',
      }),
    )) as Response
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect((await okPage(id, user)).draft).toEqual({ language: 'java', code: 'class Main {}' })

    const back = (await action(
      form(id, { intent: 'draft', language: 'c', code: 'x', return_to: '/gb/course/c/lesson/2?tab=1' }, user),
    )) as Response
    expect(back.headers.get('location')).toBe('/gb/course/c/lesson/2?tab=1&draft=saved#solution')
  })
})

describe('/{lang}/exercise/:id (submit without JavaScript)', () => {
  it('queues the solution, saves it as the draft and redirects to the submission page', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    const res = (await action(
      form(id, { intent: 'submit', language: 'c', code: 'int main(){}' }, user),
    )) as Response
    expect(res.status).toBe(302)
    const row = await db
      .selectFrom('submissions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ exercise_id: id, language: 'c', code: 'int main(){}', status: 'in_queue' })
    expect(row.client_submitting_time).not.toBeNull()
    expect(res.headers.get('location')).toBe(`/gb/submission/${row.id}`)
    expect((await okPage(id, user)).draft).toEqual({ language: 'c', code: 'int main(){}' })

    const lesson = (await action(
      form(id, { language: 'c', code: 'int main(){}', return_to: '/gb/course/c/lesson/2' }, user),
    )) as Response
    expect(lesson.headers.get('location')).toMatch(
      new RegExp(`^/gb/submission/\\d+\\?return_to=${encodeURIComponent('/gb/course/c/lesson/2')}$`),
    )
    const evil = (await action(
      form(id, { language: 'c', code: 'x', return_to: '//evil.example' }, user),
    )) as Response
    expect(evil.headers.get('location')).toMatch(/^\/gb\/submission\/\d+$/)
  })

  it('re-renders with what was typed and the reason: 422 empty, too long or unknown language', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    const cases: [Record<string, string>, string][] = [
      [{ language: 'python3', code: '   ' }, 'Write some code before sending it.'],
      [{ language: 'python3', code: 'x'.repeat(70_000) }, 'Your code is too long: the limit is 64 KiB.'],
      [{ language: 'cobol', code: 'DISPLAY 1' }, "Choose one of the judge's languages."],
    ]
    for (const [fields, message] of cases) {
      const res = unwrap<WorkspaceFormError>(await action(form(id, { intent: 'submit', ...fields }, user)))
      expect(res.status, fields.language).toBe(422)
      expect(res.body).toMatchObject({
        intent: 'submit',
        language: fields.language,
        code: fields.code,
        message,
      })
    }
    expect(await db.selectFrom('submissions').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    )
  })

  it('answers a visitor 401 with the not-logged-in copy and what was typed, sending and saving nothing; gives PRO copy (403) to a free user on a PRO exercise', async () => {
    const id = await makeExercise()
    for (const intent of ['submit', 'draft']) {
      const res = unwrap<WorkspaceFormError>(
        await action(form(id, { intent, language: 'java', code: 'class Main {}' })),
      )
      expect(res.status).toBe(401)
      expect(res.body).toEqual({
        intent,
        error: 'notLoggedIn',
        language: 'java',
        code: 'class Main {}',
        title: 'You are not logged in',
        message: 'Log in to send your solution.',
      })
    }
    expect(await db.selectFrom('submissions').select('id').where('exercise_id', '=', id).execute()).toEqual(
      [],
    )
    expect(
      await db.selectFrom('solution_drafts').select('user_id').where('exercise_id', '=', id).execute(),
    ).toEqual([])
    const pro = await makeExercise({ is_free: false })
    const forbidden = unwrap<WorkspaceFormError>(
      await action(form(pro, { language: 'c', code: 'int main(){}' }, await makeUser('free'))),
    )
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toMatchObject({
      error: 'proNeeded',
      code: 'int main(){}',
      message: 'You have no access to this content. Probably a PRO subscription is needed.',
    })
    const hidden = await makeExercise({ visibility: 'private' })
    expect(
      (await thrown(action(form(hidden, { language: 'c', code: 'x' }, await makeUser('free'))))).status,
    ).toBe(404)
  })

  it('answers 429 with Retry-After after a flood and keeps the code', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    for (let i = 0; i < 12; i++) {
      expect(((await action(form(id, { language: 'c', code: `// ${i}` }, user))) as Response).status).toBe(
        302,
      )
    }
    const res = unwrap<WorkspaceFormError>(
      await action(form(id, { language: 'go', code: 'package main' }, user)),
    )
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(res.body).toMatchObject({ language: 'go', code: 'package main', title: 'Too many requests' })
    expect(res.body.retryAfter).toBeGreaterThan(0)
    expect((await okPage(id, user)).draft).toEqual({ language: 'go', code: 'package main' })
  })
})
