import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { notFound, serveStoredFile } from '~/app/kernel/files/serve-file.server'
import { exportFileFor } from '../export.server'

// GET /{lang}/user/privacy/export/:id?token=… — the mailed link to a data export. It needs the owner's session
// as well as the signed, unexpired token: a forwarded mail or another account gets the same 404 as a wrong id.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const file = id ? await exportFileFor(user.id, id, token) : null
  if (!file) return notFound()
  return serveStoredFile(
    request,
    file,
    {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="trilha-data-${id}.zip"`,
    },
    'private, no-store',
  )
}
