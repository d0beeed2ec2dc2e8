import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiError } from '~/app/kernel/requests/api.server'
import { ensurePrimary } from '~/app/kernel/runtime/primary.server'
import { answerRequestNotification } from '../friends-actions.server'
import { isSameOriginScriptCall } from '../same-origin.server'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/notification/:id/friend/confirm | reject (docs/product.md#social-friends): answers the friend request behind one of the
 * caller's notifications, which then disappears (docs/product.md#social-friends). → `{ok: true, state: 'friend' | 'none'}`. Only our
 * own script may call it (isSameOriginScriptCall): a GET that writes must not answer to an `<img>` or a link.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isSameOriginScriptCall(request)) return apiError(request, 403, {}, NO_STORE)
  // It writes: on a LiteFS replica, Fly replays it on the primary (ADR 018).
  ensurePrimary()
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401, {}, NO_STORE)
  const decision = params.decision
  const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : 0
  if ((decision !== 'confirm' && decision !== 'reject') || !id) return apiError(request, 404, {}, NO_STORE)
  const done = await answerRequestNotification({ id: user.id, name: user.name }, id, decision)
  if (!done) return apiError(request, 404, {}, NO_STORE)
  return Response.json({ ok: true, state: done.state }, { headers: NO_STORE })
}
