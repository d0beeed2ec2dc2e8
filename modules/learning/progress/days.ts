// Progress counts UTC days (docs/product.md#learning-progress: the daily bonus is per UTC day), written YYYY-MM-DD.
const DAY_MS = 86_400_000

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}
