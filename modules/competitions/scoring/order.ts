// Participant totals and the sorted order (best first). The order is kept as an index array plus each
// participant's position, so one changed participant moves with two binary searches and a memmove, and a rank is
// a binary search for the first row with the same key (equal keys are contiguous).
import type { Cells } from './cells'
import { ICPC, OLYMPIAD } from './cells'
import { ICPC_TRY_PENALTY_MIN } from './types'

const MINUTE_MS = 60_000

export class Ranking {
  readonly score: Float64Array
  readonly solved: Int32Array
  readonly penalty: Float64Array
  /** Infinity = null (nothing solved or scored); olympiad ignores it. */
  readonly tie: Float64Array
  /** Participant indices, best first. */
  readonly order: Int32Array
  /** Participant index → position in order. */
  readonly pos: Int32Array

  constructor(
    readonly n: number,
    /** Participation ids by index: the final tiebreak inside a shared rank. */
    readonly pids: Float64Array,
    private readonly style: number,
    private readonly problems: number,
  ) {
    this.score = new Float64Array(n)
    this.solved = new Int32Array(n)
    this.penalty = new Float64Array(n)
    this.tie = new Float64Array(n).fill(Number.POSITIVE_INFINITY)
    this.order = new Int32Array(n)
    this.pos = new Int32Array(n)
  }

  /** Recomputes participant p's totals from its cells; returns whether its sort key changed. */
  total(p: number, cells: Cells): boolean {
    const P = this.problems
    const icpc = this.style === ICPC
    let score = 0
    let solved = 0
    let penalty = 0
    let tie = Number.NEGATIVE_INFINITY
    for (let c = p * P, end = c + P; c < end; c++) {
      const s = cells.score[c]
      if (s === 0) continue
      if (cells.solved[c] === 1) solved++
      const t = cells.time[c]
      if (t > tie) tie = t
      if (icpc) penalty += Math.floor(t / MINUTE_MS) + ICPC_TRY_PENALTY_MIN * cells.tries[c]
      else score += s
    }
    if (icpc) score = solved
    if (tie === Number.NEGATIVE_INFINITY || this.style === OLYMPIAD) tie = Number.POSITIVE_INFINITY
    const same = this.score[p] === score && this.penalty[p] === penalty && this.tie[p] === tie
    this.score[p] = score
    this.solved[p] = solved
    this.penalty[p] = penalty
    this.tie[p] = tie
    return !same
  }

  /** <0 when a ranks strictly above b, 0 when they share a rank. */
  compareKey(a: number, b: number): number {
    return this.compareTo(a, this.score[b], this.penalty[b], this.tie[b])
  }

  /** Participant a against a row with these totals (tie: Infinity = null). */
  compareTo(a: number, score: number, penalty: number, tie: number): number {
    if (this.score[a] !== score) return this.score[a] > score ? -1 : 1
    if (this.style === ICPC && this.penalty[a] !== penalty) return this.penalty[a] < penalty ? -1 : 1
    if (this.style !== OLYMPIAD && this.tie[a] !== tie) return this.tie[a] < tie ? -1 : 1
    return 0
  }

  private compare(a: number, b: number): number {
    return this.compareKey(a, b) || this.pids[a] - this.pids[b]
  }

  sortAll(): void {
    const { score, penalty, tie, pids, style } = this
    const idx = Array.from({ length: this.n }, (_, i) => i)
    // compare() spelled out over locals: this sort is most of a full recompute's ranking cost.
    idx.sort(
      (a, b) =>
        score[b] - score[a] ||
        (style === ICPC ? penalty[a] - penalty[b] : 0) ||
        (style !== OLYMPIAD && tie[a] !== tie[b] ? (tie[a] < tie[b] ? -1 : 1) : 0) ||
        pids[a] - pids[b],
    )
    for (let i = 0; i < this.n; i++) {
      this.order[i] = idx[i]
      this.pos[idx[i]] = i
    }
  }

  /** Moves p to its place after its totals changed; everyone else is still in order. */
  move(p: number): void {
    const { order, pos } = this
    const from = pos[p]
    let to = from
    if (from > 0 && this.compare(p, order[from - 1]) < 0) {
      // First position in [0, from) whose row ranks below p.
      let lo = 0
      let hi = from - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (this.compare(p, order[mid]) < 0) hi = mid
        else lo = mid + 1
      }
      to = lo
      order.copyWithin(to + 1, to, from)
    } else if (from < this.n - 1 && this.compare(p, order[from + 1]) > 0) {
      // Last position in (from, n) whose row ranks above p.
      let lo = from + 1
      let hi = this.n - 1
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1
        if (this.compare(p, order[mid]) > 0) lo = mid
        else hi = mid - 1
      }
      to = lo
      order.copyWithin(from, from + 1, to + 1)
    } else return
    order[to] = p
    for (let i = Math.min(from, to), end = Math.max(from, to); i <= end; i++) pos[order[i]] = i
  }

  /** 1 + the number of participants ranking strictly above a row with these totals. */
  place(score: number, penalty: number, tie: number, upTo = this.n): number {
    let lo = 0
    let hi = upTo
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.compareTo(this.order[mid], score, penalty, tie) < 0) lo = mid + 1
      else hi = mid
    }
    return lo + 1
  }

  rankOf(p: number): number {
    return this.place(this.score[p], this.penalty[p], this.tie[p], this.pos[p])
  }

  /** Tiebreak as the contract shows it: null for olympiad and when nothing counts yet. */
  tiebreak(p: number): number | null {
    const t = this.tie[p]
    return t === Number.POSITIVE_INFINITY ? null : t
  }
}
