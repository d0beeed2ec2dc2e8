import crypto from 'node:crypto'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltServer, startBuiltServer } from './built-server'

// The page cache (ADR 028) on the built server with the demo seed: what a visitor is served from it, and that
// any change to the database, from this process or another connection, is seen at the next request.
let server: BuiltServer
const COURSE = '/br/course/introducao-a-programacao'

beforeAll(async () => {
  server = await startBuiltServer('page-cache', { JUDGE_DISABLED: '1' }, { seed: true })
}, 60_000)
afterAll(() => server?.stop())

describe('page cache', () => {
  it('serves a visitor the kept page, with a CSP naming its inline style by hash and no nonce', async () => {
    await server.get(COURSE)
    const res = await server.get(COURSE)
    expect(res.headers.get('x-page-cache')).toBe('hit')
    const html = await res.text()
    expect(html).toContain('<h1>Introdução à programação')
    expect(html).not.toContain('nonce=')
    const css = html.match(/<style data-critical-css="">([\s\S]*?)<\/style>/)![1]
    const hash = crypto.createHash('sha256').update(css).digest('base64')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`)
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('nonce-')
  })

  it('shows a change made by another connection at the next request', async () => {
    await server.get(COURSE)
    expect((await server.get(COURSE)).headers.get('x-page-cache')).toBe('hit')
    const sqlite = new SQLite(path.join(server.dir, 'trilha.db'))
    sqlite.pragma('busy_timeout = 5000')
    sqlite
      .prepare('update courses set title_br = ? where slug = ?')
      .run('Programação do zero', 'introducao-a-programacao')
    sqlite.close()
    const res = await server.get(COURSE)
    expect(res.headers.get('x-page-cache')).toBe('miss')
    expect(await res.text()).toContain('<h1>Programação do zero')
  })

  it('sees the server’s own writes, and never keeps what a logged-in person sees', async () => {
    await server.get(COURSE)
    expect((await server.get(COURSE)).headers.get('x-page-cache')).toBe('hit')
    const login = await server.get('/br/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.base },
      body: new URLSearchParams({ intent: 'login', email: 'aluna@trilha.dev', password: 'demo-aluna-123' }),
    })
    const cookie = login.headers.get('set-cookie')!.split(';')[0]
    // Logging in wrote the session: the visitor's next page is rendered again.
    expect((await server.get(COURSE)).headers.get('x-page-cache')).toBe('miss')
    for (let i = 0; i < 2; i++) {
      const mine = await server.get(COURSE, { headers: { cookie } })
      expect(mine.headers.get('x-page-cache')).toBeNull()
      expect(mine.headers.get('content-security-policy')).toMatch(/nonce-/)
    }
  })
})
