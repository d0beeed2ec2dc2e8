// Custom tests (issue 21): the exercise form's intent=run, in the real sandbox, and the run's page.
import { beforeEach, describe, expect, it } from 'vitest'
import { hit, resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { type User, call, get } from '../../route-test-helpers'
import { C_CODE, makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import { CUSTOM_RUN_RULE } from '../custom-run.server'
import type { CustomRunView, WorkspaceFormError } from '../workspace-types'
import { action as apiRun } from './api.custom-run'
import { action } from './exercise'
import { loader as runLoader } from './exercise.run'

useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())

function run(id: number, fields: Record<string, string>, user?: User, json = false) {
  return call(
    new Request(`http://test/gb/exercise/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'run', language: 'c', code: C_CODE, ...fields }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(json ? { accept: 'application/json' } : {}),
        ...(user ? { cookie: user.cookie } : {}),
      },
    }),
    { id: String(id) },
  )
}

/** `data(body, {status})` as {status, body}. */
function refused(result: unknown) {
  const r = result as { data: WorkspaceFormError; init: { status: number } }
  return { status: r.init.status, body: r.data }
}

async function runPage(path: string, user?: User) {
  const [, , , id, , runId] = path.split('/')
  return runLoader(call(get(path, user), { id, run_id: runId }))
}

describe('custom tests (PRO)', () => {
  it('run the code on the given input without submitting: 303 to the run page, which shows output, time, memory', async () => {
    const pro = await makeUser('pro')
    const id = await makeExercise({ time_limit_ms: 1000, memory_limit_mib: 128 })
    const res = (await action(run(id, { input: '20 22\n' }, pro))) as Response
    expect(res.status).toBe(303)
    const location = res.headers.get('location') ?? ''
    expect(location).toMatch(new RegExp(`^/gb/exercise/${id}/run/\\d+$`))
    const page = await runPage(location, pro)
    expect(page.run).toMatchObject({ status: 'ok', stdout: '42\n', input: '20 22\n', timeLimitMs: 1000 })
    expect(page.run.cpuMs).not.toBeNull()
    expect(page.run.memoryKiB).toBeGreaterThan(0)
    expect(page.languageLabel).toMatch(/^C/)
    // Nothing was submitted; the code is the draft.
    const submissions = await db
      .selectFrom('submissions')
      .select('id')
      .where('exercise_id', '=', id)
      .execute()
    expect(submissions).toEqual([])
    // Someone else's run is not found (it holds their code).
    const other = await makeUser('pro')
    await expect(runPage(location, other)).rejects.toMatchObject({ status: 404 })
  })

  it('answers JSON for the editor island, with a compilation error told as such', async () => {
    const pro = await makeUser('pro')
    const id = await makeExercise()
    const res = (await action(run(id, { code: 'int main( {', input: '' }, pro, true))) as Response
    const body = (await res.json()) as { run: CustomRunView }
    expect(body.run.status).toBe('compilation_error')
    expect(body.run.compilationMessage).toMatch(/error/)
  })

  it('refuses a free user with the not-PRO message, an input over 64 KiB, and past the per-user rate', async () => {
    const free = await makeUser('free')
    const id = await makeExercise()
    const notPro = refused(await action(run(id, { input: '1 2' }, free)))
    expect(notPro.status).toBe(403)
    expect(notPro.body).toMatchObject({ intent: 'run', error: 'customRunNotPro', input: '1 2' })
    expect(notPro.body.message).toContain('you are not PRO yet')

    const pro = await makeUser('pro')
    const long = refused(await action(run(id, { input: 'x'.repeat(64 * 1024 + 1) }, pro)))
    expect(long.status).toBe(422)
    expect(long.body.error).toBe('inputTooLong')

    for (let i = 0; i < CUSTOM_RUN_RULE.limit; i++) hit(CUSTOM_RUN_RULE, String(pro.id))
    const flood = refused(await action(run(id, { input: '1 2' }, pro)))
    expect(flood.status).toBe(429)
    expect(flood.body.error).toBe('tooManyRequests')
    const runs = await db
      .selectFrom('custom_runs')
      .select('id')
      .where('user_id', 'in', [free.id, pro.id])
      .execute()
    expect(runs).toEqual([])
  })

  it('answers the editor island through the API in the locale asked', async () => {
    const pro = await makeUser('pro')
    const free = await makeUser('free')
    const id = await makeExercise()
    const body = (user: User) =>
      new Request(`http://test/api/programming-exercise/${id}/run?locale=gb`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'run', language: 'c', code: C_CODE, input: '1 2\n' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie },
      })
    const ok = (await apiRun(call(body(pro), { id: String(id) }))) as Response
    expect(((await ok.json()) as { run: CustomRunView }).run).toMatchObject({ status: 'ok', stdout: '3\n' })
    const refused = (await apiRun(call(body(free), { id: String(id) }))) as Response
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toContain('you are not PRO yet')
    for (const [type, payload] of [
      ['application/json', '{"intent":"run"}'],
      ['application/json', '{'],
      ['', ''],
    ]) {
      const bad = new Request(`http://test/api/programming-exercise/${id}/run?locale=gb`, {
        method: 'POST',
        body: payload,
        headers: { ...(type && { 'content-type': type }), cookie: pro.cookie },
      })
      const res = (await apiRun(call(bad, { id: String(id) }))) as Response
      expect(res.status, `${type} ${payload}`).toBe(400)
    }
  })

  it('sends a visitor to log in from the run page', async () => {
    const res = await runPage('/gb/exercise/1/run/1').catch((e) => e as Response)
    expect((res as Response).status).toBe(302)
    expect((res as Response).headers.get('location')).toContain('login')
  })
})
