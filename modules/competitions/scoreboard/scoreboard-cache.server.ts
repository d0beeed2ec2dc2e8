// Scoreboards in memory (docs/product.md#competitions-organizers-and-scoreboard: cached at most a minute; organizers refresh). One engine per competition and
// freeze point: the organizers' board and the public one are the same engine whenever nothing is frozen. The
// judge's verdicts are applied to cached boards as they arrive, so the board rarely waits for the minute.
import { remember } from '@epic-web/remember'
import { onSubmissionJudged } from '~/modules/judge'
import { type Competition, findCompetition, freezeOffsetMs, isFrozen } from '../core.server'
import { Scoreboard } from '../scoring/index'
import type { ScoreboardEngine } from '../scoring/types'
import { type BoardSource, liveAttemptOf, loadLiveSource } from './scoreboard-load.server'

export const CACHE_MS = 60_000

/** public: what participants and visitors see (frozen while frozen); organizer: everything. */
export type BoardView = 'public' | 'organizer'

export interface CachedBoard {
  engine: ScoreboardEngine
  source: Omit<BoardSource, 'attempts'>
  /** null: nothing hidden. */
  freezeAt: number | null
  computedAt: Date
}

interface Entry {
  /** The competition fields the board was built from: an edit makes a new entry. */
  signature: string
  expiresAt: number
  board: Promise<CachedBoard>
}

const cache = remember('trilha-scoreboards', () => ({
  /** competition id → variant (freeze point + signature) → entry */
  boards: new Map<number, Map<string, Entry>>(),
  stop: null as null | (() => void),
  pending: new Set<Promise<unknown>>(),
}))

/** Where this view hides attempts from, now (null: hides nothing). */
export function freezeAtFor(c: Competition, view: BoardView, now: Date): number | null {
  return view === 'public' && isFrozen(c, now) ? freezeOffsetMs(c) : null
}

const signatureOf = (c: Competition) => [c.style, c.starts_at, c.ends_at, c.updated_at ?? ''].join('|')

async function build(c: Competition, freezeAt: number | null, now: Date): Promise<CachedBoard> {
  const { attempts, ...source } = await loadLiveSource(c)
  const engine = new Scoreboard({
    style: c.style,
    problems: source.problems,
    participants: [...source.participants.keys()],
    freezeAt,
  })
  engine.load(attempts)
  return { engine, source, freezeAt, computedAt: now }
}

/** The board of a competition as `view` sees it at `now`, from the cache when it is under a minute old. */
export async function boardFor(c: Competition, view: BoardView, now = new Date()): Promise<CachedBoard> {
  const freezeAt = freezeAtFor(c, view, now)
  const signature = signatureOf(c)
  const variant = `${freezeAt ?? 'open'}|${signature}`
  let variants = cache.boards.get(c.id)
  if (!variants) {
    variants = new Map()
    cache.boards.set(c.id, variants)
  }
  for (const [key, entry] of variants) {
    if (entry.expiresAt <= now.getTime() || entry.signature !== signature) variants.delete(key)
  }
  const hit = variants.get(variant)
  if (hit) return hit.board
  const board = build(c, freezeAt, now)
  const entry: Entry = { signature, expiresAt: now.getTime() + CACHE_MS, board }
  variants.set(variant, entry)
  // A failed build must not stay cached.
  board.catch(() => {
    if (variants.get(variant) === entry) variants.delete(variant)
  })
  return board
}

/** Drops a competition's cached boards (the organizers' refresh, an unfreeze, a rejudge). */
export function dropScoreboard(competitionId: number): void {
  cache.boards.delete(competitionId)
}

async function applyJudged(submissionId: number, competitionId: number) {
  const variants = cache.boards.get(competitionId)
  if (!variants?.size) return
  const c = await findCompetition(competitionId)
  if (!c) return dropScoreboard(competitionId)
  const attempt = await liveAttemptOf(submissionId, c)
  if (!attempt) return
  for (const [key, entry] of [...variants]) {
    const board = await entry.board.catch(() => null)
    if (!board) continue
    // Someone who joined after the board was built: rebuild rather than guess their row.
    if (!board.source.participants.has(attempt.participant)) variants.delete(key)
    else board.engine.apply(attempt)
  }
}

/** Subscribes to the judge's verdicts once (startCompetitions, at start). */
export function startScoreboardCache(): void {
  if (cache.stop) return
  cache.stop = onSubmissionJudged((judged) => {
    if (judged.competitionId === null) return
    const work = applyJudged(judged.id, judged.competitionId)
      .catch((error) => console.error('competitions: a verdict did not reach the scoreboard', error))
      .finally(() => cache.pending.delete(work))
    cache.pending.add(work)
  })
}

export function stopCompetitions(): void {
  cache.stop?.()
  cache.stop = null
}

/** Resolves when every verdict received so far reached the cached boards (tests, shutdown); says how many. */
export async function scoreboardsSettled(): Promise<number> {
  const pending = [...cache.pending]
  await Promise.all(pending)
  return pending.length
}
