// The scoreboard page's data as the page sees it (client-safe types; scoreboard-page.server.ts fills them).
import type { UserColor } from '~/db/schema'
import type { CompetitionStyle } from '~/db/schema-competitions'
/** As core.server's phaseOf. */
type CompetitionPhase = 'upcoming' | 'running' | 'ended'

export const PAGE_SIZE = 100

export interface ScoreboardCell {
  tries: number
  pending: number
  solved: boolean
  /** Whole minutes of the solve (ICPC) or of reaching the best score (others); null when none. */
  minutes: number | null
  score: number
  first: boolean
}

export interface ScoreboardRow {
  id: number
  rank: number
  name: string
  href: string | null
  team: boolean
  color: UserColor | null
  solved: number
  score: number
  penalty: number
  cells: ScoreboardCell[]
  mine: boolean
  /** A child whose guardian has not confirmed yet (ADR 023): listed without a name or a link, except to itself. */
  unnamed?: boolean
}

export interface ScoreboardProblem {
  letter: string
  title: string
  position: number
}

export interface ScoreboardHeader {
  competition: { id: number; title: string; style: CompetitionStyle; phase: CompetitionPhase }
  startsAt: string
  endsAt: string
}

export type ScoreboardPageData =
  | (ScoreboardHeader & { state: 'upcoming' })
  | (ScoreboardHeader & {
      state: 'board'
      problems: ScoreboardProblem[]
      rows: ScoreboardRow[]
      total: number
      page: number
      pages: number
      /** The public board hides attempts now. */
      frozen: boolean
      /** When the freeze started (ISO), while frozen. */
      frozeAt: string | null
      /** The viewer organizes it and sees the unfrozen board. */
      organizer: boolean
      computedAt: string
      /** The viewer's own row, wherever it is. */
      mine: { id: number; rank: number; page: number } | null
    })
