import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltServer, startBuiltServer } from './built-server'

// Real HTTP against the built server (npm test builds first), on its own SQLite file.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer('integration')
}, 30_000)

afterAll(() => server?.stop())

const get = (p: string, init: RequestInit = {}) => server.get(p, init)

describe('built server', () => {
  it('redirects / to /br and legacy paths with 301', async () => {
    const home = await get('/')
    expect(home.status).toBe(302)
    expect(home.headers.get('location')).toBe('/br')
    const legacy = await get('/exercise/42?x=1')
    expect(legacy.status).toBe(301)
    expect(legacy.headers.get('location')).toBe('/br/exercise/42?x=1')
  })

  it('serves pages in both locales with a CSP that allows no other origin and no script', async () => {
    for (const [p, lang, title] of [
      ['/br/about-us', 'pt-BR', 'Sobre nós · Trilha'],
      ['/gb/about-us', 'en-GB', 'About us · Trilha'],
    ]) {
      const res = await get(p)
      expect(res.status).toBe(200)
      const csp = res.headers.get('content-security-policy')!
      expect(csp).toContain("default-src 'self'")
      expect(csp).not.toMatch(/https?:|\*/)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const html = await res.text()
      expect(html).toContain(`<html lang="${lang}"`)
      expect(html).toContain(`<title>${title}</title>`)
      expect(html).not.toContain('<script')
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\/(?!discord\.gg)/)
    }
  })

  it('compresses HTML for slow connections', async () => {
    const res = await get('/br/terms-of-service', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })

  it('answers unknown paths with the 404 page in the right language', async () => {
    const br = await get('/br/nao-existe')
    expect(br.status).toBe(404)
    expect(await br.text()).toContain('Página não encontrada')
    const gb = await get('/gb/does/not/exist')
    expect(gb.status).toBe(404)
    expect(await gb.text()).toContain('Page not found')
    expect((await get('/wp-login.php')).status).toBe(404)
    // A route's own boundary (a missing exercise) names the error in <title>, not the home page's title.
    const exercise = await get('/gb/exercise/999999')
    expect(exercise.status).toBe(404)
    expect(await exercise.text()).toContain('<title>Page not found · Trilha</title>')
  })

  it('stores the theme in a cookie and renders it without a flash', async () => {
    const res = await get('/br/theme', {
      method: 'POST',
      body: new URLSearchParams({ dark: 'true', redirectTo: '/br/about-us' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/br/about-us')
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toContain('darkTheme=true')
    const page = await get('/br/about-us', { headers: { cookie: cookie.split(';')[0] } })
    expect(await page.text()).toContain('data-theme="dark"')
  })

  it('keeps the outbox page off unless asked for, and reports health', async () => {
    expect((await get('/br/dev/outbox')).status).toBe(404)
    const health = await get('/healthz')
    expect(await health.json()).toEqual({ ok: true, database: 'ok' })
  })

  it('guards the dashboard: visitors go home silently', async () => {
    const res = await get('/gb/dashboard')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/gb')
  })
})
