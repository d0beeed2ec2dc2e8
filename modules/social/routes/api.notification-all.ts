import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import { apiError, apiLng } from '~/app/kernel/requests/api.server'
import { listNotifications, markSeenAfterGet } from '../notifications.server'

/**
 * GET /api/notification/all?locale= (docs/product.md#social-notifications): the dialog's list. Like the page,
 * opening it resets the bell's count, after reading which ones were new, through the kernel's GET-side writes.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  const lng = await apiLng(request)
  const list = await listNotifications(user.id, lng, PREFIX_BY_LNG[lng])
  markSeenAfterGet({ userId: user.id })
  // `view` (sentence + same-site link in the asked language) is additive to the product's shape: the dialog
  // shows it as is instead of knowing every type.
  const notifications = list.map(({ id, type, is_new, created, content, view }) => ({
    id,
    type,
    is_new,
    created,
    content,
    view,
  }))
  return Response.json(notifications, { headers: { 'Cache-Control': 'private, no-store' } })
}
