import { awaitingGuardianAmong } from '~/app/kernel/auth/age.server'
import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
// The scoreboard page's data: one page of rows (100 a page) with display names and links, the freeze state and
// the viewer's own row. Before the start there is no board, only when it opens.
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { maySeeCompetition } from '../class-access.server'
import {
  competitionExercises,
  findCompetition,
  freezeOffsetMs,
  isFrozen,
  isOrganizer,
  participationOf,
  phaseOf,
} from '../core.server'
import type { Cell } from '../scoring/types'
import { boardFor } from './scoreboard-cache.server'
import type { BoardParticipant } from './scoreboard-load.server'
import {
  PAGE_SIZE,
  type ScoreboardCell,
  type ScoreboardHeader,
  type ScoreboardPageData,
  type ScoreboardRow,
} from './scoreboard-types'

export function parsePage(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

const EMPTY: Cell = { tries: 0, pending: 0, solved: false, time: null, score: 0, firstToSolve: false }

const cellView = (cell: Cell = EMPTY): ScoreboardCell => ({
  tries: cell.tries,
  pending: cell.pending,
  solved: cell.solved,
  minutes: cell.time === null ? null : Math.floor(cell.time / 60_000),
  score: cell.score,
  first: cell.firstToSolve,
})

function linkOf(p: BoardParticipant | undefined, prefix: Prefix): string | null {
  if (!p) return null
  if (p.teamId !== null) return `/${prefix}/team/${p.teamId}`
  return p.userId !== null ? `/${prefix}/user/${p.userId}` : null
}

export async function scoreboardPage(input: {
  competitionId: number
  user: SessionUser | null
  prefix: Prefix
  lng: Lng
  page: number
  now?: Date
}): Promise<ScoreboardPageData | null> {
  const now = input.now ?? new Date()
  const c = await findCompetition(input.competitionId)
  // A class's competition is not shown to outsiders (class-access.server.ts).
  if (!c || !(await maySeeCompetition(input.user, c))) return null
  const header: ScoreboardHeader = {
    competition: { id: c.id, title: c.title, style: c.style, phase: phaseOf(c, now) },
    startsAt: c.starts_at,
    endsAt: c.ends_at,
  }
  if (header.competition.phase === 'upcoming') return { ...header, state: 'upcoming' }

  const organizer = isOrganizer(input.user, c)
  const frozen = isFrozen(c, now)
  const offset = freezeOffsetMs(c)
  const [board, problems, own] = await Promise.all([
    boardFor(c, organizer ? 'organizer' : 'public', now),
    competitionExercises(c.id, input.lng),
    input.user ? participationOf(c.id, input.user.id) : undefined,
  ])
  const standings = board.engine.standings()
  const pages = Math.max(1, Math.ceil(standings.length / PAGE_SIZE))
  const page = Math.min(input.page, pages)
  const mineIndex = own?.kind === 'live' ? standings.findIndex((s) => s.participant === own.id) : -1
  const shown = standings.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  // Read at each view, not kept in the cached board: a guardian's confirmation names the child at once.
  const unnamed = await awaitingGuardianAmong(
    shown.flatMap((s) => {
      const p = board.source.participants.get(s.participant)
      return p && p.teamId === null && p.userId !== null && s.participant !== own?.id ? [p.userId] : []
    }),
  )
  const rows = shown.map((s): ScoreboardRow => {
    const p = board.source.participants.get(s.participant)
    const hidden = !!p && p.teamId === null && p.userId !== null && unnamed.has(p.userId)
    return {
      id: s.participant,
      rank: s.rank,
      name: !p || hidden ? '' : p.teamId !== null ? p.name : displayName(p.name),
      href: hidden ? null : linkOf(p, input.prefix),
      unnamed: hidden || undefined,
      team: !!p && p.teamId !== null,
      color: hidden ? null : (p?.color ?? null),
      solved: s.solved,
      score: s.score,
      penalty: s.penalty,
      cells: problems.map((e) => cellView(s.cells[e.position])),
      mine: s.participant === own?.id,
    }
  })
  return {
    ...header,
    state: 'board',
    problems: problems.map((e) => ({ letter: e.letter, title: e.title, position: e.position })),
    rows,
    total: standings.length,
    page,
    pages,
    frozen,
    frozeAt: frozen && offset !== null ? new Date(Date.parse(c.starts_at) + offset).toISOString() : null,
    organizer,
    computedAt: board.computedAt.toISOString(),
    mine:
      mineIndex >= 0
        ? {
            id: standings[mineIndex].participant,
            rank: standings[mineIndex].rank,
            page: Math.floor(mineIndex / PAGE_SIZE) + 1,
          }
        : null,
  }
}
