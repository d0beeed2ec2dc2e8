import type { ColumnType, Generated, Selectable } from 'kysely'

// Types of the social core tables (migration 0005-community) and the competitions module's additions
// (0006-competitions). `Database` in schema.ts lists them all.
type CreatedAt = ColumnType<string, string | undefined, never>
type Flag = ColumnType<number, number | undefined, number>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export const COMPETITION_STYLES = ['icpc', 'olympiad', 'trilha'] as const
export type CompetitionStyle = (typeof COMPETITION_STYLES)[number]
/** Participation types (docs/product.md#competitions-creating): all, individual only, PRO only, teams only. */
export const ALLOWED_PARTICIPANTS = ['all', 'individual', 'pro', 'teams'] as const
export type AllowedParticipants = (typeof ALLOWED_PARTICIPANTS)[number]

export const EXTERNAL_COMPETITIONS = [
  'obi',
  'cf_obi',
  'egoi',
  'hackathon',
  'icpc',
  'ioi',
  'maratona',
  'obm',
  'obmep',
  'other',
] as const
export type ExternalCompetition = (typeof EXTERNAL_COMPETITIONS)[number]
export const EXTERNAL_LEVELS = ['0', '1', '2', '3', '4', '5', 'university'] as const
export const EXTERNAL_SCOPES = ['international', 'national', 'regional'] as const
export const MEDALS = ['gold', 'silver', 'bronze', 'honorable_mention', 'none'] as const
export type Medal = (typeof MEDALS)[number]
export const JOB_POSITIONS = [
  'consultant',
  'founder',
  'intern',
  'manager',
  'project_manager',
  'researcher',
  'software_developer',
  'team_lead',
  'other',
] as const
export type JobPosition = (typeof JOB_POSITIONS)[number]
export const RANKING_KINDS = ['users', 'monthly', 'institutions', 'teams'] as const
export type RankingKind = (typeof RANKING_KINDS)[number]

/** Columns 0006 adds to the foundation's `competitions` (see CompetitionsTable in schema.ts). */
export interface CompetitionColumns {
  frozen_minutes: Defaulted<number>
  allowed: Defaulted<AllowedParticipants>
  password: string | null
  capacity: number | null
  programming_class_id: number | null
  created_by: number | null
  is_official: Flag
  course_id: number | null
  kind: Defaulted<'live' | 'simulation'>
  source_id: number | null
  unfrozen_at: string | null
  updated_at: string | null
}

export interface CompetitionExercisesTable {
  competition_id: number
  exercise_id: number
  position: number
}

export interface ParticipationsTable {
  id: Generated<number>
  competition_id: number
  user_id: number | null
  team_id: number | null
  kind: Defaulted<'live' | 'virtual'>
  registered_by: number | null
  /** The participant's clock (live: the competition's; virtual: its own run). */
  starts_at: string
  ends_at: string
  created_at: CreatedAt
}

export interface ParticipationMembersTable {
  participation_id: number
  competition_id: number
  user_id: number
}

export interface ClarificationsTable {
  id: Generated<number>
  competition_id: number
  author_id: number | null
  participation_id: number | null
  exercise_id: number | null
  question: string | null
  answer: string | null
  answered_by: number | null
  answered_at: string | null
  is_broadcast: Flag
  created_at: CreatedAt
}

export interface RankingEntriesTable {
  kind: RankingKind
  period: Defaulted<string>
  position: number
  subject_id: number
  score: number
  solved: Defaulted<number>
}

export interface RankingRunsTable {
  kind: string
  period: Defaulted<string>
  computed_at: string
  rows: number
}

export interface TeamsTable {
  id: Generated<number>
  name: string
  description: Defaulted<string>
  invite_password: string
  captain_id: number | null
  has_image: Flag
  created_at: CreatedAt
}

export interface TeamMembersTable {
  team_id: number
  user_id: number
  joined_at: CreatedAt
}

export interface FriendshipsTable {
  user_id: number
  friend_id: number
  status: Defaulted<'pending' | 'accepted'>
  created_at: CreatedAt
}

export interface ExternalResultsTable {
  id: Generated<number>
  user_id: number
  name: ExternalCompetition
  other_name: string | null
  level: (typeof EXTERNAL_LEVELS)[number]
  scope: (typeof EXTERNAL_SCOPES)[number]
  year: number
  medal: Medal | null
  position: number | null
  institution_id: number | null
  created_at: CreatedAt
}

export interface JobsTable {
  id: Generated<number>
  user_id: number
  position: JobPosition
  /** YYYY-MM */
  started_on: string
  ended_on: string | null
  institution_id: number | null
  created_at: CreatedAt
}

export interface CompetitionTables {
  competition_exercises: CompetitionExercisesTable
  participations: ParticipationsTable
  participation_members: ParticipationMembersTable
  clarifications: ClarificationsTable
  ranking_entries: RankingEntriesTable
  ranking_runs: RankingRunsTable
  teams: TeamsTable
  team_members: TeamMembersTable
  friendships: FriendshipsTable
  external_results: ExternalResultsTable
  jobs: JobsTable
}

export type Competition = Selectable<import('./schema').CompetitionsTable>
export type Participation = Selectable<ParticipationsTable>
export type Clarification = Selectable<ClarificationsTable>
export type Team = Selectable<TeamsTable>
