import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError } from '~/app/kernel/api.server'
import { sessionUser } from '~/app/kernel/session.server'
import { feedbackCount } from '../count.server'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** GET /api/feedbacks/notification-count → {count} (spec §7): the envelope's number; logged in only (§6). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401, {}, PRIVATE)
  return Response.json({ count: await feedbackCount(user) }, { headers: PRIVATE })
}
