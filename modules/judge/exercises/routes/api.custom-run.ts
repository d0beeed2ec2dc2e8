import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError } from '~/app/kernel/requests/api.server'
import { idParam } from '../../copy.server'
import { workspaceAction } from '../workspace-actions.server'

/**
 * POST /api/programming-exercise/:id/run?locale=br|gb — the editor island's custom test (issue 21). The exercise
 * page's own action answers a document POST with a page, so the island asks here: the same form, the same
 * action (intent=run), read as the exercise page of that locale and answered as JSON ({run} or {error, message}).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = idParam(params.id)
  if (!id) return apiError(request, 404)
  // The island sends the solution form as it is; JSON (which the API guard lets through) or no body is a 400.
  const type = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type))
    return apiError(request, 400)
  const prefix = new URL(request.url).searchParams.get('locale') === 'gb' ? 'gb' : 'br'
  const headers = new Headers(request.headers)
  headers.set('accept', 'application/json')
  const asPage = new Request(new URL(`/${prefix}/exercise/${id}`, request.url), {
    method: 'POST',
    headers,
    body: await request.arrayBuffer(),
  })
  return workspaceAction(asPage, id)
}
