// The scoreboard engine (contract and rules in ./types.ts): pure, no database and no clock. Attempts live in
// typed arrays grouped by cell (participant × problem); a cell is recomputed from its own attempts, a
// participant's totals from its cells, and the sorted order moves only the participant that changed, so load is
// one counting sort and apply costs a cell, a row and two binary searches.
import { AttemptStore, IdIndex, kindOf, scoreOf } from './attempts'
import { Cells, sortSlots, styleCode } from './cells'
import { Ranking } from './order'
import type { Attempt, BoardOptions, Cell, ScoreboardEngine, Standing } from './types'

export * from './types'

/** Participation id → index (repeats dropped): a flat table when the ids are small non-negative integers. */
function participantLookup(ids: readonly number[]): { index: (id: number) => number; pids: Float64Array } {
  let max = -1
  let small = true
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0) small = false
    else if (id > max) max = id
  }
  if (small && max < ids.length * 4 + 65_536) {
    const table = new Int32Array(max + 1).fill(-1)
    const pids: number[] = []
    for (const id of ids) if (table[id] === -1) table[id] = pids.push(id) - 1
    return { index: (id) => (id >= 0 && id <= max ? (table[id] ?? -1) : -1), pids: Float64Array.from(pids) }
  }
  const map = new Map<number, number>()
  for (const id of ids) if (!map.has(id)) map.set(id, map.size)
  return { index: (id) => map.get(id) ?? -1, pids: Float64Array.from(map.keys()) }
}

export class Scoreboard implements ScoreboardEngine {
  private readonly style: number
  private readonly problems: number
  private readonly freezeAt: number
  private readonly participantIndex: (id: number) => number
  private readonly ranking: Ranking
  private readonly firstTime: Float64Array
  private store!: AttemptStore
  private ids!: IdIndex
  private cells!: Cells
  /** Cell c's slots as loaded: cellSlots[cellStart[c], cellStart[c + 1]). */
  private cellStart!: Int32Array
  private cellSlots!: Int32Array
  /** Slots applied after the load, by cell. */
  private extras!: Map<number, number[]>
  private readonly scratch: number[] = []

  constructor(options: BoardOptions) {
    this.style = styleCode(options.style)
    this.problems = Math.max(0, Math.floor(options.problems))
    this.freezeAt = options.freezeAt ?? Number.POSITIVE_INFINITY
    const { index, pids } = participantLookup(options.participants)
    this.participantIndex = index
    this.ranking = new Ranking(pids.length, pids, this.style, this.problems)
    this.firstTime = new Float64Array(this.problems)
    this.load([])
  }

  /** Attempts of unknown participants or problems out of range are ignored. */
  private cellOf(a: Attempt): number {
    const p = this.participantIndex(a.participant)
    if (p < 0 || !Number.isInteger(a.problem) || a.problem < 0 || a.problem >= this.problems) return -1
    return p * this.problems + a.problem
  }

  load(attempts: Iterable<Attempt>): void {
    const list = Array.isArray(attempts) ? (attempts as readonly Attempt[]) : Array.from(attempts)
    const m = list.length
    const count = this.ranking.n * this.problems
    // Pass 1: each input's cell (-1 = off the board, or replaced by a later copy of its id), counted per cell.
    const ids = new IdIndex(m)
    const target = new Int32Array(m)
    const start = new Int32Array(count + 1)
    let live = 0
    for (let i = 0; i < m; i++) {
      const a = list[i]
      const cell = this.cellOf(a)
      const prev = ids.put(a.id, i)
      if (prev >= 0 && target[prev] >= 0) {
        start[target[prev] + 1]--
        target[prev] = -1
        live--
      }
      target[i] = cell
      if (cell >= 0) {
        start[cell + 1]++
        live++
      }
    }
    for (let c = 0; c < count; c++) start[c + 1] += start[c]
    // Pass 2: a counting sort that lays the attempts out cell by cell, so computing a cell reads adjacent memory.
    const store = new AttemptStore(live + Math.max(1024, live >> 3))
    const cursor = start.slice(0, count)
    for (let i = 0; i < m; i++) {
      const cell = target[i]
      if (cell < 0) continue
      const a = list[i]
      const s = cursor[cell]++
      const kind = kindOf(a.status)
      store.put(s, a.id, cell, a.time, kind, scoreOf(a.score, kind))
      target[i] = s
    }
    store.size = live
    ids.remap(target)
    const slots = new Int32Array(live)
    for (let s = 0; s < live; s++) slots[s] = s
    const cells = new Cells(count, this.style, this.freezeAt)
    for (let c = 0; c < count; c++) {
      const from = start[c]
      const to = start[c + 1]
      if (to === from) continue
      if (to - from > 1) sortSlots(slots, from, to, store)
      cells.compute(c, slots, from, to, store)
    }
    this.store = store
    this.ids = ids
    this.extras = new Map()
    this.cells = cells
    this.cellStart = start
    this.cellSlots = slots
    for (let k = 0; k < this.problems; k++) this.firstTime[k] = this.earliestSolve(k)
    for (let p = 0; p < this.ranking.n; p++) this.ranking.total(p, cells)
    this.ranking.sortAll()
  }

  apply(a: Attempt): void {
    const { store } = this
    const cell = this.cellOf(a)
    let s = this.ids.get(a.id)
    const old = s >= 0 ? store.cell[s] : -1
    if (cell < 0) {
      if (old >= 0) {
        store.cell[s] = -1
        this.refresh(old)
      }
      return
    }
    const kind = kindOf(a.status)
    const score = scoreOf(a.score, kind)
    if (old === cell) store.set(s, cell, a.time, kind, score)
    else {
      // A new attempt, or (never in practice) one that moved: the old slot dies, a fresh one joins the cell.
      if (old >= 0) store.cell[s] = -1
      s = store.add(a.id, cell, a.time, kind, score)
      this.ids.put(a.id, s)
      const list = this.extras.get(cell)
      if (list) list.push(s)
      else this.extras.set(cell, [s])
      if (old >= 0) this.refresh(old)
    }
    this.refresh(cell)
  }

  /** Recomputes cell c from its live slots, then the problem's first solve and the participant's place. */
  private refresh(c: number): void {
    const { store, cells, scratch, problems: P } = this
    scratch.length = 0
    for (let i = this.cellStart[c], end = this.cellStart[c + 1]; i < end; i++) {
      const s = this.cellSlots[i]
      if (store.cell[s] === c) scratch.push(s)
    }
    const extra = this.extras.get(c)
    if (extra) for (const s of extra) if (store.cell[s] === c) scratch.push(s)
    sortSlots(scratch, 0, scratch.length, store)
    const wasSolved = cells.solved[c] === 1
    const wasTime = cells.time[c]
    if (!cells.compute(c, scratch, 0, scratch.length, store)) return
    const p = Math.floor(c / P)
    const k = c - p * P
    const isSolved = cells.solved[c] === 1
    const time = cells.time[c]
    if (isSolved && time < this.firstTime[k]) this.firstTime[k] = time
    else if (wasSolved && wasTime === this.firstTime[k] && !(isSolved && time === wasTime))
      this.firstTime[k] = this.earliestSolve(k)
    if (this.ranking.total(p, cells)) this.ranking.move(p)
  }

  /** Problem k's earliest visible solve time (Infinity if none). */
  private earliestSolve(k: number): number {
    const { cells, problems: P } = this
    let min = Number.POSITIVE_INFINITY
    for (let c = k, end = this.ranking.n * P; c < end; c += P) {
      if (cells.solved[c] === 1 && cells.time[c] < min) min = cells.time[c]
    }
    return min
  }

  private row(p: number, rank: number): Standing {
    const { ranking, cells, problems: P } = this
    const row: Cell[] = new Array(P)
    for (let k = 0; k < P; k++) row[k] = cells.view(p * P + k, this.firstTime[k])
    return {
      participant: ranking.pids[p],
      rank,
      solved: ranking.solved[p],
      score: ranking.score[p],
      penalty: ranking.penalty[p],
      tiebreak: ranking.tiebreak(p),
      cells: row,
    }
  }

  standings(): Standing[] {
    const { ranking } = this
    const { order } = ranking
    const rows: Standing[] = new Array(ranking.n)
    let rank = 1
    for (let i = 0; i < ranking.n; i++) {
      if (i > 0 && ranking.compareKey(order[i - 1], order[i]) !== 0) rank = i + 1
      rows[i] = this.row(order[i], rank)
    }
    return rows
  }

  standing(participant: number): Standing | undefined {
    const p = this.participantIndex(participant)
    return p < 0 ? undefined : this.row(p, this.ranking.rankOf(p))
  }

  placeOf(summary: Pick<Standing, 'score' | 'penalty' | 'tiebreak'>): number {
    return this.ranking.place(summary.score, summary.penalty, summary.tiebreak ?? Number.POSITIVE_INFINITY)
  }
}
