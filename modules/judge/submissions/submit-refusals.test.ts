import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { resources } from '~/app/locales'
import { action as pageAction } from '../exercises/routes/exercise'
import { type User, call, json, submitRoute } from '../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../test-helpers'
import { checkSolution } from './submissions.server'
import { SUBMIT_REFUSALS, type SubmitRefusalKind } from './submit-refusals'

vi.mock('./queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())

const copyOf = (lng: 'pt-BR' | 'en-GB', kind: SubmitRefusalKind) => {
  const entry = resources[lng].judge.errors[SUBMIT_REFUSALS[kind].key]
  return typeof entry === 'string' ? entry : entry.message
}

describe('SUBMIT_REFUSALS', () => {
  it('gives every refusal a 4xx status and copy in both locales', () => {
    const kinds = Object.keys(SUBMIT_REFUSALS) as SubmitRefusalKind[]
    // 14 for solutions (language_unavailable included: issue 23), 2 more for custom tests (issue 21).
    expect(kinds.length).toBe(16)
    for (const kind of kinds) {
      expect([401, 403, 404, 422, 429], kind).toContain(SUBMIT_REFUSALS[kind].status)
      expect(copyOf('pt-BR', kind), kind).toMatch(/\S/)
      expect(copyOf('en-GB', kind), kind).toMatch(/\S/)
      expect(copyOf('pt-BR', kind), kind).not.toBe(copyOf('en-GB', kind))
    }
  })

  it("has an entry for each of the service's solution checks", () => {
    for (const [language, code] of [
      ['cobol', 'x'],
      ['c', '  '],
      ['c', 'x'.repeat(70_000)],
    ]) {
      const checked = checkSolution(language, code)
      expect(checked.ok).toBe(false)
      if (!checked.ok) expect(SUBMIT_REFUSALS[checked.reason]).toBeDefined()
    }
  })
})

/** The exercise page's form asking for JSON (the editor's way). */
function pagePost(id: number, fields: Record<string, string>, user?: User) {
  const request = new Request(`http://test/gb/exercise/${id}`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'submit', ...fields }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(user ? { cookie: user.cookie } : {}),
    },
  })
  return pageAction(call(request, { id: String(id) })) as Promise<Response>
}

describe('the page action and the JSON API answer a refusal alike', () => {
  it('same status and copy from the one table', async () => {
    const free = await makeUser('free', { preferred_language: 'en-GB' })
    const open = await makeExercise()
    const pro = await makeExercise({ is_free: false })
    const cases: [SubmitRefusalKind, number, Record<string, string>][] = [
      ['empty_code', open, { language: 'python3', code: ' ' }],
      ['invalid_language', open, { language: 'cobol', code: 'x' }],
      ['language_unavailable', open, { language: 'dart', code: 'void main() {}' }],
      ['pro_needed', pro, { language: 'python3', code: 'print(1)' }],
    ]
    for (const [kind, id, fields] of cases) {
      const page = await pagePost(id, fields, free)
      const api = await submitRoute(free, id, fields)
      expect(page.status, kind).toBe(SUBMIT_REFUSALS[kind].status)
      expect(api.status, kind).toBe(SUBMIT_REFUSALS[kind].status)
      expect((await json(page)).message, kind).toBe(copyOf('en-GB', kind))
      expect((await json(api)).message, kind).toBe(copyOf('en-GB', kind))
    }
  })
})
