// The optional picture of a feedback (a screenshot of the bug): PNG, JPEG or WebP up to 5 MiB, re-encoded
// without metadata and kept under mediaDir()/feedbacks/. Only its author and staff can fetch it.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { cleanCopy, inspectImage } from '~/app/kernel/files/images.server'
import { mediaDir, mediaPath } from '~/app/kernel/files/media.server'
import { serveStoredFile } from '~/app/kernel/files/serve-file.server'
import { MiB } from '~/app/kernel/requests/upload-form.server'
import { db } from '~/db/client.server'
import { isFeedbackStaff } from './feedbacks.server'

export const FEEDBACK_IMAGE_MAX = 5 * MiB

const EXT = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const
export type FeedbackImageExt = (typeof EXT)[keyof typeof EXT]
const TYPE_OF: Record<FeedbackImageExt, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }
/** What image_path may hold; anything else in the column is never turned into a file path. */
const STORED = /^feedbacks\/([1-9]\d{0,9})\.(png|jpg|webp)$/

export type PreparedImage = { ok: true; ext: FeedbackImageExt; bytes: Uint8Array } | { ok: false }

/** The upload re-encoded in its own format, when its bytes really are a PNG, JPEG or WebP. */
export async function prepareFeedbackImage(bytes: Uint8Array): Promise<PreparedImage> {
  const info = await inspectImage(bytes)
  if (!info || info.format === 'gif') return { ok: false }
  try {
    return { ok: true, ext: EXT[info.format], bytes: await cleanCopy(bytes, info.format) }
  } catch {
    // A header sharp can read over a body it cannot decode.
    return { ok: false }
  }
}

/** Writes the picture of feedback `id`; returns the path relative to mediaDir() that the row keeps. */
export async function storeFeedbackImage(id: number, image: { ext: FeedbackImageExt; bytes: Uint8Array }) {
  const file = mediaPath('feedbacks', id, image.ext)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, image.bytes)
  return path.relative(mediaDir(), file).split(path.sep).join('/')
}

export async function removeFeedbackImage(relative: string | null) {
  if (relative && STORED.test(relative)) await fs.rm(path.join(mediaDir(), relative), { force: true })
}

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'private, no-store' },
  })

/**
 * GET /image/feedback/:id — the picture for its author and staff; 404 for everyone else, exactly as for a
 * feedback without one. Revalidated each time (a private file), 304 when the browser's copy is current.
 */
export async function serveFeedbackImage(
  request: Request,
  viewer: SessionUser | null,
  param: string | undefined,
): Promise<Response> {
  const id = /^[1-9]\d{0,8}$/.test(param ?? '') ? Number(param) : 0
  if (!viewer || !id) return notFound()
  const row = await db
    .selectFrom('feedbacks')
    .select(['user_id', 'image_path'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || (row.user_id !== viewer.id && !isFeedbackStaff(viewer))) return notFound()
  const match = STORED.exec(row.image_path ?? '')
  if (!match || Number(match[1]) !== id) return notFound()
  return serveStoredFile(
    request,
    path.join(mediaDir(), row.image_path!),
    { 'Content-Type': TYPE_OF[match[2] as FeedbackImageExt], 'Content-Disposition': 'inline' },
    'private, no-cache',
  )
}
