import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { squareWebp } from '~/app/kernel/files/images.server'
import { notFound, serveStoredFile } from '~/app/kernel/files/serve-file.server'
import { courseImagePath } from '../paths.server'
import { COURSE_ICON_SIZES } from './course-icon'

/** `12.png` (the stored 600×600 PNG) or `12-96.webp` (the same, resized for a page: ADR 020). */
const FILE = /^([1-9]\d{0,9})(?:-(\d{2,3})\.webp|\.png)$/

/** Serves `courseImagePath(id)`: icons change rarely, a day of caching, then a cheap revalidation by ETag. */
export async function serveCourseIcon(request: Request, file: string | undefined): Promise<Response> {
  const match = FILE.exec(file ?? '')
  if (!match) return notFound()
  const original = courseImagePath(Number(match[1]))
  if (!match[2]) return serveStoredFile(request, original, { 'Content-Type': 'image/png' })
  const size = Number(match[2])
  if (!(COURSE_ICON_SIZES as readonly number[]).includes(size)) return notFound()
  const variant = await resizedIcon(original, size)
  if (!variant) return notFound()
  return serveStoredFile(request, variant, { 'Content-Type': 'image/webp' })
}

/**
 * The resized copy beside the original (`12-96.webp`), made on its first request and again whenever the
 * original is newer (an editor replaced the icon). Written under another name, then renamed: a reader never
 * sees half a file, and two first requests at once both succeed.
 */
async function resizedIcon(original: string, size: number): Promise<string | null> {
  const variant = original.replace(/\.png$/, `-${size}.webp`)
  let source: Awaited<ReturnType<typeof fs.stat>>
  try {
    source = await fs.stat(original)
  } catch {
    return null
  }
  const made = await fs.stat(variant).catch(() => null)
  if (made && made.mtimeMs >= source.mtimeMs) return variant
  try {
    const bytes = await squareWebp(await fs.readFile(original), size)
    const partial = path.join(path.dirname(variant), `.${crypto.randomUUID()}.part`)
    await fs.writeFile(partial, bytes)
    await fs.rename(partial, variant)
    return variant
  } catch (error) {
    console.error('course icon: resizing failed', error)
    return null
  }
}
