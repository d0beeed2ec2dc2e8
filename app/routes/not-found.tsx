import type { RouteHandle } from '~/app/kernel/requests/handle'

export const handle: RouteHandle = { i18n: 'common' }

/** Unknown paths under /br and /gb: the 404 page (rendered by the root error boundary, in the shell). */
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFound() {
  return null
}
