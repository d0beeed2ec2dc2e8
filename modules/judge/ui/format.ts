// Client-safe formatting for the practice pages (they render on the server only: no hydration mismatch).
import { formatMoment } from '~/app/kernel/locale'

/** A stored ISO date in the locale's own short format and zone, naming it: 21/11/2026, 08:30 BRT. */
export function formatDateTime(iso: string, lng: string): string {
  return formatMoment(iso, lng, 'numeric')
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
