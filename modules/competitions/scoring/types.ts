// The scoreboard engine's contract (pure: no database, no clock). modules/competitions/scoring/index.ts
// implements it; scoreboard.server.ts feeds it rows; bench/scoreboard measures it.
import type { CompetitionStyle } from '~/db/schema-competitions'

export type { CompetitionStyle }

/** One submission as the scoreboard sees it. */
export interface Attempt {
  /** Submission id: the key for replacing a rejudged attempt, and the tiebreak for equal times. */
  id: number
  /** Participation id. */
  participant: number
  /** The exercise's position in the competition (0-based; A = 0). */
  problem: number
  /** Milliseconds since the participant's clock started (live: the competition's start; virtual: the run's). */
  time: number
  /**
   * Stored submission status. `in_queue` / `judging` / `frozen` are pending; `compilation_error` and
   * `internal_error` never count (no penalty, no score); every other verdict is judged.
   */
  status: string
  /** 0–100 once judged, else null. */
  score: number | null
}

export interface BoardOptions {
  style: CompetitionStyle
  /** Number of exercises. */
  problems: number
  /** Every participation id, with or without attempts (all appear in the standings). */
  participants: readonly number[]
  /**
   * Milliseconds since start from which attempts are hidden (shown as frozen, neither scored nor counted as a
   * try); null = everything visible (no freeze, unfrozen, or an organizer's view).
   */
  freezeAt: number | null
}

export interface Cell {
  /**
   * ICPC: rejected tries before the first accepted (all rejected tries when unsolved).
   * Olympiad / trilha: judged tries.
   */
  tries: number
  /** Attempts not shown: still in the queue, or hidden by the freeze. */
  pending: number
  /** Accepted (ICPC) or a score of 100 (others). */
  solved: boolean
  /** ms of the first accepted (ICPC), or of the first attempt reaching the best score (others); null if none. */
  time: number | null
  /** Best score: ICPC 100 when solved else 0; others the best judged score. */
  score: number
  /** The earliest solve of this problem among all participants (ties: all of them). */
  firstToSolve: boolean
}

export interface Standing {
  participant: number
  /** 1-based; equal keys share a rank ("1, 1, 3"). */
  rank: number
  solved: number
  /** ICPC: solved count; olympiad / trilha: sum of best scores. */
  score: number
  /** ICPC: Σ over solved (floor(minutes of first accepted) + 20 × tries); others 0. */
  penalty: number
  /**
   * ICPC: ms of the last first-accepted (earlier wins a tie); trilha: ms when the final total was reached (the
   * latest cell `time` among cells with score > 0; earlier wins); olympiad: null (ties shared).
   */
  tiebreak: number | null
  cells: Cell[]
}

/** The penalty for each rejected try before an accepted one, in minutes (ICPC). */
export const ICPC_TRY_PENALTY_MIN = 20

/**
 * The engine (implemented in ./index.ts):
 *   const board = new Scoreboard(options)
 *   board.load(attempts)      // full recompute from any number of attempts, in any order
 *   board.apply(attempt)      // incremental: a new attempt, or a rejudged one (same id) replacing the old
 *   board.standings()         // sorted best first, ranks assigned; ties ordered by participant id
 *   board.standing(id)        // one participant's row (with its rank)
 *   board.placeOf(summary)    // the rank a row with these totals would take among the board's participants
 *                             //   (the replays ranking: a virtual run against the original standings)
 */
export interface ScoreboardEngine {
  load(attempts: Iterable<Attempt>): void
  apply(attempt: Attempt): void
  standings(): Standing[]
  standing(participant: number): Standing | undefined
  placeOf(summary: Pick<Standing, 'score' | 'penalty' | 'tiebreak'>): number
}
