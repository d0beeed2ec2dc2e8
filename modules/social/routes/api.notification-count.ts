import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError } from '~/app/kernel/api.server'
import { countNewNotifications } from '~/app/kernel/notify.server'
import { sessionUser } from '~/app/kernel/session.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  return Response.json({ n_notifications: await countNewNotifications(user.id) })
}
