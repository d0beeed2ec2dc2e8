// Pure pieces of the rankings: positions with ties, months as periods, pages of 50.

export interface Scored {
  /** The ranked subject: a user, an institution or a team. */
  id: number
  score: number
  solved: number
}

export type Ranked<T extends Scored> = T & { position: number }

export const PAGE_SIZE = 50

/**
 * Best score first; equal scores share a position ("1, 1, 3"). Among equals, more solved exercises and then
 * the lower id come first, only so the order on the page is stable.
 */
export function rank<T extends Scored>(rows: readonly T[]): Ranked<T>[] {
  const sorted = [...rows].sort((a, b) => b.score - a.score || b.solved - a.solved || a.id - b.id)
  const out: Ranked<T>[] = []
  for (const [i, row] of sorted.entries()) {
    const previous = out[i - 1]
    const position = previous && previous.score === row.score ? previous.position : i + 1
    out.push({ ...row, position })
  }
  return out
}

/** The UTC month of a moment, 'YYYY-MM' (the monthly ranking's period). */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7)
}

export function isPeriod(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return false
  const year = Number(value.slice(0, 4))
  return year >= 2000 && year <= 2100
}

/** The month before a period: '2026-01' → '2025-12'. */
export function previousMonth(period: string): string {
  const [year, month] = period.split('-').map(Number)
  const d = new Date(Date.UTC(year, month - 2, 1))
  return monthOf(d)
}

/** The UTC days a period covers, as xp_events.day values: first day (inclusive), next month's first (exclusive). */
export function monthDays(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number)
  return {
    from: `${period}-01`,
    to: new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10),
  }
}

/** When a period's month started, as an ISO instant. */
export function monthStart(period: string): string {
  return `${period}-01T00:00:00.000Z`
}

/** `?page=` read leniently: anything not a positive integer is the first page; past the end is the last. */
export function pageOf(raw: string | null, total: number): { page: number; pages: number; offset: number } {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const asked = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  const page = Math.min(Math.max(asked, 1), pages)
  return { page, pages, offset: (page - 1) * PAGE_SIZE }
}

/** The page on which the row at 0-based `index` of the list appears. */
export function pageOfIndex(index: number): number {
  return Math.floor(index / PAGE_SIZE) + 1
}
