import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltServer, startBuiltServer } from './built-server'

// Issue 15, items 8, 10, 11 and 13, against the built server: bodies are bounded before they are read,
// every non-GET checks its Origin, a body of the wrong type never ends in a 500, security headers once.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer('http-guard', {}, { seed: true })
}, 90_000)

afterAll(() => server?.stop())

/** Every path of the build's route table, params filled with a number (the shapes the attack tried). */
function everyPath(): string[] {
  const script = `const b = await import('./build/server/index.js');
    const routes = b.routes; const full = (r) => { const p = []; for (let x = r; x; x = x.parentId ? routes[x.parentId] : undefined) if (x.path) p.unshift(x.path); return '/' + p.join('/') };
    console.log(JSON.stringify(Object.values(routes).map(full)))`
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, DATABASE_PATH: `${server.dir}/trilha.db` },
  })
  const paths = JSON.parse(out.toString().trim().split('\n').pop()!) as string[]
  return [...new Set(paths.map((p) => p.replace(/:[a-zA-Z]+/g, '1').replace(/\*$/, 'x')))]
}

/** A raw request: a declared length the body need not have, or chunked, as an attacker sends it. */
function raw(
  path: string,
  {
    method = 'POST',
    headers = {},
    body = '',
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const url = new URL(server.base)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let text = ''
      res.on('data', (c) => {
        text += c
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('bodies are bounded before they are read (item 8)', () => {
  it('answers a 64 MB anonymous login post with 413 and the error page, without reading it', async () => {
    const res = await raw('/br/login', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(64 * 1024 * 1024),
      },
      body: 'email=a',
    })
    expect(res.status).toBe(413)
    expect(res.headers.connection).toBe('close')
    expect(res.text).toContain('Envio grande demais')
    expect(res.text).toContain('<html lang="pt-BR"')
    expect((await server.get('/healthz')).status).toBe(200)
  })

  it('refuses a body with no declared length (chunked) with 411, and a too-large upload on an upload route', async () => {
    const chunked = await raw('/gb/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      body: 'email=a',
    })
    expect(chunked.status).toBe(411)
    expect(chunked.text).toContain('Too large')
    const api = await raw('/api/programming-exercise/1/submit', {
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024) },
      body: '{}',
    })
    expect(api.status).toBe(413)
    expect(JSON.parse(api.text)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
    // A profile picture form takes 5 MiB files, not 64 MiB.
    const upload = await raw('/br/user/edit', {
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(64 * 1024 * 1024),
      },
      body: '--x',
    })
    expect(upload.status).toBe(413)
  })
})

describe('every non-GET checks its Origin (item 10)', () => {
  const attempts: [string, Record<string, string>][] = [
    ['another port', { origin: 'http://127.0.0.1:1' }],
    ['a subdomain', { origin: 'http://evil.127.0.0.1.nip.io' }],
    ['fetch metadata', { 'sec-fetch-site': 'same-site' }],
    ['an opaque origin', { origin: 'null' }],
  ]
  for (const path of [
    '/br/logout',
    '/br/theme',
    '/api/user/set-preferred-language',
    '/api/user/register-page-access',
    '/br/feedback/quick',
    '/api/judge/rejudge',
  ]) {
    it(`refuses ${path} from another origin with 403`, async () => {
      for (const [what, headers] of attempts) {
        const res = await server.get(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: 'x=1',
        })
        expect(res.status, what).toBe(403)
        expect(await res.text(), what).not.toBe('')
      }
      const own = await server.get(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.base },
        body: 'x=1',
      })
      expect(own.status).not.toBe(403)
    })
  }
})

describe('a body of the wrong type is a 4xx, never a 500 (item 11)', () => {
  it('holds for every route of the build', async () => {
    const paths = everyPath()
    expect(paths.length).toBeGreaterThan(150)
    const tries: [string, RequestInit][] = [
      ['text/plain', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }],
      ['bad JSON', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
      ['JSON array', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1]' }],
      ['empty', { method: 'POST' }],
      ['bad multipart', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' }],
      ['DELETE', { method: 'DELETE' }],
      [
        'PUT form',
        { method: 'PUT', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
      ],
    ]
    const failures: string[] = []
    for (const path of paths) {
      for (const [what, init] of tries) {
        const res = await server.get(path, init)
        if (res.status >= 500) failures.push(`${what} ${path} → ${res.status}`)
        await res.arrayBuffer()
      }
    }
    expect(failures).toEqual([])
  }, 300_000)

  it('gives 405 with Allow, and 415 in the caller’s language', async () => {
    const del = await server.get('/br/logout', { method: 'DELETE' })
    expect(del.status).toBe(405)
    expect(del.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(await del.text()).toContain('Ação não permitida')
    const plain = await server.get('/gb/feedback/quick', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    })
    expect(plain.status).toBe(415)
    expect(await plain.text()).toContain('Format not accepted')
    const api = await server.get('/api/user/set-preferred-language?locale=gb', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    })
    expect(api.status).toBe(415)
    expect(await api.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) })
  })
})

describe('security headers are sent once (item 13)', () => {
  it('gives a stored course icon, a missing one and a page one nosniff each', async () => {
    for (const path of ['/image/course-icon/1.png', '/image/course-icon/none.png', '/br/about-us']) {
      const res = await raw(path, { method: 'GET' })
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
      expect(res.headers['content-security-policy'], path).not.toContain(', default-src')
    }
    const icon = await server.get('/image/course-icon/1.png')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/png')
  })
})
