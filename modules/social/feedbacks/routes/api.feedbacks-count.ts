import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiError } from '~/app/kernel/requests/api.server'
import { feedbackCount } from '../count.server'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** GET /api/feedbacks/notification-count → {count} (docs/product.md#social-feedbacks): the envelope's number; logged in only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401, {}, PRIVATE)
  return Response.json({ count: await feedbackCount(user) }, { headers: PRIVATE })
}
