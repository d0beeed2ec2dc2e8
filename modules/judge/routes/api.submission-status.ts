import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiLng } from '~/app/kernel/api.server'
import { sessionUser } from '~/app/kernel/session.server'
import { idParam, judgeError } from '../copy.server'
import { submissionStatus } from '../status.server'

/** GET /api/programming-exercise/submission-status/:id — owners and staff; others get 404 (spec §3). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return judgeError(request, 401, 'notLoggedIn')
  const id = idParam(params.id)
  const detail = id ? await submissionStatus(user, id, await apiLng(request)) : null
  if (!detail) return judgeError(request, 404, 'submissionNotFound')
  return Response.json(detail, { headers: { 'Cache-Control': 'no-store' } })
}
