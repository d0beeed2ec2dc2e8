// Client-safe formatting for the practice pages (they render on the server only: no hydration mismatch).
import { formatMoment } from '~/app/kernel/i18n/locale'

/** A stored ISO date in the locale's own short format and zone, naming it: 21/11/2026, 08:30 BRT. */
export function formatDateTime(iso: string, lng: string): string {
  return formatMoment(iso, lng, 'numeric')
}
