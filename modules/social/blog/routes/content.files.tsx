import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { listContentFiles } from '../content-files.server'
import { blogFlash } from '../flash.server'
import { CONTENT_FILE_MIB } from '../types'
import { UploadsPage } from '../ui/uploads'
import { type UploadReply, uploadsAction } from '../uploads-actions.server'

export const handle: RouteHandle = {
  maxBody: uploadBody(CONTENT_FILE_MIB),
  i18n: ['common', 'blog'],
  meta: { title: 'blog:files.title', description: 'blog:files.description' },
}

type LoaderData = Awaited<ReturnType<typeof loader>>['data']

/** /{lang}/content/files — content creators upload files for texts and posts, list and delete them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireContentCreator(request)
  const { flash, headers } = await blogFlash.take(request)
  return data(
    { prefix: requestPrefix(request), items: await listContentFiles(user, 'file'), flash },
    { headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  return uploadsAction(request, 'file')
}

export default function ContentFiles() {
  const { prefix, items, flash } = useLoaderData() as LoaderData
  const reply = useActionData<UploadReply>()
  return <UploadsPage kind="file" prefix={prefix} items={items} flash={flash} error={reply?.error} />
}
