import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { unstable_parseMultipartFormData } from '@remix-run/node'
import { mediaDir, uploadDir } from './paths.server'

export const MiB = 1024 * 1024

export interface UploadedFile {
  filename: string
  contentType: string
  bytes: Uint8Array
}

export interface LessonForm {
  /** The text fields (files are not in it). */
  formData: FormData
  files: Record<string, UploadedFile>
  /** File fields that went past their limit (their bytes were dropped). */
  tooLarge: string[]
}

const TEXT_FIELD_MAX = 64 * 1024

class BodyTooLarge extends Error {}
class NotAForm extends Error {}

export function isBodyTooLarge(error: unknown) {
  return error instanceof BodyTooLarge
}

/** A POST body that is not a form (text/plain, JSON, none): answered 415, not a 500 from formData(). */
export function isNotAForm(error: unknown) {
  return error instanceof NotAForm
}

/** True for the two encodings an HTML form sends (urlencoded, multipart). */
export function isFormRequest(request: Request) {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
}

/**
 * Reads a lesson form, urlencoded or multipart. Files are streamed: each named file field keeps at most its
 * limit in memory (past it the part is only drained and named in `tooLarge`), other files are dropped, and
 * the whole body may not pass `maxBody` (throws; check with isBodyTooLarge). An empty file input (no name,
 * no bytes) counts as no file. Any other body throws too (isNotAForm).
 */
export async function readLessonForm(
  request: Request,
  fileLimits: Record<string, number>,
  maxBody: number,
): Promise<LessonForm> {
  if (!isFormRequest(request)) throw new NotAForm()
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!type.startsWith('multipart/form-data')) {
    return { formData: await request.formData(), files: {}, tooLarge: [] }
  }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBody) throw new BodyTooLarge()
  let total = 0
  const files: Record<string, UploadedFile> = {}
  const tooLarge: string[] = []
  const formData = await unstable_parseMultipartFormData(request, async (part) => {
    const limit = part.filename === undefined ? TEXT_FIELD_MAX : (fileLimits[part.name] ?? 0)
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of part.data) {
      total += chunk.byteLength
      if (total > maxBody) throw new BodyTooLarge()
      size += chunk.byteLength
      if (size <= limit) chunks.push(chunk)
    }
    if (part.filename === undefined) {
      return size <= limit ? new TextDecoder().decode(concat(chunks, size)) : undefined
    }
    if (size === 0 && !part.filename) return undefined
    if (!(part.name in fileLimits)) return undefined
    if (size > limit) tooLarge.push(part.name)
    else
      files[part.name] = {
        filename: part.filename,
        contentType: part.contentType,
        bytes: concat(chunks, size),
      }
    return undefined
  })
  return { formData, files, tooLarge }
}

function concat(chunks: Uint8Array[], size: number) {
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

const starts = (bytes: Uint8Array, sig: number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** The real type of an answer image, read from its first bytes (the name and the browser's type may lie). */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpg' | null {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  return null
}

/** ogg, mp3 (ID3 tag or an MPEG frame), webm (EBML) or m4a (an MP4 `ftyp` box of an audio brand). */
export function sniffAudio(bytes: Uint8Array): 'ogg' | 'mp3' | 'webm' | 'm4a' | null {
  if (starts(bytes, ascii('OggS'))) return 'ogg'
  if (starts(bytes, ascii('ID3'))) return 'mp3'
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0) return 'mp3'
  if (starts(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm'
  if (starts(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12))
    if (['M4A ', 'M4B ', 'mp42', 'isom', 'dash', 'mp41'].includes(brand)) return 'm4a'
  }
  return null
}

/**
 * Writes a student's upload under uploadDir(userId) as `<stem>-<time>-<random>.<ext>`; returns its path
 * relative to mediaDir() (what the row keeps).
 */
export function storeUpload(userId: number, stem: string, ext: string, bytes: Uint8Array): string {
  const dir = uploadDir(userId)
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${stem}-${Date.now()}-${crypto.randomBytes(6).toString('hex')}.${ext}`)
  fs.writeFileSync(file, bytes)
  return path.relative(mediaDir(), file)
}

export function removeUpload(relative: string | null) {
  if (relative) fs.rmSync(path.join(mediaDir(), relative), { force: true })
}
