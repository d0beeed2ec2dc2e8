// Per-cell (participant × problem) state in flat typed arrays, and the rule that derives it from the cell's own
// attempts. A cell is always recomputed from all of its attempts, so arrival order and rejudges cannot drift.
import { ACCEPTED, type AttemptStore, IGNORED, PENDING } from './attempts'
import type { Cell, CompetitionStyle } from './types'

export const ICPC = 0
export const OLYMPIAD = 1
export const TRILHA = 2

export function styleCode(style: CompetitionStyle): number {
  if (style === 'icpc') return ICPC
  if (style === 'olympiad') return OLYMPIAD
  if (style === 'trilha') return TRILHA
  throw new Error(`unknown competition style: ${String(style)}`)
}

/** Orders slots[from, to) by (time, id) in place; cells hold a handful of attempts, so insertion sort. */
export function sortSlots(slots: Int32Array | number[], from: number, to: number, store: AttemptStore): void {
  const { time, id } = store
  for (let i = from + 1; i < to; i++) {
    const s = slots[i]
    const t = time[s]
    const k = id[s]
    let j = i - 1
    while (j >= from) {
      const o = slots[j]
      if (time[o] < t || (time[o] === t && id[o] <= k)) break
      slots[j + 1] = o
      j--
    }
    slots[j + 1] = s
  }
}

export class Cells {
  readonly tries: Int32Array
  readonly pending: Int32Array
  readonly score: Float64Array
  readonly solved: Uint8Array
  /** NaN = null. */
  readonly time: Float64Array

  constructor(
    count: number,
    private readonly style: number,
    /** Infinity when nothing is hidden. */
    private readonly freezeAt: number,
  ) {
    this.tries = new Int32Array(count)
    this.pending = new Int32Array(count)
    this.score = new Float64Array(count)
    this.solved = new Uint8Array(count)
    this.time = new Float64Array(count).fill(Number.NaN)
  }

  /**
   * Recomputes cell c from slots[from, to), already ordered by (time, id). Returns whether anything a reader
   * sees changed.
   */
  compute(c: number, slots: Int32Array | number[], from: number, to: number, store: AttemptStore): boolean {
    const icpc = this.style === ICPC
    const freezeAt = this.freezeAt
    let tries = 0
    let pending = 0
    let score = 0
    let time = Number.NaN
    for (let i = from; i < to; i++) {
      const s = slots[i]
      const at = store.time[s]
      // A hidden attempt shows as frozen whatever its verdict (even a compilation error).
      const kind = at >= freezeAt ? PENDING : store.kind[s]
      if (kind === IGNORED) continue
      if (kind === PENDING) pending++
      else if (icpc) {
        if (kind === ACCEPTED) {
          score = 100
          time = at
          // Nothing after the first accepted counts, pending attempts included.
          break
        }
        tries++
      } else {
        tries++
        const v = store.score[s]
        if (v > score) {
          score = v
          time = at
        }
      }
    }
    const solved = score === 100 ? 1 : 0
    const same =
      this.tries[c] === tries &&
      this.pending[c] === pending &&
      this.score[c] === score &&
      this.solved[c] === solved &&
      Object.is(this.time[c], time)
    this.tries[c] = tries
    this.pending[c] = pending
    this.score[c] = score
    this.solved[c] = solved
    this.time[c] = time
    return !same
  }

  /** The public view of cell c; firstTime is the problem's earliest solve time. */
  view(c: number, firstTime: number): Cell {
    const solved = this.solved[c] === 1
    const time = this.time[c]
    return {
      tries: this.tries[c],
      pending: this.pending[c],
      solved,
      time: Number.isNaN(time) ? null : time,
      score: this.score[c],
      firstToSolve: solved && time === firstTime,
    }
  }
}
