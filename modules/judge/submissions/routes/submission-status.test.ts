import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { call, get, json, submitRoute as submit } from '../../route-test-helpers'
import { makeExercise, makeUser, setVerdict, useOwnJudgeDataDir } from '../../test-helpers'
import { loader } from './submission-status'

vi.mock('../queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())

const fragment = (path: string, id: number, user?: Awaited<ReturnType<typeof makeUser>>) =>
  loader(call(get(path, user), { id: String(id) }))

describe('GET /{lang}/submission-status/:id (the island’s status, ADR 031)', () => {
  it('renders the owner the in-place status as HTML, with the status and token for the next request', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const { id } = (await json(await submit(owner, exerciseId))) as { id: number }
    const pending = await fragment(`/br/submission-status/${id}`, id, owner)
    expect(pending.status).toBe(200)
    expect(pending.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(pending.headers.get('Cache-Control')).toBe('no-store')
    const html = await pending.text()
    expect(html).toMatch(/^<div data-status="in_queue" data-token="in_queue[^"]*">/)
    expect(html).toContain(`Submissão #${id}`)

    await setVerdict(id, { status: 'wrong_answer', score: 0 })
    // An old token is answered at once with the verdict, in the page's language; "try again" leads to the form.
    const done = await (
      await fragment(`/gb/submission-status/${id}?wait=in_queue:queued&competition=1`, id, owner)
    ).text()
    expect(done).toContain('data-status="wrong_answer"')
    expect(done).toContain('Wrong Answer')
    expect(done).toContain(`Submission #${id}`)
    expect(done).toContain('href="#solution"')
  })

  it('needs login (401) and hides others’ submissions and bad ids (404)', async () => {
    const owner = await makeUser('free')
    const { id } = (await json(await submit(owner, await makeExercise()))) as { id: number }
    expect((await fragment(`/br/submission-status/${id}`, id)).status).toBe(401)
    const other = await makeUser('free')
    expect((await fragment(`/br/submission-status/${id}`, id, other)).status).toBe(404)
    expect((await loader(call(get('/br/submission-status/x', owner), { id: 'x' }))).status).toBe(404)
  })
})
