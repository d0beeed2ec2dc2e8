// The images and files pages share one action: upload (multipart, the limit per kind) or delete.
import { data } from '@remix-run/node'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { MiB, isBodyTooLarge, isNotAForm, readUploadForm } from '~/app/kernel/requests/upload-form.server'
import {
  CONTENT_FILE_MAX,
  CONTENT_IMAGE_MAX,
  type ContentKind,
  addContentFile,
  addContentImage,
  deleteContentFile,
} from './content-files.server'
import { redirectWith } from './flash.server'
import { notFound } from './params.server'

export interface UploadReply {
  error: 'required' | 'tooLarge' | 'notImage' | 'forbidden'
}

const LIMIT: Record<ContentKind, number> = { image: CONTENT_IMAGE_MAX, file: CONTENT_FILE_MAX }
const PAGE: Record<ContentKind, string> = { image: 'images', file: 'files' }

export async function uploadsAction(request: Request, kind: ContentKind) {
  const user = await requireContentCreator(request)
  const here = `/${requestPrefix(request)}/content/${PAGE[kind]}`
  const refuse = (status: number, error: UploadReply['error']) =>
    data({ error } satisfies UploadReply, { status })
  let upload: Awaited<ReturnType<typeof readUploadForm>>
  try {
    upload = await readUploadForm(request, { file: LIMIT[kind] }, LIMIT[kind] + MiB)
  } catch (error) {
    if (isBodyTooLarge(error)) return refuse(413, 'tooLarge')
    if (isNotAForm(error)) return new Response('Unsupported Media Type', { status: 415 })
    throw error
  }
  if (upload.formData.get('intent') === 'delete') {
    const id = Number(upload.formData.get('id'))
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound()
    const done = await deleteContentFile(user, kind, id)
    if (!done.ok && done.reason === 'not_found') throw notFound()
    if (!done.ok) return refuse(403, 'forbidden')
    return redirectWith(here, 'removed')
  }
  if (upload.tooLarge.includes('file')) return refuse(422, 'tooLarge')
  const file = upload.files.file
  if (!file || file.bytes.byteLength === 0) return refuse(422, 'required')
  if (kind === 'image') {
    const added = await addContentImage(user, file)
    if (!added.ok) return refuse(422, 'notImage')
  } else {
    await addContentFile(user, file)
  }
  return redirectWith(here, 'uploaded')
}
