// Engine properties shared by every style: arrival order, rejudges, apply ≡ load, placeOf.
import { describe, expect, it } from 'vitest'
import { Scoreboard } from './index'
import { MIN, at, randomAttempts, seeded, shuffled } from './test-kit'
import type { Attempt, CompetitionStyle } from './types'

const STYLES: CompetitionStyle[] = ['icpc', 'olympiad', 'trilha']

describe('scoreboard engine', () => {
  it('replaces a rejudged attempt (same id) instead of adding one', () => {
    const b = new Scoreboard({ style: 'icpc', problems: 1, participants: [1, 2], freezeAt: null })
    b.load([{ id: 5, participant: 1, problem: 0, time: 10 * MIN, status: 'wrong_answer', score: 0 }])
    b.apply({ id: 6, participant: 2, problem: 0, time: 30 * MIN, status: 'accepted', score: 100 })
    expect(b.standing(1)).toMatchObject({ rank: 2, solved: 0 })
    expect(b.standing(2)!.cells[0].firstToSolve).toBe(true)

    b.apply({ id: 5, participant: 1, problem: 0, time: 10 * MIN, status: 'accepted', score: 100 })
    expect(b.standing(1)).toMatchObject({ rank: 1, solved: 1, penalty: 10 })
    expect(b.standing(1)!.cells[0]).toMatchObject({ tries: 0, firstToSolve: true })
    expect(b.standing(2)!.cells[0].firstToSolve).toBe(false)

    // Rejudged back: the first solve returns to participant 2.
    b.apply({ id: 5, participant: 1, problem: 0, time: 10 * MIN, status: 'time_limit_exceeded', score: 0 })
    expect(b.standings().map((s) => [s.participant, s.rank, s.cells[0].tries])).toEqual([
      [2, 1, 0],
      [1, 2, 1],
    ])
    expect(b.standing(2)!.cells[0].firstToSolve).toBe(true)

    // A load with both versions keeps the later one.
    const again = new Scoreboard({ style: 'icpc', problems: 1, participants: [1, 2], freezeAt: null })
    again.load([
      { id: 5, participant: 1, problem: 0, time: 10 * MIN, status: 'accepted', score: 100 },
      { id: 6, participant: 2, problem: 0, time: 30 * MIN, status: 'accepted', score: 100 },
      { id: 5, participant: 1, problem: 0, time: 10 * MIN, status: 'time_limit_exceeded', score: 0 },
    ])
    expect(again.standings()).toEqual(b.standings())
  })

  it('moves an id that reappears on another cell, and drops one that leaves the board', () => {
    const opts = { style: 'icpc', problems: 2, participants: [1, 2], freezeAt: null } as const
    const versions: Attempt[] = [
      { id: 1, participant: 1, problem: 0, time: MIN, status: 'accepted', score: 100 },
      { id: 1, participant: 2, problem: 1, time: 2 * MIN, status: 'accepted', score: 100 },
      { id: 1, participant: 3, problem: 1, time: 2 * MIN, status: 'accepted', score: 100 },
    ]
    const b = new Scoreboard(opts)
    b.load(versions.slice(0, 1))
    b.apply(versions[1])
    expect(b.standings().map((s) => [s.participant, s.rank, s.solved])).toEqual([
      [2, 1, 1],
      [1, 2, 0],
    ])
    b.apply(versions[2])
    expect(b.standings().map((s) => [s.participant, s.rank, s.solved])).toEqual([
      [1, 1, 0],
      [2, 1, 0],
    ])
    const loaded = new Scoreboard(opts)
    loaded.load(versions)
    expect(loaded.standings()).toEqual(b.standings())
    b.apply(versions[0])
    expect(b.standing(1)).toMatchObject({ rank: 1, solved: 1, penalty: 1 })
  })

  it('lists participants without attempts and ignores attempts of unknown participants or problems', () => {
    const b = new Scoreboard({ style: 'olympiad', problems: 2, participants: [30, 10, 20], freezeAt: null })
    b.load([at(99, 0, 1, 'accepted'), at(10, 2, 1, 'accepted'), at(20, 1, 3, 'wrong_answer', 50)])
    b.apply(at(98, 0, 1, 'accepted'))
    expect(b.standings().map((s) => [s.participant, s.rank, s.score])).toEqual([
      [20, 1, 50],
      [10, 2, 0],
      [30, 2, 0],
    ])
    expect(b.standing(99)).toBeUndefined()
  })

  for (const style of STYLES) {
    describe(style, () => {
      const participants = Array.from({ length: 60 }, (_, i) => 1000 + i * 7)
      const attempts = randomAttempts(seeded(42), 3000, participants, 5)
      const fresh = (freezeAt: number | null) =>
        new Scoreboard({ style, problems: 5, participants: [...participants].reverse(), freezeAt })

      for (const freezeAt of [null, 240 * MIN]) {
        it(`gives the same standings for any arrival order (freeze ${freezeAt})`, () => {
          const ordered = fresh(freezeAt)
          ordered.load([...attempts].sort((a, b) => a.time - b.time || a.id - b.id))
          const mixed = fresh(freezeAt)
          mixed.load(shuffled(attempts, seeded(7)))
          expect(mixed.standings()).toEqual(ordered.standings())
          expect(ordered.standings().some((s) => s.rank > 1 && s.score > 0)).toBe(true)
        })

        it(`applying one by one (with rejudges) equals loading the same attempts (freeze ${freezeAt})`, () => {
          const rand = seeded(99)
          // Rejudges: copies of earlier ids with another verdict, applied later.
          const rejudged: Attempt[] = attempts
            .filter(() => rand() < 0.1)
            .map((a) => ({
              ...a,
              status: rand() < 0.5 ? 'accepted' : 'wrong_answer',
              score: rand() < 0.5 ? 100 : 40,
            }))
          const sequence = shuffled([...attempts, ...rejudged], rand)
          const applied = fresh(freezeAt)
          applied.load(sequence.slice(0, 500))
          for (const a of sequence.slice(500)) applied.apply(a)
          const loaded = fresh(freezeAt)
          loaded.load(sequence)
          const rows = loaded.standings()
          expect(applied.standings()).toEqual(rows)
          for (const row of rows) expect(applied.standing(row.participant)).toEqual(row)
        })
      }

      it('places a summary: better than all → 1; equal to the second → shares its rank', () => {
        const b = fresh(null)
        b.load(attempts)
        const rows = b.standings()
        const top = rows[0]
        expect(b.placeOf({ score: top.score + 1, penalty: 0, tiebreak: 0 })).toBe(1)
        const second = rows.find((r) => r.rank > 1)!
        expect(b.placeOf(second)).toBe(second.rank)
        expect(b.placeOf({ score: -1, penalty: 0, tiebreak: null })).toBe(rows.length + 1)
      })
    })
  }

  it('places by penalty and last accepted in ICPC', () => {
    const b = new Scoreboard({ style: 'icpc', problems: 2, participants: [1, 2, 3], freezeAt: null })
    b.load([at(1, 0, 10, 'accepted'), at(2, 0, 20, 'accepted'), at(3, 0, 20, 'accepted')])
    expect(b.placeOf({ score: 1, penalty: 10, tiebreak: 10 * MIN })).toBe(1)
    expect(b.placeOf({ score: 1, penalty: 15, tiebreak: 15 * MIN })).toBe(2)
    expect(b.placeOf({ score: 1, penalty: 20, tiebreak: 20 * MIN })).toBe(2)
    expect(b.placeOf({ score: 1, penalty: 20, tiebreak: 20 * MIN + 1 })).toBe(4)
    expect(b.placeOf({ score: 2, penalty: 500, tiebreak: 250 * MIN })).toBe(1)
  })
})
