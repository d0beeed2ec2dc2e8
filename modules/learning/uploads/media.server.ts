// A student's uploads (math answer image/audio, project ZIP) served back to their owner and to staff.
import fs from 'node:fs/promises'
import path from 'node:path'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import { mediaDir } from '../paths.server'

export const UPLOAD_KINDS = ['math-image', 'math-audio', 'project-zip'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** The extension was chosen from the sniffed bytes at upload (uploads.server.ts), so it names the real type. */
const TYPES: Record<UploadKind, Record<string, string>> = {
  'math-image': { png: 'image/png', jpg: 'image/jpeg' },
  'math-audio': { ogg: 'audio/ogg', mp3: 'audio/mpeg', webm: 'audio/webm', m4a: 'audio/mp4' },
  'project-zip': { zip: 'application/zip' },
}

/** Where the page links to an upload (an API route: no locale prefix). */
export const uploadUrl = (kind: UploadKind, id: number) => `/media/upload/${kind}/${id}`

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

async function storedUpload(kind: UploadKind, id: number) {
  if (kind === 'project-zip') {
    const row = await db
      .selectFrom('project_submissions')
      .select(['user_id', 'zip_path as path'])
      .where('id', '=', id)
      .executeTakeFirst()
    return row
  }
  const column = kind === 'math-image' ? 'image_path' : 'audio_path'
  return db
    .selectFrom('math_submissions')
    .select(['user_id', `${column} as path`])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The file's real path when it lies inside mediaDir() (links resolved), else null. */
async function insideMedia(relative: string): Promise<string | null> {
  try {
    const root = await fs.realpath(mediaDir())
    const file = await fs.realpath(path.resolve(root, relative))
    return file.startsWith(root + path.sep) ? file : null
  } catch {
    return null
  }
}

/**
 * GET /media/upload/:kind/:id. Only the owner and staff (create_content; admins hold it) see an upload;
 * everyone else, anonymous included, gets the same 404 as an unknown id, so existence never leaks.
 */
export async function serveUpload(
  user: SessionUser | null,
  kind: string | undefined,
  idParam: string | undefined,
): Promise<Response> {
  if (!user || !UPLOAD_KINDS.includes(kind as UploadKind) || !/^[1-9]\d{0,9}$/.test(idParam ?? ''))
    return notFound()
  const uploadKind = kind as UploadKind
  const id = Number(idParam)
  const row = await storedUpload(uploadKind, id)
  if (!row?.path) return notFound()
  if (row.user_id !== user.id && !can(user, 'create_content')) return notFound()
  const ext = path.extname(row.path).slice(1).toLowerCase()
  const type = TYPES[uploadKind][ext]
  const file = type ? await insideMedia(row.path) : null
  if (!type || !file) return notFound()
  const body = await fs.readFile(file).catch(() => null)
  if (!body) return notFound()
  const name = `${uploadKind}-${id}.${ext}`
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `${uploadKind === 'project-zip' ? 'attachment' : 'inline'}; filename="${name}"`,
      'Cache-Control': 'private, max-age=3600',
    },
  })
}
