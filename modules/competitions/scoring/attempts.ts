// Compact attempt storage for the scoreboard: one slot per submission in parallel typed arrays (no object per
// attempt), and an open-addressing id → slot table (a Map of 300,000 ids costs ~50 ms to build; this, ~8).

/** What an attempt does to its cell, from the stored status. */
export const REJECTED = 0
export const ACCEPTED = 1
/** in_queue / judging / frozen: counted as pending, never as a try. */
export const PENDING = 2
/** compilation_error / internal_error: neither a try nor a score. */
export const IGNORED = 3

export function kindOf(status: string): number {
  switch (status) {
    case 'accepted':
      return ACCEPTED
    case 'in_queue':
    case 'judging':
    case 'frozen':
      return PENDING
    case 'compilation_error':
    case 'internal_error':
      return IGNORED
    default:
      return REJECTED
  }
}

/** A judged score clamped to 0–100; an accepted attempt without one is worth 100. */
export function scoreOf(score: number | null, kind: number): number {
  if (score === null || score === undefined || Number.isNaN(score)) return kind === ACCEPTED ? 100 : 0
  return score < 0 ? 0 : score > 100 ? 100 : score
}

/** Slots never move: a rejudge rewrites its slot, a move to another cell kills it (cell = -1). */
export class AttemptStore {
  size = 0
  id: Float64Array
  cell: Int32Array
  time: Float64Array
  kind: Uint8Array
  score: Float64Array

  constructor(capacity: number) {
    const cap = Math.max(16, capacity)
    this.id = new Float64Array(cap)
    this.cell = new Int32Array(cap)
    this.time = new Float64Array(cap)
    this.kind = new Uint8Array(cap)
    this.score = new Float64Array(cap)
  }

  add(id: number, cell: number, time: number, kind: number, score: number): number {
    if (this.size === this.id.length) this.grow()
    const s = this.size++
    this.put(s, id, cell, time, kind, score)
    return s
  }

  put(s: number, id: number, cell: number, time: number, kind: number, score: number): void {
    this.id[s] = id
    this.set(s, cell, time, kind, score)
  }

  set(s: number, cell: number, time: number, kind: number, score: number): void {
    this.cell[s] = cell
    this.time[s] = time
    this.kind[s] = kind
    this.score[s] = score
  }

  private grow(): void {
    const cap = this.id.length * 2
    const copy = <T extends Float64Array | Int32Array | Uint8Array>(a: T, b: T): T => {
      b.set(a)
      return b
    }
    this.id = copy(this.id, new Float64Array(cap))
    this.cell = copy(this.cell, new Int32Array(cap))
    this.time = copy(this.time, new Float64Array(cap))
    this.kind = copy(this.kind, new Uint8Array(cap))
    this.score = copy(this.score, new Float64Array(cap))
  }
}

/** The value get() returns for an id whose attempt left the board (its slot died). */
export const GONE = -2

/**
 * Submission id → value (a slot, or during a load the input position). Linear probing on the id's low bits: ids
 * are mostly consecutive, so neighbours land in neighbouring buckets (cache friendly, few collisions); the high
 * bits are folded in for very large ids. Filled to at most 3/4.
 */
export class IdIndex {
  private bits = 4
  private mask = 15
  private keys = new Float64Array(16)
  /** -1 = empty bucket. */
  private values = new Int32Array(16).fill(-1)
  private count = 0

  constructor(expected = 0) {
    this.resize(expected)
  }

  private bucket(id: number): number {
    const lo = id >>> 0
    const hi = (id / 4294967296) >>> 0
    return (lo ^ (lo >>> this.bits) ^ Math.imul(hi, 0x9e3779b1)) & this.mask
  }

  /** The value stored for id, or -1. */
  get(id: number): number {
    const { keys, values, mask } = this
    let h = this.bucket(id)
    while (values[h] !== -1) {
      if (keys[h] === id) return values[h]
      h = (h + 1) & mask
    }
    return -1
  }

  /** Stores value for id; returns the value it replaced, or -1. */
  put(id: number, value: number): number {
    const { keys, values, mask } = this
    let h = this.bucket(id)
    while (values[h] !== -1) {
      if (keys[h] === id) {
        const old = values[h]
        values[h] = value
        return old
      }
      h = (h + 1) & mask
    }
    keys[h] = id
    values[h] = value
    if (++this.count * 4 > values.length * 3) this.resize(this.count)
    return -1
  }

  /** Rewrites every stored value v ≥ 0 as map[v] (GONE where map[v] < 0). */
  remap(map: Int32Array): void {
    const { values } = this
    for (let h = 0; h < values.length; h++) {
      const v = values[h]
      if (v >= 0) values[h] = map[v] < 0 ? GONE : map[v]
    }
  }

  private resize(expected: number): void {
    let bits = 4
    while ((1 << bits) * 3 < expected * 4 + 4) bits++
    if (bits <= this.bits && this.count > 0) return
    const { keys, values } = this
    this.bits = bits
    this.mask = (1 << bits) - 1
    this.keys = new Float64Array(1 << bits)
    this.values = new Int32Array(1 << bits).fill(-1)
    this.count = 0
    for (let h = 0; h < values.length; h++) if (values[h] !== -1) this.put(keys[h], values[h])
  }
}
