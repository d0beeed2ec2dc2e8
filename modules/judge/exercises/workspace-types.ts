// Shapes the exercise workspace and the submission page hand to their components. Client-safe: types only.
import type { Difficulty, ExerciseVisibility } from '~/db/schema'
import type { CustomRunStatus } from '~/db/schema-workshop'
import type { LanguageId } from '../constants'
import type { SubmissionStatusDetail } from '../submissions/status.server'
import type { StarterCodes } from './starter-code'

export interface WorkspaceLanguage {
  id: LanguageId
  /** With the version the judge detected, e.g. "C (gcc 12.2.0)". */
  label: string
  available: boolean
}

export interface WorkspaceLink {
  slug: string
  title: string
}

export interface WorkspaceExercise {
  id: number
  title: string
  /** renderRichText output (sanitised on the server). */
  statementHtml: string
  difficulty: Difficulty
  subjects: WorkspaceLink[]
  /** Leaf sources, titled with their parents ("OBI 2023 › Fase 1"). */
  sources: WorkspaceLink[]
  timeLimitS: number
  memoryLimitMib: number
  samples: { input: string; output: string }[]
  originalAuthor: string | null
  visibility: ExerciseVisibility
  isFree: boolean
  /** Solvers and the acceptance rate's counts (practice-stats.server.ts); null in a competition's mode. */
  stats: { solvers: number; accepted: number; judged: number } | null
}

export interface WorkspaceViewer {
  loggedIn: boolean
  isPro: boolean
  /** Author or judge staff: the manage card shows. */
  canEdit: boolean
  solved: boolean
}

interface WorkspaceBase {
  prefix: 'br' | 'gb'
  exerciseId: number
  /** Where the solution form posts: always the exercise route, also from a lesson. */
  formAction: string
  /** Login page that comes back here. */
  loginHref: string
}

export type ExerciseWorkspaceData =
  | (WorkspaceBase & {
      access: 'ok'
      exercise: WorkspaceExercise
      languages: WorkspaceLanguage[]
      draft: { language: LanguageId; code: string }
      /** The exercise's own starter code by language (switching language before typing loads it). */
      starters: StarterCodes
      viewer: WorkspaceViewer
      /** A same-site path (a lesson) the submission page links back to; null on the exercise page. */
      returnTo: string | null
      /** The page came back from "save draft" without JavaScript. */
      draftSaved: boolean
      /** For editors only (the manage card): tests in the imported package. */
      manage: { testCount: number } | null
      /** Competition mode (`?competition=:id`); absent on the practice page and in lessons. */
      competition?: WorkspaceCompetition
    })
  | (WorkspaceBase & { access: 'pro_needed'; title: string; loggedIn: boolean })
  | (WorkspaceBase & { access: 'not_found' })

/**
 * The competition an exercise is opened in. `contest`: solutions count for it (the form carries
 * competition_id); `practice`: it is not taking solutions (it ended), so they count as practice; `closed`:
 * neither (it ended and the exercise itself is not open to this person), so there is no form.
 */
export interface WorkspaceCompetition {
  id: number
  title: string
  /** The exercise's letter in the competition (A, B, …); empty when unknown. */
  letter: string
  /** This participant's clock (ISO). */
  endsAt: string
  /** Whether that clock has run out (when the page was rendered). */
  ended: boolean
  /** The competition page. */
  href: string
  mode: 'contest' | 'practice' | 'closed'
}

/** What the submission page says about the competition a solution was sent in. */
export interface SubmissionCompetition {
  id: number
  title: string
  letter: string
  href: string
}

/** What the page and the editor island show of a run (custom tests, issue 21). */
export interface CustomRunView {
  id: number
  language: string
  input: string
  code: string
  status: CustomRunStatus
  stdout: string
  stderr: string
  compilationMessage: string | null
  cpuMs: number | null
  memoryKiB: number | null
  timeLimitMs: number
  memoryLimitMib: number
  createdAt: string
}

/** What the form post answers when it cannot go on: the page re-renders with what was typed. */
export interface WorkspaceFormError {
  intent: 'submit' | 'draft' | 'run'
  /** The judge's error key (judge:errors), e.g. proNeeded. */
  error: string
  language: string
  code: string
  /** A custom test's input, kept when the run was refused. */
  input?: string
  title?: string
  message: string
  /** 429: seconds until sending is allowed again. */
  retryAfter?: number
}

export type StatusDetail = SubmissionStatusDetail

export type SubmissionVisibility = 'private' | 'public'

/** The single-submission page. */
export interface SubmissionPageData {
  prefix: 'br' | 'gb'
  id: number
  exerciseId: number
  exerciseTitle: string
  exerciseHref: string
  authorName: string
  languageLabel: string
  createdAt: string
  visibility: SubmissionVisibility
  isOwner: boolean
  detail: StatusDetail
  inQueue: boolean
  codeHtml: string
  backHref: string
  nextHref: string | null
  failedTestHref: string | null
  /** The owner's way back to the solution form (exercise or lesson); null for anyone else. */
  retryHref: string | null
  returnTo: string | null
  /** `submissions.log` for staff (null for everyone else or when empty). */
  staffLog: string | null
  meta: { title: string }
  /** Sent in a competition: the banner and the way back to it (no "next exercise"). */
  competition?: SubmissionCompetition
  /** The author's private/public switch (hidden while the competition a solution was sent in runs). */
  canToggleVisibility?: boolean
}
