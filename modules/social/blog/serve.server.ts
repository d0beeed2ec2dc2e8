// Serving the blog's images and the content files (spec §7 images: /image/post/{id}.webp, /image/{id};
// /file/{id}), with an ETag so a browser's copy is revalidated for a 304 instead of downloaded again.
import fs from 'node:fs/promises'
import path from 'node:path'
import { mediaDir, mediaPath } from '~/app/kernel/media.server'
import { type SessionUser, can } from '~/app/kernel/policy'
import { db } from '~/db/client.server'
import { contentFileRow } from './content-files.server'

const CACHE = 'public, max-age=86400, stale-while-revalidate=604800'

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  })

/** The file at `full` with caching headers; 304 when the browser's ETag matches, 404 when there is none. */
async function serveFile(
  request: Request,
  full: string,
  headers: Record<string, string>,
  cache = CACHE,
): Promise<Response> {
  let stat: Awaited<ReturnType<typeof fs.stat>>
  try {
    stat = await fs.stat(full)
  } catch {
    return notFound()
  }
  if (!stat.isFile()) return notFound()
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
  const all = {
    ...headers,
    'Cache-Control': cache,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: all })
  const body = await fs.readFile(full)
  return new Response(body, { headers: { ...all, 'Content-Length': String(body.byteLength) } })
}

const POST_FILE = /^([1-9]\d{0,8})\.(webp|png)$/

/** /image/post/:id.webp (and the .png it was made from): drafts' images only for content creators. */
export async function servePostImage(request: Request, file: string | undefined, viewer: SessionUser | null) {
  const match = POST_FILE.exec(file ?? '')
  if (!match) return notFound()
  const id = Number(match[1])
  const post = await db
    .selectFrom('blog_posts')
    .select(['has_image', 'visibility'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!post?.has_image) return notFound()
  const draft = post.visibility === 'draft'
  if (draft && !can(viewer, 'create_content')) return notFound()
  const ext = match[2]
  // A draft's image is not for shared caches.
  return serveFile(
    request,
    mediaPath('post', id, ext),
    { 'Content-Type': `image/${ext}` },
    draft ? 'private, no-cache' : CACHE,
  )
}

const IMAGE_FILE = /^([1-9]\d{0,8})(?:\.(?:png|jpe?g|webp|gif))?$/

/** /image/:id — a content image with the type its bytes were read as. */
export async function serveContentImage(request: Request, file: string | undefined) {
  const match = IMAGE_FILE.exec(file ?? '')
  if (!match) return notFound()
  const row = await contentFileRow(Number(match[1]), 'image')
  if (!row?.stored_path) return notFound()
  return serveFile(request, path.join(mediaDir(), row.stored_path), { 'Content-Type': row.mime })
}

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
function disposition(name: string) {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`
}

/** /file/:id — always a download (attachment), never rendered by the browser. */
export async function serveContentFile(request: Request, id: string | undefined) {
  if (!/^[1-9]\d{0,8}$/.test(id ?? '')) return notFound()
  const row = await contentFileRow(Number(id), 'file')
  if (!row?.stored_path) return notFound()
  return serveFile(request, path.join(mediaDir(), row.stored_path), {
    'Content-Type': row.mime,
    'Content-Disposition': disposition(row.name),
    'Content-Security-Policy': "default-src 'none'; sandbox",
  })
}
