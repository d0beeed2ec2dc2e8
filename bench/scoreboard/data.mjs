// Deterministic contest data for bench/scoreboard.mjs: participants of varied skill submitting over a 5-hour
// clock, easier problems attempted (and solved) more, a realistic mix of verdicts, partial scores for the
// olympiad-like styles, and a few still-queued attempts near the end. Ids grow with time, as in the database.

export const HOUR = 3_600_000

/** mulberry32 */
export function seeded(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const REJECTIONS = [
  ['wrong_answer', 0.55],
  ['time_limit_exceeded', 0.15],
  ['run_time_error', 0.12],
  ['compilation_error', 0.1],
  ['memory_limit_exceeded', 0.04],
  ['output_limit_exceeded', 0.02],
  ['internal_error', 0.02],
]

function pick(rand, weighted) {
  let r = rand()
  for (const [value, w] of weighted) {
    r -= w
    if (r < 0) return value
  }
  return weighted[weighted.length - 1][0]
}

/**
 * { participants, attempts }: `count` attempts by `people` participants (ids 1001…) on `problems` problems over
 * `hours`, sorted by time, submission ids 1…count in that order.
 */
export function contest({ people = 10_000, problems = 12, count = 300_000, hours = 5, seed = 2024 } = {}) {
  const rand = seeded(seed)
  const participants = Array.from({ length: people }, (_, i) => 1001 + i)
  const skill = participants.map(() => rand() ** 0.7)
  // Problem k is attempted with weight ~ 1/(k+1) and is that much harder.
  const difficulty = Array.from({ length: problems }, (_, k) => 0.15 + (0.7 * k) / Math.max(1, problems - 1))
  const weights = difficulty.map((_, k) => [k, 1 / (k + 1)])
  const total = weights.reduce((s, [, w]) => s + w, 0)
  const byProblem = weights.map(([k, w]) => [k, w / total])
  const end = hours * HOUR
  const times = Array.from({ length: count }, () => Math.floor(rand() * end)).sort((a, b) => a - b)
  const attempts = new Array(count)
  for (let i = 0; i < count; i++) {
    const p = Math.floor(rand() * people)
    const problem = pick(rand, byProblem)
    const time = times[i]
    let status
    let score
    if (time > end - 120_000 && rand() < 0.3) {
      status = rand() < 0.5 ? 'in_queue' : 'judging'
      score = null
    } else if (rand() < skill[p] * (1 - difficulty[problem]) * 0.9) {
      status = 'accepted'
      score = 100
    } else {
      status = pick(rand, REJECTIONS)
      score = status === 'compilation_error' || status === 'internal_error' ? 0 : Math.floor(rand() * 10) * 10
    }
    attempts[i] = { id: i + 1, participant: participants[p], problem, time, status, score }
  }
  return { participants, attempts }
}
