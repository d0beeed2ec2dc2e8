// Rendered pages kept while the database has not changed (ADR 028): the same for every visitor, or one person's
// own page for that session's next views (ADR 028, "personal pages").
// Plain JS: server.js (not bundled) installs it in front of Remix, and the tests import it directly.
import crypto from 'node:crypto'
import zlib from 'node:zlib'

/** Cookies that may vary an anonymous page; any other cookie (a flash, a referral) skips the cache. */
const VARYING_COOKIES = new Set(['darkTheme'])
/** The session's cookie (app/kernel/auth/session.server.ts): a page seen with it is that session's alone. */
const SESSION_COOKIE = '__session'
const MAX_ENTRY_BYTES = 512 * 1024
// Headers the cache sets itself on a hit, or that describe one response only.
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'content-security-policy',
  'date',
  'connection',
  'keep-alive',
  'vary',
])

/**
 * The cache key of a request that may be served from the cache, or null when it must be rendered. A request
 * with a session cookie gets a personal key: the SHA-256 of the cookie's value is part of it, so only a request
 * carrying that same cookie can ever be answered with what was rendered for it (the raw cookie is not kept).
 */
export function cacheKeyOf(method, url, headers) {
  if (method !== 'GET' || headers.authorization) return null
  let theme = ''
  let session = null
  for (const part of (headers.cookie ?? '').split(';')) {
    const pair = part.trim()
    if (!pair) continue
    const eq = pair.indexOf('=')
    const name = eq < 0 ? pair : pair.slice(0, eq)
    if (name === SESSION_COOKIE && eq > 0 && session === null) session = pair.slice(eq + 1)
    else if (VARYING_COOKIES.has(name)) theme = pair
    else return null
  }
  if (session === null) return `${url}\n${theme}`
  if (!session) return null
  return `${url}\n${theme}\n${crypto.createHash('sha256').update(session).digest('base64url')}`
}

/** Whether a key from cacheKeyOf is one session's own. */
const isPersonal = (key) => key.split('\n').length === 3

/**
 * What of a rendered response can be kept: a 200 HTML page that sets no cookie, allows caching, has no script
 * (content pages ship none: ADR 004) and whose only nonce is on its inline <style> elements. The nonce is
 * removed and the CSP names the styles by their SHA-256 instead, so every hit can share the bytes and no nonce is
 * ever sent twice (a reused nonce would be one an attacker can read).
 */
export function keepable({ status, headers, body, nonce, personal = false }) {
  if (status !== 200) return null
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null
  if (headers['set-cookie']) return null
  // `private` forbids shared caches: it does not stop keeping a page for the one session that asked for it.
  if (
    (personal ? /no-store|no-cache/i : /no-store|private|no-cache/i).test(
      String(headers['cache-control'] ?? ''),
    )
  )
    return null
  if (body.length > MAX_ENTRY_BYTES) return null
  const html = body.toString('utf8')
  if (/<script/i.test(html)) return null
  const attribute = ` nonce="${nonce}"`
  const styleHashes = []
  let styled = 0
  const stripped = html.replace(
    new RegExp(`<style${escapeRegExp(attribute)}([^>]*)>([\\s\\S]*?)</style>`, 'g'),
    (_all, rest, css) => {
      styled++
      styleHashes.push(`'sha256-${crypto.createHash('sha256').update(css, 'utf8').digest('base64')}'`)
      return `<style${rest}>${css}</style>`
    },
  )
  // A nonce anywhere else (a link, an unexpected element) means the page needs it: render it each time.
  if (stripped.includes(nonce) || (styled === 0 && html.includes('nonce='))) return null
  const raw = Buffer.from(stripped, 'utf8')
  const replayed = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_REPLAYED.has(name)) replayed[name] = value
  }
  return { headers: replayed, raw, gzip: zlib.gzipSync(raw), styleHashes }
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Express middleware in front of Remix. `live(method, url)` names the pages read from memory that changes with no
 * database write (cluster.js `needsDesignated`): never kept. `version()` answers a value that changes whenever the database changes
 * (any connection, any process: db/client.server.ts `databaseVersion`, with the e2e clock: entry.server `pageVersion`); an entry serves only while it is the
 * same and for `maxAgeMs` at most (relative times, countdowns). Concurrent misses for one page wait for the
 * first render instead of each rendering it (a class opening the same lesson at once).
 *
 * Personal pages: a request with a session cookie is kept only when the app said whose page it rendered
 * (`res.locals.viewer = { id, page }`, set by the root loader through the load context: a cookie that is no
 * valid session renders a visitor's page, which is not kept under it) and for `personalMaxAgeMs` at most. A hit
 * skips the loaders, so `onPersonalHit(viewer)` receives what they would have noted (the page access).
 */
export function pageCache({
  version,
  csp,
  live = (_method, _url) => false,
  onPersonalHit = (_viewer) => {},
  maxAgeMs = 10_000,
  personalMaxAgeMs = 5_000,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
}) {
  /** @type {Map<string, {at: number, version: unknown, entry: ReturnType<typeof keepable>}>} */
  const kept = new Map()
  const pending = new Map()
  let bytes = 0

  const drop = (key) => {
    const old = kept.get(key)
    if (!old) return
    bytes -= old.entry.raw.length + old.entry.gzip.length
    kept.delete(key)
  }
  const keep = (key, at, v, entry) => {
    drop(key)
    kept.set(key, { at, version: v, entry })
    bytes += entry.raw.length + entry.gzip.length
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries && bytes <= maxBytes) break
      drop(oldest)
    }
  }
  const serve = (req, res, entry, state) => {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    const body = gzip ? entry.gzip : entry.raw
    res.statusCode = 200
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
    res.setHeader('Content-Security-Policy', csp(entry.styleHashes))
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('X-Page-Cache', state)
    // Set before the compression middleware looks: it leaves an encoded body alone.
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Content-Length', body.length)
    res.end(body)
  }

  const hitOf = (req, res, entry) => {
    if (entry.viewer) {
      try {
        onPersonalHit(entry.viewer)
      } catch (error) {
        console.error('page cache: noting a personal hit failed', error)
      }
    }
    serve(req, res, entry, 'hit')
  }

  const middleware = (req, res, next) => {
    // Pages drawn from memory that changes without a write (the judge's progress, the live scoreboards).
    if (live(req.method, req.originalUrl ?? req.url)) return next()
    const key = cacheKeyOf(req.method, req.url, req.headers)
    if (key === null) return next()
    const v = version()
    const now = Date.now()
    const personal = isPersonal(key)
    const hit = kept.get(key)
    if (hit && hit.version === v && now - hit.at < (personal ? personalMaxAgeMs : maxAgeMs)) {
      // Most recently used last: the eviction above walks from the front.
      kept.delete(key)
      kept.set(key, hit)
      return hitOf(req, res, hit.entry)
    }
    const waiting = pending.get(key)
    if (waiting && waiting.version === v) {
      waiting.promise.then((entry) => (entry ? hitOf(req, res, entry) : next()))
      return
    }
    let settle
    const promise = new Promise((resolve) => {
      settle = resolve
    })
    const mine = { version: v, promise }
    pending.set(key, mine)
    const finish = (entry) => {
      if (pending.get(key) === mine) pending.delete(key)
      if (entry) keep(key, now, v, entry)
      settle(entry)
    }
    capture(res, ({ status, headers, body }) => {
      let entry = null
      const viewer = res.locals.viewer
      try {
        if (!personal || Number.isInteger(viewer?.id)) {
          entry = keepable({ status, headers, body, nonce: res.locals.nonce, personal })
          if (entry && personal) entry.viewer = { id: viewer.id, page: String(viewer.page ?? '') }
        }
      } catch {
        entry = null
      }
      finish(entry)
    })
    res.on('close', () => finish(null)) // an aborted render keeps nothing; a finished one settled already
    res.setHeader('X-Page-Cache', 'miss')
    next()
  }
  middleware.clear = () => {
    kept.clear()
    bytes = 0
  }
  middleware.size = () => kept.size
  return middleware
}

/** Copies what the handler writes (before compression, which wraps the response outside this) and hands it over. */
function capture(res, done) {
  const chunks = []
  let size = 0
  let over = false
  const write = res.write
  const end = res.end
  const add = (chunk, encoding) => {
    if (over || chunk == null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
    size += buffer.length
    if (size > MAX_ENTRY_BYTES) {
      over = true
      chunks.length = 0
    } else chunks.push(buffer)
  }
  res.write = function (chunk, encoding, callback) {
    add(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  res.end = function (chunk, encoding, callback) {
    add(chunk, encoding)
    res.write = write
    res.end = end
    done(
      over
        ? { status: 0, headers: {}, body: Buffer.alloc(0) }
        : { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) },
    )
    return end.call(this, chunk, encoding, callback)
  }
}
