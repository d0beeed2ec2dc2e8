// Client-safe formatting for the practice pages (they render on the server only: no hydration mismatch).
import type { Lng } from '~/app/kernel/locale'

/** People of each locale mostly live in one time zone; the page has no other way to know theirs. */
const TIME_ZONE: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }

/** A stored ISO date in the locale's own short format, e.g. 21/11/2026 08:30. */
export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale: Lng = lng === 'en-GB' ? 'en-GB' : 'pt-BR'
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE[locale],
  }).format(date)
}

/** The URL of the same list with other query values (the filters kept). */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search)
  // An empty field of the GET form means "any": leave it out of the links.
  for (const [key, value] of [...params]) if (value === '') params.delete(key, value)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key)
    else params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : '?'
}
