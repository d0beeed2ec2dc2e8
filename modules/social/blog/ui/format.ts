import { formatInZone } from '~/app/kernel/i18n/locale'

/** A date (and time) in the page's language and in that language's time zone, as on every other page. */
export function formatDate(iso: string, lng: string, withTime = false): string {
  return formatInZone(iso, lng, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) })
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
