// Reading the multipart exercise form: the test package ZIP (up to 20 MB) and the text fields.
import { MaxPartSizeExceededError, unstable_parseMultipartFormData } from '@remix-run/node'

/** The test package upload limit (ZIP as uploaded). */
export const MAX_PACKAGE_BYTES = 20 * 1024 * 1024
/** Every other part (statements, samples, checker source) is text; this caps a hostile one. */
const MAX_TEXT_PART_BYTES = 2 * 1024 * 1024
/** Beyond this the body is refused before reading it: nobody sends that much by mistake. */
const MAX_BODY_BYTES = MAX_PACKAGE_BYTES + 16 * 1024 * 1024

/** The package part as the upload handler left it. */
export type UploadedPackage = { kind: 'none' } | { kind: 'file'; file: File } | { kind: 'too_big' }

const TOO_BIG = '\u0000too-big'

export type ReadForm = { ok: true; formData: FormData; upload: UploadedPackage } | { ok: false }

/**
 * Reads the multipart form. An oversized package is drained (not kept) so every other field still arrives
 * and the form can be shown again with what was typed; only a body far beyond the limit is refused unread.
 */
export async function readExerciseForm(request: Request): Promise<ReadForm> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false }
  const type = request.headers.get('content-type') ?? ''
  let formData: FormData
  try {
    formData = type.startsWith('multipart/form-data')
      ? await unstable_parseMultipartFormData(request, uploadHandler)
      : await request.formData()
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false }
    throw error
  }
  const part = formData.get('package')
  formData.delete('package')
  const upload: UploadedPackage =
    part === TOO_BIG
      ? { kind: 'too_big' }
      : part instanceof File && part.size > 0
        ? { kind: 'file', file: part }
        : { kind: 'none' }
  return { ok: true, formData, upload }
}

type Part = { name: string; filename?: string; contentType: string; data: AsyncIterable<Uint8Array> }

async function uploadHandler({
  name,
  filename,
  contentType,
  data,
}: Part): Promise<File | string | undefined> {
  const limit = name === 'package' && typeof filename === 'string' ? MAX_PACKAGE_BYTES : MAX_TEXT_PART_BYTES
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of data) {
    size += chunk.byteLength
    if (size <= limit) chunks.push(chunk)
  }
  if (size > limit) {
    if (name === 'package') return TOO_BIG
    throw new MaxPartSizeExceededError(name, limit)
  }
  if (typeof filename === 'string') {
    // Only the package is a file field; anything else sent as a file is ignored.
    if (name !== 'package') return undefined
    return new File([Buffer.concat(chunks)], filename, { type: contentType })
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
