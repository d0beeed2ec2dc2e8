// Client-safe formatting for the rankings pages (rendered on the server only: no hydration mismatch).
import { type Lng, TIME_ZONE, dateFormatter, formatMoment } from '~/app/kernel/i18n/locale'

const locale = (lng: string): Lng => (lng === 'en-GB' ? 'en-GB' : 'pt-BR')

/** A moment in the page's locale and zone, e.g. 21/11/2026, 08:30 (a table cell). */
export function formatUpdatedAt(iso: string, lng: string): string {
  return formatMoment(iso, lng, 'numeric')
}

/**
 * The date and the time of a moment apart, in the page's locale and zone, for a sentence that names the zone
 * ("21/11/2026 às 08:30 (horário de Brasília)"): a reader elsewhere cannot tell the zone from the digits.
 */
export function updatedAtParts(iso: string, lng: string): { date: string; time: string } | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const l = locale(lng)
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateFormatter(l, { ...options, timeZone: TIME_ZONE[l] }).format(date)
  return { date: format({ dateStyle: 'short' }), time: format({ timeStyle: 'short' }) }
}

/** A heading or a choice starting with a month: "novembro de 2026" → "Novembro de 2026". */
export function capitalised(text: string, lng: string): string {
  return text.charAt(0).toLocaleUpperCase(locale(lng)) + text.slice(1)
}

/** A ranking period or a job's month ('YYYY-MM'), e.g. "novembro de 2026" / "November 2026". */
export function formatMonth(period: string, lng: string, style: 'long' | 'short' = 'long'): string {
  const [year, month] = period.split('-').map(Number)
  if (!year || !month) return period
  return dateFormatter(locale(lng), { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  )
}

export function formatNumber(n: number, lng: string): string {
  return new Intl.NumberFormat(locale(lng)).format(n)
}
