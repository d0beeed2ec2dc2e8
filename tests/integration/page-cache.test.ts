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

  it('sees the server’s own writes, and keeps a logged-in person’s page for their session alone', async () => {
    await server.get(COURSE)
    expect((await server.get(COURSE)).headers.get('x-page-cache')).toBe('hit')
    const ana = await login('aluna@trilha.dev', 'demo-aluna-123')
    // Logging in wrote the session: the visitor's next page is rendered again.
    expect((await server.get(COURSE)).headers.get('x-page-cache')).toBe('miss')
    const pedro = await login('pro@trilha.dev', 'demo-pro-123')
    const dashboard = (cookie: string) => server.get('/br/dashboard', { headers: { cookie } })
    expect((await dashboard(ana)).headers.get('x-page-cache')).toBe('miss')
    const kept = await dashboard(ana)
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    expect(kept.headers.get('content-security-policy')).not.toMatch(/nonce-/)
    // A school's proxy must not keep one person's page for the next.
    expect(kept.headers.get('cache-control')).toBe('private')
    expect(await kept.text()).toContain('<h1>Olá, Beatriz Santos!</h1>')
    // Another person's session is never answered with hers.
    const other = await dashboard(pedro)
    expect(other.headers.get('x-page-cache')).toBe('miss')
    expect(other.headers.get('cache-control')).toBe('private')
    const otherHtml = await other.text()
    expect(otherHtml).toContain('<h1>Olá, Pedro Lima!</h1>')
    expect(otherHtml).not.toContain('Olá, Beatriz')
    // The kept view is still noted as a page access (the loaders did not run).
    const sqlite = new SQLite(path.join(server.dir, 'trilha.db'))
    sqlite.pragma('busy_timeout = 5000')
    const accesses = () =>
      (
        sqlite
          .prepare(
            "select count(*) as n from page_accesses join users on users.id = user_id where email = ? and page = '/br/dashboard'",
          )
          .get('aluna@trilha.dev') as { n: number }
      ).n
    await expect.poll(accesses, { timeout: 15_000 }).toBe(2)
    sqlite.close()
    // Logging out ends the session (a write): the old cookie now renders a visitor's page.
    await server.get('/br/logout', {
      method: 'POST',
      headers: { cookie: ana, origin: server.base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({}),
    })
    const after = await dashboard(ana)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(after.status).not.toBe(200)
  })
})

async function login(email: string, password: string) {
  const res = await server.get('/br/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.base },
    body: new URLSearchParams({ intent: 'login', email, password }),
  })
  return res.headers.get('set-cookie')!.split(';')[0]
}
