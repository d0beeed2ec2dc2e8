import type { Lng } from '~/app/kernel/locale'

/** Readers of each locale mostly live in one time zone; a page without JavaScript has no way to know theirs. */
const TIME_ZONE: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }

/** A stored ISO time as the reader's locale writes it (date and time); anything unreadable as it is. */
export function formatWhen(iso: string, lng: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale: Lng = lng === 'en-GB' ? 'en-GB' : 'pt-BR'
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE[locale],
  }).format(date)
}
