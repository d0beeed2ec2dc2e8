import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleJudgeInternal } from './endpoints.server'

// The primary's /internal/judge/* refuses whatever is not a worker's well-formed call, without a 500 (the whole
// protocol with real processes: tests/integration/judge-workers.test.ts).
const SECRET = 'a-judge-secret-long-enough'
let base = ''
const server = http.createServer((req, res) => void handleJudgeInternal(req, res))
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal/judge`
})
afterAll(() => {
  server.close()
  vi.unstubAllEnvs()
})

const call = (route: string, body?: string, secret = SECRET, method = body === undefined ? 'GET' : 'POST') =>
  fetch(`${base}/${route}`, { method, body, headers: { 'x-judge-secret': secret } }).then((r) => r.status)
const token = 'ab'.repeat(32)

describe('/internal/judge/*', () => {
  it('does not exist without JUDGE_SECRET, with a short one, or with another secret', async () => {
    vi.stubEnv('JUDGE_SECRET', '')
    expect(await call('claim', '{"worker":"w"}')).toBe(404)
    vi.stubEnv('JUDGE_SECRET', 'short')
    expect(await call('claim', '{"worker":"w"}', 'short')).toBe(404)
    vi.stubEnv('JUDGE_SECRET', SECRET)
    expect(await call('claim', '{"worker":"w"}', `${SECRET}x`)).toBe(404)
  })

  it('answers malformed calls 400/404/413, and a verdict or heartbeat without a live claim 409', async () => {
    vi.stubEnv('JUDGE_SECRET', SECRET)
    expect(await call('claim', 'not json')).toBe(400)
    expect(await call('claim', '{"worker":""}')).toBe(400)
    expect(await call('claim')).toBe(404) // GET
    expect(await call('elsewhere', '{}')).toBe(404)
    expect(await call('heartbeat', JSON.stringify({ id: '1', token }))).toBe(400)
    expect(await call('heartbeat', JSON.stringify({ id: 1, token: 'short' }))).toBe(400)
    expect(await call('heartbeat', JSON.stringify({ id: 999999, token }))).toBe(409)
    const report = { status: 'accepted', score: 100, errorOnSample: false, tests: [], log: [] }
    expect(await call('verdict', JSON.stringify({ id: 999999, token, report }))).toBe(409)
    expect(
      await call('verdict', JSON.stringify({ id: 999999, token, report: { ...report, status: 'hacked' } })),
    ).toBe(400)
    expect(await call('verdict', JSON.stringify({ id: 1, token, report, pad: 'x'.repeat(5 << 20) }))).toBe(
      413,
    )
  })

  it('serves a package file only for a submission the caller holds', async () => {
    vi.stubEnv('JUDGE_SECRET', SECRET)
    const key = `${'0'.repeat(64)}/1/1.in`
    expect(await call(`file?id=1&token=${token}&key=${encodeURIComponent(key)}`)).toBe(404)
    expect(await call(`file?id=1&token=${token}&key=${encodeURIComponent('../../etc/passwd')}`)).toBe(404)
    expect(await call(`file?id=abc&token=${token}&key=x`)).toBe(400)
  })

  it('is a claim with nothing queued: 204', async () => {
    vi.stubEnv('JUDGE_SECRET', SECRET)
    expect(await call('claim', '{"worker":"w"}')).toBe(204)
  })
})
