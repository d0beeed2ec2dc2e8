import type { LatePolicy } from '~/db/schema-org'

// What a student's submissions to one exercise of a list earn (docs/product.md#org: exercise lists). Only the
// list's window counts: [starts_at, ends_at], both inclusive, UTC ISO strings (the form reads São Paulo time).
// After the end, a 'penalty' list still takes solutions at (100 − penalty)% of their score; a 'closed' one
// ignores them. Before the start nothing counts (an exercise solved last year is not this list's).

/** Programming items: solved, late, tried. Math and project items (graded by people or the assistant): sent
 * (waiting for a grade), graded (with its score), graded_late. Both: not started. */
export const ITEM_STATUSES = [
  'solved',
  'late',
  'tried',
  'sent',
  'graded',
  'graded_late',
  'not_started',
] as const
export type ItemStatus = (typeof ITEM_STATUSES)[number]

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

/**
 * Whether something sent at `createdAt` counts for the list: null before the start or after the end of a closed
 * list; else whether it was inside the window and what its score is worth (1, or the penalty's share after).
 */
function countsFor(list: ListWindow) {
  const start = ms(list.starts_at)
  const end = ms(list.ends_at)
  const lateFactor = list.late_policy === 'penalty' ? (100 - list.late_penalty) / 100 : null
  return (createdAt: string): { inWindow: boolean; factor: number } | null => {
    const at = ms(createdAt)
    if (Number.isNaN(at) || at < start) return null
    if (at <= end) return { inWindow: true, factor: 1 }
    return lateFactor === null ? null : { inWindow: false, factor: lateFactor }
  }
}

export function itemOutcome(attempts: Attempt[], list: ListWindow): ItemOutcome {
  const counts = countsFor(list)
  let best: number | null = null
  let onTime: string | null = null
  let late: string | null = null
  let counted = false
  for (const a of attempts) {
    const weight = counts(a.createdAt)
    if (!weight) continue
    const { inWindow } = weight
    counted = true
    const raw = a.status === 'accepted' ? (a.score ?? 100) : (a.score ?? 0)
    const score = raw * weight.factor
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

/** A math answer or project hand-in: graded or not yet, and its 0–100 score once graded. */
export interface Answer {
  graded: boolean
  accepted: boolean
  score: number | null
  createdAt: string
}

/**
 * What a student's answers to a math exercise or project earn for one list item: the same window and late
 * policy as programming items. The best graded score that counts (late ones after the penalty); `graded` when an
 * answer inside the window was graded, `graded_late` when only late ones were, `sent` while what counts waits for its
 * grade. An accepted answer that counts is the item's "solved" moment (the grid's count and chart).
 */
export function answerOutcome(answers: Answer[], list: ListWindow): ItemOutcome {
  const counts = countsFor(list)
  let best: number | null = null
  let gradedOnTime = false
  let gradedLate = false
  let sent = false
  let onTime: string | null = null
  let late: string | null = null
  for (const a of answers) {
    const weight = counts(a.createdAt)
    if (!weight) continue
    const { inWindow } = weight
    sent = true
    if (!a.graded) continue
    const score = (a.score ?? 0) * weight.factor
    if (best === null || score > best) best = score
    if (inWindow) gradedOnTime = true
    else gradedLate = true
    if (a.accepted) {
      if (inWindow) onTime ??= a.createdAt
      else late ??= a.createdAt
    }
  }
  const solvedAt = onTime ?? late
  if (gradedOnTime) return { status: 'graded', score: round(best), solvedAt }
  if (gradedLate) return { status: 'graded_late', score: round(best), solvedAt }
  if (sent) return { status: 'sent', score: null, solvedAt: null }
  return { status: 'not_started', score: null, solvedAt: null }
}

const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10)
