import fs from 'node:fs/promises'

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
  const body = await fs.readFile(file)
  return new Response(body, { headers: { ...all, 'Content-Length': String(body.byteLength) } })
}
