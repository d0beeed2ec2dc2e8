// Plain JS: server.js (not bundled) and the tests import it directly.

/**
 * The CSP allows this origin only: no CDN, web font, analytics or image host can load. A page from the page
 * cache (ADR 028) has no nonce: its inline styles are named by their hashes and it has no script at all.
 */
export function contentSecurityPolicy(nonce, styleHashes = []) {
  const inline = nonce ? ` 'nonce-${nonce}'` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    // The nonce lets the code editor's <style> tags in; style attributes stay blocked.
    `style-src 'self'${inline}${styleHashes.map((hash) => ` ${hash}`).join('')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(nonce, { secure = false } = {}) {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
