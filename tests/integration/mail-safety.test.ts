import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltServer, serverExit, startBuiltServer } from './built-server'

// Issue 15, items 1 and 5, against the built server as `npm start` runs it (outbox on, no SMTP): a visitor
// asked a reset for admin@…, read the link on the outbox page and took the account; and a forged Host header
// put the attacker's domain in the reset link.
const KEY = 'integration-outbox-key-0123456789'
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer(
    'mail-safety',
    { TRILHA_DEV_OUTBOX: '1', TRILHA_DEV_OUTBOX_KEY: KEY, PUBLIC_URL: 'https://trilha.test' },
    { seed: true },
  )
}, 60_000)

afterAll(() => server?.stop())

/** A form POST with a Host header of the attacker's choosing (fetch does not let one set Host). */
function postWithHost(path: string, host: string, form: Record<string, string>): Promise<number> {
  const body = new URLSearchParams(form).toString()
  const url = new URL(server.base + path)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('the local outbox and the links in e-mails', () => {
  it('shows nobody the outbox without the key, and the reset link points at PUBLIC_URL whatever the Host', async () => {
    expect(await postWithHost('/br/forgot-password', 'evil.example', { email: 'admin@trilha.dev' })).toBe(200)

    for (const path of [
      '/br/dev/outbox',
      '/gb/dev/outbox',
      '/br/dev/outbox?key=',
      `/br/dev/outbox?key=${KEY.slice(0, -1)}`,
      `/br/dev/outbox?key=${KEY}x`,
    ]) {
      const res = await server.get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('reset-password?token=')
    }

    const owner = await server.get(`/br/dev/outbox?key=${KEY}`)
    expect(owner.status).toBe(200)
    expect(owner.headers.get('cache-control')).toBe('no-store')
    const page = await owner.text()
    expect(page).toContain('admin@trilha.dev')
    expect(page).toMatch(/https:\/\/trilha\.test\/br\/reset-password\?token=/)
    expect(page).not.toContain('evil.example')
  })

  it('keeps the outbox shut when no key was given, even when asked to open it', async () => {
    const keyless = await startBuiltServer('mail-safety-keyless', { TRILHA_DEV_OUTBOX: '1' })
    try {
      expect((await keyless.get('/br/dev/outbox')).status).toBe(404)
      expect((await keyless.get('/br/dev/outbox?key=')).status).toBe(404)
      expect((await keyless.get('/br/dev/outbox?key=undefined')).status).toBe(404)
    } finally {
      keyless.stop()
    }
  })

  it('refuses to start without PUBLIC_URL', async () => {
    const { code, stderr } = await serverExit({ PUBLIC_URL: '', DATABASE_PATH: 'tests/.tmp/no-url.db' })
    expect(code).toBe(1)
    expect(stderr).toContain('PUBLIC_URL')
  })
})
