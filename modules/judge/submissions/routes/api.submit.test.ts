import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { loader as exerciseLoader } from '../../exercises/routes/api.exercise'
import { call, get, json, post, submitRoute as submit } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import { wakeJudge } from '../queue.server'
import { action as submitAction, loader as submitLoader } from './api.submit'

vi.mock('../queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())

describe('GET /api/programming-exercise/:id', () => {
  it('answers the exercise in the asked locale', async () => {
    const id = await makeExercise({ title_gb: null })
    const gb = await exerciseLoader(
      call(get(`/api/programming-exercise/${id}?locale=gb`), { id: String(id) }),
    )
    expect(gb.status).toBe(200)
    expect(await json(gb)).toMatchObject({
      id,
      title: 'Soma',
      text: 'Add A and B.',
      time_limit: 1,
      memory_limit: 256,
    })
    const br = await exerciseLoader(
      call(get(`/api/programming-exercise/${id}?locale=pt-BR`), { id: String(id) }),
    )
    expect((await json(br)).text).toBe('Some A e B.')
    // Without ?locale=, the user's preferred language.
    const english = await makeUser('free', { preferred_language: 'en-GB' })
    const pref = await exerciseLoader(
      call(get(`/api/programming-exercise/${id}`, english), { id: String(id) }),
    )
    expect((await json(pref)).text).toBe('Add A and B.')
  })

  it('is 404 for unknown or private exercises and 403 with the PRO copy for PRO ones', async () => {
    const hidden = await makeExercise({ visibility: 'private' })
    for (const id of [String(hidden), '999999', 'abc', '0']) {
      const res = await exerciseLoader(call(get(`/api/programming-exercise/${id}?locale=gb`), { id }))
      expect(res.status).toBe(404)
      expect(await json(res)).toMatchObject({ error: 'NOT_FOUND' })
    }
    const pro = await makeExercise({ is_free: false })
    const res = await exerciseLoader(
      call(get(`/api/programming-exercise/${pro}?locale=gb`), { id: String(pro) }),
    )
    expect(res.status).toBe(403)
    expect(await json(res)).toEqual({
      error: 'NO_ACCESS',
      title: 'No access',
      message: 'You have no access to this content. Probably a PRO subscription is needed.',
    })
    const proUser = await makeUser('pro')
    const ok = await exerciseLoader(
      call(get(`/api/programming-exercise/${pro}`, proUser), { id: String(pro) }),
    )
    expect(ok.status).toBe(200)
  })
})

describe('POST /api/programming-exercise/:id/submit', () => {
  it('queues a JSON or form submission and answers {id, status}', async () => {
    const user = await makeUser('free')
    const id = await makeExercise()
    const res = await submit(user, id)
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body).toEqual({ id: expect.any(Number), status: 'in_queue' })
    expect(wakeJudge).toHaveBeenCalled()
    const form = await submit(user, id, { competition_id: '', submittingTime: '' }, true)
    expect(await json(form)).toEqual({ id: (body.id as number) + 1, status: 'in_queue' })
  })

  it('needs login: 401 with the not-logged-in copy in the request language', async () => {
    const id = await makeExercise()
    const req = post(`/api/programming-exercise/${id}/submit?locale=br`, {
      language: 'c',
      code: 'x',
      exercise_id: id,
    })
    const res = await submitAction(call(req, { id: String(id) }))
    expect(res.status).toBe(401)
    expect(await json(res)).toEqual({
      error: 'NOT_LOGGED_IN',
      title: 'Você não está logado',
      message: 'Entre na sua conta para enviar sua solução.',
    })
  })

  it('answers 422 for a bad language, empty or huge code, a mismatched exercise_id or a bad competition', async () => {
    const user = await makeUser('free', { preferred_language: 'en-GB' })
    const id = await makeExercise()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ language: 'cobol' }, 'language', "Choose one of the judge's languages."],
      [{ code: '' }, 'code', 'Write some code before sending it.'],
      [{ code: 'x'.repeat(70_000) }, 'code', 'Your code is too long: the limit is 64 KiB.'],
      [{ exercise_id: id + 1 }, 'exercise_id', 'The exercise in the request does not match the address.'],
      [{ exercise_id: 'abc' }, 'exercise_id', 'The exercise in the request does not match the address.'],
      [{ competition_id: 999_999 }, 'competition_id', 'This competition does not exist.'],
      [{ competition_id: 'x' }, 'competition_id', 'This competition does not exist.'],
    ]
    for (const [body, field, message] of cases) {
      const res = await submit(user, id, body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(await json(res)).toEqual({ error: 'INVALID_DATA', message, field })
    }
    expect(await db.selectFrom('submissions').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    )
  })

  it('is 404 for an exercise the user cannot see and 403 for PRO content', async () => {
    const user = await makeUser('free')
    const hidden = await makeExercise({ visibility: 'private' })
    const res = await submit(user, hidden)
    expect(res.status).toBe(404)
    expect((await json(res)).error).toBe('NOT_FOUND')
    const pro = await makeExercise({ is_free: false })
    const forbidden = await submit(user, pro)
    expect(forbidden.status).toBe(403)
    expect((await json(forbidden)).message).toMatch(/assinatura PRO/)
  })

  it('answers 429 with Retry-After after a flood, per user', async () => {
    const flooder = await makeUser('free')
    const id = await makeExercise()
    for (let i = 0; i < 12; i++) expect((await submit(flooder, id)).status).toBe(200)
    const res = await submit(flooder, id)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await json(res)).toMatchObject({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/respiro/),
    })
    // Someone else is not slowed down by it.
    expect((await submit(await makeUser('free'), id)).status).toBe(200)
  })

  it('refuses GET', async () => {
    expect(submitLoader().status).toBe(405)
  })
})
