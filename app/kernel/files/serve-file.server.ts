import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import { Readable } from 'node:stream'

/** Cacheable for a day, then revalidated cheaply by ETag (course icons, pictures, blog images). */
export const CACHE_A_DAY = 'public, max-age=86400, stale-while-revalidate=604800'

export const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })

/**
 * A stored file (an upload or generated image under mediaDir()) as an HTTP answer: its ETag and Last-Modified,
 * a 304 when the browser's copy is current, a 404 when there is no such file. `headers` must name the
 * Content-Type (and may add Content-Disposition). nosniff, so the type we chose is the one used, comes with
 * every response from server.js's security headers (set in one place: a second copy here was sent twice).
 */
export async function serveStoredFile(
  request: Request,
  file: string,
  headers: Record<string, string>,
  cacheControl = CACHE_A_DAY,
  options: { ranges?: boolean } = {},
): Promise<Response> {
  let stat: Awaited<ReturnType<typeof fs.stat>>
  try {
    stat = await fs.stat(file)
  } catch {
    return notFound()
  }
  if (!stat.isFile()) return notFound()
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
  const all = {
    ...headers,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: all })
  if (options.ranges) return servedInRanges(request, file, stat.size, { ...all, 'Accept-Ranges': 'bytes' })
  const body = await fs.readFile(file)
  return new Response(body, { headers: { ...all, 'Content-Length': String(body.byteLength) } })
}

/**
 * One byte range of a `Range: bytes=…` header for a file of `size` bytes: `{start, end}` (inclusive), `'all'`
 * when the header asks for nothing we answer in parts (absent, another unit, several ranges — RFC 9110 lets a
 * server send the whole file then), or null when it cannot be satisfied (malformed, past the end, reversed).
 */
export function byteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'all' | null {
  if (!header) return 'all'
  const m = /^bytes=(.*)$/i.exec(header.trim())
  if (!m) return 'all'
  if (m[1].includes(',')) return 'all'
  const one = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(m[1])
  if (!one || (!one[1] && !one[2]) || size === 0) return null
  if (!one[1]) {
    // A suffix: the last N bytes.
    const n = Number(one[2])
    if (n === 0) return null
    return { start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(one[1])
  const end = one[2] ? Math.min(Number(one[2]), size - 1) : size - 1
  if (!Number.isSafeInteger(start) || start >= size || end < start) return null
  return { start, end }
}

const stream = (file: string, range?: { start: number; end: number }) =>
  Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array>

/**
 * Videos are served in parts so a player can seek on a slow link without fetching what it skips: 206 with the
 * asked range, 416 (with the size) for one that cannot be satisfied, the whole file otherwise. Streamed, never
 * read whole into memory. An If-Range that no longer matches (the file changed) gets the whole new file.
 */
function servedInRanges(
  request: Request,
  file: string,
  size: number,
  headers: Record<string, string>,
): Response {
  const ifRange = request.headers.get('if-range')
  const range = ifRange && ifRange !== headers.ETag ? 'all' : byteRange(request.headers.get('range'), size)
  if (range === null)
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } })
  if (range === 'all')
    return new Response(stream(file), { headers: { ...headers, 'Content-Length': String(size) } })
  return new Response(stream(file, range), {
    status: 206,
    headers: {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': String(range.end - range.start + 1),
    },
  })
}
