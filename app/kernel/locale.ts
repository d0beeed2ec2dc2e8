/**
 * URL prefixes and i18next codes are different things: `br` is Breton to i18next and `gb` is no
 * language at all, so the prefixes stay in URLs and pt-BR / en-GB are what i18next sees.
 */
export const PREFIXES = ['br', 'gb'] as const
export type Prefix = (typeof PREFIXES)[number]
export type Lng = 'pt-BR' | 'en-GB'

export const DEFAULT_PREFIX: Prefix = 'br'
export const LNG_BY_PREFIX: Record<Prefix, Lng> = { br: 'pt-BR', gb: 'en-GB' }
export const PREFIX_BY_LNG: Record<Lng, Prefix> = { 'pt-BR': 'br', 'en-GB': 'gb' }
export const SUPPORTED_LNGS: Lng[] = ['pt-BR', 'en-GB']

export function isPrefix(value: unknown): value is Prefix {
  return value === 'br' || value === 'gb'
}

export function isLng(value: unknown): value is Lng {
  return value === 'pt-BR' || value === 'en-GB'
}

/** The locale prefix a path starts with, or null (e.g. /api/..., /healthz). */
export function prefixOf(pathname: string): Prefix | null {
  const first = pathname.split('/')[1]
  return isPrefix(first) ? first : null
}

export function lngOf(pathname: string): Lng {
  return LNG_BY_PREFIX[prefixOf(pathname) ?? DEFAULT_PREFIX]
}

/** The same page in another locale: /br/course/x?y=1 → /gb/course/x?y=1. */
export function swapPrefix(pathWithSearch: string, to: Prefix): string {
  const current = prefixOf(pathWithSearch)
  if (!current) return `/${to}`
  return `/${to}${pathWithSearch.slice(current.length + 1)}`
}

/** C0 and C1 control characters, space and the backslash: none belongs in a path we redirect to. */
function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true
  }
  return false
}

// A made-up origin to resolve targets against: whatever a browser would make of the target, it must stay on it.
const HOME = 'http://trilha.invalid'

/**
 * Only same-site paths may be redirect targets. The target is parsed as a browser would (WHATWG URL, which
 * drops tabs and newlines and reads `\` as `/`) against our origin and must stay on it; control characters
 * and whitespace are refused outright, so `/\t/evil.example` (→ `//evil.example`) and `/\\evil` never leave.
 * Returns the normalised path, query and fragment.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || hasControlOrSpace(target)) {
    return fallback
  }
  let url: URL
  try {
    url = new URL(target, HOME)
  } catch {
    return fallback
  }
  if (url.origin !== HOME || url.username || url.password) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith('//') ? fallback : path
}

/** Readers of each locale mostly live in one time zone, and a page without JavaScript cannot know theirs. */
export const TIME_ZONE: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }

/** A stored ISO time in the locale's language and time zone (anything unreadable comes back as it is). */
export function formatInZone(iso: string, lng: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale: Lng = lng === 'en-GB' ? 'en-GB' : 'pt-BR'
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE[locale] }).format(date)
}
