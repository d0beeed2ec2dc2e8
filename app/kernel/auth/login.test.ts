import { describe, expect, it } from 'vitest'
import { loginRedirect, requireLogin } from './guards.server'
import { loginHref } from './login'

const back = (href: string | null) => new URL(href ?? '', 'http://x').searchParams.get('redirectTo')

describe('loginHref', () => {
  it('is the login page of the locale, coming back to the path and its query', () => {
    const href = loginHref('gb', '/gb/exercise/7?competition=3&q=a%20b')
    expect(href.startsWith('/gb/login?login=true&redirectTo=')).toBe(true)
    expect(back(href)).toBe('/gb/exercise/7?competition=3&q=a%20b')
  })

  it('never carries another origin: foreign and protocol-relative targets become the home', () => {
    for (const foreign of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
    ]) {
      expect(back(loginHref('br', foreign))).toBe('/br')
    }
  })
})

describe('loginRedirect', () => {
  it("comes back to the request's own path and query, in its locale", () => {
    const response = loginRedirect(new Request('http://test/gb/submissions?status=accepted&page=2'))
    expect(response.status).toBe(302)
    const location = response.headers.get('location')
    expect(location?.startsWith('/gb/login?')).toBe(true)
    expect(back(location)).toBe('/gb/submissions?status=accepted&page=2')
  })

  it('takes the page a form sits on, but not a foreign one', () => {
    const post = new Request('http://test/br/quick-feedback', { method: 'POST' })
    expect(back(loginRedirect(post, '/br/exercise/3').headers.get('location'))).toBe('/br/exercise/3')
    expect(back(loginRedirect(post, '//evil.example/br').headers.get('location'))).toBe('/br')
  })

  it('a path without a locale logs in in the default one', () => {
    expect(loginRedirect(new Request('http://test/healthz')).headers.get('location')).toMatch(
      /^\/br\/login\?/,
    )
  })
})

describe('requireLogin', () => {
  it('throws the login redirect for a visitor', async () => {
    const thrown = await requireLogin(new Request('http://test/gb/notes?note=4')).catch((e: Response) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect(back((thrown as Response).headers.get('location'))).toBe('/gb/notes?note=4')
  })
})
