import type { LoaderFunctionArgs } from '@remix-run/node'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { apiError, apiLng } from '~/app/kernel/requests/api.server'
import { SEARCH_PATHS } from '../items'
import { searchKind } from '../search.server'

/**
 * GET /api/search/{users,exercises,lessons,posts}?search=&locale= (docs/product.md#social-search): up to 10 result items of that
 * kind, as the viewer may see them; an empty search is []. The top bar fires all four together.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const kind = Object.hasOwn(SEARCH_PATHS, params.kind ?? '') ? SEARCH_PATHS[params.kind as string] : null
  if (!kind) return apiError(request, 404)
  const [user, lng] = await Promise.all([optionalUser(request), apiLng(request)])
  const items = await searchKind(kind, new URL(request.url).searchParams.get('search'), { user, lng })
  // Per viewer (private exercises, own scores): never stored by a shared cache.
  return Response.json(items, { headers: { 'Cache-Control': 'private, no-store' } })
}
