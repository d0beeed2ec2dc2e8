import { unstable_parseMultipartFormData } from '@remix-run/node'

export const MiB = 1024 * 1024

export interface UploadedFile {
  filename: string
  contentType: string
  bytes: Uint8Array
}

export interface UploadForm {
  /** The text fields (files are not in it). */
  formData: FormData
  files: Record<string, UploadedFile>
  /** Fields that went past their limit (their bytes were dropped): files, and text fields too long to keep. */
  tooLarge: string[]
}

// A rich-text field may hold 100 000 characters (up to 400 KB of UTF-8) and must reach the form's validation:
// at 64 KiB a longer text was dropped and read as an empty field (a post saved blank; issue 15, item 2). The
// whole body stays bounded by `maxBody`.
const TEXT_FIELD_MAX = 512 * 1024

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
 * Reads a form, urlencoded or multipart. Files are streamed: each named file field keeps at most its
 * limit in memory (past it the part is only drained and named in `tooLarge`), other files are dropped, and
 * the whole body may not pass `maxBody` (throws; check with isBodyTooLarge). An empty file input (no name,
 * no bytes) counts as no file. Any other body throws too (isNotAForm).
 */
export async function readUploadForm(
  request: Request,
  fileLimits: Record<string, number>,
  maxBody: number,
): Promise<UploadForm> {
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
      if (size <= limit) return new TextDecoder().decode(concat(chunks, size))
      tooLarge.push(part.name)
      return undefined
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
