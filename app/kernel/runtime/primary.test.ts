import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineGetWrite, getWritesSettled, runForwardedGetWrite } from './get-writes.server'
import { ensurePrimary, forgetPrimaryCache, isPrimary, primaryOrigin, whenPrimary } from './primary.server'

// ADR 018: LiteFS says who the primary is through `${LITEFS_DIR}/.primary`; these tests play both roles by
// writing and removing that file.
let dir: string
const SECRET = 'a-long-enough-internal-secret'

function becomeReplicaOf(host: string) {
  fs.writeFileSync(path.join(dir, '.primary'), `${host}\n`)
  forgetPrimaryCache()
}
function becomePrimary() {
  fs.rmSync(path.join(dir, '.primary'), { force: true })
  forgetPrimaryCache()
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'))
  vi.stubEnv('LITEFS_DIR', dir)
  vi.stubEnv('INTERNAL_SECRET', SECRET)
  forgetPrimaryCache()
})
afterEach(() => {
  vi.unstubAllEnvs()
  forgetPrimaryCache()
  fs.rmSync(dir, { recursive: true, force: true })
})

const ran: number[] = []
const record = defineGetWrite('test-record', z.object({ n: z.number().int() }), async ({ n }) => {
  ran.push(n)
})

describe('the primary', () => {
  it('is this node without LiteFS, or when LiteFS wrote no .primary; a replica knows the primary’s address', () => {
    vi.stubEnv('LITEFS_DIR', '')
    forgetPrimaryCache()
    expect(isPrimary()).toBe(true)
    vi.stubEnv('LITEFS_DIR', dir)
    forgetPrimaryCache()
    expect(isPrimary()).toBe(true)
    expect(primaryOrigin()).toBeNull()
    vi.stubEnv('FLY_APP_NAME', 'trilha')
    vi.stubEnv('PORT', '8081')
    becomeReplicaOf('148e21ea')
    expect(isPrimary()).toBe(false)
    expect(primaryOrigin()).toBe('http://148e21ea.vm.trilha.internal:8081')
  })

  it('a GET that must write asks Fly to replay it on the primary', () => {
    expect(() => ensurePrimary()).not.toThrow()
    becomeReplicaOf('148e21ea')
    let thrown: unknown
    try {
      ensurePrimary()
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(409)
    expect((thrown as Response).headers.get('fly-replay')).toBe('instance=148e21ea')
  })

  it('a job runs only while this node is the primary, and follows the lease', async () => {
    const events: string[] = []
    becomeReplicaOf('elsewhere')
    const job = whenPrimary(
      'test',
      { start: () => events.push('start'), stop: () => events.push('stop') },
      20,
    )
    await job.ready
    expect(events).toEqual([])
    becomePrimary()
    await expect.poll(() => events).toEqual(['start'])
    becomeReplicaOf('elsewhere')
    await expect.poll(() => events).toEqual(['start', 'stop'])
    job.stop()
  })
})

describe('GET-side writes', () => {
  it('run here on the primary', async () => {
    ran.length = 0
    record({ n: 1 })
    await getWritesSettled()
    expect(ran).toEqual([1])
  })

  it('go from a replica to the primary’s internal endpoint with the secret, and nothing runs locally', async () => {
    ran.length = 0
    const received: { secret?: string; body: string }[] = []
    const primary = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        received.push({ secret: req.headers['x-internal-secret'] as string, body })
        res.writeHead(req.url === '/internal/get-write' ? 204 : 404).end()
      })
    })
    await new Promise<void>((resolve) => primary.listen(0, '127.0.0.1', resolve))
    const { port } = primary.address() as { port: number }
    vi.stubEnv('PRIMARY_URL_TEMPLATE', 'http://{primary}')
    becomeReplicaOf(`127.0.0.1:${port}`)
    record({ n: 2 })
    await getWritesSettled()
    primary.close()
    expect(ran).toEqual([])
    expect(received).toEqual([
      { secret: SECRET, body: JSON.stringify({ kind: 'test-record', payload: { n: 2 } }) },
    ])
  })

  it('the primary runs a forwarded write only with the secret, a known kind and a valid payload', async () => {
    ran.length = 0
    const body = (kind: string, payload: unknown) => JSON.stringify({ kind, payload })
    expect(await runForwardedGetWrite('wrong-secret-of-some-length', body('test-record', { n: 3 }))).toBe(404)
    expect(await runForwardedGetWrite(undefined, body('test-record', { n: 3 }))).toBe(404)
    expect(await runForwardedGetWrite(SECRET, body('drop-tables', { n: 3 }))).toBe(400)
    expect(await runForwardedGetWrite(SECRET, body('test-record', { n: 'x' }))).toBe(400)
    expect(await runForwardedGetWrite(SECRET, '{not json')).toBe(400)
    becomeReplicaOf('elsewhere')
    expect(await runForwardedGetWrite(SECRET, body('test-record', { n: 3 }))).toBe(409)
    becomePrimary()
    expect(await runForwardedGetWrite(SECRET, body('test-record', { n: 3 }))).toBe(204)
    expect(ran).toEqual([3])
    vi.stubEnv('INTERNAL_SECRET', '')
    expect(await runForwardedGetWrite('', body('test-record', { n: 4 }))).toBe(404)
  })
})
