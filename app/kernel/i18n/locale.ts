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

/*
 * Time, stated once (issue 16: the dashboard counted UTC days, rankings said "UTC", timestamps "Brasília"):
 * - What is *counted* per day uses UTC days: the daily bonus (docs/product.md#learning-progress), the streak, activity days, XP days, daily
 *   limits, the monthly ranking (modules/learning/progress/days.ts).
 * - Everything *shown* to a person is in the time zone of the page's locale (pt-BR → America/Sao_Paulo,
 *   en-GB → Europe/London) and says so: a moment with a time carries the zone's short name ("14:00 BRT",
 *   "17:00 GMT"); a page that shows UTC days says when the day turns there (`utcMidnightInZone`).
 * Formatting goes through the helpers below (or `formatInZone` with options); no page passes `timeZone`
 * itself. A calendar date that is not a moment (a birth date, "2026-11" of a ranking) is formatted as it is.
 */

/** Readers of each locale mostly live in one time zone, and a page without JavaScript cannot know theirs. */
export const TIME_ZONE: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }

const lngOrDefault = (lng: string): Lng => (lng === 'en-GB' ? 'en-GB' : 'pt-BR')

/**
 * Making an Intl.DateTimeFormat costs tens of microseconds (it loads the locale's data); a page formats dozens
 * of dates with a handful of option sets (ADR 028: 3% of the dashboard's CPU). Formatters are immutable, so
 * one per locale and options serves every request. Bounded: options come from code, not from users.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options)
    if (formatters.size < 500) formatters.set(key, formatter)
  }
  return formatter
}

/** A stored ISO time in the locale's language and time zone (anything unreadable comes back as it is). */
export function formatInZone(iso: string, lng: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale = lngOrDefault(lng)
  return dateFormatter(locale, { ...options, timeZone: TIME_ZONE[locale] }).format(date)
}

/**
 * A moment with its time and the zone's name, in the locale's zone: "20 de nov. de 2026, 22:30 BRT" /
 * "21 Nov 2026, 01:30 GMT"; `numeric` gives "20/11/2026, 22:30 BRT" for tables.
 */
export function formatMoment(iso: string, lng: string, style: 'medium' | 'numeric' = 'medium'): string {
  return formatInZone(iso, lng, {
    day: style === 'numeric' ? '2-digit' : 'numeric',
    month: style === 'numeric' ? '2-digit' : 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/** The day of a moment in the locale's zone ("20 de novembro de 2026"): 01:30 UTC is still the 20th in São Paulo. */
export function formatDay(iso: string, lng: string, style: 'medium' | 'long' = 'medium'): string {
  return formatInZone(iso, lng, { dateStyle: style })
}

/** The calendar day (YYYY-MM-DD) of a moment in the locale's zone. */
export function dayInZone(at: Date | string, lng: string): string {
  const date = typeof at === 'string' ? new Date(at) : at
  if (Number.isNaN(date.getTime())) return ''
  // en-CA writes ISO dates (YYYY-MM-DD).
  return dateFormatter('en-CA', { timeZone: TIME_ZONE[lngOrDefault(lng)] }).format(date)
}

/** When the UTC day turns, as a time in the locale's zone with its name ("21:00 BRT", "00:00 GMT" / "01:00 BST"). */
export function utcMidnightInZone(now: Date, lng: string): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  return formatInZone(new Date(midnight).toISOString(), lng, {
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/** An amount in BRL cents, in the page's language (prices are in reais in both locales). */
export function formatMoney(cents: number, lng: string): string {
  return new Intl.NumberFormat(lngOrDefault(lng), { style: 'currency', currency: 'BRL' }).format(cents / 100)
}
