// Plain JS: server.js (not bundled) installs it in front of Remix, and the tests import it directly.
//
// Every request that may carry a body passes here before a byte of it is read: its method, where it comes
// from (Origin and fetch metadata), its type and its declared size. What fails gets its status at once — a
// page request sees the app's error page (the request is handed to Remix as a GET of /{lang}/refused/:status,
// so the shell, the language and the copy are the usual ones), an API request `{error, message}` — and the
// body is never buffered.

export const KiB = 1024
export const MiB = 1024 * KiB

/** Bodies a route kind may send when it declares nothing else (route handles may raise it: `maxBody`). */
export const BODY_LIMITS = {
  /** A page form: the longest texts (a lesson in two languages) stay far below it. */
  form: 2 * MiB,
  /** An API call: a submission's code is at most 64 KiB, escaped in JSON. */
  json: 256 * KiB,
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header) {
  return (header ?? '').split(';')[0].trim().toLowerCase()
}

export const isApiPath = (pathname) => pathname.startsWith('/api/')

/**
 * True when a browser says the request comes from another origin (another site, port or subdomain). A
 * request that says nothing (no Origin, no fetch metadata) is not a browser's cross-site request: curl and
 * API clients carry only their own cookies.
 */
export function isForeignOrigin(headers, publicOrigin) {
  const site = headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true
  const origin = headers.origin
  if (origin === undefined) return false
  if (origin === 'null') return true
  let from
  try {
    from = new URL(origin)
  } catch {
    return true
  }
  if (from.origin === publicOrigin) return false
  // Local runs and proxies: the page was served by this host (TLS may end before us, so either scheme).
  return !(from.host === headers.host && (from.protocol === 'http:' || from.protocol === 'https:'))
}

/** Turns route ids and paths of the Remix build into [regex, maxBody] for the routes that declare one. */
export function uploadRoutes(routes) {
  const fullPath = (route) => {
    const parts = []
    for (let r = route; r; r = r.parentId ? routes[r.parentId] : undefined) if (r.path) parts.unshift(r.path)
    return `/${parts.join('/')}`
  }
  const out = []
  for (const route of Object.values(routes)) {
    const maxBody = route.module?.handle?.maxBody
    if (typeof maxBody !== 'number') continue
    const pattern = fullPath(route)
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')
    out.push([new RegExp(`^${pattern}/?$`), maxBody])
  }
  return out
}

/** What a request may send, or the status that refuses it (before its body is read). */
export function check(req, { publicOrigin, uploads }) {
  const method = req.method
  if (SAFE_METHODS.has(method)) return { ok: true }
  const pathname = req.path ?? new URL(req.url, 'http://x').pathname
  const api = isApiPath(pathname)
  if (method !== 'POST') return { status: 405 }
  if (isForeignOrigin(req.headers, publicOrigin)) return { status: 403 }

  const length = req.headers['content-length']
  const declared = length === undefined ? null : Number(length)
  if (declared === null && req.headers['transfer-encoding'] !== undefined) return { status: 411 }
  const size = declared ?? 0
  if (!Number.isSafeInteger(size) || size < 0) return { status: 400 }

  const type = mediaType(req.headers['content-type'])
  const isJson = type === 'application/json'
  // Multipart only where a route takes files (its handle declares maxBody): a page form without a file
  // input sends urlencoded, and formData() on a broken multipart body throws (it was a 500).
  const upload =
    type === 'multipart/form-data' ? uploads.find(([pattern]) => pattern.test(pathname)) : undefined
  const isForm = type === 'application/x-www-form-urlencoded' || upload !== undefined
  // Pages take forms; the API takes JSON or forms, or nothing at all (docs/product.md#kernel-requests-and-errors: some calls send no payload).
  if (!(isForm || (api && (isJson || (type === '' && size === 0))))) return { status: 415 }
  const limit = upload ? Math.max(upload[1], BODY_LIMITS.form) : isJson ? BODY_LIMITS.json : BODY_LIMITS.form
  if (size > limit) return { status: 413, limit }
  return { ok: true }
}

const API_CODES = {
  400: 'BAD_REQUEST',
  403: 'NO_ACCESS',
  405: 'METHOD_NOT_ALLOWED',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
}
/** common.json `errors.<key>` of each status the guard gives. */
export const GUARD_MESSAGE = {
  400: 'badRequest',
  403: 'foreignOrigin',
  405: 'methodNotAllowed',
  411: 'payloadTooLarge',
  413: 'payloadTooLarge',
  415: 'unsupportedBody',
}

/**
 * The express middleware. `messages(lng)` gives common.json's `errors` of a language (for API answers);
 * `routes` is the Remix build's route table (handles declare `maxBody` for upload forms).
 */
export function httpGuard({ publicUrl, routes, messages }) {
  const publicOrigin = new URL(publicUrl).origin
  const uploads = uploadRoutes(routes)
  return (req, res, next) => {
    const verdict = check(req, { publicOrigin, uploads })
    if (verdict.ok) return next()
    const { status } = verdict
    // The body is not read: the connection closes after the answer instead of draining it.
    res.set('Connection', 'close')
    if (status === 405) res.set('Allow', 'GET, HEAD, POST')
    if (isApiPath(req.path)) {
      const lng = /^(gb|en-GB)$/.test(String(req.query.locale ?? '')) ? 'en-GB' : 'pt-BR'
      const entry = messages(lng)[GUARD_MESSAGE[status]]
      const message = typeof entry === 'string' ? entry : entry.message
      return res.status(status).json({ error: API_CODES[status], message })
    }
    const prefix = req.path.startsWith('/gb') ? 'gb' : 'br'
    req.method = 'GET'
    req.url = `/${prefix}/refused/${status}`
    req.originalUrl = req.url
    return next()
  }
}
