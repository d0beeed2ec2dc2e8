// Client-safe formatting for the scoreboard and manage pages (rendered on the server only).
import type { Lng } from '~/app/kernel/locale'

/** People of each locale mostly live in one time zone; the page has no other way to know theirs. */
const TIME_ZONE: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }

export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale: Lng = lng === 'en-GB' ? 'en-GB' : 'pt-BR'
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: TIME_ZONE[locale],
  }).format(date)
}
