// Small builders shared by the scoring tests (not part of the engine).
import type { Attempt } from './types'

export const MIN = 60_000

let nextId = 1

/** An attempt at `minutes` (fractions allowed) after the participant's clock start. */
export function at(
  participant: number,
  problem: number,
  minutes: number,
  status: string,
  score: number | null = status === 'accepted'
    ? 100
    : status === 'in_queue' || status === 'judging'
      ? null
      : 0,
  id = nextId++,
): Attempt {
  return { id, participant, problem, time: Math.round(minutes * MIN), status, score }
}

/** Deterministic PRNG (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const STATUSES = [
  'accepted',
  'accepted',
  'wrong_answer',
  'wrong_answer',
  'time_limit_exceeded',
  'run_time_error',
  'compilation_error',
  'internal_error',
  'in_queue',
  'judging',
  'frozen',
  'memory_limit_exceeded',
]

/** count random attempts (ids 1..count) over a 5-hour clock, with scores matching the verdicts. */
export function randomAttempts(
  rand: () => number,
  count: number,
  participants: number[],
  problems: number,
): Attempt[] {
  const out: Attempt[] = []
  for (let i = 1; i <= count; i++) {
    const status = STATUSES[Math.floor(rand() * STATUSES.length)]
    const judged = !['in_queue', 'judging', 'frozen'].includes(status)
    const score =
      status === 'accepted' ? 100 : judged ? Math.floor(rand() * 5) * 20 + (rand() < 0.1 ? 100 : 0) : null
    out.push({
      id: i,
      participant: participants[Math.floor(rand() * participants.length)],
      problem: Math.floor(rand() * problems),
      // Coarse times so equal times (the id tiebreak) happen often.
      time: Math.floor(rand() * 300) * MIN,
      status,
      score: score === null ? null : Math.min(100, score),
    })
  }
  return out
}

export function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const a = [...items]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a
}
