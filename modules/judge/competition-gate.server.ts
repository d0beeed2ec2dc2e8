// Competition mode is decided by the competitions module, which sits above the judge (ADR 014): it installs
// its rules through the judge's index at start (`startCompetitions`, called from app/entry.server.tsx's one
// list of start-up hooks). Until then the judge refuses every competition submission, shows a competition's
// exercise read-only, and keeps the tests of any unfinished competition's exercises hidden: the safe answers.
import { remember } from '@epic-web/remember'
import type { SessionUser } from '~/app/kernel/auth/policy'
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

/** A competition as it stands, for any gate that only needs it to exist. */
async function existing(competitionId: number, canSubmit: boolean): Promise<CompetitionGateResult> {
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
      canSubmit,
    },
  }
}

/** Before the rules are installed: a competition may be read, never submitted to. */
const refuseSubmissions: CompetitionGate = async ({ competitionId, intent }) => {
  const found = await existing(competitionId, false)
  if (found.ok && intent === 'submit') return { ok: false, reason: 'competition_not_running' }
  return found
}

/**
 * For the judge's own tests, which depend only on the gate's contract: any existing competition is open. Never
 * installed by the app (competitions installs its rules at start).
 */
export const openGateForTests: CompetitionGate = async ({ competitionId }) => existing(competitionId, true)

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

export interface CompetitionRules {
  gate: CompetitionGate
  submission: SubmissionCompetitionLookup
  hiddenTests: HiddenTestsQuestion
}

/** The judge's own answers, in force until the competitions module installs its rules. */
export const JUDGE_ALONE: CompetitionRules = {
  gate: refuseSubmissions,
  submission: titleOnly,
  hiddenTests: anyUnfinished,
}

const holder = remember('trilha-competition-rules', () => ({ ...JUDGE_ALONE }))

/** Installed once at start by the competitions module; returns the rules it replaced (tests put them back). */
export function installCompetitionRules(rules: CompetitionRules): CompetitionRules {
  const previous = { ...holder }
  Object.assign(holder, rules)
  return previous
}

/** True while the exercise is in a competition that has not ended (for this user): its tests stay hidden. */
export function hiddenTestsLocked(input: { user: SessionUser | null; exerciseId: number; now?: Date }) {
  return holder.hiddenTests({ ...input, now: input.now ?? new Date() })
}

/** Asks the installed gate (a competition submission skips the exercise's own visibility rules when it says ok). */
export function competitionGate(input: CompetitionGateInput): Promise<CompetitionGateResult> {
  return holder.gate(input)
}

/** The competition of a submission as the installed rules see it (null: the competition is gone). */
export function submissionCompetition(
  input: SubmissionCompetitionInput,
): Promise<SubmissionCompetition | null> {
  return holder.submission(input)
}
