import { formatInZone } from '~/app/kernel/i18n/locale'

/** A stored ISO time as the reader's locale writes it (date and time); anything unreadable as it is. */
export function formatWhen(iso: string, lng: string): string {
  return formatInZone(iso, lng, { dateStyle: 'medium', timeStyle: 'short' })
}
