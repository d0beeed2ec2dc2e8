import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiLng } from '~/app/kernel/requests/api.server'
import { idParam, judgeError } from '../../copy.server'
import { LONG_POLL_MAX_MS, changeMark, waitForChange } from '../progress.server'
import { statusToken, submissionStatus } from '../status.server'

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
  const lng = await apiLng(request)
  const mark = changeMark()
  let detail = id ? await submissionStatus(user, id, lng) : null
  if (!id || !detail) return judgeError(request, 404, 'submissionNotFound')
  const wait = new URL(request.url).searchParams.get('wait')
  // Only a pending submission is worth waiting for: a verdict changes only by a rejudge.
  if (wait !== null && detail.status === 'in_queue' && wait === statusToken(detail)) {
    const outcome = await waitForChange(id, LONG_POLL_MAX_MS, request.signal, mark, user.id)
    if (outcome === 'changed') detail = (await submissionStatus(user, id, lng)) ?? detail
  }
  return Response.json(
    { ...detail, token: statusToken(detail) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
