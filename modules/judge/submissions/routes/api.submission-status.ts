import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiLng } from '~/app/kernel/requests/api.server'
import { idParam, judgeError } from '../../copy.server'
import { statusAfterWait } from '../status-wait.server'

/**
 * GET /api/programming-exercise/submission-status/:id — owners and staff; others get 404 (docs/product.md#judge-submissions).
 * `?wait=<token>` (issue 16): when the status still reads as that token (the `token` of the last answer),
 * wait up to LONG_POLL_MAX_MS for a change before answering; the answer is the same either way. Clients that
 * never send it keep the 4 s poll (docs/product.md#judge-submissions).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return judgeError(request, 401, 'notLoggedIn')
  const id = idParam(params.id)
  const wait = new URL(request.url).searchParams.get('wait')
  const detail = id ? await statusAfterWait(user, id, await apiLng(request), wait, request.signal) : null
  if (!detail) return judgeError(request, 404, 'submissionNotFound')
  return Response.json(detail, { headers: { 'Cache-Control': 'no-store' } })
}
