import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError } from '~/app/kernel/requests/api.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { history, mayReadMentoring, pointsByCategory } from '../mentoring/points.server'
import { bearerOf, verifyJttToken } from '../mentoring/token.server'

// GET /api/jtt/points: the read-only mentoring API. Authorization: Bearer <token of /api/jtt/access-token>; no
// session needed. 401 without a valid, unexpired token, or when its owner is no longer a member (the token
// outlives a membership that ends: the signature says who, the users table says whether).
export async function loader({ request }: LoaderFunctionArgs) {
  const token = bearerOf(request)
  const userId = token ? verifyJttToken(token, now()) : null
  if (!userId || !(await mayReadMentoring(userId))) return apiError(request, 401)
  return Response.json(
    { user_id: userId, points: await pointsByCategory(userId), history: await history(userId) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
