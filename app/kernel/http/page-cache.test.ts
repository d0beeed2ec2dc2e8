import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheKeyOf, keepable, pageCache } from './page-cache.js'

const NONCE = 'abc123=='
const page = (body: string) =>
  `<!DOCTYPE html><html><head><style nonce="${NONCE}" data-critical-css="">p{color:red}</style></head><body>${body}</body></html>`
const sha = (css: string) => `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`
const html = { 'content-type': 'text/html; charset=utf-8' }

describe('cacheKeyOf', () => {
  it('keys anonymous GETs by path, query and theme; anything else is rendered', () => {
    expect(cacheKeyOf('GET', '/br/course/x?a=1', {})).toBe('/br/course/x?a=1\n')
    expect(cacheKeyOf('GET', '/br', { cookie: 'darkTheme=true' })).toBe('/br\ndarkTheme=true')
    expect(cacheKeyOf('GET', '/br', { cookie: 'darkTheme=false' })).not.toBe(cacheKeyOf('GET', '/br', {}))
    expect(cacheKeyOf('HEAD', '/br', {})).toBeNull()
    expect(cacheKeyOf('POST', '/br', {})).toBeNull()
    expect(cacheKeyOf('GET', '/br', { cookie: 'darkTheme=true; trilha_ref=abc' })).toBeNull()
    expect(cacheKeyOf('GET', '/br', { authorization: 'Bearer x' })).toBeNull()
  })

  it('keys a session’s request by the hash of its cookie, never the cookie itself', () => {
    const mine = cacheKeyOf('GET', '/br/dashboard', { cookie: '__session=secret-a; darkTheme=true' })!
    expect(mine.split('\n')).toHaveLength(3)
    expect(mine).not.toContain('secret-a')
    expect(mine).toBe(cacheKeyOf('GET', '/br/dashboard', { cookie: 'darkTheme=true; __session=secret-a' }))
    expect(mine).not.toBe(
      cacheKeyOf('GET', '/br/dashboard', { cookie: '__session=secret-b; darkTheme=true' }),
    )
    expect(mine).not.toBe(cacheKeyOf('GET', '/br/dashboard', { cookie: '__session=secret-a' }))
    // An empty or repeated session cookie, or another cookie beside it, is rendered.
    expect(cacheKeyOf('GET', '/br', { cookie: '__session=' })).toBeNull()
    expect(cacheKeyOf('GET', '/br', { cookie: '__session=a; __session=b' })).toBeNull()
    expect(cacheKeyOf('GET', '/br', { cookie: '__session=a; flash=x' })).toBeNull()
  })
})

describe('keepable', () => {
  const base = { status: 200, headers: html, nonce: NONCE }
  it('keeps a script-free page, without its nonce, naming its styles by hash', () => {
    const entry = keepable({ ...base, body: Buffer.from(page('<p>hi</p>')) })!
    expect(entry.raw.toString()).toBe(page('<p>hi</p>').replace(` nonce="${NONCE}"`, ''))
    expect(entry.styleHashes).toEqual([sha('p{color:red}')])
    expect(zlib.gunzipSync(entry.gzip).toString()).toBe(entry.raw.toString())
  })
  it('renders again what is personal, scripted or not a page', () => {
    const body = Buffer.from(page('<p>hi</p>'))
    expect(keepable({ ...base, body: Buffer.from(page('<script nonce="abc123==">x</script>')) })).toBeNull()
    expect(keepable({ ...base, body, headers: { ...html, 'set-cookie': ['a=b'] } })).toBeNull()
    expect(keepable({ ...base, body, headers: { ...html, 'cache-control': 'private' } })).toBeNull()
    // `private` keeps shared caches away, not the one session's own copy; no-store is obeyed for both.
    expect(
      keepable({ ...base, body, personal: true, headers: { ...html, 'cache-control': 'private' } }),
    ).not.toBeNull()
    expect(
      keepable({ ...base, body, personal: true, headers: { ...html, 'cache-control': 'no-store' } }),
    ).toBeNull()
    expect(keepable({ ...base, body, status: 404 })).toBeNull()
    expect(keepable({ ...base, body, headers: { 'content-type': 'application/json' } })).toBeNull()
    // A nonce somewhere other than a <style> means the page needs it.
    expect(keepable({ ...base, body: Buffer.from(page(`<link nonce="${NONCE}" href="/a.css">`)) })).toBeNull()
  })
})

describe('pageCache middleware', () => {
  let server: http.Server | undefined
  afterEach(() => server?.close())

  async function start(
    version: () => string,
    render: (req: express.Request, res: express.Response) => Promise<string> | string,
    live?: (method: string, url: string) => boolean,
    more: { onPersonalHit?: (viewer: { id: number; page: string }) => void; personalMaxAgeMs?: number } = {},
  ) {
    const app = express()
    app.use((_req, res, next) => {
      res.locals.nonce = NONCE
      res.setHeader('Content-Security-Policy', `style-src 'nonce-${NONCE}'`)
      next()
    })
    app.use(
      pageCache({
        version,
        live,
        csp: (hashes: string[]) => `style-src 'self' ${hashes.join(' ')}`,
        ...more,
      }),
    )
    app.get('*', async (req, res) => {
      res.type('html').send(await render(req, res))
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server!.once('listening', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('serves a kept page while the database is unchanged, and renders again after a change', async () => {
    let v = '1:0'
    let renders = 0
    const base = await start(
      () => v,
      () => page(`<p>render ${++renders}</p>`),
    )
    const first = await fetch(`${base}/br/course/x`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(first.headers.get('content-security-policy')).toContain('nonce-')
    const second = await fetch(`${base}/br/course/x`)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(second.headers.get('content-security-policy')).toBe(`style-src 'self' ${sha('p{color:red}')}`)
    expect(await second.text()).toContain('render 1')
    v = '1:1' // this connection wrote
    const third = await fetch(`${base}/br/course/x`)
    expect(third.headers.get('x-page-cache')).toBe('miss')
    expect(await third.text()).toContain('render 2')
    // Another page, and the same page with a session, are their own renders.
    expect((await fetch(`${base}/br/course/y`)).headers.get('x-page-cache')).toBe('miss')
    const personal = await fetch(`${base}/br/course/x`, { headers: { cookie: '__session=s' } })
    expect(personal.headers.get('x-page-cache')).toBe('miss')
    expect(await personal.text()).toContain(`render ${renders}`)
    expect(renders).toBe(4)
  })

  it('keeps a session’s page for that session only, once the app says whose it is, and notes each view', async () => {
    let renders = 0
    const viewed: { id: number; page: string }[] = []
    const base = await start(
      () => '1',
      (req, res) => {
        // The app names the viewer only for a valid session (here: the cookie "__session=ana").
        if (String(req.headers.cookie).includes('__session=ana'))
          res.locals.viewer = { id: 7, page: '/br/dashboard' }
        return page(`<p>render ${++renders} for ${req.headers.cookie ?? 'a visitor'}</p>`)
      },
      undefined,
      { onPersonalHit: (viewer: { id: number; page: string }) => viewed.push(viewer) },
    )
    const get = (cookie?: string) => fetch(`${base}/br/dashboard`, { headers: cookie ? { cookie } : {} })
    expect((await get('__session=ana')).headers.get('x-page-cache')).toBe('miss')
    const again = await get('__session=ana')
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(await again.text()).toContain('render 1 for __session=ana')
    expect(viewed).toEqual([{ id: 7, page: '/br/dashboard' }])
    // Another session, and a cookie that is no session, are rendered for themselves (and the latter not kept).
    expect(await (await get('__session=bia')).text()).toContain('render 2 for __session=bia')
    expect(await (await get('__session=bia')).text()).toContain('render 3 for __session=bia')
    expect(await (await get()).text()).toContain('render 4 for a visitor')
    expect(await (await get('__session=ana')).text()).toContain('render 1 for __session=ana')
    expect(viewed).toHaveLength(2)
  })

  it('keeps a personal page for a shorter time than a visitor’s', async () => {
    let renders = 0
    const base = await start(
      () => '1',
      (_req, res) => {
        res.locals.viewer = { id: 1, page: '/p' }
        return page(`<p>${++renders}</p>`)
      },
      undefined,
      { personalMaxAgeMs: 0 },
    )
    for (let i = 0; i < 2; i++) await fetch(`${base}/p`, { headers: { cookie: '__session=x' } })
    await fetch(`${base}/p`)
    await fetch(`${base}/p`)
    expect(renders).toBe(3) // two personal renders (kept for 0 ms), one visitor render kept
  })

  it('sends the kept gzip body to browsers that accept it', async () => {
    const base = await start(
      () => '1',
      () => page('<p>zipped</p>'),
    )
    await fetch(`${base}/p`)
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/p`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    )
    const chunks: Buffer[] = []
    for await (const chunk of res) chunks.push(chunk as Buffer)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['x-page-cache']).toBe('hit')
    expect(zlib.gunzipSync(Buffer.concat(chunks)).toString()).toContain('zipped')
  })

  it('renders a page once for a crowd arriving together', async () => {
    let renders = 0
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const base = await start(
      () => '1',
      async () => {
        renders++
        await gate
        return page('<p>lesson</p>')
      },
    )
    const crowd = Array.from({ length: 10 }, () => fetch(`${base}/br/lesson`).then((r) => r.text()))
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    const bodies = await Promise.all(crowd)
    expect(renders).toBe(1)
    expect(bodies.every((b) => b.includes('lesson'))).toBe(true)
  })

  it('keeps nothing from a page that cannot be shared, and the waiting requests render their own', async () => {
    let renders = 0
    const base = await start(
      () => '1',
      () => `<p>${++renders}</p><script nonce="${NONCE}">1</script>`,
    )
    await fetch(`${base}/x`)
    const again = await fetch(`${base}/x`)
    expect(again.headers.get('x-page-cache')).toBe('miss')
    expect(renders).toBe(2)
  })

  it('never keeps a page drawn from live memory (the judge’s progress, a scoreboard)', async () => {
    let renders = 0
    const base = await start(
      () => '1',
      () => page(`<p>${++renders}</p>`),
      (_method, url) => url.startsWith('/br/submission/'),
    )
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/br/submission/7`)
      expect(res.headers.get('x-page-cache')).toBeNull()
    }
    expect(renders).toBe(2)
  })
})
