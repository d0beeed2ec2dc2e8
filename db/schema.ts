import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import { VERDICTS } from '../judge/types'
import type { AgeTables, UserAgeColumns } from './schema-age'
import type { AiMathTables } from './schema-ai-math'
import type { AssistantTables } from './schema-assistant'
import type { AssistantChatTables } from './schema-assistant-chat'
import type { AuthoringTables } from './schema-authoring'
import type { BillingTables } from './schema-billing'
import type { CompetitionColumns, CompetitionStyle, CompetitionTables } from './schema-competitions'
import type { GradingTables } from './schema-grading'
import type { JudgeClaimTables } from './schema-judge-claims'
import type { LearningTables } from './schema-learning'
import type { LiveTables, VideoColumns } from './schema-live'
import type { OrgTables } from './schema-org'
import type { OrgCourseTables } from './schema-org-courses'
import type { PrivacyTables, UserPrivacyColumns } from './schema-privacy'
import type { ReferralTables } from './schema-referral'
import type { SocialTables, UserProfileColumns } from './schema-social'
import type { WorkshopTables } from './schema-workshop'

/** Timestamps are ISO-8601 strings in UTC (SQLite has no date type). */
type CreatedAt = ColumnType<string, string | undefined, never>

export const USER_COLORS = [
  'yellow',
  'orange',
  'teal',
  'light-blue',
  'blue',
  'purple',
  'blue-grey',
  'red',
  'black',
] as const
export type UserColor = (typeof USER_COLORS)[number]

export const PERMISSIONS = ['create_content', 'moderate'] as const
export type Permission = (typeof PERMISSIONS)[number]

export const DISCOVERY_SOURCES = [
  'friend',
  'google',
  'instagram',
  'obi_site',
  'other',
  'school',
  'tiktok',
  'youtube',
] as const
export type DiscoverySource = (typeof DISCOVERY_SOURCES)[number]

export type AppLanguage = 'pt-BR' | 'en-GB'

export interface UsersTable extends UserProfileColumns, UserPrivacyColumns, UserAgeColumns {
  id: Generated<number>
  name: string
  email: string
  password_hash: string
  color: ColumnType<UserColor, UserColor | undefined, UserColor>
  level: ColumnType<number, number | undefined, number>
  xp: ColumnType<number, number | undefined, number>
  is_pro: ColumnType<number, number | undefined, number>
  is_admin: ColumnType<number, number | undefined, number>
  /** JSON array of Permission. */
  permissions: ColumnType<string, string | undefined, string>
  /** JSON object: { is_jtt_member?: boolean, ... } */
  additional: ColumnType<string, string | undefined, string>
  preferred_language: ColumnType<AppLanguage, AppLanguage | undefined, AppLanguage>
  discovery_source: DiscoverySource | null
  invited_by: string | null
  terms_accepted_at: string
  created_at: CreatedAt
  updated_at: ColumnType<string, string | undefined, string>
  /** 0005-community: the user's institution (profile) and the "show in rankings" preference. */
  institution_id: number | null
  show_in_rankings: ColumnType<number, number | undefined, number>
}

export interface SessionsTable {
  id: string
  user_id: number
  created_at: CreatedAt
  expires_at: string
  user_agent: string | null
  ip: string | null
}

export interface PasswordResetTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: CreatedAt
  expires_at: string
  used_at: string | null
}

export interface OutgoingMailTable {
  id: Generated<number>
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  created_at: CreatedAt
  sent_at: string | null
  error: string | null
  /** 0025: JSON object of extra headers (List-Unsubscribe on news e-mails). */
  headers: string | null
}

export interface PageAccessesTable {
  id: Generated<number>
  user_id: number
  page: string
  is_unload: ColumnType<number, number | undefined, never>
  created_at: CreatedAt
}

export interface InstitutionsTable {
  id: Generated<number>
  name: string
  short_name: string
  type: 'educational' | 'company'
  country: string
  state: string | null
  created_by: number | null
  created_at: CreatedAt
}

export interface OrganizationMembersTable {
  institution_id: number
  user_id: number
  role: 'professor' | 'manager' | 'student'
  created_at: CreatedAt
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  type: string
  is_new: ColumnType<number, number | undefined, number>
  /** JSON: { post?: {id,url,title}, feed?: {id,text}, user?: {id,name} } */
  content: string
  created_at: CreatedAt
}

export interface CompetitionsTable extends CompetitionColumns {
  id: Generated<number>
  title: string
  description: ColumnType<string, string | undefined, string>
  style: CompetitionStyle
  starts_at: string
  ends_at: string
  created_at: CreatedAt
}

export interface VideosTable extends VideoColumns {
  id: Generated<number>
  title: string
  youtube_id: string | null
  published_at: string
}

// ── judge module (migration 0002-judge) ────────────────────────────────────────────────────────────

export const DIFFICULTIES = ['very_easy', 'easy', 'medium', 'hard', 'very_hard'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

export const EXERCISE_VISIBILITIES = ['private', 'public', 'community'] as const
export type ExerciseVisibility = (typeof EXERCISE_VISIBILITIES)[number]

export const CHECKER_KINDS = ['tokens', 'exact', 'float', 'custom'] as const
export type CheckerKind = (typeof CHECKER_KINDS)[number]

export const SUBJECT_CATEGORIES = [
  'basic',
  'general',
  'graphs',
  'math',
  'strings',
  'structures',
  'techniques',
] as const
export type SubjectCategory = (typeof SUBJECT_CATEGORIES)[number]

/** Stored statuses: `judging` is internal (shown as in_queue); `frozen` = judged after a competition ends. */
export const SUBMISSION_STATUSES = ['in_queue', 'judging', 'frozen', ...VERDICTS] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

export interface ProgrammingExercisesTable {
  id: Generated<number>
  title_br: string
  /** null = fall back to title_br. */
  title_gb: string | null
  /** Markdown. */
  text_br: string
  text_gb: string | null
  difficulty: ColumnType<Difficulty, Difficulty | undefined, Difficulty>
  time_limit_ms: ColumnType<number, number | undefined, number>
  memory_limit_mib: ColumnType<number, number | undefined, number>
  visibility: ColumnType<ExerciseVisibility, ExerciseVisibility | undefined, ExerciseVisibility>
  is_free: ColumnType<number, number | undefined, number>
  is_offline: ColumnType<number, number | undefined, number>
  checker_kind: ColumnType<CheckerKind, CheckerKind | undefined, CheckerKind>
  checker_abs: number | null
  checker_rel: number | null
  /** C++ source of a custom (testlib-style) checker. */
  checker_source: string | null
  original_author: string | null
  author_id: number | null
  allow_test_download: ColumnType<number, number | undefined, number>
  /** JSON object group number → weight; null = score is the share of tests passed. */
  group_weights: string | null
  /** Staff review (docs/product.md#judge-exercises): a public exercise with more than 5 solvers becomes community. */
  reviewed_at: string | null
  reviewed_by: number | null
  /** null until a test package is uploaded. */
  package_hash: string | null
  test_count: ColumnType<number, number | undefined, number>
  created_at: CreatedAt
  updated_at: ColumnType<string, string | undefined, string>
}

export interface ExerciseSamplesTable {
  exercise_id: number
  position: number
  input: string
  output: string
}

export interface SubjectsTable {
  id: Generated<number>
  slug: string
  title_br: string
  title_gb: string | null
  category: SubjectCategory
}

export interface ExerciseSubjectsTable {
  exercise_id: number
  subject_id: number
}

export interface SolutionDraftsTable {
  user_id: number
  exercise_id: number
  language: ColumnType<string, string | undefined, string>
  code: ColumnType<string, string | undefined, string>
  updated_at: ColumnType<string, string | undefined, string>
}

/** An author's own starter code for one language of an exercise (migration 0013; issue 16). */
export interface ExerciseStarterCodeTable {
  exercise_id: number
  language: string
  code: string
}

export interface SubmissionsTable {
  id: Generated<number>
  user_id: number
  exercise_id: number
  competition_id: number | null
  language: string
  code: string
  status: ColumnType<SubmissionStatus, SubmissionStatus | undefined, SubmissionStatus>
  /** 0..100, null until judged. */
  score: number | null
  visibility: ColumnType<'private' | 'public', 'private' | 'public' | undefined, 'private' | 'public'>
  created_at: CreatedAt
  /** The submit payload's submittingTime (ISO), kept for competitions. */
  client_submitting_time: string | null
  judge_started_at: string | null
  judged_at: string | null
  /** Times the queue picked the row up (a crash loop gives up after a few). */
  attempts: ColumnType<number, number | undefined, number>
  error_on_sample: ColumnType<number, number | undefined, number>
  /** Stable code the product translates, e.g. 'java_main_class', 'language_unavailable'. */
  error_code: string | null
  compilation_message: string | null
  runtime_message: string | null
  /** Name of the first failing non-sample test (engine TestCase.name). */
  first_failed_test: string | null
  max_cpu_ms: number | null
  max_memory_kib: number | null
  /** JSON array of the engine's TestReport (judge/types.ts), one per test. */
  report: string | null
  /** Staff log (the judge's own faults are explained here). */
  log: string | null
}

export interface JudgeLanguageSettingsTable {
  language: string
  /** null = the language's own default (judge/languages). */
  time_multiplier: number | null
  compile_time_ms: number | null
  compile_memory_mib: number | null
  updated_at: ColumnType<string, string | undefined, string>
  updated_by: number | null
}

/** HTML of rich text rendered when it was saved (app/rich-text/store.server.ts); key = prefix + sha1. */
export interface RichTextRendersTable {
  key: string
  html: string
  created_at: ColumnType<string, string | undefined, never>
}

export interface Database
  extends LearningTables,
    LiveTables,
    CompetitionTables,
    SocialTables,
    BillingTables,
    ReferralTables,
    AssistantTables,
    AssistantChatTables,
    GradingTables,
    JudgeClaimTables,
    OrgTables,
    OrgCourseTables,
    PrivacyTables,
    WorkshopTables,
    AiMathTables,
    AuthoringTables,
    AgeTables {
  users: UsersTable
  sessions: SessionsTable
  password_reset_tokens: PasswordResetTokensTable
  outgoing_mail: OutgoingMailTable
  page_accesses: PageAccessesTable
  institutions: InstitutionsTable
  organization_members: OrganizationMembersTable
  notifications: NotificationsTable
  competitions: CompetitionsTable
  videos: VideosTable
  programming_exercises: ProgrammingExercisesTable
  exercise_samples: ExerciseSamplesTable
  subjects: SubjectsTable
  exercise_subjects: ExerciseSubjectsTable
  solution_drafts: SolutionDraftsTable
  exercise_starter_code: ExerciseStarterCodeTable
  submissions: SubmissionsTable
  judge_language_settings: JudgeLanguageSettingsTable
  rich_text_renders: RichTextRendersTable
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type Institution = Selectable<InstitutionsTable>
export type ProgrammingExercise = Selectable<ProgrammingExercisesTable>
export type NewProgrammingExercise = Insertable<ProgrammingExercisesTable>
export type ProgrammingExerciseUpdate = Updateable<ProgrammingExercisesTable>
export type Submission = Selectable<SubmissionsTable>
