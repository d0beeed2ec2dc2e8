import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { isTour } from '~/app/kernel/people/tours'
import { apiError } from '~/app/kernel/requests/api.server'
import { dismissTour } from '../tours/tours.server'

// POST /api/tours/:tour/dismiss: the tour island's close and done (issue 22). A POST from another origin never
// gets here: the HTTP guard (app/kernel/http/http-guard.js, ADR 013) answers it 403 before Remix.
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  if (!isTour(params.tour)) return apiError(request, 404)
  await dismissTour(user.id, params.tour)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

export async function loader({ request }: LoaderFunctionArgs) {
  return apiError(request, 404)
}
