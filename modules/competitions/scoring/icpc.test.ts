import { describe, expect, it } from 'vitest'
import { Scoreboard } from './index'
import { MIN, at } from './test-kit'
import type { Attempt, Standing } from './types'

const board = (attempts: Attempt[], participants: number[], freezeAt: number | null = null, problems = 3) => {
  const b = new Scoreboard({ style: 'icpc', problems, participants, freezeAt })
  b.load(attempts)
  return b
}

const summary = (s: Standing) => [s.participant, s.rank, s.solved, s.penalty, s.tiebreak]

describe('ICPC scoreboard', () => {
  // Hand-computed:
  //   P1: A WA@10, CE@12, AC@15:59 → 15 + 20 = 35; B AC@40 → 40; C WA@200, CE@201 unsolved → 2 solved, 75, last 40
  //   P2: A AC@20 → 20; B IE@30, AC@50 → 50 (internal error free) → 2 solved, 70, last 50
  //   P3: A AC@30; B AC@40 → 2 solved, 70, last 40
  //   P4: the same as P3 → shares rank 1, listed after P3 (participant id)
  //   P6: C WA@5, WA@6, AC@100, then WA@110 and AC@120 (after the first accepted: ignored) → 1 solved, 140
  //   P5: nothing → last
  const attempts = [
    at(1, 0, 10, 'wrong_answer'),
    at(1, 0, 12, 'compilation_error'),
    at(1, 0, 15 + 59 / 60, 'accepted'),
    at(1, 1, 40, 'accepted'),
    at(1, 2, 200, 'wrong_answer'),
    at(1, 2, 201, 'compilation_error'),
    at(2, 0, 20, 'accepted'),
    at(2, 1, 30, 'internal_error'),
    at(2, 1, 50, 'accepted'),
    at(3, 0, 30, 'accepted'),
    at(3, 1, 40, 'accepted'),
    at(4, 0, 30, 'accepted'),
    at(4, 1, 40, 'accepted'),
    at(6, 2, 5, 'wrong_answer'),
    at(6, 2, 6, 'time_limit_exceeded'),
    at(6, 2, 100, 'accepted'),
    at(6, 2, 110, 'wrong_answer'),
    at(6, 2, 120, 'accepted'),
  ]

  it('orders by solved, penalty, last accepted, then shares the rank', () => {
    const rows = board(attempts, [1, 2, 3, 4, 5, 6]).standings()
    expect(rows.map(summary)).toEqual([
      [3, 1, 2, 70, 40 * MIN],
      [4, 1, 2, 70, 40 * MIN],
      [2, 3, 2, 70, 50 * MIN],
      [1, 4, 2, 75, 40 * MIN],
      [6, 5, 1, 140, 100 * MIN],
      [5, 6, 0, 0, null],
    ])
    expect(rows.every((r) => r.score === r.solved)).toBe(true)
  })

  it('does not penalise compilation or internal errors, and ignores attempts after the first accepted', () => {
    const b = board(attempts, [1, 2, 3, 4, 5, 6])
    const p1 = b.standing(1)!
    expect(p1.cells[0]).toMatchObject({ tries: 1, solved: true, time: 15 * MIN + 59_000, score: 100 })
    expect(p1.cells[2]).toMatchObject({ tries: 1, solved: false, time: null, score: 0, pending: 0 })
    expect(b.standing(2)!.cells[1]).toMatchObject({ tries: 0, solved: true, time: 50 * MIN })
    expect(b.standing(6)!.cells[2]).toMatchObject({ tries: 2, solved: true, time: 100 * MIN, pending: 0 })
    expect(b.standing(5)!.cells).toEqual(
      Array(3).fill({ tries: 0, pending: 0, solved: false, time: null, score: 0, firstToSolve: false }),
    )
  })

  it('marks the first to solve each problem, every one of them on a tie', () => {
    const b = board(attempts, [1, 2, 3, 4, 5, 6])
    const first = (p: number) => b.standing(p)!.cells.map((c) => c.firstToSolve)
    // A: P1 at 15:59 beats P2 at 20:00; B: P1, P3 and P4 all at 40:00.
    expect(first(1)).toEqual([true, true, false])
    expect(first(2)).toEqual([false, false, false])
    expect(first(3)).toEqual([false, true, false])
    expect(first(4)).toEqual([false, true, false])
    expect(first(6)).toEqual([false, false, true])
  })

  it('hides attempts from the freeze on: pending, neither tries nor score nor first to solve', () => {
    const freezeAt = 240 * MIN
    const frozen = [
      at(1, 0, 230, 'wrong_answer'),
      at(1, 0, 250, 'accepted'),
      at(1, 1, 260, 'accepted'),
      at(1, 2, 245, 'compilation_error'),
      at(2, 0, 100, 'in_queue'),
      at(2, 0, 245, 'accepted'),
      at(3, 0, 239, 'accepted'),
      at(3, 0, 241, 'wrong_answer'),
    ]
    const pub = board(frozen, [1, 2, 3], freezeAt)
    expect(pub.standing(1)!.cells).toMatchObject([
      { tries: 1, pending: 1, solved: false, score: 0, time: null },
      { tries: 0, pending: 1, solved: false, firstToSolve: false },
      { tries: 0, pending: 1 },
    ])
    expect(pub.standing(2)!.cells[0]).toMatchObject({ tries: 0, pending: 2, solved: false })
    // After P3's visible accepted nothing counts, not even the hidden try.
    expect(pub.standing(3)!.cells[0]).toMatchObject({
      tries: 0,
      pending: 0,
      solved: true,
      firstToSolve: true,
    })
    expect(pub.standings().map(summary)).toEqual([
      [3, 1, 1, 239, 239 * MIN],
      [1, 2, 0, 0, null],
      [2, 2, 0, 0, null],
    ])

    // The organizers' view (or after the unfreeze) resolves everything; P2's queued attempt is still pending.
    const all = board(frozen, [1, 2, 3], null)
    expect(all.standings().map(summary)).toEqual([
      [1, 1, 2, 250 + 20 + 260, 260 * MIN],
      [3, 2, 1, 239, 239 * MIN],
      [2, 3, 1, 245, 245 * MIN],
    ])
    expect(all.standing(1)!.cells[1]).toMatchObject({ solved: true, firstToSolve: true })
    expect(all.standing(2)!.cells[0]).toMatchObject({ pending: 1, solved: true, firstToSolve: false })
  })

  it('counts a late joiner from the clock start, as given', () => {
    // Joined 3 h in: the feeder passes times from the competition start, so minutes 185 and 190.
    const b = board([at(7, 0, 185.5, 'wrong_answer'), at(7, 0, 190.2, 'accepted')], [7, 8])
    expect(b.standing(7)).toMatchObject({
      rank: 1,
      solved: 1,
      penalty: 190 + 20,
      tiebreak: 190 * MIN + 12_000,
    })
  })

  it('gives two runs with the same relative times identical rows (virtual clocks)', () => {
    const run = (participant: number) => [
      at(participant, 0, 3, 'wrong_answer'),
      at(participant, 0, 7.5, 'accepted'),
      at(participant, 2, 61, 'accepted'),
    ]
    const live = board(run(10), [10]).standing(10)!
    const virtual = board(run(20), [20]).standing(20)!
    expect({ ...virtual, participant: 10 }).toEqual(live)
    expect(live).toMatchObject({ solved: 2, penalty: 7 + 20 + 61 })
  })
})
