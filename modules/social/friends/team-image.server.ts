// Team images (docs/product.md#kernel-images: 640×640): any PNG, JPEG or WebP up to 5 MiB from the captain, stored as a square
// PNG (so a phone photo works) and served at /image/team/:id.png. Lives in the friends area because its
// route does (friends/routes.ts); the team pages are in ../routes.
import { inspectImage, squarePng } from '~/app/kernel/files/images.server'
import { mediaPath, writeMediaFile } from '~/app/kernel/files/media.server'
import { notFound, serveStoredFile } from '~/app/kernel/files/serve-file.server'
import { MiB } from '~/app/kernel/requests/upload-form.server'
import { db } from '~/db/client.server'

export const TEAM_IMAGE_MAX_BYTES = 5 * MiB
export const TEAM_IMAGE_SIZE = 640
const ACCEPTED = new Set(['png', 'jpeg', 'webp'])

export const teamImagePath = (teamId: number) => mediaPath('team', teamId, 'png')
export const teamImageHref = (teamId: number) => `/image/team/${teamId}.png`

export type TeamImageResult =
  | { ok: true }
  | { ok: false; reason: 'not_found' | 'not_captain' | 'not_image' | 'failed' }

/** The captain's upload → a 640×640 PNG at teamImagePath, and `has_image = 1`. */
export async function saveTeamImage(
  teamId: number,
  actorId: number,
  bytes: Uint8Array,
): Promise<TeamImageResult> {
  const team = await db.selectFrom('teams').select('captain_id').where('id', '=', teamId).executeTakeFirst()
  if (!team) return { ok: false, reason: 'not_found' }
  if (team.captain_id !== actorId) return { ok: false, reason: 'not_captain' }
  // The real format from the bytes: a renamed file is not an image.
  const info = await inspectImage(bytes)
  if (!info || !ACCEPTED.has(info.format)) return { ok: false, reason: 'not_image' }
  try {
    await writeMediaFile(teamImagePath(teamId), await squarePng(bytes, TEAM_IMAGE_SIZE))
    await db.updateTable('teams').set({ has_image: 1 }).where('id', '=', teamId).execute()
    return { ok: true }
  } catch (error) {
    console.error('team image save failed', error)
    return { ok: false, reason: 'failed' }
  }
}

const FILE = /^([1-9]\d{0,9})\.png$/
/**
 * A captain may change the image at any time and the URL stays the same, so browsers revalidate every
 * time; the ETag makes that a 304 without the bytes.
 */
const CACHE = 'public, no-cache'

/** GET /image/team/:id.png with ETag / Last-Modified; 304 when the browser's copy is current, 404 when none. */
export async function serveTeamImage(request: Request, file: string | undefined): Promise<Response> {
  const match = FILE.exec(file ?? '')
  if (!match) return notFound()
  return serveStoredFile(request, teamImagePath(Number(match[1])), { 'Content-Type': 'image/png' }, CACHE)
}
