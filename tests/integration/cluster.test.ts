import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltServer, startBuiltServer } from './built-server'

// WEB_CONCURRENCY=2: two server processes behind one port (ADR 020). Each request below opens its own
// connection, so the cluster spreads them over both processes.
let server: BuiltServer
let output = ''

beforeAll(async () => {
  server = await startBuiltServer('cluster', { WEB_CONCURRENCY: '2', JUDGE_DISABLED: '1' }, { seed: true })
  server.process.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  // The page process starts once the designated one listens: wait for the second "listening".
  for (let i = 0; i < 200 && (output.match(/listening on/g) ?? []).length < 1; i++)
    await new Promise((r) => setTimeout(r, 50))
}, 60_000)

afterAll(() => server?.stop())

function request(method: string, path: string, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const url = new URL(path, server.base)
    const req = http.request(
      url,
      {
        method,
        agent: false, // a connection of its own
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded', origin: server.base } : {},
      },
      (res) => {
        let text = ''
        res.on('data', (c) => {
          text += c
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('two server processes', () => {
  it('serves pages from both and counts failed logins in one place', async () => {
    expect((await request('GET', '/healthz')).status).toBe(200)
    for (let i = 0; i < 6; i++) expect((await request('GET', '/br/about-us')).status).toBe(200)
    // Five failed logins per address and e-mail (RULES.failedLogin). Were each process counting its own, the
    // seven attempts, spread over both, would all be let through (four here, three there).
    const statuses: number[] = []
    const form = new URLSearchParams({ intent: 'login', email: 'aluna@trilha.dev', password: 'wrong-one' })
    for (let i = 0; i < 7; i++) statuses.push((await request('POST', '/br/login', form.toString())).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429])
  })
})
