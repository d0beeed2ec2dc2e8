// Client-safe formatting for the rankings pages (rendered on the server only: no hydration mismatch).
import type { Lng } from '~/app/kernel/locale'

const TIME_ZONE: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }
const locale = (lng: string): Lng => (lng === 'en-GB' ? 'en-GB' : 'pt-BR')

/** When a snapshot was computed, e.g. 21/11/2026 08:30. */
export function formatUpdatedAt(iso: string, lng: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const l = locale(lng)
  return new Intl.DateTimeFormat(l, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE[l],
  }).format(date)
}

/** A ranking period or a job's month ('YYYY-MM'), e.g. "novembro de 2026" / "November 2026". */
export function formatMonth(period: string, lng: string, style: 'long' | 'short' = 'long'): string {
  const [year, month] = period.split('-').map(Number)
  if (!year || !month) return period
  return new Intl.DateTimeFormat(locale(lng), { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  )
}

export function formatNumber(n: number, lng: string): string {
  return new Intl.NumberFormat(locale(lng)).format(n)
}

/** The same URL with `page` set (page 1 drops it), other query values kept. */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page === 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : '?'
}
