import { dateFormatter } from '~/app/kernel/i18n/locale'
// Competition times (client-safe): stored as UTC ISO strings, typed and shown in the time zone of the page's
// locale — the form's datetime-local inputs carry no zone, and a page without JavaScript cannot ask the browser.
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'

export const ZONE_OF: Record<Prefix, string> = { br: 'America/Sao_Paulo', gb: 'Europe/London' }
export const ZONE_OF_LNG: Record<Lng, string> = { 'pt-BR': 'America/Sao_Paulo', 'en-GB': 'Europe/London' }

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** The zone's offset from UTC at `ms`, in milliseconds (−3 h for São Paulo). */
export function zoneOffsetMs(zone: string, ms: number): number {
  const parts = dateFormatter('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return wall - Math.floor(ms / 1000) * 1000
}

/** A datetime-local value (YYYY-MM-DDTHH:mm) read as a wall-clock time in `zone` → UTC ISO, or null. */
export function localInputToIso(value: string, zone: string): string | null {
  const m = LOCAL_INPUT.exec(value.trim())
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0))
  const wall = Date.UTC(y, mo - 1, d, h, mi, s)
  const check = new Date(wall)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null
  // Two passes: the offset at the guessed instant may differ from the one at the answer (a DST change).
  const first = wall - zoneOffsetMs(zone, wall)
  const second = wall - zoneOffsetMs(zone, first)
  return new Date(second).toISOString()
}

/** A stored ISO time as the value of a datetime-local input in `zone`. */
export function isoToLocalInput(iso: string, zone: string): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return ''
  return new Date(ms + zoneOffsetMs(zone, ms)).toISOString().slice(0, 16)
}

/** E.g. "21 de nov. de 2026 14:00 BRT" / "21 Nov 2026, 17:00 GMT". */
export function formatWhen(iso: string, lng: Lng): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return dateFormatter(lng, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ZONE_OF_LNG[lng],
  }).format(date)
}

/** Hours and minutes of a duration, e.g. { hours: 5, minutes: 0 }. */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(ms / 60_000))
  return { hours: Math.floor(total / 60), minutes: total % 60 }
}
