/**
 * Unprefixed paths of the old site and of the product's literal paths: 301 to the Brazilian locale
 * (docs/routes.md). Anything else unprefixed is a 404.
 */
const LEGACY = [
  /^\/blog\/[^/]+$/,
  /^\/exercise\/[^/]+$/,
  /^\/exercises$/,
  /^\/course\/[^/]+$/,
  /^\/course\/[^/]+\/lesson\/[^/]+$/,
  /^\/courses$/,
  /^\/subscription$/,
  /^\/feedbacks$/,
]

export function legacyTarget(pathname: string, search: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  return LEGACY.some((re) => re.test(path)) ? `/br${path}${search}` : null
}
