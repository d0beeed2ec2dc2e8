import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { legacyTarget } from '~/app/kernel/i18n/legacy'
import type { RouteHandle } from '~/app/kernel/requests/handle'

export const handle: RouteHandle = { i18n: 'common' }

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const target = legacyTarget(url.pathname, url.search)
  if (target) throw redirect(target, 301)
  throw new Response('Not Found', { status: 404 })
}

export default function RootSplat() {
  return null
}
