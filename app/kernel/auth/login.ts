import { safeRedirectPath } from '../i18n/locale'

/**
 * "Log in first, then come back here": the login page of `prefix` that returns to `back` once logged in.
 * `back` must be a same-site path (else the locale's home): the login action checks it again, but a link
 * never carries a foreign target. Client-safe, for links; loaders and actions use `loginRedirect`.
 */
export function loginHref(prefix: string, back: string) {
  const to = safeRedirectPath(back, `/${prefix}`)
  return `/${prefix}/login?login=true&redirectTo=${encodeURIComponent(to)}`
}
