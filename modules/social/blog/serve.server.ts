// Serving the blog's images and the content files (docs/product.md#social-feed-and-blog: images: /image/post/{id}.webp, /image/{id};
// /file/{id}), with an ETag so a browser's copy is revalidated for a 304 instead of downloaded again.
import path from 'node:path'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { mediaDir, mediaPath } from '~/app/kernel/files/media.server'
import { CACHE_A_DAY, notFound, serveStoredFile as serveFile } from '~/app/kernel/files/serve-file.server'
import { db } from '~/db/client.server'
import { contentFileRow } from './content-files.server'

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
    draft ? 'private, no-cache' : CACHE_A_DAY,
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
