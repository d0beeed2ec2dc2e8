// Competition mode is decided by the competitions module, which depends on the judge — not the other way
// round. It installs its rules here when it loads (modules/competitions/index.ts); until then a competition
// id only has to exist, which keeps the judge usable (and testable) on its own. ADR 010.
import { remember } from '@epic-web/remember'
import type { SessionUser } from '~/app/kernel/policy'
import { db } from '~/db/client.server'

/** What the exercise page and the submission page show about the competition a solution is sent in. */
export interface CompetitionContext {
  id: number
  title: string
  /** This participant's clock (a virtual run has its own). ISO strings. */
  startsAt: string
  endsAt: string
  /** The exercise's letter in the competition (A, B, …). */
  letter: string
  /** Whether the viewer may send a solution now (registered and inside their window, or an organizer). */
  canSubmit: boolean
}

export type CompetitionRefusal =
  | 'competition_not_found'
  | 'competition_not_running'
  | 'not_registered'
  | 'exercise_not_in_competition'

export type CompetitionGateResult =
  | { ok: true; context: CompetitionContext }
  | { ok: false; reason: CompetitionRefusal }

export interface CompetitionGateInput {
  user: SessionUser | null
  competitionId: number
  exerciseId: number
  now: Date
  /** read: show the exercise in competition mode; submit: accept a solution for the competition. */
  intent: 'read' | 'submit'
}

export type CompetitionGate = (input: CompetitionGateInput) => Promise<CompetitionGateResult>

const existenceOnly: CompetitionGate = async ({ competitionId }) => {
  const row = await db
    .selectFrom('competitions')
    .select(['id', 'title', 'starts_at', 'ends_at'])
    .where('id', '=', competitionId)
    .executeTakeFirst()
  if (!row) return { ok: false, reason: 'competition_not_found' }
  return {
    ok: true,
    context: {
      id: row.id,
      title: row.title,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      letter: '',
      canSubmit: true,
    },
  }
}

/** What the submission page needs to know about the competition a submission was sent in. */
export interface SubmissionCompetition {
  id: number
  title: string
  /** The exercise's letter in the competition ('' when it is no longer one of its problems). */
  letter: string
  endsAt: string
  /** Whether the viewer may read another person's submission of it (a teammate, an organizer). */
  viewerIsPeer: boolean
}

export interface SubmissionCompetitionInput {
  user: SessionUser | null
  competitionId: number
  exerciseId: number
  ownerId: number
}

export type SubmissionCompetitionLookup = (
  input: SubmissionCompetitionInput,
) => Promise<SubmissionCompetition | null>

const titleOnly: SubmissionCompetitionLookup = async ({ competitionId }) => {
  const row = await db
    .selectFrom('competitions')
    .select(['id', 'title', 'ends_at'])
    .where('id', '=', competitionId)
    .executeTakeFirst()
  return row ? { id: row.id, title: row.title, letter: '', endsAt: row.ends_at, viewerIsPeer: false } : null
}

/**
 * Whether an exercise's hidden tests must stay hidden from `user` now (no failing-test download, nothing that
 * quotes them): it is a problem of a competition that has not ended. The competitions module refines who
 * is concerned (a private simulation or a virtual run only its own entrant).
 */
export type HiddenTestsQuestion = (input: {
  user: SessionUser | null
  exerciseId: number
  now: Date
}) => Promise<boolean>

/** Alone, the judge answers the safe way: any competition holding the exercise that has not ended. */
const anyUnfinished: HiddenTestsQuestion = async ({ exerciseId, now }) => {
  const row = await db
    .selectFrom('competition_exercises as ce')
    .innerJoin('competitions as c', 'c.id', 'ce.competition_id')
    .select('c.id')
    .where('ce.exercise_id', '=', exerciseId)
    .where('c.ends_at', '>', now.toISOString())
    .limit(1)
    .executeTakeFirst()
  return !!row
}

const holder = remember('trilha-competition-gate', () => ({
  gate: existenceOnly,
  submission: titleOnly,
  hiddenTests: anyUnfinished,
}))

/** Installed with the gate by the competitions module; returns the answer it replaced. */
export function setHiddenTestsQuestion(question: HiddenTestsQuestion): HiddenTestsQuestion {
  const previous = holder.hiddenTests
  holder.hiddenTests = question
  return previous
}

/** True while the exercise is in a competition that has not ended (for this user): its tests stay hidden. */
export function hiddenTestsLocked(input: { user: SessionUser | null; exerciseId: number; now?: Date }) {
  // A holder remembered from before this question existed (dev reloads) falls back to the safe answer.
  const question = holder.hiddenTests ?? anyUnfinished
  return question({ ...input, now: input.now ?? new Date() })
}

/** Installed once by the competitions module; returns the gate it replaced (tests put it back). */
export function setCompetitionGate(gate: CompetitionGate): CompetitionGate {
  const previous = holder.gate
  holder.gate = gate
  return previous
}

/** Asks the installed gate (a competition submission skips the exercise's own visibility rules when it says ok). */
export function competitionGate(input: CompetitionGateInput): Promise<CompetitionGateResult> {
  return holder.gate(input)
}

/** Installed with the gate by the competitions module; returns the lookup it replaced. */
export function setSubmissionCompetitionLookup(
  lookup: SubmissionCompetitionLookup,
): SubmissionCompetitionLookup {
  const previous = holder.submission
  holder.submission = lookup
  return previous
}

/** The competition of a submission as the installed rules see it (null: the competition is gone). */
export function submissionCompetition(
  input: SubmissionCompetitionInput,
): Promise<SubmissionCompetition | null> {
  return holder.submission(input)
}
