// Olympiad and trilha: both sum each exercise's best score; trilha breaks a tie by when the total was reached.
import { describe, expect, it } from 'vitest'
import { Scoreboard } from './index'
import { MIN, at } from './test-kit'
import type { Attempt, CompetitionStyle, Standing } from './types'

const board = (
  style: CompetitionStyle,
  attempts: Attempt[],
  participants: number[],
  freezeAt: number | null = null,
) => {
  const b = new Scoreboard({ style, problems: 2, participants, freezeAt })
  b.load(attempts)
  return b
}

const summary = (s: Standing) => [s.participant, s.rank, s.score, s.solved, s.tiebreak]

describe('olympiad scoreboard', () => {
  //   P1: A 30, 70, 50 → 70 (reached at 20); B 100 → 170, 1 solved
  //   P2: A 100; B 40, then a compilation error and an internal error that count for nothing → 140
  //   P3: A 100; B 70 → 170: shares rank 1 with P1 (olympiad has no time tiebreak)
  //   P4: only queued → 0, pending
  const attempts = [
    at(1, 0, 10, 'wrong_answer', 30),
    at(1, 0, 20, 'wrong_answer', 70),
    at(1, 0, 30, 'wrong_answer', 50),
    at(1, 1, 90, 'accepted', 100),
    at(2, 0, 5, 'accepted', 100),
    at(2, 1, 15, 'wrong_answer', 40),
    at(2, 1, 16, 'compilation_error', 100),
    at(2, 1, 17, 'internal_error', 100),
    at(3, 0, 200, 'accepted', 100),
    at(3, 1, 210, 'time_limit_exceeded', 70),
    at(4, 0, 1, 'in_queue', null),
  ]

  it('sums the best scores, shares ties and shows partial scores', () => {
    const b = board('olympiad', attempts, [4, 3, 2, 1])
    expect(b.standings().map(summary)).toEqual([
      [1, 1, 170, 1, null],
      [3, 1, 170, 1, null],
      [2, 3, 140, 1, null],
      [4, 4, 0, 0, null],
    ])
    expect(b.standing(1)!.cells).toEqual([
      { tries: 3, pending: 0, solved: false, time: 20 * MIN, score: 70, firstToSolve: false },
      { tries: 1, pending: 0, solved: true, time: 90 * MIN, score: 100, firstToSolve: true },
    ])
    expect(b.standing(2)!.cells).toMatchObject([
      { tries: 1, score: 100, solved: true, firstToSolve: true },
      { tries: 1, score: 40, solved: false, firstToSolve: false },
    ])
    expect(b.standing(4)!.cells[0]).toMatchObject({ tries: 0, pending: 1, score: 0, time: null })
    expect(b.standings().every((r) => r.penalty === 0)).toBe(true)
  })

  it('keeps attempts after the freeze out of the score', () => {
    const frozen = [
      at(1, 0, 100, 'wrong_answer', 60),
      at(1, 0, 250, 'accepted', 100),
      at(2, 0, 260, 'accepted', 100),
    ]
    const b = board('olympiad', frozen, [1, 2], 240 * MIN)
    expect(b.standings().map(summary)).toEqual([
      [1, 1, 60, 0, null],
      [2, 2, 0, 0, null],
    ])
    expect(b.standing(1)!.cells[0]).toMatchObject({ tries: 1, pending: 1, score: 60, solved: false })
    expect(b.standing(2)!.cells[0]).toMatchObject({ pending: 1, firstToSolve: false })
    expect(board('olympiad', frozen, [1, 2]).standing(1)!.cells[0]).toMatchObject({
      score: 100,
      firstToSolve: true,
    })
  })
})

describe('trilha scoreboard', () => {
  //   P1: A 50@10, 100@60; B 40@30 → 140, final total reached at 60
  //   P2: A 100@20; B 40@70 → 140 at 70 → below P1
  //   P3: A 40@5; B 100@60 → 140 at 60 → shares rank 1 with P1
  //   P4: A 0, 0, 0 (wrong tries cost nothing), 100@60; B 40@10, and a compilation error "scoring" 100@1 → 140 at 60
  //   P5: A 100@80 only → 100
  const attempts = [
    at(1, 0, 10, 'wrong_answer', 50),
    at(1, 0, 60, 'accepted', 100),
    at(1, 1, 30, 'wrong_answer', 40),
    at(2, 0, 20, 'accepted', 100),
    at(2, 1, 70, 'wrong_answer', 40),
    at(3, 0, 5, 'wrong_answer', 40),
    at(3, 1, 60, 'accepted', 100),
    at(4, 0, 2, 'wrong_answer', 0),
    at(4, 0, 3, 'run_time_error', 0),
    at(4, 0, 4, 'time_limit_exceeded', 0),
    at(4, 0, 60, 'accepted', 100),
    at(4, 1, 1, 'compilation_error', 100),
    at(4, 1, 10, 'wrong_answer', 40),
    at(5, 0, 80, 'accepted', 100),
  ]

  it('sums the best scores and breaks ties by the time the final total was reached', () => {
    const b = board('trilha', attempts, [1, 2, 3, 4, 5, 6])
    expect(b.standings().map(summary)).toEqual([
      [1, 1, 140, 1, 60 * MIN],
      [3, 1, 140, 1, 60 * MIN],
      [4, 1, 140, 1, 60 * MIN],
      [2, 4, 140, 1, 70 * MIN],
      [5, 5, 100, 1, 80 * MIN],
      [6, 6, 0, 0, null],
    ])
    expect(b.standing(4)!.cells).toMatchObject([
      { tries: 4, score: 100, time: 60 * MIN },
      { tries: 1, score: 40, time: 10 * MIN },
    ])
    // A: P2 first at 20; B: P3 first at 60 (P1's and P4's B are partial).
    expect(b.standing(2)!.cells.map((c) => c.firstToSolve)).toEqual([true, false])
    expect(b.standing(3)!.cells.map((c) => c.firstToSolve)).toEqual([false, true])
  })

  it('uses the first attempt reaching the best score, so a later equal score does not delay it', () => {
    const b = board(
      'trilha',
      [at(1, 0, 10, 'wrong_answer', 60), at(1, 0, 50, 'wrong_answer', 60), at(2, 0, 20, 'wrong_answer', 60)],
      [1, 2],
    )
    expect(b.standings().map(summary)).toEqual([
      [1, 1, 60, 0, 10 * MIN],
      [2, 2, 60, 0, 20 * MIN],
    ])
  })
})
