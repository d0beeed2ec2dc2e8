import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { countNewNotifications } from '~/app/kernel/people/notify.server'
import { apiError } from '~/app/kernel/requests/api.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  return Response.json({ n_notifications: await countNewNotifications(user.id) })
}
