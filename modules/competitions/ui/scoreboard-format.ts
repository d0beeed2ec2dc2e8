// Client-safe formatting for the scoreboard and manage pages (rendered on the server only).
import type { Lng } from '~/app/kernel/locale'

/** People of each locale mostly live in one time zone; the page has no other way to know theirs. */
const TIME_ZONE: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }

export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale: Lng = lng === 'en-GB' ? 'en-GB' : 'pt-BR'
  // The zone is named (BRT, GMT/BST): a reader elsewhere must not take it for their own time.
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: TIME_ZONE[locale],
    timeZoneName: 'short',
  }).format(date)
}
