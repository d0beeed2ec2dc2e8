import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import type { ModelServer } from '~/tests/fakes/model-server.mjs'
import { useOwnMediaDir } from '~/tests/setup/helpers'
import { configureModel } from '../model/client.server'
import { MAX_REDIRECTS, configureGithubReader } from './files.server'
import {
  asGithubHandIn,
  gradeRow,
  gradingModelServer,
  jobRow,
  projectAnswer,
  useModel,
} from './grading-test-helpers'
import { GRADING_LIMITS, enqueueAnswer, gradeNext } from './queue.server'

// Reading a hand-in's repository from a local server standing in for GitHub (the real fetch, real redirects):
// redirects are followed a few times on GitHub's hosts only, and a refusal or a rate limit never loops.

useOwnMediaDir()
let model: ModelServer
let github: http.Server
let base = ''
/** path → how the fake GitHub answers it. */
let answer: (path: string) => { status: number; headers?: Record<string, string>; body?: string }
const asked: string[] = []

beforeAll(async () => {
  model = await gradingModelServer()
  github = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    const a = answer(req.url ?? '')
    res.writeHead(a.status, a.headers ?? {})
    res.end(a.body ?? '')
  })
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(github.address() as AddressInfo).port}`
})
afterAll(async () => {
  model.close()
  await new Promise((resolve) => github.close(resolve))
})
afterEach(async () => {
  asked.length = 0
  configureModel(undefined)
  configureGithubReader(undefined)
  await db.deleteFrom('grading_jobs').execute()
})

const T0 = new Date('2026-11-26T12:00:00.000Z')

async function githubAnswer() {
  useModel(model)
  configureGithubReader({ base })
  const { id } = await projectAnswer({ 'README.md': 'x' })
  await asGithubHandIn(id)
  await enqueueAnswer('project', id, T0)
  return id
}

describe('reading a GitHub hand-in', () => {
  it('follows a redirect on the same host and grades', async () => {
    answer = (path) =>
      path.startsWith('/aluna/')
        ? { status: 301, headers: { location: path.replace('/aluna/', '/aluna-nova/') } }
        : { status: 200, body: 'done: 1\ndone: 2' }
    const id = await githubAnswer()
    expect(await gradeNext(T0)).toBe('graded')
    expect(asked).toEqual(['/aluna/site/HEAD/README.md', '/aluna-nova/site/HEAD/README.md'])
    expect(await jobRow('project', id)).toMatchObject({ state: 'done' })
  })

  it(`stops a redirect loop after ${MAX_REDIRECTS} redirects: staff review, the reason kept`, async () => {
    answer = (path) => ({ status: 302, headers: { location: path } })
    const id = await githubAnswer()
    expect(await gradeNext(T0)).toBe('staff_review')
    expect(asked).toHaveLength(MAX_REDIRECTS + 1)
    expect(await jobRow('project', id)).toMatchObject({ state: 'staff_review' })
    expect((await jobRow('project', id)).last_error).toMatch(/redirects/)
    expect(await gradeRow('project', id)).toMatchObject({ state: 'staff_review' })
  })

  it('never follows a redirect to another host', async () => {
    answer = () => ({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } })
    const id = await githubAnswer()
    expect(await gradeNext(T0)).toBe('staff_review')
    expect(asked).toHaveLength(1)
    expect((await jobRow('project', id)).last_error).toMatch(/169\.254\.169\.254/)
  })

  it('sends a refused (private) repository to staff review at once', async () => {
    answer = () => ({ status: 403, body: 'Forbidden' })
    const id = await githubAnswer()
    expect(await gradeNext(T0)).toBe('staff_review')
    expect((await jobRow('project', id)).last_error).toMatch(/403/)
  })

  it('waits for the end of the rate limit, counting attempts, then leaves it to staff', async () => {
    const reset = Math.floor(T0.getTime() / 1000) + 3600
    answer = () => ({
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
    })
    const id = await githubAnswer()
    let now = T0
    for (let attempt = 1; attempt < GRADING_LIMITS.maxAttempts; attempt++) {
      expect(await gradeNext(now)).toBe('waiting_model')
      const job = await jobRow('project', id)
      expect(job).toMatchObject({ state: 'queued', attempts: attempt })
      expect(Date.parse(job.next_attempt_at)).toBeGreaterThanOrEqual(Math.max(reset * 1000, now.getTime()))
      expect(await gradeNext(now)).toBe('idle')
      now = new Date(job.next_attempt_at)
    }
    expect(await gradeNext(now)).toBe('staff_review')
    expect(await jobRow('project', id)).toMatchObject({ state: 'staff_review' })
    expect((await jobRow('project', id)).last_error).toMatch(/rate limit/)
  })
})
