import type { ActionFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiError } from '~/app/kernel/requests/api.server'
import { readBody } from '~/app/kernel/requests/request.server'
import { declineLocation, locationSchema, saveLocation, userActions } from '../location.server'

/**
 * POST /api/user/location/update (the client's call for the `update_location` action). With `country` (and
 * `state`) it saves them; with no fields it records that the person was asked (there is no outside lookup to
 * guess a place from). Answers the user's remaining actions.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  const body = await readBody(request)
  if (body.country === undefined && body.state === undefined) {
    await declineLocation(user.id)
    return Response.json({ actions: await userActions(user.id) })
  }
  const parsed = locationSchema.safeParse(body)
  if (!parsed.success) return apiError(request, 422)
  await saveLocation(user.id, parsed.data)
  return Response.json({
    country: parsed.data.country,
    state: parsed.data.state || null,
    actions: await userActions(user.id),
  })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
