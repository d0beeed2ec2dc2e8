import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { packageDir } from '../../packages/paths.server'
import { type User, call, get, json, post, submitRoute as submit } from '../../route-test-helpers'
import { makeExercise, makeUser, setVerdict, useOwnJudgeDataDir } from '../../test-helpers'
import { loader as failedTestLoader } from './api.failed-test'
import { action as rejudgeAction } from './api.rejudge'
import { loader as statusLoader } from './api.submission-status'

vi.mock('../queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())

describe('GET /api/programming-exercise/submission-status/:id', () => {
  it('answers the owner, hides the row from others (404) and needs login (401)', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise({ difficulty: 'medium' })
    const { id } = (await json(await submit(owner, exerciseId))) as { id: number }
    await setVerdict(id, { status: 'judging' })
    const res = await statusLoader(
      call(get(`/api/programming-exercise/submission-status/${id}`, owner), { id: String(id) }),
    )
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({
      id,
      exercise_id: exerciseId,
      status: 'in_queue',
      level: 'medium',
    })

    const other = await makeUser('free')
    const hidden = await statusLoader(
      call(get(`/api/programming-exercise/submission-status/${id}`, other), { id: String(id) }),
    )
    expect(hidden.status).toBe(404)
    const missing = await statusLoader(
      call(get('/api/programming-exercise/submission-status/999999', owner), { id: '999999' }),
    )
    expect(missing.status).toBe(404)
    expect(await json(hidden)).toEqual(await json(missing))
    const anon = await statusLoader(
      call(get(`/api/programming-exercise/submission-status/${id}`), { id: String(id) }),
    )
    expect(anon.status).toBe(401)
  })
})

describe('GET /api/programming-exercise/submission/:id/failed-test', () => {
  it('sends a PRO owner the input of the first failed test as an attachment', async () => {
    const pro = await makeUser('pro')
    const exerciseId = await makeExercise()
    const { id } = (await json(await submit(pro, exerciseId))) as { id: number }
    await setVerdict(id, { status: 'wrong_answer', score: 0, first_failed_test: '2/a' })
    const res = await failedTestLoader(
      call(get(`/api/programming-exercise/submission/${id}/failed-test`, pro), { id: String(id) }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="exercise-${exerciseId}-test-2-a.in"`,
    )
    expect(await res.text()).toBe(fs.readFileSync(path.join(packageDir(exerciseId), '2', 'a.in'), 'utf8'))
  })

  it('is 403 with the PRO copy for free users and closed exercises, 404 for others and when nothing failed', async () => {
    const free = await makeUser('free', { preferred_language: 'en-GB' })
    const pro = await makeUser('pro')
    const open = await makeExercise()
    const closed = await makeExercise({ allow_test_download: false })
    const download = (user: User, id: number) =>
      failedTestLoader(
        call(get(`/api/programming-exercise/submission/${id}/failed-test`, user), { id: String(id) }),
      )
    const failedSubmission = async (user: User, exerciseId: number) => {
      const { id } = (await json(await submit(user, exerciseId))) as { id: number }
      await setVerdict(id, { status: 'wrong_answer', score: 0, first_failed_test: '1/01' })
      return id
    }
    const freeSub = await failedSubmission(free, open)
    const res = await download(free, freeSub)
    expect(res.status).toBe(403)
    expect((await json(res)).message).toBe(
      'You have no access to this content. Probably a PRO subscription is needed.',
    )
    expect((await download(pro, await failedSubmission(pro, closed))).status).toBe(403)
    expect((await download(pro, freeSub)).status).toBe(404)
    const accepted = await failedSubmission(pro, open)
    await setVerdict(accepted, { status: 'accepted', score: 100, first_failed_test: null })
    expect((await download(pro, accepted)).status).toBe(404)
  })
})

describe('POST /api/judge/rejudge', () => {
  it('is for admins only and requeues what it is told', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const { id } = (await json(await submit(owner, exerciseId))) as { id: number }
    await setVerdict(id, { status: 'wrong_answer', score: 10, report: '[]' })

    const anon = await rejudgeAction(call(post('/api/judge/rejudge', { submission_id: id })))
    expect(anon.status).toBe(401)
    for (const kind of ['free', 'pro', 'author', 'moderator'] as const) {
      const res = await rejudgeAction(
        call(post('/api/judge/rejudge', { submission_id: id }, await makeUser(kind))),
      )
      expect(res.status, kind).toBe(403)
    }
    const admin = await makeUser('admin')
    for (const bad of [{}, { submission_id: id, exercise_id: exerciseId }, { submission_id: 'x' }]) {
      expect((await rejudgeAction(call(post('/api/judge/rejudge', bad, admin)))).status).toBe(422)
    }
    expect(
      (await rejudgeAction(call(post('/api/judge/rejudge', { submission_id: 999_999 }, admin)))).status,
    ).toBe(404)
    expect(
      (await rejudgeAction(call(post('/api/judge/rejudge', { exercise_id: 999_999 }, admin)))).status,
    ).toBe(404)
    expect(
      (await rejudgeAction(call(post('/api/judge/rejudge', { competition_id: 999_999 }, admin)))).status,
    ).toBe(404)

    const res = await rejudgeAction(call(post('/api/judge/rejudge', { submission_id: id }, admin)))
    expect(await json(res)).toEqual({ requeued: 1 })
    const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'in_queue', score: null, report: null })
    const byExercise = await rejudgeAction(
      call(post('/api/judge/rejudge', { exercise_id: String(exerciseId) }, admin, true)),
    )
    expect(await json(byExercise)).toEqual({ requeued: 1 })
  })
})
