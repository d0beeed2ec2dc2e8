import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { unstable_parseMultipartFormData } from '@remix-run/node'
import { mediaDir } from '~/app/kernel/files/media.server'
import { CAPTIONS_MAX, POSTER_MAX, VIDEO_MAX } from './rules'

// A staff video upload (up to VIDEO_MAX, 200 MiB) read without holding it in memory: the video part is written
// to a staged file under mediaDir() as it arrives, its size checked chunk by chunk, and the first bytes kept to
// tell its type. Past the limit the upload stops there and the staged file is deleted (413, nothing left). The
// kernel's readUploadForm keeps files in memory, which is right for images and captions, not for a video.

/** The bytes kept from the start of the video: enough for its type (sniffVideo reads 12). */
const HEAD_BYTES = 64
const TEXT_MAX = 64 * 1024

export const VIDEO_UPLOAD_LIMITS = {
  video: VIDEO_MAX,
  poster: POSTER_MAX,
  captions: CAPTIONS_MAX,
  /** The whole body: the files and the form's text. */
  body: VIDEO_MAX + POSTER_MAX + CAPTIONS_MAX + 1024 * 1024,
}

/** A video written to disk, not yet in its place: saveVideo moves it, discardStaged removes it. */
export interface StagedVideo {
  stagedPath: string
  head: Uint8Array
  size: number
}

export interface VideoUpload {
  formData: FormData
  video?: StagedVideo
  poster?: Uint8Array
  captions?: Uint8Array
}

export class UploadTooLarge extends Error {}

export const stagingDir = () => path.join(mediaDir(), 'videos-incoming')

/** A staged file older than this was left by a process that stopped mid-upload: no upload runs for a day. */
const STAGED_LEFTOVER_MS = 24 * 60 * 60 * 1000

/**
 * Removes staged files a crash or a restart left behind (the request that made each one would have removed it).
 * Run before each new upload: uploads are rare, staff-only, and the folder holds only what is in flight.
 */
export async function sweepStaged(now = Date.now()): Promise<number> {
  let removed = 0
  let names: string[]
  try {
    names = await fs.readdir(stagingDir())
  } catch {
    return 0 // no folder yet
  }
  for (const name of names) {
    if (!name.endsWith('.part')) continue
    const file = path.join(stagingDir(), name)
    const stat = await fs.stat(file).catch(() => null)
    if (stat && now - stat.mtimeMs > STAGED_LEFTOVER_MS) {
      await fs.rm(file, { force: true })
      removed++
    }
  }
  return removed
}

/** Removes a staged video that was not saved (a form error); harmless after saveVideo moved it. */
export async function discardStaged(upload: Pick<VideoUpload, 'video'> | null): Promise<void> {
  if (upload?.video) await fs.rm(upload.video.stagedPath, { force: true })
}

/**
 * Reads the upload form; throws UploadTooLarge (a file or the body past its limit: nothing is left on disk).
 * `limits` is for tests, which cannot send 200 MiB.
 */
export async function readVideoUpload(
  request: Request,
  limits: typeof VIDEO_UPLOAD_LIMITS = VIDEO_UPLOAD_LIMITS,
): Promise<VideoUpload> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limits.body) throw new UploadTooLarge()
  const upload: Omit<VideoUpload, 'formData'> = {}
  let total = 0
  const count = (chunk: Uint8Array) => {
    total += chunk.byteLength
    if (total > limits.body) throw new UploadTooLarge()
  }
  try {
    const formData = await unstable_parseMultipartFormData(request, async (part) => {
      if (part.name === 'video' && part.filename !== undefined) {
        upload.video = await stage(part.data, limits.video, count)
        return undefined
      }
      const limit =
        part.filename === undefined ? TEXT_MAX : part.name === 'poster' ? limits.poster : limits.captions
      const chunks: Uint8Array[] = []
      let size = 0
      for await (const chunk of part.data) {
        count(chunk)
        size += chunk.byteLength
        if (size > limit) throw new UploadTooLarge()
        chunks.push(chunk)
      }
      const bytes = Buffer.concat(chunks)
      if (part.filename === undefined) return bytes.toString('utf8')
      if (size > 0 && (part.name === 'poster' || part.name === 'captions')) upload[part.name] = bytes
      return undefined
    })
    return { formData, ...upload }
  } catch (error) {
    await discardStaged(upload)
    throw error
  }
}

async function stage(
  data: AsyncIterable<Uint8Array>,
  limit: number,
  count: (chunk: Uint8Array) => void,
): Promise<StagedVideo | undefined> {
  await fs.mkdir(stagingDir(), { recursive: true })
  await sweepStaged()
  const stagedPath = path.join(stagingDir(), `${randomUUID()}.part`)
  const file = await fs.open(stagedPath, 'wx')
  let size = 0
  const head: Uint8Array[] = []
  try {
    for await (const chunk of data) {
      count(chunk)
      size += chunk.byteLength
      if (size > limit) throw new UploadTooLarge()
      if (size - chunk.byteLength < HEAD_BYTES) head.push(chunk)
      await file.write(chunk)
    }
  } catch (error) {
    await file.close()
    await fs.rm(stagedPath, { force: true })
    throw error
  }
  await file.close()
  // An empty file input (no file chosen) is no video.
  if (size === 0) {
    await fs.rm(stagedPath, { force: true })
    return undefined
  }
  return { stagedPath, size, head: Buffer.concat(head).subarray(0, HEAD_BYTES) }
}
