// The profile picture (docs/product.md#social-profiles): any PNG, JPEG or WebP up to 5 MiB, kept as a 640×640 PNG (centre crop,
// upright, no metadata) at mediaPath('user-profile', id, 'png') and served at /image/user-profile/:id.png.
import fs from 'node:fs/promises'
import { inspectImage, squarePng } from '~/app/kernel/files/images.server'
import { mediaPath, writeMediaFile } from '~/app/kernel/files/media.server'
import { notFound, serveStoredFile } from '~/app/kernel/files/serve-file.server'
import { MiB, type UploadedFile } from '~/app/kernel/requests/upload-form.server'
import { db, nowIso } from '~/db/client.server'

export const PICTURE_SIZE = 640
export const PICTURE_MAX_BYTES = 5 * MiB
const ACCEPTED = ['png', 'jpeg', 'webp'] as const

export const picturePath = (userId: number) => mediaPath('user-profile', userId, 'png')

export type PictureResult =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'tooLarge' | 'notAnImage' | 'failed' }

/** Stores the upload as the user's picture; the old one is replaced only once the new one is written. */
export async function savePicture(userId: number, file: UploadedFile | undefined): Promise<PictureResult> {
  if (!file || file.bytes.byteLength === 0) return { ok: false, reason: 'missing' }
  if (file.bytes.byteLength > PICTURE_MAX_BYTES) return { ok: false, reason: 'tooLarge' }
  const info = await inspectImage(file.bytes)
  if (!info || !(ACCEPTED as readonly string[]).includes(info.format))
    return { ok: false, reason: 'notAnImage' }
  try {
    await writeMediaFile(picturePath(userId), await squarePng(file.bytes, PICTURE_SIZE))
    await db
      .updateTable('users')
      .set({ has_picture: 1, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute()
    return { ok: true }
  } catch (error) {
    console.error('profile picture', error)
    return { ok: false, reason: 'failed' }
  }
}

/** Back to initials in the user's colour. */
export async function removePicture(userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ has_picture: 0, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute()
  await fs.rm(picturePath(userId), { force: true })
}

const FILE = /^([1-9]\d{0,9})\.png$/
/** Versioned URLs (?v=) change with each new picture: a day of caching, then a cheap revalidation by ETag. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800'
/** GET /image/user-profile/:id.png with ETag / 304; 404 when the user has no picture. */
export async function servePicture(request: Request, file: string | undefined): Promise<Response> {
  const match = FILE.exec(file ?? '')
  const id = match ? Number(match[1]) : 0
  if (!Number.isSafeInteger(id) || id <= 0) return notFound()
  return serveStoredFile(request, picturePath(id), { 'Content-Type': 'image/png' }, CACHE)
}
