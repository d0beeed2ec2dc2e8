import { SCRIPT_CALL_HEADERS } from '~/app/kernel/requests/script-call'

// The friend confirm/reject endpoints are GETs although they write (docs/product.md#social-friends, docs/routes.md): only the
// site's own pages may call them, so a link or image on another site cannot make friends on someone's behalf.

/**
 * True when the browser says the request comes from this site: `Sec-Fetch-Site: same-origin`, or, from
 * browsers without fetch metadata, an `Origin` equal to the request's own. Anything else is refused,
 * including requests that say nothing (a same-origin GET carries no Origin, but every browser that sends
 * none sends Sec-Fetch-Site).
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (!origin) return false
  let from: URL
  try {
    from = new URL(origin)
  } catch {
    return false
  }
  const own = new URL(request.url)
  if (from.host !== own.host) return false
  // TLS ends at the proxy, so the app may see http:// for a page the browser loaded over https://.
  return from.protocol === own.protocol || (from.protocol === 'https:' && own.protocol === 'http:')
}

/**
 * A call our own script made with fetch(): same origin as above, our custom header (SCRIPT_CALL_HEADERS), and,
 * where the browser says so, a fetch destination (`Sec-Fetch-Dest: empty`, not `image` or `document`). The
 * same-origin test alone let an `<img>` on our own pages (a rich-text picture) call the endpoint (issue 15).
 */
export function isSameOriginScriptCall(request: Request): boolean {
  if (!isSameOrigin(request)) return false
  const dest = request.headers.get('sec-fetch-dest')
  if (dest !== null && dest !== 'empty') return false
  return request.headers.get('x-requested-with') === SCRIPT_CALL_HEADERS['X-Requested-With']
}
