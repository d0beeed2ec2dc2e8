import type { LoaderFunctionArgs } from '@remix-run/node'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { serveUpload } from '../uploads/media.server'

/** GET /media/upload/:kind/:id — a math answer's image or audio, or a project's ZIP, to its owner and staff. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveUpload(await optionalUser(request), params.kind, params.id)
}
