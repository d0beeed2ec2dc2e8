import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import { apiError, apiLng } from '~/app/kernel/requests/api.server'
import { listMessages } from '../chat/messages.server'

/** GET /api/assistant/messages (docs/product.md#assistant): the conversation when the chat opens, oldest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  const messages = await listMessages(user.id, PREFIX_BY_LNG[await apiLng(request)])
  return Response.json(messages, { headers: { 'Cache-Control': 'private, no-store' } })
}
