// Content creators' uploads (docs/product.md#social-feed-and-blog: "content: files, images"): rows in content_files, bytes under
// mediaDir()/content/. Images are decoded and re-encoded (what we serve is what we decoded); files are kept as
// they came, under a sanitised name, and only ever served as downloads.
import fs from 'node:fs/promises'
import path from 'node:path'
import { type SessionUser, can, displayName } from '~/app/kernel/auth/policy'
import { IMAGE_TYPES, type ImageFormat, cleanCopy, inspectImage } from '~/app/kernel/files/images.server'
import { mediaDir } from '~/app/kernel/files/media.server'
import { MiB } from '~/app/kernel/requests/upload-form.server'
import { db } from '~/db/client.server'
import { CONTENT_FILE_MIB, CONTENT_IMAGE_MIB } from './types'

export const CONTENT_IMAGE_MAX = CONTENT_IMAGE_MIB * MiB
export const CONTENT_FILE_MAX = CONTENT_FILE_MIB * MiB

export type ContentKind = 'file' | 'image'

export interface ContentFileItem {
  id: number
  name: string
  mime: string
  size: number
  width: number | null
  height: number | null
  created: string
  owner: string | null
  canDelete: boolean
}

const EXT: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' }

/**
 * Types a download may keep because browsers never run them as a page (with nosniff and attachment);
 * anything else is application/octet-stream. No HTML, SVG or XML here on purpose.
 */
const SAFE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  py: 'text/plain; charset=utf-8',
  c: 'text/plain; charset=utf-8',
  cpp: 'text/plain; charset=utf-8',
  java: 'text/plain; charset=utf-8',
  js: 'text/plain; charset=utf-8',
}

export function downloadType(name: string): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  return SAFE_TYPES[ext] ?? 'application/octet-stream'
}

/**
 * A file name safe to store and to put in Content-Disposition: no folders, no control characters, no
 * quotes or reserved punctuation, no leading dots, at most 200 characters (the extension kept).
 */
export function sanitiseName(raw: string): string {
  // Browsers escape these three in a multipart file name (HTML's form encoding); the parser leaves them.
  const decoded = raw.replace(/%22/g, '"').replace(/%0[ad]/gi, '')
  const base = decoded.split(/[\\/]/).pop() ?? ''
  let name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/["'`<>:|?*;,%=&#$!@{}[\]^~+]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s_-]+/, '')
  if (name.length > 200) {
    const ext = /\.[a-z0-9]{1,5}$/i.exec(name)?.[0] ?? ''
    name = name.slice(0, 200 - ext.length).trimEnd() + ext
  }
  return name || 'arquivo'
}

export async function listContentFiles(user: SessionUser, kind: ContentKind): Promise<ContentFileItem[]> {
  const rows = await db
    .selectFrom('content_files')
    .leftJoin('users', 'users.id', 'content_files.owner_id')
    .select([
      'content_files.id',
      'content_files.name',
      'content_files.mime',
      'content_files.size',
      'content_files.width',
      'content_files.height',
      'content_files.created_at',
      'content_files.owner_id',
      'users.name as owner_name',
    ])
    .where('content_files.kind', '=', kind)
    .orderBy('content_files.id', 'desc')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mime: r.mime,
    size: r.size,
    width: r.width,
    height: r.height,
    created: r.created_at,
    owner: r.owner_name ? displayName(r.owner_name) : null,
    canDelete: canDeleteFile(user, r.owner_id),
  }))
}

const canDeleteFile = (user: SessionUser, ownerId: number | null) =>
  can(user, 'admin') || (ownerId !== null && ownerId === user.id)

/** Inserts the row, then writes the bytes where it says; a failed write leaves no row behind. */
async function store(
  row: { owner_id: number; kind: ContentKind; name: string; mime: string; width?: number; height?: number },
  bytes: Uint8Array,
  relative: (id: number) => string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('content_files')
      .values({ ...row, size: bytes.byteLength, stored_path: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const stored = relative(id)
    await trx.updateTable('content_files').set({ stored_path: stored }).where('id', '=', id).execute()
    const full = path.join(mediaDir(), stored)
    await fs.mkdir(path.dirname(full), { recursive: true })
    await fs.writeFile(full, bytes)
    return id
  })
}

export type AddImageResult = { ok: true; id: number } | { ok: false; reason: 'not_image' }

/** A PNG, JPEG, WebP or GIF (read from the bytes), re-encoded without metadata. */
export async function addContentImage(
  user: SessionUser,
  upload: { filename: string; bytes: Uint8Array },
): Promise<AddImageResult> {
  const info = await inspectImage(upload.bytes)
  if (!info) return { ok: false, reason: 'not_image' }
  const clean = await cleanCopy(upload.bytes, info.format)
  const id = await store(
    {
      owner_id: user.id,
      kind: 'image',
      name: sanitiseName(upload.filename),
      mime: IMAGE_TYPES[info.format],
      width: info.width,
      height: info.height,
    },
    clean,
    (id) => `content/images/${id}.${EXT[info.format]}`,
  )
  return { ok: true, id }
}

/** Any file, stored as it came under a sanitised name. */
export async function addContentFile(user: SessionUser, upload: { filename: string; bytes: Uint8Array }) {
  const name = sanitiseName(upload.filename)
  return store(
    { owner_id: user.id, kind: 'file', name, mime: downloadType(name) },
    upload.bytes,
    (id) => `content/files/${id}`,
  )
}

export type DeleteFileResult = { ok: true } | { ok: false; reason: 'not_found' | 'forbidden' }

/** The uploader or an admin deletes; the bytes go with the row. */
export async function deleteContentFile(
  user: SessionUser,
  kind: ContentKind,
  id: number,
): Promise<DeleteFileResult> {
  const row = await db
    .selectFrom('content_files')
    .select(['owner_id', 'stored_path'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst()
  if (!row) return { ok: false, reason: 'not_found' }
  if (!canDeleteFile(user, row.owner_id)) return { ok: false, reason: 'forbidden' }
  await db.deleteFrom('content_files').where('id', '=', id).execute()
  if (row.stored_path) await fs.rm(path.join(mediaDir(), row.stored_path), { force: true })
  return { ok: true }
}

export async function contentFileRow(id: number, kind: ContentKind) {
  return db
    .selectFrom('content_files')
    .select(['id', 'name', 'mime', 'stored_path'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst()
}
