// The manage page's data as the page sees it (client-safe types; manage.server.ts fills them).
import type { PublicStatus } from '~/modules/judge'

/** The judge's PublicStatus (the verdict names in judge.json `verdicts`). */
export type VerdictName = PublicStatus

export interface ManagePerson {
  id: number
  name: string
  href: string
}

export interface ManageParticipant {
  id: number
  kind: 'live' | 'virtual'
  team: ManagePerson | null
  members: ManagePerson[]
  joinedAt: string
}

export interface ManageSubmission {
  id: number
  href: string
  author: ManagePerson
  letter: string
  status: VerdictName
  score: number | null
  createdAt: string
  /** False: no participation (an organizer's own test). */
  participant: boolean
}

export interface ManagePageData {
  competition: {
    id: number
    title: string
    phase: 'upcoming' | 'running' | 'ended'
    password: string | null
    frozenMinutes: number
    frozen: boolean
    frozeAt: string | null
    unfrozenAt: string | null
  }
  participants: ManageParticipant[]
  submissions: ManageSubmission[]
}

export type ManageFlashView =
  | { kind: 'refreshed' }
  | { kind: 'unfrozen' }
  | { kind: 'rejudged'; count: number }
  | { kind: 'rejudgedOne'; id: number }

/** What a refused form brings back: the error keys (scoreboard:managePage.errors.*) and what was typed. */
export interface ManageActionData {
  intent: string
  error: string
  submissionId?: string
}
