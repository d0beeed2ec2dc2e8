import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { serveFeedbackImage } from '../image.server'

/** GET /image/feedback/:id — a feedback's picture, for its author and staff only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveFeedbackImage(request, await sessionUser(request), params.id)
}
