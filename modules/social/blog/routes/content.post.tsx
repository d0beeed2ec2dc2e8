import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { MiB, isBodyTooLarge, isNotAForm, readUploadForm } from '~/app/kernel/requests/upload-form.server'
import { CONTENT_IMAGE_MAX } from '../content-files.server'
import { blogFlash, redirectWith } from '../flash.server'
import {
  deletePost,
  editablePost,
  isPostImage,
  removePostImage,
  savePostImage,
  updatePost,
} from '../manage.server'
import { idParam, notFound } from '../params.server'
import { type PostFormErrors, type PostFormValues, parsePostForm, postValues } from '../post-form.server'
import { CONTENT_IMAGE_MIB } from '../types'
import { PostEditor } from '../ui/post-editor'

export const handle: RouteHandle = {
  maxBody: uploadBody(CONTENT_IMAGE_MIB),
  i18n: ['common', 'blog'],
  meta: { title: 'blog:manage.editTitle', description: 'blog:manage.description' },
}

export interface PostEditReply {
  intent: 'save' | 'delete'
  values: PostFormValues
  errors: PostFormErrors
}

async function editable(user: SessionUser, param: string | undefined) {
  const id = idParam(param)
  const found = await editablePost(user, id)
  if (found.status === 'not_found') throw notFound()
  if (found.status === 'forbidden') throw new Response('Forbidden', { status: 403 })
  return { id, ...found }
}

type LoaderData = Awaited<ReturnType<typeof loader>>['data']

/** /{lang}/content/posts/:id — edit a post: its fields, its 900×600 PNG image, or delete it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireContentCreator(request)
  const { id, values, hasImage } = await editable(user, params.id)
  const { flash, headers } = await blogFlash.take(request)
  return data({ prefix: requestPrefix(request), id, values, hasImage, flash }, { headers })
}

/** The image with the text fields, up to 5 MiB (a 900×600 PNG is far below it). */
const MAX_BODY = CONTENT_IMAGE_MAX + MiB

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireContentCreator(request)
  const { id, values: stored } = await editable(user, params.id)
  const prefix = requestPrefix(request)
  const here = `/${prefix}/content/posts/${id}`
  const reply = (status: number, body: PostEditReply) => data(body, { status })
  let upload: Awaited<ReturnType<typeof readUploadForm>>
  try {
    upload = await readUploadForm(request, { image: CONTENT_IMAGE_MAX }, MAX_BODY)
  } catch (error) {
    if (isBodyTooLarge(error))
      return reply(413, { intent: 'save', values: stored, errors: { image: ['imageTooLarge'] } })
    if (isNotAForm(error)) return new Response('Unsupported Media Type', { status: 415 })
    throw error
  }
  const form = upload.formData
  if (form.get('intent') === 'delete') {
    if (form.get('confirm') !== 'on')
      return reply(422, { intent: 'delete', values: stored, errors: { confirm: ['confirm'] } })
    await deletePost(id)
    return redirectWith(`/${prefix}/content/posts`, 'postDeleted')
  }
  const parsed = parsePostForm(form)
  const errors: PostFormErrors = parsed.ok ? {} : { ...parsed.errors }
  const image = upload.files.image
  // A text past the upload's field limit was not read: refused, never saved as a blank post.
  if (upload.tooLarge.includes('text')) errors.text = ['tooLong']
  if (upload.tooLarge.includes('image')) errors.image = ['imageTooLarge']
  else if (image && !(await isPostImage(image.bytes))) errors.image = ['imageRule']
  if (!parsed.ok || errors.image || errors.text)
    return reply(422, { intent: 'save', values: postValues(form), errors })
  const saved = await updatePost(id, parsed.input)
  if (!saved.ok) {
    const refused = saved.reason === 'url_taken' ? { url: ['urlTaken'] } : saved.errors
    return reply(422, { intent: 'save', values: parsed.values, errors: refused })
  }
  if (image) await savePostImage(id, image.bytes)
  else if (parsed.input.remove_image) await removePostImage(id)
  return redirectWith(here, 'saved')
}

export default function ContentPost() {
  const { prefix, id, values, hasImage, flash } = useLoaderData() as LoaderData
  const reply = useActionData<PostEditReply>()
  return (
    <PostEditor
      prefix={prefix}
      id={id}
      values={reply?.values ?? values}
      hasImage={hasImage}
      saved={flash === 'saved' && !reply}
      created={flash === 'created' && !reply}
      reply={reply}
    />
  )
}
