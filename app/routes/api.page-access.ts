import type { ActionFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiError } from '~/app/kernel/requests/api.server'
import { readBody } from '~/app/kernel/requests/request.server'
import { notePageAccess } from '~/app/kernel/runtime/page-access.server'

/** POST /api/user/register-page-access {page, is_unload}: for islands; pages are recorded by the root. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  const body = await readBody(request)
  const page = typeof body.page === 'string' ? body.page.trim() : ''
  if (!page.startsWith('/') || page.length > 300) return apiError(request, 422)
  notePageAccess(user.id, page, body.is_unload === true || body.is_unload === 'true')
  return Response.json({ ok: true })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
