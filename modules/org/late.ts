import type { LatePolicy } from '~/db/schema-org'

// What a student's submissions to one exercise of a list earn (docs/product.md#org: exercise lists). Only the
// list's window counts: [starts_at, ends_at], both inclusive, UTC ISO strings (the form reads São Paulo time).
// After the end, a 'penalty' list still takes solutions at (100 − penalty)% of their score; a 'closed' one
// ignores them. Before the start nothing counts (an exercise solved last year is not this list's).

export type ItemStatus = 'solved' | 'late' | 'tried' | 'not_started'

export interface ListWindow {
  starts_at: string
  ends_at: string
  late_policy: LatePolicy
  late_penalty: number
}

export interface Attempt {
  status: string
  score: number | null
  createdAt: string
}

export interface ItemOutcome {
  status: ItemStatus
  /** 0..100 after the late penalty; null when nothing counted. */
  score: number | null
  /** When the counted solution was sent (the first accepted one that counts). */
  solvedAt: string | null
}

const ms = (iso: string) => Date.parse(iso)

export function itemOutcome(attempts: Attempt[], list: ListWindow): ItemOutcome {
  const start = ms(list.starts_at)
  const end = ms(list.ends_at)
  const factor = list.late_policy === 'penalty' ? (100 - list.late_penalty) / 100 : 0
  let best: number | null = null
  let onTime: string | null = null
  let late: string | null = null
  let counted = false
  for (const a of attempts) {
    const at = ms(a.createdAt)
    if (Number.isNaN(at) || at < start) continue
    const inWindow = at <= end
    if (!inWindow && list.late_policy === 'closed') continue
    counted = true
    const raw = a.status === 'accepted' ? (a.score ?? 100) : (a.score ?? 0)
    const score = inWindow ? raw : raw * factor
    if (best === null || score > best) best = score
    if (a.status === 'accepted') {
      if (inWindow) onTime ??= a.createdAt
      else late ??= a.createdAt
    }
  }
  if (onTime) return { status: 'solved', score: round(best), solvedAt: onTime }
  if (late) return { status: 'late', score: round(best), solvedAt: late }
  if (counted) return { status: 'tried', score: round(best), solvedAt: null }
  return { status: 'not_started', score: null, solvedAt: null }
}

const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10)
