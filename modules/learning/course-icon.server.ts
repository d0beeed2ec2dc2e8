import fs from 'node:fs/promises'
import { courseImagePath } from './paths.server'

const FILE = /^([1-9]\d{0,9})\.png$/
/** Icons change rarely; a day of caching, then a cheap revalidation by ETag. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800'

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/** Serves `courseImagePath(id)` with caching headers; 304 when the browser's copy is current. */
export async function serveCourseIcon(request: Request, file: string | undefined): Promise<Response> {
  const match = FILE.exec(file ?? '')
  if (!match) return notFound()
  const path = courseImagePath(Number(match[1]))
  let stat: Awaited<ReturnType<typeof fs.stat>>
  try {
    stat = await fs.stat(path)
  } catch {
    return notFound()
  }
  if (!stat.isFile()) return notFound()
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
  const headers = {
    'Content-Type': 'image/png',
    'Cache-Control': CACHE,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const body = await fs.readFile(path)
  return new Response(body, { headers: { ...headers, 'Content-Length': String(body.byteLength) } })
}
