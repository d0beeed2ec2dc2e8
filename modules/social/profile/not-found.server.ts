import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { UserNotFoundData } from './ui/UserNotFound'

/** The 404 the profile routes throw for an unknown or malformed id (docs/product.md#social-profiles: "Esse usuário não existe."). */
export async function userNotFound(request: Request): Promise<Response> {
  const t = await tFor(request, 'profile')
  const data: UserNotFoundData = {
    kind: 'userNotFound',
    title: t('notFound.title'),
    message: t('notFound.message'),
  }
  return Response.json(data, { status: 404 })
}
