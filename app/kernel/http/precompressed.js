// Serves the client build's hashed assets from the Brotli or gzip copies the build made beside them
// (scripts/precompress.mjs): the smallest bytes a browser accepts, never compressed at a request. Plain JS:
// server.js installs it in front of express.static, which serves the rest (and any browser that takes neither).
import fs from 'node:fs'
import path from 'node:path'

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
}

/** Which encoding to send for an Accept-Encoding header, among those the file has; null for the plain file. */
export function pickEncoding(acceptEncoding, available) {
  const accepted = new Map()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  for (const encoding of ['br', 'gzip']) {
    if (available.has(encoding) && (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0) return encoding
  }
  return null
}

/** Middleware for `dir` mounted at a path: answers GET/HEAD for a file with a precompressed copy. */
export function precompressed(dir, { maxAge = 31_536_000, immutable = true } = {}) {
  // Listed once: the build's files do not change while the server runs.
  const copies = new Map()
  let names = []
  try {
    names = fs.readdirSync(dir)
  } catch {
    names = []
  }
  for (const name of names) {
    const m = name.match(/^(.*)\.(br|gz)$/)
    if (!m) continue
    const encodings = copies.get(m[1]) ?? new Map()
    // The size too: the build's files do not change, so no request pays for a stat (or fails on one).
    const file = path.join(dir, name)
    encodings.set(m[2] === 'br' ? 'br' : 'gzip', { file, size: fs.statSync(file).size })
    copies.set(m[1], encodings)
  }
  const cacheControl = `public, max-age=${maxAge}${immutable ? ', immutable' : ''}`
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = req.path.slice(1)
    const encodings = copies.get(name)
    const type = TYPES[path.extname(name)]
    if (!encodings || !type || name.includes('/')) return next()
    res.setHeader('Vary', 'Accept-Encoding')
    const encoding = pickEncoding(req.headers['accept-encoding'], encodings)
    if (!encoding) return next()
    const { file, size } = encodings.get(encoding)
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', size)
    res.setHeader('Cache-Control', cacheControl)
    if (req.method === 'HEAD') return res.end()
    fs.createReadStream(file).on('error', next).pipe(res)
  }
}
