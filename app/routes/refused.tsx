import type { LoaderFunctionArgs } from '@remix-run/node'
import type { RouteHandle } from '~/app/kernel/requests/handle'

export const handle: RouteHandle = { i18n: 'common' }

/** The statuses server.js's http-guard gives a page request it refused before reading the body. */
const REFUSED = new Set([400, 403, 405, 411, 413, 415])

/**
 * /{lang}/refused/:status — what a refused form post sees: the usual error page (root boundary, in the
 * shell and the page's language). The guard hands the request here as a GET, so the body is never read.
 * Visiting it directly shows the same page; unknown statuses are a 404.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const status = Number(params.status)
  throw new Response(null, { status: REFUSED.has(status) ? status : 404 })
}

export default function Refused() {
  return null
}
