import type { Lng } from '~/app/kernel/locale'

/**
 * Readers of each locale mostly live in one time zone and a page without JavaScript cannot know theirs; the
 * notes, notifications and judge pages use the same zones, so one post reads the same time everywhere.
 */
const TIME_ZONE: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }

/** A date (and time) in the page's language and in that language's time zone. */
export function formatDate(iso: string, lng: string, withTime = false): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const locale: Lng = lng === 'en-GB' ? 'en-GB' : 'pt-BR'
  return date.toLocaleString(locale, {
    timeZone: TIME_ZONE[locale],
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  })
}

/** Bytes in binary units, as the upload hints and errors say them: 512 B, 34 KiB, 2.5 MiB. */
export function formatSize(bytes: number, lng: string): string {
  const units = ['B', 'KiB', 'MiB', 'GiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  return `${value.toLocaleString(lng, { maximumFractionDigits: digits })} ${units[unit]}`
}
