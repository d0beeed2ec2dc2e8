import { notFound, serveStoredFile } from '~/app/kernel/serve-file.server'
import { courseImagePath } from './paths.server'

const FILE = /^([1-9]\d{0,9})\.png$/

/** Serves `courseImagePath(id)`: icons change rarely, a day of caching, then a cheap revalidation by ETag. */
export async function serveCourseIcon(request: Request, file: string | undefined): Promise<Response> {
  const match = FILE.exec(file ?? '')
  if (!match) return notFound()
  return serveStoredFile(request, courseImagePath(Number(match[1])), { 'Content-Type': 'image/png' })
}
