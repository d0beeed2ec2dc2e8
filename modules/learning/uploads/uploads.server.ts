import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { mediaDir, uploadDir } from '../paths.server'

export {
  MiB,
  type UploadedFile,
  type UploadForm as LessonForm,
  isBodyTooLarge,
  isNotAForm,
  isFormRequest,
  readUploadForm as readLessonForm,
} from '~/app/kernel/requests/upload-form.server'

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
