/** What a route may declare in `export const handle`. */
export interface RouteHandle {
  /** i18next namespaces the route uses (remix-i18next reads this). */
  i18n?: string | string[]
  /**
   * Opt into hydration: only islands (code editor, chat) ship JavaScript. A function decides from the
   * loader's data (a lesson page hydrates only when it embeds the code editor).
   */
  hydrate?: boolean | ((data: unknown) => boolean)
  /** default | wide | landing (docs/product.md#site-shell: layouts). */
  layout?: 'default' | 'wide' | 'landing'
  /** Translation keys for the page's <title> and description, when the loader gives no `meta`. */
  meta?: { title: string; description?: string }
  /** Competition routes hide the community-chat button. */
  competition?: boolean
  /**
   * Upload forms: the largest multipart body this route takes (server.js refuses bigger ones with 413 before
   * reading them; other forms may send 2 MiB). The route still streams and checks its own file limits.
   */
  maxBody?: number
}

/** Loader data may carry an already-translated title/description (dynamic pages). */
export interface PageMeta {
  title: string
  description?: string
}

export const DESCRIPTION_MAX = 200

/** docs/product.md#site-shell: the meta description is cut at 200 characters. */
export function cutDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= DESCRIPTION_MAX) return clean
  return `${clean.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
}

/**
 * Document responses carry only the headers a route's `headers` export returns: forms that can answer
 * 429 use this so the browser sees Retry-After.
 */
export function passRetryAfter({
  actionHeaders,
  loaderHeaders,
}: { actionHeaders: Headers; loaderHeaders: Headers }) {
  const headers = new Headers(loaderHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
